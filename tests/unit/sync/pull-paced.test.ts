import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { syncRound } from '@/data/sync/engine';
import { pullCollection, type FetchPage } from '@/data/sync/pull';
import type { ServerRecord } from '@/data/sync/apply';
import { freshDatabases, listing } from '../../support/local-db';

// A background pull: small pages, each stored only after `between` (the browser's
// next idle period in the app) resolves, and still every record, resumable by its cursor.
const fresh = freshDatabases('sync-pull-paced-test');

const LISTINGS: ServerRecord[] = Array.from({ length: 10 }, (_, i) =>
  listing({
    id: `listing${String(i).padStart(8, '0')}`,
    updated: `2026-11-01 10:00:${String(i).padStart(2, '0')}.000Z`,
  }),
);

/** A server holding LISTINGS that answers the pull's cursor filter and page size. */
const server: FetchPage = (collection, query) => {
  if (collection !== 'contractors') return Promise.resolve([]);
  const after = /updated > '([^']+)'/.exec(query.filter)?.[1] ?? '';
  return Promise.resolve(LISTINGS.filter((r) => r.updated > after).slice(0, query.perPage));
};

describe('a paced pull', () => {
  it('stores each page only once `between` resolves, and brings every record', async () => {
    const db = fresh();
    const storedAtEachWait: number[] = [];
    let release: () => void = () => undefined;
    let waits = 0;
    const pull = pullCollection(db, 'contractors', {
      fetchPage: server,
      userId: null,
      perPage: 3,
      between: async () => {
        waits += 1;
        // The gate opens before the count: the count waits for the page stored before it.
        const gate = new Promise<void>((resolve) => (release = resolve));
        storedAtEachWait.push(await db.contractors.count());
        await gate;
      },
    });
    // Nothing is stored while the first wait is pending.
    await vi.waitFor(() => expect(waits).toBe(1));
    expect(await db.contractors.count()).toBe(0);
    for (const page of [2, 3, 4]) {
      release();
      await vi.waitFor(() => expect(waits).toBe(page));
    }
    release();
    expect(await pull).toBe(10);
    // Pages of 3, 3, 3, 1: each wait comes before its page is stored.
    expect(storedAtEachWait).toEqual([0, 3, 6, 9]);
    expect(await db.contractors.count()).toBe(10);
    expect((await db.sync_state.get('contractors'))?.syncedAt).toBeGreaterThan(0);
  });

  it('a sync round passes its page size and pace to every pulled collection', async () => {
    const db = fresh();
    const sizes: number[] = [];
    let waits = 0;
    await syncRound({
      db,
      userId: null,
      send: () => Promise.reject(new Error('nothing to send')),
      fetchPage: (collection, query) => {
        sizes.push(query.perPage);
        return server(collection, query);
      },
      perPage: 4,
      between: () => {
        waits += 1;
        return Promise.resolve();
      },
    });
    expect(new Set(sizes)).toEqual(new Set([4]));
    expect(await db.contractors.count()).toBe(10);
    // record_deletions, trades, reviews: one empty page each; contractors: 4 + 4 + 2.
    expect(waits).toBe(6);
  });
});
