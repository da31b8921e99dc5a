import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { ServerRecord } from '@/data/sync/apply';
import {
  pullCollection,
  pullFirstPage,
  readCursor,
  type Cursor,
  type FetchPage,
} from '@/data/sync/pull';
import { routedFetchPage, type PullRoute } from '@/data/sync/pull-route';
import { freshDatabases, listing } from '../../support/local-db';

// Which transport reads a pull page (src/data/sync/pull-route.ts): the server's pull route for
// cursor pages of the listings, the REST list API for the rest and for a server without the
// route or a caller it does not serve; the pull stores the same records either way.
const fresh = freshDatabases('sync-pull-route-test');

/** 45 listings; 5 share one `updated`, so that a page boundary falls between equal timestamps. */
const LISTINGS: ServerRecord[] = Array.from({ length: 45 }, (_, i) =>
  listing({
    id: `listing${String(i).padStart(8, '0')}`,
    updated: new Date(Date.UTC(2026, 10, 1, 0, 0, i >= 8 && i < 13 ? 8 : i))
      .toISOString()
      .replace('T', ' '),
  }),
);

const sorted = [...LISTINGS].sort((a, b) =>
  a.updated === b.updated ? (a.id < b.id ? -1 : 1) : a.updated < b.updated ? -1 : 1,
);

/** The records after a cursor, as both transports of the stand-in server answer. */
const after = (cursor: Cursor, perPage: number) =>
  sorted
    .filter((r) => r.updated > cursor.updated || (r.updated === cursor.updated && r.id > cursor.id))
    .slice(0, perPage);

/** An error as the SDK throws it for an HTTP answer (or 0: no answer). */
const httpError = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });

/**
 * A stand-in server: the REST list API (cursor filters and a search) and a pull route that
 * answers `routeAnswer` (records, or an HTTP status it fails with) to each call.
 */
function server(routeAnswer: (call: number, caller: string) => 'records' | number) {
  const calls = { route: 0, rest: [] as string[] };
  let caller = '';
  const rest: FetchPage = (collection, query) => {
    calls.rest.push(`${collection} ${query.filter}`);
    if (!query.after) return Promise.resolve(sorted.slice(0, query.perPage));
    return Promise.resolve(after(query.after, query.perPage));
  };
  const route: PullRoute = (collection, cursor, perPage) => {
    calls.route += 1;
    expect(collection).toBe('contractors');
    const answer = routeAnswer(calls.route, caller);
    if (answer !== 'records') return Promise.reject(httpError(answer));
    return Promise.resolve(after(cursor, perPage).map((r) => ({ ...r })));
  };
  const fetchPage = routedFetchPage(route, rest, () => caller);
  return { fetchPage, calls, signIn: (token: string) => (caller = token) };
}

/** What the device holds after the pull, by id. */
async function stored(db: ReturnType<typeof fresh>) {
  return (await db.contractors.toArray()).map((r) => r.id).sort();
}

describe('the pull route', () => {
  it('carries every cursor page of the listings when the server has it, each listing once', async () => {
    const db = fresh();
    const s = server(() => 'records');
    const received = await pullCollection(db, 'contractors', {
      fetchPage: s.fetchPage,
      userId: null,
      perPage: 10,
    });
    expect(received).toBe(45);
    expect(await stored(db)).toEqual(LISTINGS.map((r) => r.id).sort());
    expect(s.calls.route).toBe(5);
    expect(s.calls.rest).toEqual([]);
    expect(await readCursor(db, 'contractors')).toEqual({
      updated: sorted.at(-1)?.updated,
      id: sorted.at(-1)?.id,
    });
  });

  it('falls back to the REST list API on a server without the route, and does not ask it again', async () => {
    const db = fresh();
    const s = server(() => 404);
    await pullCollection(db, 'contractors', { fetchPage: s.fetchPage, userId: null, perPage: 10 });
    expect(await stored(db)).toEqual(LISTINGS.map((r) => r.id).sort());
    expect(s.calls.route).toBe(1);
    expect(s.calls.rest).toHaveLength(5);
    // A later pull, and another user on the same client, go straight to REST.
    s.signIn('token-of-someone');
    await pullCollection(db, 'contractors', { fetchPage: s.fetchPage, userId: null, perPage: 10 });
    expect(s.calls.route).toBe(1);
  });

  it('uses REST for a caller the route does not serve (409), and asks again for another caller', async () => {
    const db = fresh();
    const s = server((_call, caller) => (caller === 'superuser-token' ? 409 : 'records'));
    s.signIn('superuser-token');
    await pullCollection(db, 'contractors', { fetchPage: s.fetchPage, userId: null, perPage: 10 });
    expect(await stored(db)).toEqual(LISTINGS.map((r) => r.id).sort());
    expect(s.calls.route).toBe(1);
    expect(s.calls.rest).toHaveLength(5);

    const other = fresh();
    s.signIn('user-token');
    await pullCollection(other, 'contractors', {
      fetchPage: s.fetchPage,
      userId: null,
      perPage: 10,
    });
    expect(await stored(other)).toEqual(LISTINGS.map((r) => r.id).sort());
    expect(s.calls.route).toBe(6);
    expect(s.calls.rest).toHaveLength(5);
  });

  it('resumes at the cursor after the route failed mid-pull, storing each listing once', async () => {
    const db = fresh();
    const s = server((call) => (call === 3 ? 0 : 'records'));
    await expect(
      pullCollection(db, 'contractors', { fetchPage: s.fetchPage, userId: null, perPage: 10 }),
    ).rejects.toThrow('HTTP 0');
    const kept = await db.contractors.count();
    expect(kept).toBeGreaterThanOrEqual(10);
    expect(kept).toBeLessThan(45);
    const cursor = await readCursor(db, 'contractors');
    const resumed: Cursor[] = [];
    const watching: FetchPage = (collection, query) => {
      if (query.after) resumed.push(query.after);
      return s.fetchPage(collection, query);
    };
    const received = await pullCollection(db, 'contractors', {
      fetchPage: watching,
      userId: null,
      perPage: 10,
    });
    expect(resumed[0]).toEqual(cursor);
    expect(received).toBe(45 - kept);
    expect(await stored(db)).toEqual(LISTINGS.map((r) => r.id).sort());
    expect(s.calls.rest).toEqual([]);
  });

  it('throws a 429 as REST would, so the pull retries later instead of asking twice', async () => {
    const db = fresh();
    const s = server(() => 429);
    await expect(
      pullCollection(db, 'contractors', { fetchPage: s.fetchPage, userId: null, perPage: 10 }),
    ).rejects.toThrow('HTTP 429');
    expect(s.calls.rest).toEqual([]);
  });

  it("leaves a search's first page and other collections to REST", async () => {
    const db = fresh();
    const s = server(() => 'records');
    await db.trades.put({ id: 'traderoofer001', value: 'roofer' } as never);
    await pullFirstPage(db, { text: 'acme' }, { fetchPage: s.fetchPage, userId: null });
    await s.fetchPage('reviews', {
      filter: '',
      sort: 'updated,id',
      perPage: 10,
      after: { updated: '', id: '' },
    });
    expect(s.calls.route).toBe(0);
    expect(s.calls.rest).toEqual([
      "contractors status = 'active' && (business_name ~ 'acme' || description ~ 'acme')",
      'reviews ',
    ]);
  });
});
