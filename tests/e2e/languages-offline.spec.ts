import de from '../../src/i18n/locales/de/common.json' with { type: 'json' };
import { expect, readSetting, withServiceWorker as test } from './fixtures';

// Works offline through the service worker: installed before the test (fixtures.ts).

// The locales are precached by the service worker: a language can be switched offline.
test('after one online visit, switching to German works offline', async ({ page, context }) => {
  await page.goto('/');
  await context.setOffline(true);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('combobox', { name: 'Language' })
    .selectOption('de');
  await expect(
    page.getByRole('navigation', { name: de.nav.label }).getByRole('link', {
      name: de.nav.findContractors,
    }),
  ).toBeVisible();
  await expect.poll(() => readSetting(page, 'preferredLanguage')).toBe('de');
  await page.goto('/faq');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await context.setOffline(false);
});
