/**
 * The pull (docs/sync.md): per collection, pages of records with (updated, id) after the saved
 * cursor, sorted by updated then id. Each page is stored in one transaction together with the
 * cursor it ends at, so a crash between pages loses nothing and repeats nothing. The next page
 * is requested as soon as a page arrives, and a page's transaction is opened without waiting for
 * the one before to commit (IndexedDB runs them in order). Tombstones (`record_deletions`) are
 * pulled the same way and delete local copies.
 */
import { notifyChanged } from '../changes';
import { SYNCED_TABLES, type LocalDb, type SyncedTable } from '../local-db';
import type { DeletionRecord } from '../records';
import { applyServerRecords, type ServerRecord } from './apply';

/** Records per page; PocketBase lists at most 1000 per request. */
export const PAGE_SIZE = 1000;

/**
 * Pages whose transactions may be open at once. Two: while one commits, the next one's records
 * are copied into IndexedDB; more would only hold more pages in memory.
 */
export const STORES_IN_FLIGHT = 2;

/** Where a pull resumes: after this (updated, id). Empty strings: from the start. */
export interface Cursor {
  readonly updated: string;
  readonly id: string;
}

/**
 * Reads one page of a collection from the server. A page of the pull also names the cursor its
 * filter was made from (`after`), so a transport may ask the server's pull route instead of
 * the REST list API (pull-route.ts).
 */
export type FetchPage = (
  collection: string,
  query: { filter: string; sort: string; perPage: number; after?: Cursor },
) => Promise<ServerRecord[]>;

const SAFE_VALUE = /^[0-9A-Za-z :.\-_]*$/;

/**
 * The PocketBase filter for records after a cursor.
 * @param extra a further filter to AND with, or ''
 * @throws Error when the cursor holds characters a server date or id never has
 */
export function afterCursorFilter(cursor: Cursor, extra = ''): string {
  if (!SAFE_VALUE.test(cursor.updated) || !SAFE_VALUE.test(cursor.id)) {
    throw new Error(`Malformed sync cursor: ${JSON.stringify(cursor)}`);
  }
  const after =
    cursor.updated === ''
      ? ''
      : `(updated > '${cursor.updated}' || (updated = '${cursor.updated}' && id > '${cursor.id}'))`;
  return [after, extra].filter(Boolean).join(' && ');
}

/** The saved cursor of a collection, or the start. */
export async function readCursor(db: LocalDb, collection: string): Promise<Cursor> {
  const row = await db.sync_state.get(collection);
  return row ? { updated: row.updated, id: row.id } : { updated: '', id: '' };
}

/** Options of one pull. */
export interface PullOptions {
  readonly fetchPage: FetchPage;
  /** The signed-in user (their own drafts are kept), or null. */
  readonly userId: string | null;
  readonly perPage?: number;
  /** epoch ms clock, for `syncedAt`. */
  readonly now?: () => number;
  /**
   * Awaited before each page is stored: a background pull waits here for the browser to be
   * idle (lib/idle.ts), so storing pages never stands in the way of the page. None: at once.
   */
  readonly between?: () => Promise<void>;
}

/**
 * Pulls one collection up to date.
 * @returns the number of records received
 * @throws whatever fetchPage throws (network errors) or a page's transaction throws; the pages
 *   stored before it stay stored, none after it is
 */
export async function pullCollection(
  db: LocalDb,
  table: SyncedTable | 'record_deletions',
  options: PullOptions,
): Promise<number> {
  const perPage = options.perPage ?? PAGE_SIZE;
  const now = options.now ?? Date.now;
  const request = (cursor: Cursor) => {
    const next = options.fetchPage(table, {
      filter: afterCursorFilter(cursor),
      sort: 'updated,id',
      perPage,
      after: cursor,
    });
    // It is awaited once the pages before it are handed to IndexedDB; until then a failure
    // must not count as unhandled.
    next.catch(() => undefined);
    return next;
  };
  const saved = await db.sync_state.get(table);
  const start: Cursor = saved ? { updated: saved.updated, id: saved.id } : { updated: '', id: '' };
  const syncedAt = saved?.syncedAt ?? 0;
  let received = 0;
  let page = request(start);
  let cursor = start;
  const storing: Promise<void>[] = [];
  // Set when a page's transaction failed: the pages after it must not commit (their cursors
  // would skip it). IndexedDB finishes that transaction before it starts the next one, so the
  // flag is set before a later page checks it.
  let failed = false;
  try {
    for (;;) {
      const items = await page;
      const last = items.at(-1);
      const more = items.length >= perPage && last !== undefined;
      // Ask for the next page before storing this one: the network and IndexedDB overlap.
      if (more) page = request({ updated: last.updated, id: last.id });
      if (options.between) await options.between();
      if (last) cursor = { updated: last.updated, id: last.id };
      const stored = storePage(db, table, items, { ...cursor, syncedAt }, options.userId, () => {
        if (failed) throw new Error(`An earlier page of ${table} was not stored`);
      });
      stored.catch(() => {
        failed = true;
      });
      storing.push(stored);
      received += items.length;
      if (!more) break;
      // Not awaited before the next page is asked for: its transaction queues behind this one.
      if (storing.length >= STORES_IN_FLIGHT) await storing.shift();
    }
  } finally {
    // Every transaction opened settles before the pull returns or throws.
    await Promise.allSettled(storing);
  }
  for (const stored of storing) await stored;
  await db.sync_state.update(table, { syncedAt: now() });
  return received;
}

/**
 * Stores one page and the cursor it ends at, in one transaction. The records are handed to
 * IndexedDB before anything is read, so they are copied while an earlier page's transaction
 * still commits; `check` runs before the cursor is written and may throw to undo the page.
 */
function storePage(
  db: LocalDb,
  table: SyncedTable | 'record_deletions',
  items: readonly ServerRecord[],
  cursor: { updated: string; id: string; syncedAt: number },
  userId: string | null,
  check: () => void,
): Promise<void> {
  const stores = table === 'record_deletions' ? SYNCED_TABLES : [table];
  return db.transaction('rw', [...stores, 'outbox', 'sync_state'], async () => {
    if (table === 'record_deletions')
      await applyTombstones(db, items as unknown as DeletionRecord[]);
    else await applyServerRecords(db, table, items, userId);
    check();
    await db.sync_state.put({ key: table, ...cursor });
  });
}

/**
 * Deletes the local copies tombstones name, unless the local copy is newer than the
 * tombstone (a listing unpublished and published again). Call inside a transaction.
 */
export async function applyTombstones(
  db: LocalDb,
  tombstones: readonly DeletionRecord[],
): Promise<void> {
  for (const tombstone of tombstones) {
    const table = tombstone.collection as SyncedTable;
    if (!SYNCED_TABLES.includes(table)) continue;
    const store = db.table<{ id: string; updated: string }, string>(table);
    const local = await store.get(tombstone.record_id);
    if (local && local.updated > tombstone.created) continue;
    await store.delete(tombstone.record_id);
    notifyChanged(table, [tombstone.record_id]);
  }
}

/** What a screen searches for: a trade (its value, as in /browse?trade=) and free words. */
export interface FirstPageQuery {
  readonly trade?: string | null;
  readonly text?: string;
}

/** Listings fetched for the screen's search before the full pull reaches them. */
export const FIRST_PAGE_SIZE = 200;

/** Letters and digits of a word: what a server filter may hold without escaping. */
const filterWord = (word: string): string => word.replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The PocketBase filter of the active listings a search shows (docs/sync.md, "Cold device").
 * @param tradeId the trade's record id, or null for any trade
 * @param text the search words: each must be in the name or the description (at most 8)
 */
export function firstPageFilter(tradeId: string | null, text = ''): string {
  const parts = ["status = 'active'"];
  if (tradeId && /^[a-z0-9]+$/.test(tradeId)) parts.push(`trades ~ '${tradeId}'`);
  const words = text.toLowerCase().split(/\s+/).map(filterWord).filter(Boolean).slice(0, 8);
  for (const word of words) parts.push(`(business_name ~ '${word}' || description ~ '${word}')`);
  return parts.join(' && ');
}

/** Whether `table` has been pulled completely at least once on this device. */
export async function pulledOnce(db: LocalDb, table: string): Promise<boolean> {
  return ((await db.sync_state.get(table))?.syncedAt ?? 0) > 0;
}

/**
 * Cold device (docs/sync.md): the first page of the listings the screen searches for, asked
 * of the server with the search as a filter, so it shows before the full pull (oldest first)
 * gets to them. Stored by id like pulled records, without moving any cursor: the full pull
 * still brings every record, and a copy already newer on the device is kept. Pulls `trades`
 * first when the device has none (a listing's trades are ids). Does nothing once listings were
 * pulled completely.
 * @returns the number of listings received, or null when the device needs no first page
 * @throws whatever fetchPage throws (network errors)
 */
export async function pullFirstPage(
  db: LocalDb,
  query: FirstPageQuery,
  options: PullOptions,
): Promise<number | null> {
  if (await pulledOnce(db, 'contractors')) return null;
  if ((await db.trades.count()) === 0) await pullCollection(db, 'trades', options);
  // A trade the device does not know searches every listing.
  const trade = query.trade
    ? await db.trades.filter((row) => row.value === query.trade).first()
    : undefined;
  const items = await options.fetchPage('contractors', {
    filter: firstPageFilter(trade?.id ?? null, query.text),
    sort: '-rating_avg,id',
    perPage: options.perPage ?? FIRST_PAGE_SIZE,
  });
  await db.transaction('rw', ['contractors', 'outbox'], async () => {
    const local = await db.contractors.bulkGet(items.map((item) => item.id));
    const newer = items.filter((item, i) => !local[i] || local[i].updated < item.updated);
    await applyServerRecords(db, 'contractors', newer, options.userId);
  });
  return items.length;
}
