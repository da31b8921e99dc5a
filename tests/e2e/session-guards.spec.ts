import { expect, test } from './fixtures';

// Inactivity sign-out and the leave prompt while signed in.
const nav = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Main' });

test.describe('while signed in', () => {
  test('30 minutes without activity sign a user out with the info toast', async ({
    page,
    signIn,
  }) => {
    await page.clock.install();
    await signIn(page, { user_type: 'client' });
    await page.goto('/');
    await expect(nav(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await page.clock.runFor(29 * 60_000);
    await expect(nav(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await page.clock.runFor(61_000);
    await expect(page.locator('[data-sonner-toast]')).toContainText(
      'Session expired due to inactivity',
    );
    await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('activity (a key press) restarts the 30 minutes', async ({ page, signIn }) => {
    await page.clock.install();
    await signIn(page, { user_type: 'client' });
    await page.goto('/');
    await page.clock.runFor(20 * 60_000);
    await page.keyboard.press('Tab');
    await page.clock.runFor(20 * 60_000);
    await expect(nav(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await page.clock.runFor(11 * 60_000);
    await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('an admin is signed out after 15 minutes', async ({ page, signIn, makeAdmin }) => {
    await page.clock.install();
    const user = await signIn(page, { user_type: 'contractor' });
    await makeAdmin(user);
    await page.goto('/');
    await expect(nav(page).getByRole('link', { name: 'Admin' })).toBeVisible();
    await page.clock.runFor(15 * 60_000 + 1000);
    await expect(page.locator('[data-sonner-toast]')).toContainText(
      'Session expired due to inactivity',
    );
    await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('leaving the page asks first', async ({ page, signIn }) => {
    await signIn(page, { user_type: 'client' });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).click(); // the browser asks only after a user gesture
    const dialog = page.waitForEvent('dialog');
    void page.close({ runBeforeUnload: true });
    const shown = await dialog;
    expect(shown.type()).toBe('beforeunload');
    await shown.accept();
  });

  test('signed out, leaving does not ask', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).click();
    let asked = false;
    page.on('dialog', (d) => {
      asked = true;
      void d.accept();
    });
    await page.close({ runBeforeUnload: true });
    expect(asked).toBe(false);
  });
});
