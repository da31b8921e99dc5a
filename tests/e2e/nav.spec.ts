import { LANGUAGES } from '../../src/constants/languages';
import { expect, test } from './fixtures';
import { offerInstall } from './layout';

const mainNav = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Main' });

test.describe('navigation bar', () => {
  // One contractor's session: what the bar offers them, "Hire Contractors" without the
  // signed-out error, the name whole in every language, then signing out.
  test('a contractor at 1280 px: their links, "Install app", sync status and the name whole in all 20 languages; signing out', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, { user_type: 'contractor' });
    const nav = mainNav(page);

    await test.step('home: never the signed-out prerendered bar; Hire Contractors goes to /browse', async () => {
      await page.goto('/');
      await expect(nav.getByRole('button', { name: 'Sign Out' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
      await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute(
        'href',
        '/dashboard',
      );
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
      await page.getByRole('button', { name: 'Hire Contractors' }).click();
      await expect(page).toHaveURL(/\/browse$/);
      await expect(page.getByText('Please sign up or log in to browse contractors')).toHaveCount(0);
    });

    await test.step('the name shows whole beside all the links in every language', async () => {
      await page.goto('/faq');
      await offerInstall(page);
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
      await header.getByTestId('language-picker').selectOption('en');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });

    await test.step('signing out stays signed out across a reload', async () => {
      await nav.getByRole('button', { name: 'Sign Out' }).click();
      await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
      await page.reload();
      await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    });
  });

  // A client made admin: cost-data.spec.ts's admin test, which signs one in anyway.

  test('a signed-out visitor: Find Contractors, Community, Sign Up, Login, then the phone drawer', async ({
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

    await test.step('on a 390 px phone the drawer opens, navigates and closes', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/');
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
});
