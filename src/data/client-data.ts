/**
 * The signed-in user's own data on this device (issue 5 "Hiring", "Account settings"): the
 * client's hires with what the dashboard shows beside them, saved contractors (the
 * `saved_contractors` setting), the local copy of the user's data for an export, and the
 * clean-up after the account is deleted. Reads are plain Dexie queries for useLiveQuery.
 */
import { localDb, type LocalDb } from './local-db';
import type { ContractorRecord, HireRecord, ReviewRecord } from './records';
import { getSetting, removeSettings, setSetting } from './settings';

/** The hires `clientId` asked for, newest first (not yet sent ones on top). */
export async function clientHires(
  clientId: string,
  db: LocalDb = localDb(),
): Promise<HireRecord[]> {
  const hires = await db.hires.filter((hire) => hire.client === clientId).toArray();
  const key = (hire: HireRecord) => hire.created || '\uffff';
  return hires.sort((a, b) => (key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : 0));
}

/**
 * The client's newest hire of one listing that is still open (requested or accepted), or
 * null: the profile says so, so a second request is a choice, not an accident.
 */
export async function openHireWith(
  clientId: string,
  contractorId: string,
  db: LocalDb = localDb(),
): Promise<HireRecord | null> {
  const open = (await clientHires(clientId, db)).filter(
    (hire) =>
      hire.contractor === contractorId &&
      (hire.status === 'requested' || hire.status === 'accepted'),
  );
  return open[0] ?? null;
}

/** Ids of records with a write still in the outbox (waiting or refused). */
export async function recordsInOutbox(db: LocalDb = localDb()): Promise<Set<string>> {
  const rows = await db.outbox.toArray();
  return new Set(rows.map((row) => row.recordId));
}

/** Reviews written by `authorId` held on this device. */
export function reviewsBy(authorId: string, db: LocalDb = localDb()): Promise<ReviewRecord[]> {
  return db.reviews.filter((review) => review.author === authorId).toArray();
}

/** Listings by id (missing ones left out). */
export async function listingsById(
  ids: readonly string[],
  db: LocalDb = localDb(),
): Promise<Map<string, ContractorRecord>> {
  const rows = await db.contractors.bulkGet([...new Set(ids)]);
  return new Map(rows.filter((r) => r !== undefined).map((r) => [r.id, r]));
}

/** The saved contractors' listing ids, newest first. */
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

/** What this device holds of a user's own data. */
export interface LocalUserData {
  readonly listing: ContractorRecord | null;
  readonly hires: HireRecord[];
  readonly reviews: ReviewRecord[];
  readonly savedContractors: string[];
}

/** The user's listing, hires (as client or contractor), reviews written and saved listings. */
export async function localUserData(
  userId: string,
  db: LocalDb = localDb(),
): Promise<LocalUserData> {
  const listing =
    (await db.contractors.get(userId)) ??
    (await db.contractors.filter((row) => row.owner === userId).first()) ??
    null;
  const hires = await db.hires
    .filter(
      (hire) => hire.client === userId || (listing !== null && hire.contractor === listing.id),
    )
    .toArray();
  return {
    listing,
    hires,
    reviews: await reviewsBy(userId, db),
    savedContractors: await savedContractors(db),
  };
}

/**
 * Removes a deleted account's data from this device: hires, waiting writes, conflicts, the
 * user's listing and reviews, saved contractors and the hires cursor.
 */
export async function clearLocalUserData(userId: string, db: LocalDb = localDb()): Promise<void> {
  const tables = [
    'hires',
    'outbox',
    'conflicts',
    'contractors',
    'reviews',
    'settings',
    'sync_state',
  ];
  await db.transaction('rw', tables, async () => {
    await db.hires.clear();
    await db.outbox.clear();
    await db.conflicts.clear();
    await db.contractors.filter((row) => row.owner === userId).delete();
    await db.reviews.filter((row) => row.author === userId).delete();
    await removeSettings(['saved_contractors'], db);
    await db.sync_state.delete('hires');
  });
}
