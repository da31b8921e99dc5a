import de from '../../src/i18n/locales/de/common.json' with { type: 'json' };
import { expect, readSetting, superuserClient, withServiceWorker as test } from './fixtures';

// Works offline through the service worker: installed before the test (fixtures.ts).

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
  const admin = await superuserClient(baseURL ?? '');
  const user = await signIn(page, { user_type: 'client', language_preference: 'English' });
  const profileLanguage = async () =>
    String(
      (await admin.collection('users').getOne(user.id, { requestKey: null })).language_preference,
    );

  // Every language <html> is switched to, on every page load from here on. And how many
  // times this page load has settled the profile's language (the reconcile's one read-write
  // transaction over the outbox and the settings, src/data/language.ts): once it is done, a
  // verdict against the choice would already have switched the language.
  const langs: string[] = [];
  await page.exposeFunction('reportLang', (lang: string) => langs.push(lang));
  await page.addInitScript(() => {
    new MutationObserver(() => {
      (window as unknown as { reportLang: (lang: string) => void }).reportLang(
        document.documentElement.lang,
      );
    }).observe(document, { attributes: true, attributeFilter: ['lang'], subtree: true });
    const counts = { settled: 0 };
    (window as unknown as { counts: typeof counts }).counts = counts;
    type Transaction = (
      this: IDBDatabase,
      ...args: Parameters<IDBDatabase['transaction']>
    ) => IDBTransaction;
    const transaction = Object.getOwnPropertyDescriptor(IDBDatabase.prototype, 'transaction')
      ?.value as Transaction;
    IDBDatabase.prototype.transaction = function (this: IDBDatabase, ...args) {
      const tx = transaction.apply(this, args);
      const scope = [...tx.objectStoreNames].sort().join();
      if (tx.mode === 'readwrite' && scope === 'outbox,settings') {
        tx.addEventListener('complete', () => (counts.settled += 1));
      }
      return tx;
    };
  });
  const settled = () =>
    page.evaluate(() => (window as unknown as { counts: { settled: number } }).counts.settled);

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
  // The start-up language rules, then the reconcile with the profile, have run.
  await expect.poll(settled).toBeGreaterThan(0);
  await german();
  expect(await profileLanguage()).toBe('English');

  const settledOffline = await settled();
  await context.setOffline(false);
  await expect.poll(profileLanguage, { timeout: 15_000 }).toBe('German');
  await expect(status).toHaveAttribute('data-pending', '0');
  // The sent write's answer is the session's new copy of the profile: settled again.
  await expect.poll(settled).toBeGreaterThan(settledOffline);
  await german();

  await page.reload();
  await german();
  await expect.poll(settled).toBeGreaterThan(0);
  await german();
  expect(await readSetting(page, 'preferredLanguage')).toBe('de');
  expect(await profileLanguage()).toBe('German');
  // The page never switched to any other language after the choice.
  expect(langs.filter((lang) => lang !== 'de')).toEqual([]);
});
