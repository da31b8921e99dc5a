/**
 * The pull (docs/sync.md): per collection, pages of records with (updated, id) after the saved
 * cursor, sorted by updated then id. Each page is stored in one transaction together with the
 * cursor it ends at, so a crash between pages loses nothing and repeats nothing. The next page
 * is requested while the current one is being stored. Tombstones (`record_deletions`) are
 * pulled the same way and delete local copies.
 */
import { notifyChanged } from '../changes';
import { SYNCED_TABLES, type LocalDb, type SyncedTable } from '../local-db';
import type { DeletionRecord } from '../records';
import { applyServerRecords, type ServerRecord } from './apply';

/** Records per page; PocketBase lists at most 1000 per request. */
export const PAGE_SIZE = 1000;

/** Where a pull resumes: after this (updated, id). Empty strings: from the start. */
export interface Cursor {
  readonly updated: string;
  readonly id: string;
}

/** Reads one page of a collection from the server. */
export type FetchPage = (
  collection: string,
  query: { filter: string; sort: string; perPage: number },
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
 * @throws whatever fetchPage throws (network errors); pages stored before it stay stored
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
    });
    // It is awaited after the current page is stored; until then a failure must not count
    // as unhandled.
    next.catch(() => undefined);
    return next;
  };
  let received = 0;
  let page = request(await readCursor(db, table));
  for (;;) {
    const items = await page;
    const last = items.at(-1);
    const more = items.length >= perPage && last !== undefined;
    // Ask for the next page before storing this one: the network and IndexedDB overlap.
    if (more) page = request({ updated: last.updated, id: last.id });
    if (options.between) await options.between();
    const stores = table === 'record_deletions' ? SYNCED_TABLES : [table];
    await db.transaction('rw', [...stores, 'outbox', 'sync_state'], async () => {
      if (table === 'record_deletions')
        await applyTombstones(db, items as unknown as DeletionRecord[]);
      else await applyServerRecords(db, table, items, options.userId);
      const saved = await db.sync_state.get(table);
      const cursor = last ?? saved ?? { updated: '', id: '' };
      const syncedAt = saved?.syncedAt ?? 0;
      await db.sync_state.put({ key: table, updated: cursor.updated, id: cursor.id, syncedAt });
    });
    received += items.length;
    if (!more) break;
  }
  await db.sync_state.update(table, { syncedAt: now() });
  return received;
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
