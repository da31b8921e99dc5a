import de from '../../src/i18n/locales/de/engagement.json' with { type: 'json' };
import fr from '../../src/i18n/locales/fr/engagement.json' with { type: 'json' };
import type { Page } from '@playwright/test';
import { expect, holdAppCode, readSetting, test } from './fixtures';
import { FIRST_VISIT, IP_LOCATION_PATTERN, VISITOR_STATE_FILE } from './visitor-state';

// The cookie banner as a first-time visitor meets it, by country.
test.use({ storageState: FIRST_VISIT });

function from(country: string | null) {
  return async ({ page }: { page: Page }) => {
    await page.route(IP_LOCATION_PATTERN, (route) =>
      country
        ? route.fulfill({ json: { country_code: country, region: 'Somewhere' } })
        : route.abort('failed'),
    );
  };
}

/**
 * Waits until the app's banner has read the stored choice: it then removes the banner the
 * page's HTML carries (hidden) and shows none, so a banner absent afterwards stays absent.
 */
async function appHasReadTheChoice(page: Page) {
  await expect(page.locator('#consent-static')).toHaveCount(0);
}

test.describe('cookie banner', () => {
  // A first visit from Germany, France or Norway also starts in that country's language.
  test('a visitor from Germany must choose: Accept All or Decline Optional (in German), with a privacy link', async ({
    page,
  }) => {
    await from('DE')({ page });
    await page.goto('/');
    const banner = page.getByTestId('consent-banner');
    await expect(banner.getByRole('button', { name: de.consent.acceptAll })).toBeVisible();
    await expect(banner.getByRole('button', { name: de.consent.declineOptional })).toBeVisible();
    await expect(banner.getByRole('button', { name: de.consent.gotIt })).toHaveCount(0);
    await expect(banner.getByRole('link', { name: de.consent.privacyLink })).toHaveAttribute(
      'href',
      '/privacy#storage',
    );
    await banner.getByRole('button', { name: de.consent.acceptAll }).click();
    await expect(banner).toHaveCount(0);
    await expect
      .poll(() => readSetting(page, 'cookie_consent'))
      .toMatchObject({ accepted: true, location: 'DE' });
    await page.reload();
    await appHasReadTheChoice(page);
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  });

  test('a visitor from the US gets a single Got It, and "Cookie settings" in the footer reopens it to withdraw', async ({
    page,
  }) => {
    await from('US')({ page });
    await page.goto('/');
    const banner = page.getByTestId('consent-banner');
    await expect(banner.getByRole('button', { name: 'Got It' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Accept All' })).toHaveCount(0);
    await banner.getByRole('button', { name: 'Got It' }).click();
    await expect
      .poll(() => readSetting(page, 'cookie_consent'))
      .toMatchObject({ accepted: true, location: 'US' });
    await page.getByTestId('cookie-settings').click();
    await banner.getByRole('button', { name: 'Decline Optional' }).click();
    await expect(banner).toHaveCount(0);
    await expect.poll(() => readSetting(page, 'cookie_consent')).toMatchObject({ accepted: false });
  });

  test('closing the banner declines, and it stays closed', async ({ page }) => {
    await from('FR')({ page });
    await page.goto('/');
    const banner = page.getByTestId('consent-banner');
    await banner.getByRole('button', { name: fr.consent.close }).click();
    await expect(banner).toHaveCount(0);
    await expect
      .poll(() => readSetting(page, 'cookie_consent'))
      .toMatchObject({ accepted: false, location: 'FR' });
    await page.goto('/faq');
    await appHasReadTheChoice(page);
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  });
});

// A first visit's banner is in the page's HTML (src/features/consent/static-banner.ts), so it
// paints with the page, long before the app's own banner could (after hydration and the
// location lookup).
test.describe('the banner in the page HTML', () => {
  test('shows before the app runs; a choice made there is stored, with the country, once it does', async ({
    page,
  }) => {
    await from('US')({ page });
    const release = await holdAppCode(page);
    await page.goto('/faq', { waitUntil: 'domcontentloaded' });
    const banner = page.getByTestId('consent-banner-static');
    await expect(banner.getByRole('button', { name: 'Accept All' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy#storage',
    );
    await expect(page.locator('html[data-interactive]')).toHaveCount(0);
    await banner.getByRole('button', { name: 'Decline Optional' }).click();
    await expect(banner).toHaveCount(0);

    release();
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await expect
      .poll(() => readSetting(page, 'cookie_consent'))
      .toMatchObject({ accepted: false, location: 'US' });
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  });

  test("gives way to the app's banner in the visitor's variant: one banner at a time", async ({
    page,
  }) => {
    await from('US')({ page });
    const release = await holdAppCode(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.getByTestId('consent-banner-static')).toBeVisible();
    release();
    await expect(page.getByRole('button', { name: 'Got It' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookies on TradesMarket' })).toHaveCount(1);
    await expect(page.getByTestId('consent-banner-static')).toHaveCount(0);
  });

  test("in English and the strict variant it becomes the app's banner: none drawn over it, its choice stored, its link inside the app", async ({
    page,
  }) => {
    await from(null)({ page });
    await page.goto('/faq');
    const banner = page.getByTestId('consent-banner');
    await expect(banner.getByRole('button', { name: 'Accept All' })).toBeVisible();
    // The same element the HTML painted (no swap): one banner, the HTML one's id.
    await expect(banner).toHaveAttribute('id', 'consent-static');
    await expect(page.getByRole('region', { name: 'Cookies on TradesMarket' })).toHaveCount(1);
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await banner.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy#storage$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    await banner.getByRole('button', { name: 'Accept All' }).click();
    await expect(banner).toHaveCount(0);
    await expect
      .poll(() => readSetting(page, 'cookie_consent'))
      .toMatchObject({ accepted: true, location: '' });
    await page.reload();
    await appHasReadTheChoice(page);
    await expect(page.getByRole('region', { name: 'Cookies on TradesMarket' })).toHaveCount(0);
  });

  test('adopted, it is drawn anew when the visitor picks another language', async ({ page }) => {
    await from(null)({ page });
    await page.goto('/');
    await expect(page.getByTestId('consent-banner')).toHaveAttribute('id', 'consent-static');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    const banner = page.getByTestId('consent-banner');
    await expect(banner.getByRole('button', { name: de.consent.acceptAll })).toBeVisible();
    await expect(page.locator('#consent-static')).toHaveCount(0);
    await banner.getByRole('button', { name: de.consent.declineOptional }).click();
    await expect
      .poll(() => readSetting(page, 'cookie_consent'))
      .toMatchObject({ accepted: false, location: '' });
  });

  test.describe('a returning visitor', () => {
    test.use({ storageState: VISITOR_STATE_FILE });

    test('who has chosen never sees it', async ({ page }) => {
      await holdAppCode(page);
      await page.goto('/faq', { waitUntil: 'domcontentloaded' });
      // The page's script asked IndexedDB for its databases before this later ask is
      // answered: by then it has found the app's database and left the banner hidden.
      await page.evaluate(() => indexedDB.databases());
      await expect(page.getByTestId('consent-banner-static')).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
});
