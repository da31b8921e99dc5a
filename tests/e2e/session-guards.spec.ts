import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Inactivity sign-out and the leave prompt while signed in. (The limits themselves, and what
// counts as activity: tests/unit/session-model.test.ts "inactivity".)
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('while signed in', () => {
  test('leaving asks first; a key press restarts the 30 minutes; 30 minutes without activity sign out with the info toast; then leaving does not ask', async ({
    page,
    signIn,
  }) => {
    await page.clock.install();
    await signIn(page, { user_type: 'client' });
    await page.goto('/');
    await expect(nav(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();

    await test.step('leaving the page asks first; the user stays', async () => {
      // The browser asks only after a user gesture.
      await page.getByRole('heading', { level: 1 }).click();
      const dialog = page.waitForEvent('dialog');
      void page.close({ runBeforeUnload: true });
      const shown = await dialog;
      expect(shown.type()).toBe('beforeunload');
      await shown.dismiss();
    });

    await test.step('a key press restarts the 30 minutes; 30 without activity sign out', async () => {
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

    await test.step('signed out, leaving does not ask', async () => {
      await page.getByRole('heading', { level: 1 }).click();
      let asked = false;
      page.on('dialog', (d) => {
        asked = true;
        void d.accept();
      });
      // The page's close proves its beforeunload ran.
      const closed = page.waitForEvent('close');
      await page.close({ runBeforeUnload: true });
      await closed;
      expect(asked).toBe(false);
    });
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
});
