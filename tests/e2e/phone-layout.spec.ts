import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { LANGUAGES } from '../../src/constants/languages';
import { expect, superuserClient, test } from './fixtures';
import { offerInstall } from './layout';
import { FIRST_VISIT } from './visitor-state';

// On a 390 px phone, what contractors write (long compound names, long web addresses) wraps
// instead of widening the page: a page wider than the screen scrolls sideways and cuts off
// toasts and the cookie banner.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('a listing with a long name and web address fits a phone in browse and on its profile', async ({
  page,
  baseURL,
}) => {
  const admin = await superuserClient(baseURL ?? '');
  const roofer = await admin.collection('trades').getFirstListItem("value = 'roofer'");
  const stamp = `${Date.now()}`;
  const owner = await admin.collection('users').create({
    email: `long-${stamp}@example.com`,
    password: 'owner-password-1',
    passwordConfirm: 'owner-password-1',
    user_type: 'contractor',
    verified: true,
  });
  const name = `Schornsteinfegermeisterbetriebsgesellschaft${stamp}`;
  const listing = await admin.collection('contractors').create<{ id: string }>({
    owner: owner.id,
    business_name: name,
    trades: [roofer.id],
    website: `https://schornsteinfegermeisterbetriebsgesellschaft-${stamp}.example/`,
    email: `kontakt-schornsteinfegermeisterbetrieb-${stamp}@example.com`,
    status: 'active',
  });

  // Searched by its name: other specs add roofers to this server, and the list is virtual.
  await page.goto(`/browse?trade=roofer&q=${stamp}`);
  await expect(page.getByTestId('listing-card').filter({ hasText: name })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);

  await page.goto(`/profile/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
});

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
    test.setTimeout(300_000); // 20 languages, five widths each (about 2 min on CI)
    await page.goto('/');
    for (const language of LANGUAGES) {
      await page.evaluate((code) => localStorage.setItem('preferredLanguage', code), language.code);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', language.code);
      await offerInstall(page);
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

test('in Japanese, a profile’s Save button keeps its word on one line beside a long name', async ({
  page,
  baseURL,
  signIn,
}) => {
  const name = `株式会社山田屋根工事東京本店サービス ${Date.now()}`;
  const listing = await activeRoofer(baseURL ?? '', name);
  await signIn(page, { user_type: 'client' });
  await page.addInitScript(() => localStorage.setItem('preferredLanguage', 'ja'));
  await page.goto(`/profile/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
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

test('the pages the footer advertises fit a 320 px phone in German and Finnish (long compounds)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 740 });
  const paths = [
    '/how-it-works',
    '/faq',
    '/safety-and-trust',
    '/terms',
    '/privacy',
    '/best-practices',
    '/best-practices/checking-a-licence',
    '/contact-support',
    '/legal-inquiries',
    '/affiliate-signup',
    '/affiliate-terms',
    '/affiliate-pending',
  ];
  for (const code of ['de', 'fi']) {
    await page.addInitScript((c) => localStorage.setItem('preferredLanguage', c), code);
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await pageWidth(page), `${code} ${path}`).toBeLessThanOrEqual(320);
    }
  }
});

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

for (const code of ['en', 'de', 'ar']) {
  test(`signed in (${code}), a profile's name takes the row on a phone; Save wraps below it`, async ({
    page,
    baseURL,
    signIn,
  }) => {
    const name = `Summit Roofing & Plumbing ${Date.now()}`;
    const listing = await activeRoofer(baseURL ?? '', name);
    await signIn(page, { user_type: 'client' });
    await page.addInitScript((lang) => localStorage.setItem('preferredLanguage', lang), code);
    for (const width of [320, 390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`/profile/${listing.id}`);
      const heading = page.getByRole('heading', { level: 1, name });
      await expect(heading).toBeVisible();
      await heading.evaluate((el) => el.setAttribute('data-testid', 'profile-name'));
      const save = page.getByTestId('save-contractor');
      await expect(save).toBeVisible();
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
