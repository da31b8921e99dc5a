import type { ConsoleMessage, Page } from '@playwright/test';
import { PAGE_ROUTES, samplePath } from '../../src/app/route-table';
import { expect, superuserClient, test } from './fixtures';
import { expectFitsWidth, navigateInApp } from './route-sweep';

// In the languages with the longest words (German, Finnish), right-to-left scripts
// (Arabic, Hebrew) and Japanese, every route fits a 390 px phone: no horizontal scroll and no
// element reaching past either edge of the screen. Signed out for every route, then signed in
// (a contractor with a listing who is also an admin) for the pages behind sign-in, where the
// forms, tables and dashboards are; signed out, no page logs an error. The footer's pages also
// fit a 320 px phone in German and Finnish. Another contractor's listing has a long name, web
// address and email (what contractors write wraps instead of widening the page, in browse and
// on the profile) and 1,200 reviews averaging 4.5, read in the locale's numbers on its card
// and profile. With LAYOUT_SCREENSHOTS=1 each page is also saved as a
// full-page screenshot under test-results/layout/<code>/ to be looked at. (The portal's and
// the hire form's fit on a 320 px phone in German: tests/component/narrow-forms-layout.test.tsx.)

const WIDTH = 390;
const CODES = ['ar', 'he', 'de', 'fi', 'ja'] as const;
/** Routes whose content shows only to a signed-in user (with the right role). */
const PRIVATE = new Set([
  '/dashboard',
  '/contractor-portal',
  '/client-dashboard',
  '/account-settings',
  '/affiliate-dashboard',
  '/test-resend',
  ...PAGE_ROUTES.filter((r) => r.path.startsWith('/admin')).map((r) => r.path),
]);
const PUBLIC_PATHS = ['/', ...PAGE_ROUTES.map(samplePath), '/no-such-page'];

/**
 * Opens `path` the way a tap on a link does (the router's client-side navigation, so the
 * pass takes seconds rather than a page load per route), then checks it fits; saves a
 * screenshot when asked.
 */
async function expectFits(page: Page, code: string, path: string, signedIn: boolean) {
  await navigateInApp(page, path);
  await expect(page.locator('html')).toHaveAttribute('lang', code);
  // A page still loading its data shows the spinner (src/app/spinner.tsx), not its content.
  await expect(page.locator('[role="status"] .animate-spin')).toHaveCount(0, { timeout: 10_000 });
  // Lists and forms fill in after the heading (local data, then the server's): poll until
  // the page has settled into a state that fits, and fail with what sticks out if it never does.
  await expectFitsWidth(page, WIDTH, `${code} ${path}`);
  if (process.env.LAYOUT_SCREENSHOTS) {
    const name = `${signedIn ? 'in' : 'out'}${path === '/' ? '_home' : path.replaceAll('/', '_')}.png`;
    await page.screenshot({ path: `test-results/layout/${code}/${name}`, fullPage: true });
  }
}

/** A locale's `market` strings, as the app ships them. */
async function marketStrings(code: string): Promise<{ listing: { rating_other: string } }> {
  const module = (await import(`../../src/i18n/locales/${code}/market.json`, {
    with: { type: 'json' },
  })) as { default: { listing: { rating_other: string } } };
  return module.default;
}

/**
 * The console errors and uncaught page errors of `page` while `during` runs, but Chromium's
 * report of the 404 the server answers for the sample profile `/profile/demo`.
 */
async function errorsDuring(page: Page, during: () => Promise<void>): Promise<string[]> {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    const missingProfile =
      page.url().includes('/profile/demo') && message.text().includes('status of 404');
    if (message.type() === 'error' && !missingProfile)
      errors.push(`${page.url()}: ${message.text()}`);
  };
  const onError = (error: Error) => errors.push(`${page.url()}: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  await during();
  page.off('console', onConsole);
  page.off('pageerror', onError);
  return errors;
}

/** The pages the footer advertises: they must fit even a 320 px phone in long-word languages. */
const FOOTER_PATHS = [
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
/** Languages whose compound words are longest. */
const LONG_WORDS = new Set(['de', 'fi']);

test.describe('every route fits a 390 px phone', () => {
  test.use({ viewport: { width: WIDTH, height: 844 } });

  for (const code of CODES) {
    test(`in ${code}, signed out and signed in`, async ({ page, baseURL, signIn, makeAdmin }) => {
      test.setTimeout(180_000); // about 80 routes, one page load for each half
      await page.addInitScript((c) => localStorage.setItem('preferredLanguage', c), code);
      await page.goto('/');
      const errors = await errorsDuring(page, async () => {
        for (const path of PUBLIC_PATHS) {
          await test.step(`signed out ${path}`, () => expectFits(page, code, path, false));
        }
      });
      expect(errors).toEqual([]);
      if (LONG_WORDS.has(code)) {
        await page.setViewportSize({ width: 320, height: 740 });
        for (const path of FOOTER_PATHS) {
          await test.step(`signed out ${path} at 320 px`, async () => {
            await navigateInApp(page, path);
            await expect
              .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
                message: `${code} ${path}`,
              })
              .toBeLessThanOrEqual(320);
          });
        }
        await page.setViewportSize({ width: WIDTH, height: 844 });
      }

      const user = await signIn(page, { user_type: 'contractor', name: 'Aino Virtanen' });
      await makeAdmin(user);
      const admin = await superuserClient(baseURL ?? '');
      const trade = await admin
        .collection('trades')
        .getFirstListItem("value = 'electrician_electrical_technician'");
      const listing = await admin.collection('contractors').create<{ id: string }>({
        owner: user.id,
        business_name: 'Sähköasennuspalvelu Virtanen',
        trades: [trade.id],
        city: 'Jyväskylä',
        status: 'active',
      });
      // Another contractor's listing with what contractors write at its longest, written as
      // the server would after 1,200 reviews averaging 4.5 (superuser only).
      const stamp = `${Date.now()}`;
      const owner = await admin.collection('users').create<{ id: string }>({
        email: `long-${code}-${stamp}@example.com`,
        password: 'owner-password-1',
        passwordConfirm: 'owner-password-1',
        user_type: 'contractor',
        verified: true,
      });
      const long = await admin.collection('contractors').create<{ id: string }>({
        owner: owner.id,
        business_name: `Schornsteinfegermeisterbetriebsgesellschaft${stamp}`,
        trades: [trade.id],
        website: `https://schornsteinfegermeisterbetriebsgesellschaft-${stamp}.example/`,
        email: `kontakt-schornsteinfegermeisterbetrieb-${stamp}@example.com`,
        status: 'active',
        rating_avg: 4.5,
        rating_count: 1200,
      });
      // What the locale writes, by the browser's own Intl: "4,5" and "1.200" in German.
      const [rating, count] = await page.evaluate(
        (lang) => [
          new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(4.5),
          new Intl.NumberFormat(lang).format(1200),
        ],
        code,
      );
      if (code === 'de') expect([rating, count]).toEqual(['4,5', '1.200']);
      const line = (await marketStrings(code)).listing.rating_other
        .replace('{{rating}}', rating)
        .replace('{{count}}', count);
      await page.goto('/');
      for (const path of [...PRIVATE, `/profile/${listing.id}`, `/profile/${long.id}`]) {
        await test.step(`signed in ${path}`, () => expectFits(page, code, path, true));
      }
      await expect(page.getByTestId('profile-rating')).toHaveText(line);
      // Searched by its name: other specs add listings to this server, and the list is virtual.
      await test.step('signed in browse, the listing’s card', async () => {
        await navigateInApp(page, `/browse?trade=electrician_electrical_technician&q=${stamp}`);
        await expect(page.getByTestId('listing-card').filter({ hasText: stamp })).toContainText(
          line,
        );
        await expectFitsWidth(page, WIDTH, `${code} browse`);
      });
    });
  }
});
