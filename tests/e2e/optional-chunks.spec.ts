import { expect, test } from './fixtures';
import { FIRST_VISIT, IP_LOCATION_PATTERN } from './visitor-state';

// Parts of every page that load in their own chunk after the first paint (the cookie banner,
// the background behaviours, the sync status, the phone menu) may fail to load: on a first
// visit that goes offline before the service worker has them. The page must go on without
// them, never go blank, and get them once the browser is back online (src/lib/optional-chunk.ts).
test.use({ storageState: FIRST_VISIT, viewport: { width: 390, height: 844 } });

const OPTIONAL = /\/assets\/(consent-banner|background|sync-status-slot|mobile-menu)-[\w-]+\.js$/;

test('a first visit whose optional chunks fail keeps its page, and gets them back online', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route(IP_LOCATION_PATTERN, (route) =>
    route.fulfill({ json: { country_code: 'DE', region: 'Berlin' } }),
  );
  const failed: string[] = [];
  await page.route(OPTIONAL, (route) => {
    failed.push(new URL(route.request().url()).pathname);
    return route.abort('internetdisconnected');
  });

  // Not waiting for <html data-ready>: it waits for the background behaviours' chunk.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await expect.poll(() => failed.some((path) => path.includes('consent-banner'))).toBe(true);
  // The phone menu's chunk fails too: the button does nothing yet, the page stays.
  await page
    .getByRole('button', { name: /menu|Menü/i })
    .first()
    .click();
  await expect.poll(() => failed.some((path) => path.includes('mobile-menu'))).toBe(true);
  await expect(heading).toBeVisible();
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  await expect(page.locator('html[data-ready]')).toHaveCount(0);

  // Back online: the banner a visitor from Germany must answer appears, and the menu opens.
  await page.unroute(OPTIONAL);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByTestId('consent-banner')).toBeVisible();
  await expect(page.locator('html[data-ready]')).toHaveCount(1);
  // The earlier tap does not open the menu by itself; a new one does.
  await expect(page.getByTestId('mobile-menu')).toHaveCount(0);
  await page
    .getByRole('button', { name: /menu|Menü/i })
    .first()
    .click();
  await expect(page.getByTestId('mobile-menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(heading).toBeVisible();
  expect(errors).toEqual([]);
});
