/** Repository of the client's saved contractors (listing ids in a setting). */
import { localDb, type LocalDb } from './local-db';
import { getSetting, setSetting } from './settings';

/** The saved contractors' listing ids, newest first ([] when none). */
export async function savedContractors(db: LocalDb = localDb()): Promise<string[]> {
  return (await getSetting('saved_contractors', db)) ?? [];
}

/**
 * Saves a listing to, or removes it from, the saved contractors.
 * @returns whether it is saved afterwards
 */
export async function toggleSavedContractor(
  listingId: string,
  db: LocalDb = localDb(),
): Promise<boolean> {
  return db.transaction('rw', db.settings, async () => {
    const saved = await savedContractors(db);
    const isSaved = saved.includes(listingId);
    const next = isSaved ? saved.filter((id) => id !== listingId) : [listingId, ...saved];
    await setSetting('saved_contractors', next, db);
    return !isSaved;
  });
}
