import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { LANGUAGES } from '../../src/constants/languages';
import { expect, superuserClient, test } from './fixtures';
import { offerInstall } from './layout';
import { FIRST_VISIT } from './visitor-state';

// On phones, the header with "Install app" and the cookie banner fit in every language, and
// a profile's name keeps its row: a page wider than the screen scrolls sideways and cuts off
// toasts and the cookie banner. (What contractors write, long names and web addresses, is
// tried on every route in languages-layout.spec.ts.)
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** A locale's `common` strings, as the app ships them. */
const commonStrings = (code: string) =>
  JSON.parse(
    readFileSync(new URL(`../../src/i18n/locales/${code}/common.json`, import.meta.url), 'utf8'),
  ) as { pwa: { install: string } };

/** Where an element is, left and right edges in CSS px, and whether its text overflows it. */
const box = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const rect = el.getBoundingClientRect();
      return {
        left: Math.floor(rect.left),
        right: Math.ceil(rect.right),
        clipped: el.scrollWidth > el.clientWidth,
      };
    });

test.describe('the header with "Install app" offered', () => {
  // A first visit, so the cookie banner shows too (its text was cut off by a wide header).
  test.use({ storageState: FIRST_VISIT });

  test('fits 320, 360 and 390 px screens (and tablets) in all 20 languages', async ({ page }) => {
    test.setTimeout(180_000); // 20 languages, six widths each
    // One page load: each language is chosen with the header's picker, as a visitor would.
    await page.setViewportSize({ width: 1280, height: 740 });
    await page.goto('/');
    // The first visit has settled on its language (and stored it) before one is chosen.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('preferredLanguage')))
      .toBe('en');
    await offerInstall(page);
    for (const language of LANGUAGES) {
      await page.setViewportSize({ width: 1280, height: 740 });
      await page
        .getByRole('navigation')
        .first()
        .getByTestId('language-picker')
        .selectOption(language.code);
      await expect(page.locator('html')).toHaveAttribute('lang', language.code);
      const installName = commonStrings(language.code).pwa.install;
      const install = page.getByRole('navigation').first().getByRole('button', {
        name: installName,
      });
      await expect(install).toBeVisible();
      await expect(page.getByTestId('consent-banner')).toBeVisible();
      for (const width of [320, 360, 390]) {
        await page.setViewportSize({ width, height: 740 });
        const where = `${language.code} at ${width} px`;
        expect(await pageWidth(page), where).toBeLessThanOrEqual(width);
        const installBox = await install.boundingBox();
        expect(
          installBox && installBox.x >= 0 && installBox.x + installBox.width <= width,
          where,
        ).toBe(true);
        for (const selector of [
          'nav button[aria-expanded]',
          '[data-testid="consent-banner"] p',
          '[data-testid="consent-banner"] h2',
        ]) {
          const { left, right, clipped } = await box(page, selector);
          expect({ selector, where, left: left >= 0, right: right <= width, clipped }).toEqual({
            selector,
            where,
            left: true,
            right: true,
            clipped: false,
          });
        }
        // The banner's close button never sits on its heading's text (Arabic at 390 px did).
        const covered = await page.evaluate(() => {
          const heading = document.querySelector('[data-testid="consent-banner"] h2');
          const close = document.querySelector('[data-testid="consent-banner"] > button');
          if (!heading || !close) return null;
          const range = document.createRange();
          range.selectNodeContents(heading);
          const b = close.getBoundingClientRect();
          return [...range.getClientRects()].some(
            (r) => r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top,
          );
        });
        expect(covered, where).toBe(false);
      }
      // Tablets and desktops: the inline links take over only where they fit (French and
      // Russian ran to 950 px at 768; at 1024 the brand was cut to "Trade…" and German and
      // Arabic links wrapped onto two lines beside the install button's words).
      for (const width of [768, 1024, 1280]) {
        await page.setViewportSize({ width, height: 740 });
        const where = `${language.code} at ${width} px`;
        expect(await pageWidth(page), where).toBeLessThanOrEqual(width);
        const installBox = await install.boundingBox();
        expect(installBox && installBox.x + installBox.width <= width, where).toBe(true);
        const header = await page.evaluate(() => {
          const nav = document.querySelector('header nav');
          const brand = nav?.querySelector('a[href="/"] span.truncate');
          const links = [...(nav?.querySelectorAll('ul a, ul button') ?? [])].filter(
            (a) => a.checkVisibility() && a.getBoundingClientRect().height > 44,
          );
          return {
            brandCut: !brand || brand.scrollWidth > brand.clientWidth,
            wrapped: links.map((a) => a.textContent.trim()),
          };
        });
        expect({ where, ...header }).toEqual({ where, brandCut: false, wrapped: [] });
      }
    }
  });
});

/** An active roofer's listing named `name`, of a new verified contractor (as a superuser). */
async function activeRoofer(baseURL: string, name: string): Promise<{ id: string }> {
  const admin = await superuserClient(baseURL);
  const roofer = await admin.collection('trades').getFirstListItem("value = 'roofer'");
  const owner = await admin.collection('users').create({
    email: `roofer-${crypto.randomUUID()}@example.com`,
    password: 'owner-password-1',
    passwordConfirm: 'owner-password-1',
    user_type: 'contractor',
    verified: true,
  });
  return admin.collection('contractors').create<{ id: string }>({
    owner: owner.id,
    business_name: name,
    trades: [roofer.id],
    status: 'active',
  });
}

/** How many boxes each word of an element's text is drawn in: more than one is a mid-word break. */
const brokenWords = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((el) => {
    const text = el.firstChild;
    if (!text || text.nodeType !== Node.TEXT_NODE) return ['(no text)'];
    const value = text.textContent ?? '';
    const broken: string[] = [];
    for (const match of value.matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(text, match.index);
      range.setEnd(text, match.index + match[0].length);
      const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      if (tops.size > 1) broken.push(match[0]);
    }
    return broken;
  });

test('signed in, a profile’s name takes the row on a phone and Save wraps below it; in Japanese Save keeps its word on one line', async ({
  page,
  baseURL,
  signIn,
}) => {
  const name = `Summit Roofing & Plumbing ${Date.now()}`;
  const listing = await activeRoofer(baseURL ?? '', name);
  const japaneseName = `株式会社山田屋根工事東京本店サービス ${Date.now()}`;
  const japanese = await activeRoofer(baseURL ?? '', japaneseName);
  await signIn(page, { user_type: 'client' });

  for (const code of ['en', 'de', 'ar']) {
    await test.step(code, async () => {
      // Chosen with the header's picker: a signed-in user's choice is theirs, on the server.
      await page.setViewportSize({ width: 1280, height: 844 });
      await page.goto(`/profile/${listing.id}`);
      await page.getByRole('navigation').first().getByTestId('language-picker').selectOption(code);
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      const heading = page.getByRole('heading', { level: 1, name });
      await expect(heading).toBeVisible();
      await heading.evaluate((el) => el.setAttribute('data-testid', 'profile-name'));
      const save = page.getByTestId('save-contractor');
      await expect(save).toBeVisible();
      for (const width of [320, 390, 1280]) {
        await page.setViewportSize({ width, height: 844 });
        const box = await heading.boundingBox();
        const saveBox = await save.boundingBox();
        if (!box || !saveBox) throw new Error('no layout');
        expect(await brokenWords(page, 'profile-name'), `${code} ${width}px`).toEqual([]);
        if (width < 640) {
          // The whole row (the page's 16 px margins aside) and the button below it.
          expect(box.width, `${code} ${width}px`).toBeGreaterThanOrEqual(width * 0.85);
          expect(saveBox.y, `${code} ${width}px`).toBeGreaterThanOrEqual(box.y + box.height);
        } else {
          // On a desktop there is room for both on one row.
          expect(saveBox.y, `${code} ${width}px`).toBeLessThan(box.y + box.height);
        }
        expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      }
    });
  }

  await test.step('ja, beside a long name', async () => {
    await page.setViewportSize({ width: 1280, height: 844 });
    await page.goto(`/profile/${japanese.id}`);
    await page.getByRole('navigation').first().getByTestId('language-picker').selectOption('ja');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { level: 1, name: japaneseName })).toBeVisible();
    const save = page.getByTestId('save-contractor');
    await expect(save).toHaveText('保存');
    // One line of text: the button's content box is no taller than one line of its text.
    const lines = await save.evaluate((el) => {
      const style = getComputedStyle(el);
      const content =
        el.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
      return content / parseFloat(style.lineHeight);
    });
    expect(lines).toBeLessThan(1.5);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  });
});
