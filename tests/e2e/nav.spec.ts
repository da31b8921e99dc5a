import { LANGUAGES } from '../../src/constants/languages';
import { expect, test } from './fixtures';
import { offerInstall } from './layout';

const mainNav = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Main' });

test.describe('navigation bar', () => {
  test('at 1280 px the name shows whole beside all a contractor\'s links, "Install app" and the sync status, in all 20 languages', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, { user_type: 'contractor' });
    await page.goto('/faq');
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await offerInstall(page);
    const nav = mainNav(page);
    await expect(nav.getByRole('button', { name: 'Install app' })).toBeVisible();
    await expect(nav.getByTestId('sync-status').filter({ visible: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Contractor Portal' })).toBeVisible();
    // Found by place, not by the navigation's name: that is translated too.
    const header = page.locator('header nav').first();
    const name = header.locator('a[href="/"] span').first();
    for (const language of LANGUAGES) {
      await header.getByTestId('language-picker').selectOption(language.code);
      await expect(page.locator('html')).toHaveAttribute('lang', language.code);
      const clipped = await name.evaluate((el) => el.scrollWidth > el.clientWidth);
      expect({ language: language.code, clipped }).toEqual({
        language: language.code,
        clipped: false,
      });
    }
  });

  test('a signed-out visitor sees Find Contractors, Community, Sign Up, Login', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Find Contractors' })).toHaveAttribute(
      'href',
      '/browse',
    );
    await expect(nav.getByRole('link', { name: 'Community' })).toHaveAttribute(
      'href',
      '/community',
    );
    await expect(nav.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/auth?mode=contractor',
    );
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/auth?mode=contractor',
    );
    const picker = nav.getByRole('combobox', { name: 'Language' });
    await expect(picker).toHaveValue('en');
    await expect(picker.locator('option')).toHaveText(LANGUAGES.map((l) => l.nativeName));
    for (const name of ['Admin', 'Profile', 'Contractor Portal', 'Account']) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
    }
    await expect(nav.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page.getByText('Signing up as a contractor')).toBeVisible();
    // Login goes to the same address but opens on the Log In tab, and back again.
    await nav.getByRole('link', { name: 'Login' }).click();
    await expect(page.getByRole('tab', { name: 'Log In' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await nav.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('a signed-in user sees Profile, Contractor Portal, Account and can sign out', async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page);
    await page.goto('/');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/dashboard');
    await expect(nav.getByRole('link', { name: 'Contractor Portal' })).toHaveAttribute(
      'href',
      '/contractor-portal',
    );
    await expect(nav.getByRole('link', { name: 'Account' })).toHaveAttribute(
      'href',
      '/account-settings',
    );
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
    await nav.getByRole('button', { name: 'Sign Out' }).click();
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    await page.reload();
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('a client sees no Profile or Contractor Portal; an admin also sees Admin', async ({
    page,
    signIn,
    makeAdmin,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const client = await signIn(page, { user_type: 'client' });
    await makeAdmin(client);
    await page.goto('/');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    await expect(nav.getByRole('link', { name: 'Account' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Contractor Portal' })).toHaveCount(0);
  });

  test('the mobile drawer opens, navigates and closes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Find Contractors' })).toBeHidden();
    await nav.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByTestId('mobile-menu');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Community' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Login' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();

    await nav.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await nav.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('link', { name: 'Community' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Community');
  });
});
