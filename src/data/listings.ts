/**
 * The listings as browse and the profile page read them (issue 5 "Browse", "Profile"): the
 * browse index (src/data/search.ts) is built once per page load from IndexedDB and kept
 * current through change notices (src/data/changes.ts), so typing never waits for
 * IndexedDB. Single records come straight from Dexie.
 */
import Dexie from 'dexie';
import { onChanged } from './changes';
import { localDb, type LocalDb, type TradeRow } from './local-db';
import type { ContractorRecord, ReviewRecord } from './records';
import { isBrowsable, ListingIndex, toEntry } from './search';

/** PocketBase's date format, for comparing with `listed_until`. */
export function pocketBaseNow(now: number = Date.now()): string {
  return new Date(now).toISOString().replace('T', ' ');
}

/** Trade record id → trade value, from the synced `trades` table. */
export async function tradeValues(db: LocalDb = localDb()): Promise<Map<string, string>> {
  const rows: TradeRow[] = await db.trades.toArray();
  return new Map(rows.map((row) => [row.id, row.value]));
}

/** Listings read from IndexedDB per step while the index is built. */
export const LOAD_CHUNK = 2000;

/**
 * Builds the index of every browsable listing held on this device, reading LOAD_CHUNK
 * records at a time in id order.
 * @param onChunk called with the (partial) index after each step but the last, so a page can
 *   show first results before 50,000 listings are read
 */
export async function buildListingIndex(
  db: LocalDb = localDb(),
  onChunk?: (index: ListingIndex) => void,
): Promise<ListingIndex> {
  const trades = await tradeValues(db);
  const now = pocketBaseNow();
  const index = new ListingIndex();
  let last: string | null = null;
  for (;;) {
    const query =
      last === null
        ? db.contractors.limit(LOAD_CHUNK)
        : db.contractors.where(':id').above(last).limit(LOAD_CHUNK);
    const records: ContractorRecord[] = await query.toArray();
    index.upsert(
      records.filter((r) => isBrowsable(r, now)).map((r) => toEntry(r, (id) => trades.get(id))),
    );
    last = records.at(-1)?.id ?? last;
    if (records.length < LOAD_CHUNK) break;
    onChunk?.(index);
  }
  index.complete = true;
  return index;
}

type IndexListener = (index: ListingIndex) => void;

/** Resolves with the index once its first step is read. */
let shared: Promise<ListingIndex> | null = null;
/** Resolves with the index once every listing is read. */
let complete: Promise<ListingIndex> | null = null;
const indexListeners = new Set<IndexListener>();

function notifyAll(index: ListingIndex): void {
  for (const listener of indexListeners) listener(index);
}

async function refresh(index: ListingIndex, ids: readonly string[]): Promise<void> {
  const db = localDb();
  const [records, trades] = await Dexie.ignoreTransaction(() =>
    Promise.all([db.contractors.bulkGet([...ids]), tradeValues(db)]),
  );
  const now = pocketBaseNow();
  index.remove(ids);
  index.upsert(
    records
      .filter((r): r is ContractorRecord => r !== undefined && isBrowsable(r, now))
      .map((r) => toEntry(r, (id) => trades.get(id))),
  );
  notifyAll(index);
}

/**
 * The shared browse index of this page: available after its first LOAD_CHUNK listings (with
 * `complete` false), then filled up and kept current.
 * @param listener called with the index after each step of the load and each change
 * @returns the index and a function that stops the listener
 */
export async function watchListingIndex(
  listener: IndexListener,
): Promise<{ index: ListingIndex; stop: () => void }> {
  if (!shared) {
    let first: (index: ListingIndex) => void = () => undefined;
    shared = new Promise((resolve) => (first = resolve));
    complete = buildListingIndex(localDb(), (partial) => {
      first(partial);
      notifyAll(partial);
    }).then((index) => {
      first(index);
      notifyAll(index);
      return index;
    });
    const loaded = complete;
    onChanged((notice) => {
      if (notice.table === 'contractors') {
        void loaded.then((index) => refresh(index, notice.ids));
      } else if (notice.table === 'trades') {
        // Trade names decide what every entry matches: rebuild all of it.
        void Promise.all([loaded, Dexie.ignoreTransaction(() => buildListingIndex())]).then(
          ([index, fresh]) => {
            index.replaceWith(fresh);
            notifyAll(index);
          },
        );
      }
    });
  }
  const index = await shared;
  indexListeners.add(listener);
  return { index, stop: () => indexListeners.delete(listener) };
}

/** One listing as stored on this device, or undefined. */
export function getListing(id: string, db: LocalDb = localDb()) {
  return db.contractors.get(id);
}

/** A listing's reviews on this device, newest first. */
export async function listingReviews(
  contractorId: string,
  db: LocalDb = localDb(),
): Promise<ReviewRecord[]> {
  const reviews = await db.reviews.where('contractor').equals(contractorId).toArray();
  return reviews.sort((a, b) => (a.created < b.created ? 1 : -1));
}
