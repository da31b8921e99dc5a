/**
 * Typed access to the `settings` table (the browser-storage keys). Values survive
 * reloads and offline use; nothing here talks to the network.
 */
import { localDb, type LocalDb, type Settings } from './local-db';

/** The stored value of `key`, or undefined when none is stored. */
export async function getSetting<K extends keyof Settings>(
  key: K,
  db: LocalDb = localDb(),
): Promise<Settings[K] | undefined> {
  const row = await db.settings.get(key);
  return row?.value as Settings[K] | undefined;
}

/** Stores `value` under `key`, replacing what was there. */
export async function setSetting<K extends keyof Settings>(
  key: K,
  value: Settings[K],
  db: LocalDb = localDb(),
): Promise<void> {
  await db.settings.put({ key, value });
}

/** Removes the keys given (missing ones are ignored). */
export async function removeSettings(
  keys: readonly (keyof Settings)[],
  db: LocalDb = localDb(),
): Promise<void> {
  await db.settings.bulkDelete([...keys]);
}
