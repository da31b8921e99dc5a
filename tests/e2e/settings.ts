import type { Page } from '@playwright/test';

/**
 * A value of the app's IndexedDB `settings` table (src/data/local-db.ts), read in the page.
 * Kept apart from fixtures.ts (which builds the Playwright test object) so global-setup can
 * use it too.
 * @returns the stored value, or undefined while the app has not made the database or the key
 */
export async function readSetting(page: Page, key: string): Promise<unknown> {
  return page.evaluate(async (k) => {
    // Never create the database here: an empty one would block the app's own upgrade.
    const exists = (await indexedDB.databases()).some((d) => d.name === 'tradesmarket');
    if (!exists) return undefined;
    return new Promise<unknown>((resolve) => {
      const open = indexedDB.open('tradesmarket');
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('settings')) {
          db.close();
          resolve(undefined);
          return;
        }
        const get = db.transaction('settings').objectStore('settings').get(k);
        get.onsuccess = () => {
          db.close();
          resolve((get.result as { value?: unknown } | undefined)?.value);
        };
        get.onerror = () => {
          db.close();
          resolve(undefined);
        };
      };
      open.onerror = () => resolve(undefined);
    });
  }, key);
}
