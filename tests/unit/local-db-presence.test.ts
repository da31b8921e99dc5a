import { IDBFactory as FakeIDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module (its "opened in this page" flag starts false). */
async function presence() {
  vi.resetModules();
  return import('@/lib/local-db-presence');
}

/** Creates a database by that name in the fake IndexedDB. */
function create(idb: IDBFactory, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = idb.open(name);
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => reject(new Error(String(request.error)));
  });
}

describe('localDbExists', () => {
  it('is false on a device without the app database, true once it exists', async () => {
    const { localDbExists, LOCAL_DB_NAME } = await presence();
    const idb = new FakeIDBFactory();
    expect(await localDbExists(idb)).toBe(false);
    await create(idb, 'another-app');
    expect(await localDbExists(idb)).toBe(false);
    await create(idb, LOCAL_DB_NAME);
    expect(await localDbExists(idb)).toBe(true);
  });

  it('answers true when the browser cannot tell (no databases(), or it fails)', async () => {
    const { localDbExists } = await presence();
    expect(await localDbExists({})).toBe(true);
    expect(
      await localDbExists({ databases: () => Promise.reject(new Error('SecurityError')) }),
    ).toBe(true);
  });

  it('is true once the database was opened in this page, and tells the listeners once', async () => {
    const { localDbExists, noteLocalDbOpened, onLocalDbOpened } = await presence();
    const idb = new FakeIDBFactory();
    const early = vi.fn();
    const stopped = vi.fn();
    onLocalDbOpened(early);
    const stop = onLocalDbOpened(stopped);
    stop();
    noteLocalDbOpened();
    noteLocalDbOpened();
    expect(early).toHaveBeenCalledTimes(1);
    expect(stopped).not.toHaveBeenCalled();
    expect(await localDbExists(idb)).toBe(true);
    const late = vi.fn();
    onLocalDbOpened(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('the app database opened by local-db.ts counts as opened', async () => {
    const { localDbExists } = await presence();
    const { localDb } = await import('@/data/local-db');
    localDb();
    expect(await localDbExists(new FakeIDBFactory())).toBe(true);
  });
});
