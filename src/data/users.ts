/** A user's own data on this device: the copy an export reads, its removal on deletion. */
import { ownListing } from './listings';
import { localDb, type LocalDb } from './local-db';
import type { ListingRecord, HireRecord, ReviewRecord } from './records';
import { reviewsBy } from './reviews';
import { savedContractors } from './saved-contractors';
import { removeSettings } from './settings';

/** What this device holds of a user's own data. */
export interface LocalUserData {
  readonly listing: ListingRecord | null;
  readonly hires: HireRecord[];
  readonly reviews: ReviewRecord[];
  readonly savedContractors: string[];
}

/** The user's listing, hires (as client or contractor), reviews written and saved listings. */
export async function localUserData(
  userId: string,
  db: LocalDb = localDb(),
): Promise<LocalUserData> {
  const listing = (await ownListing(userId, db)) ?? null;
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
 * user's listing and reviews, saved contractors, the items reported, what the device knows
 * of the profile's language, the affiliate figures last synced, and the hires cursor.
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
    await removeSettings(
      ['saved_contractors', 'profile_language', 'reported_items', 'affiliate_stats'],
      db,
    );
    await db.sync_state.delete('hires');
  });
}
