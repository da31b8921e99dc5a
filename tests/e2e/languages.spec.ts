import ar from '../../src/i18n/locales/ar/home.json' with { type: 'json' };
import ja from '../../src/i18n/locales/ja/home.json' with { type: 'json' };
import es from '../../src/i18n/locales/es/common.json' with { type: 'json' };
import arMarket from '../../src/i18n/locales/ar/market.json' with { type: 'json' };
import deMarket from '../../src/i18n/locales/de/market.json' with { type: 'json' };
import { expect, readSetting, superuserClient, test } from './fixtures';
import { FIRST_VISIT, IP_LOCATION_PATTERN } from './visitor-state';

// The language picker and start-up language.
const picker = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('combobox', { name: 'Language' });

/** The hero title with the fee filled in as Intl formats it for the locale. */
const hero = (title: string, fee: string) => title.replaceAll('{{fee, usd}}', fee);

test.describe('languages', () => {
  test('switching to Arabic renders right-to-left, and a reload starts in Arabic without English', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await picker(page).selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    const fee = await page.evaluate(() =>
      // Arabic names the currency (src/i18n/format.ts: the symbol garbles in RTL).
      new Intl.NumberFormat('ar', {
        style: 'currency',
        currency: 'USD',
        currencyDisplay: 'name',
        minimumFractionDigits: 0,
        maximumFractionDigits: 2,
      }).format(1),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero(ar.hero.title, fee));
    await expect.poll(() => readSetting(page, 'preferredLanguage')).toBe('ar');
    await page.screenshot({ path: 'test-results/screens/home-ar.png' });

    // On reload the English HTML built at build time must never show.
    const seen: string[] = [];
    await page.exposeFunction('reportHeading', (text: string) => seen.push(text));
    await page.addInitScript(() => {
      // Every heading text that is on screen (its root displayed) while the page starts.
      new MutationObserver(() => {
        const root = document.getElementById('root');
        const h1 = document.querySelector('h1');
        if (!root || !h1?.textContent || getComputedStyle(root).display === 'none') return;
        (window as unknown as { reportHeading: (t: string) => void }).reportHeading(h1.textContent);
      }).observe(document, {
        childList: true,
        subtree: true,
        characterData: true,
        attributes: true,
      });
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero(ar.hero.title, fee));
    expect(seen.filter((text) => text.includes('Hire contractors'))).toEqual([]);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('Japanese, as a visitor sees it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByTestId('mobile-menu')
      .getByRole('combobox', { name: 'Language' })
      .selectOption('ja');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero(ja.hero.title, '$1'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await page.screenshot({ path: 'test-results/screens/home-ja.png', fullPage: false });
  });

  test('a signed-in user’s choice is saved to their profile', async ({ page, signIn, baseURL }) => {
    const user = await signIn(page, { user_type: 'client' });
    await page.goto('/');
    await picker(page).selectOption('es');
    await expect(page.getByRole('link', { name: es.nav.findContractors }).first()).toBeVisible();
    const admin = await superuserClient(baseURL ?? '');
    await expect
      .poll(async () =>
        String(
          (await admin.collection('users').getOne(user.id, { requestKey: null }))
            .language_preference,
        ),
      )
      .toBe('Spanish');
  });

  test('a rating and a review count read in the locale on a phone (German, Arabic)', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const admin = await superuserClient(baseURL ?? '');
    const roofer = await admin.collection('trades').getFirstListItem("value = 'roofer'");
    const stamp = `${Date.now()}`;
    const owner = await admin.collection('users').create({
      email: `numbers-${stamp}@example.com`,
      password: 'owner-password-1',
      passwordConfirm: 'owner-password-1',
      user_type: 'contractor',
      verified: true,
    });
    // Written as the server would after 1,200 reviews averaging 4.5 (superuser only).
    const listing = await admin.collection('contractors').create<{ id: string }>({
      owner: owner.id,
      business_name: `Zahlen ${stamp}`,
      trades: [roofer.id],
      status: 'active',
      rating_avg: 4.5,
      rating_count: 1200,
    });
    const ratingLines = { de: deMarket.listing.rating_other, ar: arMarket.listing.rating_other };

    for (const code of ['de', 'ar'] as const) {
      // The menu button is named in the language on screen, so it is found by its state.
      await page.goto('/');
      await page
        .locator('button[aria-expanded]')
        .filter({ has: page.locator('svg.lucide-menu') })
        .click();
      await page.getByTestId('mobile-menu').getByRole('combobox').first().selectOption(code);
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await page.keyboard.press('Escape');

      // What the locale writes, by the browser's own Intl: "4,5" and "1.200" in German.
      const [rating, count] = await page.evaluate(
        (lang) => [
          new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(4.5),
          new Intl.NumberFormat(lang).format(1200),
        ],
        code,
      );
      if (code === 'de') expect([rating, count]).toEqual(['4,5', '1.200']);
      expect(count).not.toBe('1200');
      const line = ratingLines[code].replace('{{rating}}', rating).replace('{{count}}', count);

      await page.goto(`/browse?trade=roofer&q=${stamp}`);
      const card = page.getByTestId('listing-card').filter({ hasText: stamp });
      await expect(card).toContainText(line);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );

      await page.goto(`/profile/${listing.id}`);
      await expect(page.getByTestId('profile-rating')).toHaveText(line);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await page.screenshot({ path: `test-results/screens/profile-rating-${code}.png` });
    }
  });

  test.describe('first visit', () => {
    test.use({ storageState: FIRST_VISIT });

    test('a visitor from Japan gets Japanese by default; one from Canada English', async ({
      page,
      browser,
    }) => {
      await page.route(IP_LOCATION_PATTERN, (route) =>
        route.fulfill({ json: { country_code: 'JP', region: 'Tokyo' } }),
      );
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero(ja.hero.title, '$1'));
      // A signed-out device without the app's database keeps the choice in localStorage only
      // (no Dexie on a first visit, docs/rendering.md); the next start reads it first.
      const mirrored = (p: typeof page) =>
        p.evaluate(() => localStorage.getItem('preferredLanguage'));
      await expect.poll(() => mirrored(page)).toBe('ja');

      const canada = await browser.newPage({ baseURL: page.url() });
      await canada.route(IP_LOCATION_PATTERN, (route) =>
        route.fulfill({ json: { country_code: 'CA', region: 'Ontario' } }),
      );
      await canada.goto('/');
      await expect.poll(() => mirrored(canada)).toBe('en');
      await expect(canada.locator('html')).toHaveAttribute('lang', 'en');
      await canada.close();
    });

    test('when the country is unknown or not listed, the browser’s language is used', async ({
      browser,
      baseURL,
    }) => {
      const visit = async (
        locale: string,
        answer: Parameters<import('@playwright/test').Route['fulfill']>[0],
        expected: string,
      ) => {
        const context = await browser.newContext({
          baseURL: baseURL ?? '',
          locale,
          serviceWorkers: 'block',
        });
        await context.route(IP_LOCATION_PATTERN, (route) => route.fulfill(answer));
        const page = await context.newPage();
        await page.goto('/');
        await expect
          .poll(() => page.evaluate(() => localStorage.getItem('preferredLanguage')))
          .toBe(expected);
        await expect(page.locator('html')).toHaveAttribute('lang', expected);
        await context.close();
      };
      // The lookup fails: a German browser gets German (it got English before).
      await visit('de-DE', { status: 503, body: '' }, 'de');
      // Egypt is not in the spec's list: an Arabic browser there gets Arabic.
      await visit('ar-EG', { json: { country_code: 'EG', region: 'Cairo' } }, 'ar');
      // A listed country keeps its language whatever the browser says.
      await visit('de-DE', { json: { country_code: 'US', region: 'Ohio' } }, 'en');
    });
  });
});
