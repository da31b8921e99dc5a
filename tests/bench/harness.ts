/**
 * The data bench's page (scripts/bench-data.mjs): the app's own sync and search modules,
 * built by Vite and served by PocketBase on the app's origin, so they write the app's
 * IndexedDB database (`tradesmarket`) in a real Chromium. Each function returns its timings;
 * the script prints them.
 */
import Dexie from 'dexie';
import PocketBase from 'pocketbase';
import { buildListingIndex } from '@/data/listings';
import { LocalDb } from '@/data/local-db';
import type { ListingRecord } from '@/data/records';
import { distanceKm } from '@/data/search';
import { enqueue, flushOutbox } from '@/data/sync/outbox';
import { afterCursorFilter, PAGE_SIZE, pullCollection, pullFirstPage } from '@/data/sync/pull';
import { sendWith } from '@/data/sync/push';
import { newRecordId } from '@/data/sync/record-id';
import { pageReader, restPageReader } from '@/data/sync/remote';

/** One browse query of the bench: trade + one word + distance sort from an origin. */
export interface QueryCase {
  readonly trade: string;
  readonly tradeId: string;
  readonly word: string;
  readonly lat: number;
  readonly lon: number;
}

const pb = new PocketBase(location.origin);
const db = new LocalDb();

/**
 * Pulls `trades` then `contractors` into the app's database; times the contractors. With
 * `?pull=rest` the pages come from the REST list API only (the app's transport before the pull
 * route, for A/B runs on one build); otherwise as the app reads them (sync/pull-route.ts).
 */
async function pull() {
  const rest = new URLSearchParams(location.search).get('pull') === 'rest';
  const fetchPage = rest ? restPageReader(pb) : pageReader(pb);
  await pullCollection(db, 'trades', { fetchPage, userId: null });
  // The server's part alone: the same pages, read and parsed, stored nowhere.
  const serverStarted = performance.now();
  let cursor = { updated: '', id: '' };
  for (;;) {
    const items = await fetchPage('contractors', {
      filter: afterCursorFilter(cursor),
      sort: 'updated,id',
      perPage: PAGE_SIZE,
      after: cursor,
    });
    const last = items.at(-1);
    if (!last || items.length < PAGE_SIZE) break;
    cursor = { updated: last.updated, id: last.id };
  }
  const serverMs = performance.now() - serverStarted;
  const started = performance.now();
  const received = await pullCollection(db, 'contractors', { fetchPage, userId: null });
  const ms = performance.now() - started;
  return { received, ms, serverMs, stored: await db.contractors.count() };
}

/**
 * The raw IndexedDB write ceiling of this browser, measured now: the listings the pull stored,
 * written again with `bulkPut` into an empty database, one transaction per page of PAGE_SIZE
 * (what the pull does, without the network, the outbox look-up or the cursor).
 * @returns records/s and the time in ms
 */
async function putCeiling() {
  const records = await db.contractors.toArray();
  const scratch = new Dexie('bench-put-ceiling');
  scratch.version(1).stores({ contractors: 'id' });
  await scratch.open();
  const table = scratch.table('contractors');
  const started = performance.now();
  for (let i = 0; i < records.length; i += PAGE_SIZE) {
    const page = records.slice(i, i + PAGE_SIZE);
    await scratch.transaction('rw', table, () => table.bulkPut(page));
  }
  const ms = performance.now() - started;
  scratch.close();
  await scratch.delete();
  return { records: records.length, ms, rate: records.length / (ms / 1000) };
}

/**
 * A cold device's first results: in an empty database, the first page of listings for a
 * search (trade + word) from the server (sync/pull.ts pullFirstPage, trades first), then the
 * browse index built and queried, timed from the start to the results.
 */
async function coldFirstPage(trade: string, word: string) {
  const cold = new LocalDb(`bench-cold-${Date.now()}`);
  const fetchPage = pageReader(pb);
  const started = performance.now();
  const received = await pullFirstPage(cold, { trade, text: word }, { fetchPage, userId: null });
  const storedMs = performance.now() - started;
  const index = await buildListingIndex(cold);
  const hits = index.query({ trade, text: word, sort: 'best' }).length;
  const ms = performance.now() - started;
  cold.close();
  await cold.delete();
  return { received, hits, storedMs, ms };
}

/** Builds the browse index (as /browse does on load) and runs the cases through it. */
async function indexQueries(cases: readonly QueryCase[]) {
  const started = performance.now();
  const index = await buildListingIndex(db);
  const buildMs = performance.now() - started;
  const times: number[] = [];
  const hits: number[] = [];
  for (const c of cases) {
    const t0 = performance.now();
    const result = index.query({
      trade: c.trade,
      text: c.word,
      origin: { lat: c.lat, lon: c.lon },
      sort: 'distance',
    });
    times.push(performance.now() - t0);
    hits.push(result.length);
  }
  return { buildMs, size: index.size, times, hits };
}

/**
 * The same query straight from IndexedDB: one cursor over every stored listing, filtered by
 * status, trade and word, distance-sorted, first 50.
 */
function cursorQuery(c: QueryCase): Promise<number> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('tradesmarket');
    open.onerror = () => reject(open.error ?? new Error('open failed'));
    open.onsuccess = () => {
      const idb = open.result;
      const found: { id: string; d: number }[] = [];
      const request = idb.transaction('contractors').objectStore('contractors').openCursor();
      request.onerror = () => reject(request.error ?? new Error('cursor failed'));
      request.onsuccess = () => {
        const cursor = request.result;
        if (!cursor) {
          found.sort((a, b) => a.d - b.d);
          idb.close();
          resolve(found.slice(0, 50).length);
          return;
        }
        const r = cursor.value as ListingRecord;
        if (
          r.status === 'active' &&
          r.trades.includes(c.tradeId) &&
          `${r.business_name}\n${r.description}`.toLowerCase().includes(c.word) &&
          r.lat !== null &&
          r.lon !== null
        ) {
          found.push({ id: r.id, d: distanceKm(c.lat, c.lon, r.lat, r.lon) });
        }
        cursor.continue();
      };
    };
  });
}

async function cursorQueries(cases: readonly QueryCase[]) {
  const times: number[] = [];
  for (const c of cases) {
    const t0 = performance.now();
    await cursorQuery(c);
    times.push(performance.now() - t0);
  }
  return { times };
}

/** What this origin stores, as Chromium reports it (usageDetails splits it by kind). */
async function storage() {
  const estimate = (await navigator.storage.estimate()) as StorageEstimate & {
    usageDetails?: Record<string, number>;
  };
  return { usage: estimate.usage ?? 0, details: estimate.usageDetails ?? {} };
}

/**
 * Signs in, queues `count` hire requests (creates) to the given listings, then flushes the
 * outbox against the server, timed.
 */
async function outbox(
  email: string,
  password: string,
  contractorIds: readonly string[],
  count: number,
) {
  const auth = await pb.collection('users').authWithPassword(email, password);
  const userId = auth.record.id;
  const queueStarted = performance.now();
  for (let i = 0; i < count; i++) {
    await enqueue(
      {
        collection: 'hires',
        recordId: newRecordId(),
        op: 'create',
        body: {
          client: userId,
          contractor: contractorIds[i % contractorIds.length],
          status: 'requested',
          description: `Bench hire request ${i}: please quote for the work described.`,
        },
      },
      db,
    );
  }
  const queueMs = performance.now() - queueStarted;
  const started = performance.now();
  let sendMs = 0;
  const result = await flushOutbox(
    async (row) => {
      const t0 = performance.now();
      const outcome = await sendWith(pb, row);
      sendMs += performance.now() - t0;
      return outcome;
    },
    db,
    Date.now,
    userId,
  );
  const ms = performance.now() - started;
  pb.authStore.clear();
  return { ...result, queueMs, sendMs, ms };
}

declare global {
  interface Window {
    bench: {
      pull: typeof pull;
      putCeiling: typeof putCeiling;
      coldFirstPage: typeof coldFirstPage;
      indexQueries: typeof indexQueries;
      cursorQueries: typeof cursorQueries;
      storage: typeof storage;
      outbox: typeof outbox;
    };
  }
}

window.bench = { pull, putCeiling, coldFirstPage, indexQueries, cursorQueries, storage, outbox };
document.title = 'bench ready';
