import pages from '../../src/i18n/locales/en/pages.json' with { type: 'json' };
import { BEST_PRACTICE_ARTICLES } from '../../src/constants/best-practices';
import {
  PAGE_ROUTES,
  PRERENDER_PATHS,
  samplePath,
  type PageRoute,
} from '../../src/app/route-table';
import { expect, test } from './fixtures';
import { blockingViolations, expectFitsWidth, navigateInApp } from './route-sweep';
import { FIRST_VISIT, IP_LOCATION_PATTERN } from './visitor-state';

// Every route once: what it shows (heading, description, title), its accessibility at a
// desktop's width, that it fits a 390 px phone, and that the Content-Security-Policy blocked
// nothing. A page served with HTML of its own (home and the prerendered pages) is loaded;
// every other route is opened by the router's client-side navigation, since the server sends
// all of them the same app shell. The routes go in a few groups, one browser context each.
const ARTICLES = BEST_PRACTICE_ARTICLES.map((a) => `/best-practices/${a.slug}`);
const visits: [string, PageRoute | null][] = [
  ['/', null],
  // /profile/demo is an unknown id: the server answers 404 and the app shows its not-found page
  // (server-pages.spec.ts checks a real profile), so only its accessibility is checked here.
  ...PAGE_ROUTES.map((route): [string, PageRoute | null] => [
    samplePath(route),
    route.page === 'profile' ? null : route,
  ]),
  // The other articles (the route's sample path is the first).
  ...ARTICLES.slice(1).map((path): [string, PageRoute | null] => [path, null]),
  ['/no-such-page', null],
];
const LOADED = new Set(PRERENDER_PATHS);
/** The Markdown legal pages and articles, whose tables scroll in their own box on a phone. */
const CHECKED_ON_PHONE = new Set(['/terms', '/privacy', '/best-practices', ...ARTICLES]);
const GROUPS = 4;
const size = Math.ceil(visits.length / GROUPS);
const groups = Array.from({ length: GROUPS }, (_, i) => visits.slice(i * size, (i + 1) * size));

test.describe('every route: content and accessibility (axe-core)', () => {
  for (const group of groups) {
    const paths = group.map(([path]) => path);
    test(`${paths[0]} … ${paths.at(-1)}: heading, description, no serious or critical violations, fits 390 px, no CSP report`, async ({
      page,
    }) => {
      test.setTimeout(30_000 + group.length * 5_000);
      const csp: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) csp.push(message.text());
      });
      for (const [index, [path, route]] of group.entries()) {
        await test.step(path, async () => {
          await page.setViewportSize({ width: 1280, height: 720 });
          if (index === 0 || LOADED.has(path)) await page.goto(path);
          else await navigateInApp(page, path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          // An article's heading is its own title (legal-pages.spec.ts checks them).
          if (route && route.page !== 'bestPracticesArticle') {
            await expect(page.getByRole('heading', { level: 1 })).toHaveText(
              pages[route.page].title,
            );
            // In English the fee placeholder reads "$1" (src/i18n format.ts).
            const description = pages[route.page].description.replaceAll('{{fee, usd}}', '$1');
            await expect(page.getByText(description)).toBeVisible();
            await expect(page).toHaveTitle(`${pages[route.page].title} | TradesMarket`);
          }
          expect(await blockingViolations(page), path).toEqual([]);
          await page.setViewportSize({ width: 390, height: 844 });
          await expectFitsWidth(page, 390, `${path} at 390 px`);
          if (CHECKED_ON_PHONE.has(path)) {
            expect(await blockingViolations(page), `${path} at 390 px`).toEqual([]);
          }
          expect(csp, path).toEqual([]);
        });
      }
    });
  }

  test('the open mobile drawer has no serious or critical violations', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByTestId('mobile-menu')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('the cookie banner and the exit-intent dialog have no serious or critical violations', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL: baseURL ?? '', storageState: FIRST_VISIT });
    await context.route(IP_LOCATION_PATTERN, (route) =>
      route.fulfill({ json: { country_code: 'GB', region: 'England' } }),
    );
    const page = await context.newPage();
    // Playwright's clock (time flows as usual) is moved past the offer's 2 s arming delay;
    // the page marks the offer armed (<html data-exit-intent="armed">).
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByTestId('consent-banner')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await page.clock.runFor(2100);
    await expect(page.locator('html')).toHaveAttribute('data-exit-intent', 'armed');
    await page.evaluate(() => {
      document.documentElement.dispatchEvent(
        new MouseEvent('mouseout', { bubbles: true, clientY: 5, relatedTarget: null }),
      );
    });
    await expect(page.getByTestId('exit-intent-dialog')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await context.close();
  });
});
