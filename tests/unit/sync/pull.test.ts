import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { ServerRecord } from '@/data/sync/apply';
import {
  afterCursorFilter,
  applyTombstones,
  pullCollection,
  readCursor,
  type FetchPage,
} from '@/data/sync/pull';
import { freshDatabases, listing } from '../../support/local-db';

// The pull's cursor filter and tombstones (src/data/sync/pull.ts).
const fresh = freshDatabases('sync-pull-test');

describe('cursor filter', () => {
  it('asks for everything after (updated, id), ties broken by id', () => {
    expect(afterCursorFilter({ updated: '', id: '' })).toBe('');
    expect(afterCursorFilter({ updated: '2026-11-01 10:00:00.000Z', id: 'abc' })).toBe(
      "(updated > '2026-11-01 10:00:00.000Z' || (updated = '2026-11-01 10:00:00.000Z' && id > 'abc'))",
    );
  });

  it('refuses a cursor that could inject filter syntax', () => {
    expect(() => afterCursorFilter({ updated: "x' || 1=1 || '", id: 'a' })).toThrow(/Malformed/);
  });
});

describe('tombstones', () => {
  it('delete the local copy unless it is newer than the tombstone', async () => {
    const db = fresh();
    await db.contractors.bulkPut([
      listing({ id: 'gone00000000001' }),
      listing({ id: 'back00000000001', updated: '2026-11-03 00:00:00.000Z' }),
    ] as never);
    await db.transaction('rw', ['trades', 'contractors', 'reviews', 'hires'], () =>
      applyTombstones(db, [
        {
          id: 't1',
          created: '2026-11-02 00:00:00.000Z',
          updated: '',
          collection: 'contractors',
          record_id: 'gone00000000001',
        },
        {
          id: 't2',
          created: '2026-11-02 00:00:00.000Z',
          updated: '',
          collection: 'contractors',
          record_id: 'back00000000001',
        },
        {
          id: 't3',
          created: '2026-11-02 00:00:00.000Z',
          updated: '',
          collection: 'payments',
          record_id: 'x',
        },
      ]),
    );
    expect(await db.contractors.get('gone00000000001')).toBeUndefined();
    expect(await db.contractors.get('back00000000001')).toBeDefined();
  });
});

/** 100 listings one second apart, served in pages after the cursor the filter names. */
const LISTINGS: ServerRecord[] = Array.from({ length: 100 }, (_, i) =>
  listing({
    id: `listing${String(i).padStart(8, '0')}`,
    updated: new Date(Date.UTC(2026, 10, 1, 0, 0, i)).toISOString().replace('T', ' '),
  }),
);

function pages(records: readonly ServerRecord[]): { fetchPage: FetchPage; filters: string[] } {
  const filters: string[] = [];
  const fetchPage: FetchPage = (_collection, query) => {
    filters.push(query.filter);
    const after = /updated > '([^']+)'.*id > '([^']+)'/.exec(query.filter);
    const from = after?.[1] ?? '';
    return Promise.resolve(records.filter((r) => r.updated > from).slice(0, query.perPage));
  };
  return { fetchPage, filters };
}

describe('pull pages', () => {
  it('brings every record once, the cursor at the last one', async () => {
    const db = fresh();
    const received = await pullCollection(db, 'contractors', {
      ...pages(LISTINGS),
      userId: null,
      perPage: 10,
    });
    expect(received).toBe(100);
    expect(await db.contractors.count()).toBe(100);
    expect((await readCursor(db, 'contractors')).id).toBe('listing00000099');
  });

  it('stops at a page that cannot be stored: no later page is kept, the next pull resumes', async () => {
    const db = fresh();
    // IndexedDB cannot store a function: the fourth page's transaction fails after later pages
    // were already asked for and handed to IndexedDB.
    const broken = LISTINGS.map((record, i) => (i === 35 ? { ...record, bad: () => 1 } : record));
    await expect(
      pullCollection(db, 'contractors', { ...pages(broken), userId: null, perPage: 10 }),
    ).rejects.toThrow();
    expect(await db.contractors.count()).toBe(30);
    expect((await readCursor(db, 'contractors')).id).toBe('listing00000029');
    expect(await db.contractors.get('listing00000045')).toBeUndefined();

    const again = pages(LISTINGS);
    const received = await pullCollection(db, 'contractors', {
      fetchPage: again.fetchPage,
      userId: null,
      perPage: 10,
    });
    expect(received).toBe(70);
    expect(again.filters[0]).toContain("id > 'listing00000029'");
    expect(await db.contractors.count()).toBe(100);
  });
});
