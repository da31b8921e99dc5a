import type { Page } from '@playwright/test';
import { expect, holdRequests, test } from './fixtures';

// A stored session as the app checks it with the server (auth-refresh): at page load, and
// each time the browser comes back online.
test.use({ serviceWorkers: 'block' });

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const REFRESH = '**/api/collections/users/auth-refresh';

test('a stored session: a spinner while it is checked, kept while the server is unreachable, ended when it is refused', async ({
  page,
  context,
  signIn,
}) => {
  await signIn(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await test.step('a full-screen spinner shows while the stored session is refreshed', async () => {
    const release = await holdRequests(page, REFRESH);
    await page.goto('/', { waitUntil: 'commit' });
    const spinner = page.getByRole('status').filter({ hasText: 'Loading your session...' });
    await expect(spinner).toBeVisible();
    await expect(nav(page)).toHaveCount(0);
    release();
    await expect(spinner).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign Out' }).first()).toBeAttached();
    await page.unrouteAll({ behavior: 'wait' });
  });

  let refreshes = 0;
  let answer: 'unreachable' | 'refused' = 'unreachable';
  await page.route(REFRESH, (route) => {
    refreshes += 1;
    return answer === 'unreachable'
      ? route.abort('internetdisconnected')
      : route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: '{"status":401,"message":"x","data":{}}',
        });
  });

  await test.step('an unreachable server keeps the stored session (offline use)', async () => {
    await page.reload();
    await expect(nav(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect.poll(() => refreshes).toBe(1);
    // Back online, the server is asked again; unreachable, the session stays.
    await context.setOffline(true);
    await context.setOffline(false);
    await expect.poll(() => refreshes).toBe(2);
  });

  await test.step('back online, a token the server rejects signs out', async () => {
    answer = 'refused';
    await context.setOffline(true);
    await context.setOffline(false);
    // This third refresh is only sent for a session still held: the unreachable answer
    // before it signed nobody out.
    await expect.poll(() => refreshes).toBe(3);
    await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  });

  await test.step('at page load too, a session the server rejects signs the user out', async () => {
    // The first step's sign-in stores the session again on the next load of this tab.
    await page.evaluate(() => sessionStorage.removeItem('e2e-signed-in'));
    await page.reload();
    await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await expect.poll(() => refreshes).toBe(4);
  });
});
