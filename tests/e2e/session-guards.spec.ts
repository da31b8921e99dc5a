import { expect, test } from './fixtures';

// Inactivity sign-out and the leave prompt while signed in. (The limits themselves, and what
// counts as activity: tests/unit/session-model.test.ts "inactivity".)
const nav = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Main' });

test.describe('while signed in', () => {
  test('activity (a key press) restarts the 30 minutes; 30 minutes without any sign out with the info toast', async ({
    page,
    signIn,
  }) => {
    await page.clock.install();
    await signIn(page, { user_type: 'client' });
    await page.goto('/');
    await expect(nav(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await page.clock.runFor(20 * 60_000);
    await page.keyboard.press('Tab');
    // 49 minutes since the sign-in, 29 since the key press: still signed in.
    await page.clock.runFor(29 * 60_000);
    await expect(nav(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await page.clock.runFor(61_000);
    await expect(page.locator('[data-sonner-toast]')).toContainText(
      'Session expired due to inactivity',
    );
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

  test('leaving the page asks first, and only while signed in', async ({
    page,
    context,
    signIn,
  }) => {
    // Signed out: the page closes without asking (its close proves the beforeunload ran).
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).click();
    let asked = false;
    page.on('dialog', (d) => {
      asked = true;
      void d.accept();
    });
    const closed = page.waitForEvent('close');
    await page.close({ runBeforeUnload: true });
    await closed;
    expect(asked).toBe(false);

    const signedIn = await context.newPage();
    await signIn(signedIn, { user_type: 'client' });
    await signedIn.goto('/');
    // The browser asks only after a user gesture.
    await signedIn.getByRole('heading', { level: 1 }).click();
    const dialog = signedIn.waitForEvent('dialog');
    void signedIn.close({ runBeforeUnload: true });
    const shown = await dialog;
    expect(shown.type()).toBe('beforeunload');
    await shown.accept();
  });
});
