import { expect, holdRequests, test } from './fixtures';

test.describe('session loading', () => {
  test.use({ serviceWorkers: 'block' });

  test('a full-screen spinner shows while a stored session is refreshed', async ({
    page,
    signIn,
  }) => {
    await signIn(page);
    const release = await holdRequests(page, '**/api/collections/users/auth-refresh');
    await page.goto('/', { waitUntil: 'commit' });
    const spinner = page.getByRole('status').filter({ hasText: 'Loading your session...' });
    await expect(spinner).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    release();
    await expect(spinner).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign Out' }).first()).toBeAttached();
  });

  test('a session the server rejects signs the user out', async ({ page, signIn }) => {
    await signIn(page);
    await page.route('**/api/collections/users/auth-refresh', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: '{"status":401,"message":"x","data":{}}',
      }),
    );
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
    ).toBeVisible();
  });

  test('an unreachable server keeps the stored session (offline use)', async ({ page, signIn }) => {
    await signIn(page);
    await page.route('**/api/collections/users/auth-refresh', (route) =>
      route.abort('internetdisconnected'),
    );
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }),
    ).toBeVisible();
  });
});
