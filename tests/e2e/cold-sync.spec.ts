import type { Page, Route } from '@playwright/test';
import common from '../../src/i18n/locales/en/common.json' with { type: 'json' };
import market from '../../src/i18n/locales/en/market.json' with { type: 'json' };
import { expect, superuserClient, test } from './fixtures';

// A cold device (docs/sync.md "Cold device"): signed in on an empty profile, /browse shows the
// first page of its search (asked of the server with the search) while the full pull of every
// listing is still held back; going offline mid-pull keeps what arrived, and back online the
// pull resumes and completes: a listing outside the search arrives, the searched one is there once. On a
// 390 px phone and on a desktop.

/**
 * The full pull's listing pages, not the search's first page: the pull route (docs/sync.md), or
 * the REST list sorted by updated, id (the user's own listing; a server without the route).
 */
const fullPull = (url: URL) =>
  url.pathname === '/api/sync/contractors' ||
  (url.pathname === '/api/collections/contractors/records' &&
    url.searchParams.get('sort') === 'updated,id');

async function holdFullPull(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(fullPull, async (route: Route) => {
    await gate;
    await route.continue().catch(() => undefined);
  });
  return { release };
}

for (const [label, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`cold sign-in on a ${label}: the search's first page first, then the rest, also after going offline`, async ({
    page,
    context,
    signIn,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    const admin = await superuserClient(baseURL ?? '');
    const roofer = await admin.collection('trades').getFirstListItem("value = 'roofer'");
    const plumber = await admin.collection('trades').getFirstListItem("value != 'roofer'");
    const stamp = `${Date.now()}${label}`;
    const word = `zebu${stamp}`;
    const listed = async (name: string, trade: string) => {
      const owner = await admin.collection('users').create({
        email: `cold-${name.replace(/\W/g, '')}-${stamp}@example.com`.toLowerCase(),
        password: 'owner-password-1',
        passwordConfirm: 'owner-password-1',
        user_type: 'contractor',
        verified: true,
      });
      return admin.collection('contractors').create<{ id: string; business_name: string }>({
        owner: owner.id,
        business_name: name,
        trades: [trade],
        description: `Work of all kinds, ${word}.`,
        city: 'Springfield',
        status: 'active',
      });
    };
    const searched = await listed(`Zebu Roofing ${stamp}`, roofer.id);
    const other = await listed(`Other Trade ${stamp}`, plumber.id);

    const held = await holdFullPull(page);
    await signIn(page, { user_type: 'client' });
    await page.goto(`/browse?trade=roofer&q=${word}`);
    const card = page.getByTestId('listing-card').filter({ hasText: searched.business_name });
    await expect(card).toHaveCount(1);
    await expect(card).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport.width);
    // The count says more are coming: these are only the listings that have arrived so far.
    const arriving = page.getByTestId('results-arriving');
    await expect(arriving).toHaveText(market.browse.loading);
    // So does the sync status: the user's changes are all saved, the listings still arriving.
    const status = page.getByTestId('sync-status').filter({ visible: true });
    const listingsLine = page.getByTestId('sync-listings');
    await status.click();
    await expect(page.getByTestId('sync-queue')).toHaveText(common.sync.allSaved);
    await expect(listingsLine).toHaveText(common.sync.listingsArriving);
    await page.keyboard.press('Escape');

    // Any trade, on the same page: the listing outside the first page's trade holds the word
    // too, but the held full pull has not brought it yet.
    await page.locator('#browse-trade').selectOption('');
    await expect(page).toHaveURL(new RegExp(`q=${word}$`));
    await expect(
      page.getByTestId('listing-card').filter({ hasText: searched.business_name }),
    ).toBeVisible();
    await expect(
      page.getByTestId('listing-card').filter({ hasText: other.business_name }),
    ).toHaveCount(0);

    // Offline mid-pull: the held pages fail; what arrived stays, and the sync status says a
    // search may miss listings until the device is back online.
    await context.setOffline(true);
    held.release();
    await status.click();
    await expect(listingsLine).toHaveText(common.sync.listingsIncomplete);
    await page.keyboard.press('Escape');
    await expect(
      page.getByTestId('listing-card').filter({ hasText: searched.business_name }),
    ).toBeVisible();
    await expect(
      page.getByTestId('listing-card').filter({ hasText: other.business_name }),
    ).toHaveCount(0);

    // Back online, the pull resumes and completes: both listings, each once.
    await page.unroute(fullPull);
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(
      page.getByTestId('listing-card').filter({ hasText: other.business_name }),
    ).toHaveCount(1, { timeout: 30_000 });
    await expect(
      page.getByTestId('listing-card').filter({ hasText: searched.business_name }),
    ).toHaveCount(1);
    // The device has every listing now: the count no longer says more are coming.
    await expect(arriving).toHaveCount(0, { timeout: 15_000 });
    await status.click();
    await expect(page.getByTestId('sync-queue')).toHaveText(common.sync.allSaved);
    await expect(listingsLine).toHaveCount(0);
  });
}
