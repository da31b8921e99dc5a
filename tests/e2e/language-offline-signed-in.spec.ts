import de from '../../src/i18n/locales/de/common.json' with { type: 'json' };
import { expect, readSetting, superuserClient, test } from './fixtures';

// Works offline through the service worker (blocked by default, see playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// A signed-in user changes the language while offline. The choice survives a reload offline
// (the session's copy of the profile still says English), reaches users.language_preference
// once the network is back, and the profile's old value never takes the page back to
// English: not while the write waits, not once it is sent, not after another reload.
test('a language chosen offline while signed in reaches the profile and stays', async ({
  page,
  context,
  signIn,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await superuserClient(baseURL ?? '');
  const user = await signIn(page, { user_type: 'client', language_preference: 'English' });
  const profileLanguage = async () =>
    String(
      (await admin.collection('users').getOne(user.id, { requestKey: null })).language_preference,
    );

  // Every language <html> is switched to, on every page load from here on.
  const langs: string[] = [];
  await page.exposeFunction('reportLang', (lang: string) => langs.push(lang));
  await page.addInitScript(() => {
    new MutationObserver(() => {
      (window as unknown as { reportLang: (lang: string) => void }).reportLang(
        document.documentElement.lang,
      );
    }).observe(document, { attributes: true, attributeFilter: ['lang'], subtree: true });
  });

  const nav = page.getByRole('navigation', { name: de.nav.label });
  const german = async () => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(nav.getByRole('link', { name: de.nav.findContractors })).toBeVisible();
    // Signed in: the session (and with it the profile's language) has been read.
    await expect(nav.getByRole('button', { name: de.nav.signOut })).toBeVisible();
  };
  const status = page.getByTestId('sync-status').filter({ visible: true });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign Out' }).first()).toBeVisible();

  await context.setOffline(true);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('combobox', { name: 'Language' })
    .selectOption('de');
  await german();
  await expect.poll(() => readSetting(page, 'preferredLanguage')).toBe('de');
  await expect(status).toHaveAttribute('data-pending', '1');
  langs.length = 0;

  await page.reload();
  await german();
  await expect(status).toHaveAttribute('data-pending', '1');
  // Time for the start-up language rules and the reconcile with the profile to run.
  await page.waitForTimeout(1500);
  await german();
  expect(await profileLanguage()).toBe('English');

  await context.setOffline(false);
  await expect.poll(profileLanguage, { timeout: 15_000 }).toBe('German');
  await expect(status).toHaveAttribute('data-pending', '0');
  await page.waitForTimeout(1500);
  await german();

  await page.reload();
  await german();
  await page.waitForTimeout(1500);
  await german();
  expect(await readSetting(page, 'preferredLanguage')).toBe('de');
  expect(await profileLanguage()).toBe('German');
  // The page never switched to any other language after the choice.
  expect(langs.filter((lang) => lang !== 'de')).toEqual([]);
});
