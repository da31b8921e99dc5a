import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { ServerRecord } from '@/data/sync/apply';
import {
  firstPageFilter,
  pullCollection,
  pullFirstPage,
  pulledOnce,
  readCursor,
  type FetchPage,
} from '@/data/sync/pull';
import { freshDatabases, listing } from '../../support/local-db';

// A cold device (src/data/sync/pull.ts pullFirstPage): the screen's search first, then the
// full pull, resumable, every listing once.
const fresh = freshDatabases('sync-first-page-test');

const TRADES: ServerRecord[] = [
  { id: 'tradeelectric01', created: '', updated: '2026-01-01 00:00:00.000Z', value: 'electrician' },
  { id: 'tradeplumber001', created: '', updated: '2026-01-01 00:00:01.000Z', value: 'plumber' },
];

/** 250 active listings, every third an electrician, updated one second apart. */
const LISTINGS: ServerRecord[] = Array.from({ length: 250 }, (_, i) =>
  listing({
    id: `listing${String(i).padStart(8, '0')}`,
    updated: new Date(Date.UTC(2026, 10, 1, 0, 0, i)).toISOString().replace('T', ' '),
    trades: [i % 3 === 0 ? 'tradeelectric01' : 'tradeplumber001'],
    business_name: i % 2 === 0 ? `Bright ${i}` : `Dark ${i}`,
  }),
);

/**
 * A stand-in server for the two kinds of request: a search (status/trade/word filter) and a
 * cursor page (updated, id). Notes every request; `failAt` throws on that request number.
 */
function server(records = LISTINGS, failAt = -1) {
  const requests: { collection: string; filter: string; perPage: number }[] = [];
  const fetchPage: FetchPage = (collection, query) => {
    requests.push({ collection, filter: query.filter, perPage: query.perPage });
    if (requests.length === failAt) return Promise.reject(new Error('offline'));
    if (collection === 'trades') return Promise.resolve(TRADES);
    if (query.filter.startsWith("status = 'active'")) {
      const trade = /trades ~ '([a-z0-9]+)'/.exec(query.filter)?.[1];
      const word = /business_name ~ '([^']+)'/.exec(query.filter)?.[1];
      return Promise.resolve(
        records
          .filter((r) => !trade || (r.trades as string[]).includes(trade))
          .filter((r) => !word || String(r.business_name).toLowerCase().includes(word))
          .slice(0, query.perPage),
      );
    }
    const after = /updated > '([^']+)'.*id > '([^']+)'/.exec(query.filter);
    const from = after ? { updated: after[1] ?? '', id: after[2] ?? '' } : null;
    const sorted = [...records].sort((a, b) =>
      a.updated === b.updated ? a.id.localeCompare(b.id) : a.updated.localeCompare(b.updated),
    );
    return Promise.resolve(
      sorted
        .filter(
          (r) =>
            !from || r.updated > from.updated || (r.updated === from.updated && r.id > from.id),
        )
        .slice(0, query.perPage),
    );
  };
  return { fetchPage, requests };
}

describe('first page on a cold device', () => {
  it("stores the search's listings first, then the full pull brings each listing once", async () => {
    const db = fresh();
    const { fetchPage, requests } = server();
    const got = await pullFirstPage(
      db,
      { trade: 'electrician', text: 'bright' },
      { fetchPage, userId: null, perPage: 20 },
    );
    // Trades first (a listing's trades are ids), then one search request.
    expect(requests.map((r) => r.collection)).toEqual(['trades', 'contractors']);
    expect(requests[1]?.filter).toBe(
      "status = 'active' && trades ~ 'tradeelectric01' && (business_name ~ 'bright' || description ~ 'bright')",
    );
    expect(got).toBe(20);
    const stored = await db.contractors.toArray();
    expect(stored).toHaveLength(20);
    for (const r of stored) {
      expect(r.trades).toEqual(['tradeelectric01']);
      expect(r.business_name).toMatch(/^Bright/);
    }
    // No cursor moved: the full pull starts from the beginning and misses nothing.
    expect(await readCursor(db, 'contractors')).toEqual({ updated: '', id: '' });
    expect(await pulledOnce(db, 'contractors')).toBe(false);
    expect(await pullCollection(db, 'contractors', { fetchPage, userId: null, perPage: 100 })).toBe(
      250,
    );
    expect(await db.contractors.count()).toBe(250);
    expect(await pulledOnce(db, 'contractors')).toBe(true);
    // Once pulled, a search asks the server nothing more.
    const before = requests.length;
    expect(await pullFirstPage(db, { trade: 'plumber' }, { fetchPage, userId: null })).toBeNull();
    expect(requests).toHaveLength(before);
  });

  it('keeps a copy on the device that is newer than the one the search brings', async () => {
    const db = fresh();
    const newer = { ...LISTINGS[0], updated: '2027-01-01 00:00:00.000Z', city: 'Newer' };
    await db.contractors.put(newer as never);
    const { fetchPage } = server();
    await pullFirstPage(db, { trade: 'electrician' }, { fetchPage, userId: null, perPage: 5 });
    expect((await db.contractors.get(newer.id ?? ''))?.city).toBe('Newer');
    expect(await db.contractors.count()).toBe(5);
  });

  it('searches every listing for a trade the device does not know', async () => {
    const db = fresh();
    const { fetchPage, requests } = server();
    await pullFirstPage(db, { trade: 'astronaut' }, { fetchPage, userId: null, perPage: 5 });
    expect(requests.at(-1)?.filter).toBe("status = 'active'");
  });

  it('resumes a full pull cut off mid-way after the last stored page, nothing twice', async () => {
    const db = fresh();
    // The third page request fails (offline mid-way); pages one and two stay stored.
    const cut = server(LISTINGS, 3);
    await expect(
      pullCollection(db, 'contractors', { fetchPage: cut.fetchPage, userId: null, perPage: 50 }),
    ).rejects.toThrow('offline');
    expect(await db.contractors.count()).toBe(100);
    const cursor = await readCursor(db, 'contractors');
    expect(cursor.id).toBe('listing00000099');
    const again = server();
    const received = await pullCollection(db, 'contractors', {
      fetchPage: again.fetchPage,
      userId: null,
      perPage: 50,
    });
    expect(received).toBe(150);
    expect(await db.contractors.count()).toBe(250);
  });
});

describe('firstPageFilter', () => {
  it('keeps only letters and digits of the words, and a well-formed trade id', () => {
    expect(firstPageFilter("bad'id", "o'brien || 1=1")).toBe(
      "status = 'active' && (business_name ~ 'obrien' || description ~ 'obrien') && (business_name ~ '11' || description ~ '11')",
    );
    expect(firstPageFilter(null, '  Ünïcode  ')).toBe(
      "status = 'active' && (business_name ~ 'ünïcode' || description ~ 'ünïcode')",
    );
  });
});
