import de from '../../src/i18n/locales/de/common.json' with { type: 'json' };
import { expect, readSetting, test } from './fixtures';

// Works offline through the service worker (blocked by default, see playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// The locales are precached by the service worker: a language can be switched offline.
test('after one online visit, switching to German works offline', async ({ page, context }) => {
  test.slow(); // the service worker precaches every language's chunks first (about 570 files; 17 s on CI)
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
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
