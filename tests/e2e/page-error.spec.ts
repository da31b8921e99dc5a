import type { Page } from '@playwright/test';
import { expect, superuserClient, test } from './fixtures';
import { activeListing } from './listings';

// A page whose chunk cannot be loaded (offline before the service worker has it, or removed
// from the server by an update), or that fails while rendering, shows why inside the page's
// frame instead of leaving a blank screen (src/app/page-error-boundary.tsx).
const FAQ_CHUNK = /\/assets\/faq-page-[\w-]+\.js(\?.*)?$/;

/** Opens the FAQ from the footer link, as a visitor would, without a page load. */
async function openFaqFromFooter(page: Page) {
  await page.locator('footer a[href="/faq"]').first().click();
  await expect(page).toHaveURL(/\/faq$/);
}

test('offline, a page not on the device says so, keeps the frame, and opens once back online', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('preferredLanguage', 'ar'));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await context.setOffline(true);
  await openFaqFromFooter(page);
  const failure = page.getByTestId('page-error');
  await expect(failure).toHaveAttribute('data-kind', 'offline');
  await expect(failure.getByRole('heading', { level: 1 })).toHaveText(
    'هذه الصفحة غير موجودة على هذا الجهاز بعد',
  );
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Trying again while still offline fails the same way, without going blank.
  await failure.getByRole('button', { name: 'إعادة المحاولة' }).click();
  await expect(page.getByTestId('page-error')).toHaveAttribute('data-kind', 'offline');

  // Back online: the page opens by itself, its chunk fetched afresh.
  await context.setOffline(false);
  await expect(page.getByTestId('page-error')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الأسئلة المتكررة');
  expect(errors).toEqual([]);
});

test('online, a page whose chunk fails offers a reload, which opens it', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('preferredLanguage', 'de'));
  await page.goto('/');
  await page.route(FAQ_CHUNK, (route) => route.abort('connectionreset'));
  await openFaqFromFooter(page);
  const failure = page.getByTestId('page-error');
  await expect(failure).toHaveAttribute('data-kind', 'unreachable');
  await expect(failure.getByRole('heading', { level: 1 })).toHaveText(
    'Diese Seite konnte nicht geladen werden',
  );
  await page.unroute(FAQ_CHUNK);
  await failure.getByRole('button', { name: 'Erneut versuchen' }).click();
  await page.waitForURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Häufig gestellte Fragen');
  await expect(page.getByTestId('page-error')).toHaveCount(0);
});

test('a page that fails while loading says something went wrong; the way home works', async ({
  page,
}) => {
  await page.goto('/');
  await page.route(FAQ_CHUNK, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("broken build");' }),
  );
  await openFaqFromFooter(page);
  const failure = page.getByTestId('page-error');
  await expect(failure).toHaveAttribute('data-kind', 'failed');
  await expect(failure.getByRole('heading', { level: 1 })).toHaveText(
    'Something went wrong on this page',
  );
  await expect(failure.getByRole('heading', { level: 1 })).toBeFocused();
  await failure.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('page-error')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a dialog that could not be loaded offline opens when tapped again back online', async ({
  page,
  context,
  baseURL,
}) => {
  const name = `Dialog Roofing ${Date.now()}`;
  const id = await activeListing(await superuserClient(baseURL ?? ''), name);
  // The report dialog's chunk cannot be had (offline on a first visit): not when the page is
  // idle, not when the visitor taps "Report".
  const dialogChunk = /\/assets\/report-dialog-[\w-]+\.js(\?.*)?$/;
  await page.route(dialogChunk, (route) => route.abort('internetdisconnected'));
  await page.goto(`/profile/${id}`);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Report this listing' }).click();
  await expect(page.getByTestId('page-error')).toHaveAttribute('data-kind', 'offline');

  // Back online the profile comes back; a second tap opens the dialog (a React.lazy that
  // failed once would fail again, for the page's life).
  await page.unroute(dialogChunk);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Report this listing' }).click();
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: 'Report this listing' }),
  ).toBeVisible();
  await expect(page.getByTestId('page-error')).toHaveCount(0);
});
