import type { Page } from '@playwright/test';
import { expect, superuserClient, test } from './fixtures';
import { png } from './images';

// Listing photos stay viewable offline (the service worker's runtime image cache), also the
// ones a first visit showed before the service worker took control of the page: once it
// does, the app asks it for the images already shown, so a reload offline still has them.

const opts = { requestKey: null };

test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });
// The first visit waits for the service worker to precache the app.
test.describe.configure({ timeout: 90_000 });

/** Whether the profile's first photo is drawn (its bytes arrived and decoded). */
function photoDrawn(page: Page): Promise<boolean> {
  return page
    .getByRole('list', { name: 'Photos' })
    .locator('img')
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
}

test('a photo shown on the first visit, before the service worker took control, shows offline', async ({
  page,
  context,
  baseURL,
}) => {
  const admin = await superuserClient(baseURL ?? '');
  const trade = await admin.collection('trades').getFirstListItem('value = "roofer"', opts);
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const owner = await admin.collection('users').create(
    {
      email: `photo-owner-${stamp}@example.com`,
      password: 'owner-password-1',
      passwordConfirm: 'owner-password-1',
      user_type: 'contractor',
      verified: true,
    },
    opts,
  );
  const form = new FormData();
  form.append('owner', owner.id);
  form.append('business_name', `Gable Photos ${stamp}`);
  form.append('trades', trade.id);
  form.append('city', 'Leeds');
  form.append('status', 'active');
  form.append(
    'photos',
    new Blob([new Uint8Array(png(96, 64))], { type: 'image/png' }),
    'gable.png',
  );
  const listing = await admin.collection('contractors').create(form, opts);

  await page.goto(`/profile/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Gable Photos');
  await expect.poll(() => photoDrawn(page)).toBe(true);
  // The photo was fetched before the service worker controlled the page. It takes control
  // once it has precached the app (the whole test's time on a busy machine, beyond an
  // action's 30 s): this test is about that first install, so it cannot use the one
  // withServiceWorker (fixtures.ts) installed before the test.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 80_000,
  });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // The app asks the service worker for the images it showed before; wait until it has one.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const cache = await caches.open('listing-images');
          return (await cache.keys()).some((r) => r.url.includes('/api/files/'));
        }),
      { timeout: 20_000 },
    )
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Gable Photos');
  await expect.poll(() => photoDrawn(page)).toBe(true);
  await context.setOffline(false);
});
