/**
 * Whether this device has the app's IndexedDB database (src/data/local-db.ts) yet, without
 * loading Dexie. A first visit that is signed out has none: nothing is stored, nothing waits
 * in the outbox, no consent or language choice is saved. Modules that would otherwise load
 * Dexie on start only to read an empty database (sync, the sync status control, consent and
 * language reads) ask here first, so that visit downloads neither Dexie nor the sync engine
 * (docs/rendering.md). They start as before once the database exists.
 */

/** The IndexedDB name the app's database uses (LocalDb's default name). */
export const LOCAL_DB_NAME = 'tradesmarket';

let opened = false;
const listeners = new Set<() => void>();

/** local-db.ts calls this when it opens the database: the listeners below run once. */
export function noteLocalDbOpened(): void {
  if (opened) return;
  opened = true;
  for (const listener of [...listeners]) listener();
  listeners.clear();
}

/**
 * Calls `listener` once the database is opened in this page (at once if it already was).
 * @returns a function that stops listening
 */
export function onLocalDbOpened(listener: () => void): () => void {
  if (opened) {
    listener();
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether the database exists on this device, or was opened in this page. Answers true when
 * the browser cannot tell (no `indexedDB.databases()`), so callers then load it as before.
 * Never rejects.
 * @param idb the IndexedDB factory (tests pass fake-indexeddb's)
 */
export async function localDbExists(
  idb: Partial<IDBFactory> = globalThis.indexedDB,
): Promise<boolean> {
  if (opened) return true;
  try {
    // Without databases() (Firefox before 126) it cannot tell.
    if (typeof idb.databases !== 'function') return true;
    const databases = await idb.databases();
    return databases.some((db) => db.name === LOCAL_DB_NAME);
  } catch {
    // No IndexedDB at all (idb undefined), or it refused: cannot tell.
    return true;
  }
}
