import type { Page } from '@playwright/test';

/**
 * How many writes wait in the app's IndexedDB `outbox` (src/data/local-db.ts), read in the
 * page. Zero once every queued write has had the server's answer: nothing is left to send
 * again, so a test may count the server's records for good.
 * @returns the count, 0 while the app has not made the database
 */
export async function outboxCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    // Never create the database here: an empty one would block the app's own upgrade.
    const exists = (await indexedDB.databases()).some((d) => d.name === 'tradesmarket');
    if (!exists) return 0;
    return new Promise<number>((resolve, reject) => {
      const open = indexedDB.open('tradesmarket');
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('outbox')) {
          db.close();
          resolve(0);
          return;
        }
        const count = db.transaction('outbox').objectStore('outbox').count();
        count.onsuccess = () => {
          db.close();
          resolve(count.result);
        };
        count.onerror = () => {
          db.close();
          reject(new Error('could not count the outbox'));
        };
      };
      open.onerror = () => reject(new Error('could not open the local database'));
    });
  });
}
