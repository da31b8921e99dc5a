import AxeBuilder from '@axe-core/playwright';
import pages from '../../src/i18n/locales/en/pages.json' with { type: 'json' };
import { PAGE_ROUTES, samplePath, type PageRoute } from '../../src/app/route-table';
import { expect, test } from './fixtures';
import { FIRST_VISIT, IP_LOCATION_PATTERN } from './visitor-state';

// One visit per route checks what the route shows (heading, description, title), its
// accessibility and that the Content-Security-Policy blocked nothing, so the suite opens each
// page once. The routes go in groups of eight, one browser context per group: a fresh context
// per route cost a service-worker install and a cold cache each time.
const visits: [string, PageRoute | null][] = [
  ['/', null],
  // /profile/demo is an unknown id: the server answers 404 and the app shows its not-found page
  // (server-pages.spec.ts checks a real profile), so only its accessibility is checked here.
  ...PAGE_ROUTES.map((route): [string, PageRoute | null] => [
    samplePath(route),
    route.page === 'profile' ? null : route,
  ]),
  ['/no-such-page', null],
];
const GROUP = 8;
const groups = Array.from({ length: Math.ceil(visits.length / GROUP) }, (_, i) =>
  visits.slice(i * GROUP, (i + 1) * GROUP),
);

test.describe('every route: content and accessibility (axe-core)', () => {
  for (const group of groups) {
    const paths = group.map(([path]) => path);
    test(`${paths.join(', ')}: heading, description, no serious or critical violations, no CSP report`, async ({
      page,
    }) => {
      test.setTimeout(30_000 + group.length * 10_000);
      const csp: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) csp.push(message.text());
      });
      for (const [path, route] of group) {
        await test.step(path, async () => {
          await page.goto(path);
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
          const results = await new AxeBuilder({ page }).analyze();
          const blocking = results.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
          expect(blocking, path).toEqual([]);
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
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
    ).toEqual([]);
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
    const blocking = async () =>
      (await new AxeBuilder({ page }).analyze()).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(await blocking()).toEqual([]);
    await page.clock.runFor(2100);
    await expect(page.locator('html')).toHaveAttribute('data-exit-intent', 'armed');
    await page.evaluate(() => {
      document.documentElement.dispatchEvent(
        new MouseEvent('mouseout', { bubbles: true, clientY: 5, relatedTarget: null }),
      );
    });
    await expect(page.getByTestId('exit-intent-dialog')).toBeVisible();
    expect(await blocking()).toEqual([]);
    await context.close();
  });
});
