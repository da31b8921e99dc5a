import 'fake-indexeddb/auto';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase, { ClientResponseError } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDb } from '@/data/local-db';
import type { ServerRecord } from '@/data/sync/apply';
import { afterCursorFilter, pullCollection, readCursor, type Cursor } from '@/data/sync/pull';
import { pageReader, pullRouteReader, restPageReader } from '@/data/sync/remote';
import { ROOT } from '../../scripts/pocketbase.mjs';
import { guest, signUp, superuser, type Actor } from '../support/actors';
import { fetchFrom, loopbackAddresses } from '../support/loopback';
import { startTestPocketBase, type RunningPocketBase } from '../support/pocketbase';
import { makeStaff } from '../support/staff';
import { requestHire } from '../support/trust';

// The pull route (GET /api/sync/contractors, pb_hooks/lib/pull-page.js) against the REST list
// API it stands in for: for every role, the whole pull walked both ways (pages of 3, so that a
// page boundary falls inside a group of equal `updated`, and of 1,000) gives the same pages of
// the same records with the same fields and values. On a server of this file's own, payments
// on (so listings have a free month, can be paid or lapse), with a test-only route that sets
// `updated` (PocketBase sets it on every save).
const opts = { requestKey: null };
let hooksDir: string;
let server: RunningPocketBase;
let url: string;
let admin: PocketBase;

/** A 1x1 PNG, for the listing's logo and photos. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** `updated` of the tied group: before every other listing, so they fill the first pages. */
const TIED = '2026-01-01 00:00:00.000Z';

interface Listed extends Actor {
  readonly listingId: string;
}

const roles = new Map<string, PocketBase>();
const listings: Record<string, Listed> = {};
let hirer: Actor;

/** A contractor with a listing made through the API, then `server` fields set as a superuser. */
async function listed(
  key: string,
  tradeIds: string[],
  fields: Record<string, unknown> = {},
  serverFields: Record<string, unknown> = {},
): Promise<Listed> {
  const owner = await signUp(url, { user_type: 'contractor' });
  const created = await owner.pb.collection('contractors').create(
    {
      owner: owner.id,
      business_name: `Pull ${key}`,
      trades: tradeIds,
      status: 'active',
      postcode: '10001',
      ...fields,
    },
    opts,
  );
  await admin.collection('contractors').update(
    created.id,
    {
      phone: '+1 555 0100',
      email: `listing-${key}@example.com`,
      ...serverFields,
    },
    opts,
  );
  const made = { ...owner, listingId: created.id };
  listings[key] = made;
  return made;
}

/** A reader of one page after a cursor. */
type Read = (after: Cursor, perPage: number) => Promise<ServerRecord[]>;

const restRead =
  (pb: PocketBase): Read =>
  (after, perPage) =>
    restPageReader(pb)('contractors', {
      filter: afterCursorFilter(after),
      sort: 'updated,id',
      perPage,
    });
const routeRead =
  (pb: PocketBase): Read =>
  (after, perPage) =>
    pullRouteReader(pb)('contractors', after, perPage);

/** The whole pull, page by page, as the client walks it. */
async function walk(read: Read, perPage: number): Promise<ServerRecord[][]> {
  const pages: ServerRecord[][] = [];
  let cursor: Cursor = { updated: '', id: '' };
  for (;;) {
    const items = await read(cursor, perPage);
    pages.push(items);
    const last = items.at(-1);
    if (items.length < perPage || !last) return pages;
    cursor = { updated: last.updated, id: last.id };
  }
}

/** A client whose token's signature was changed: PocketBase reads it as a guest. */
function withBrokenToken(actor: Actor): PocketBase {
  const pb = new PocketBase(url);
  pb.authStore.save(`${actor.token.slice(0, -4)}AAAA`, actor.record);
  return pb;
}

beforeAll(async () => {
  hooksDir = mkdtempSync(join(tmpdir(), 'pb-hooks-pull-route-'));
  cpSync(join(ROOT, 'pb_hooks'), hooksDir, { recursive: true });
  writeFileSync(
    join(hooksDir, 'test-set-updated.pb.js'),
    `routerAdd('POST', '/api/test/set-updated', (e) => {
  const body = e.requestInfo().body;
  $app.db().newQuery('UPDATE contractors SET updated = {:updated} WHERE id = {:id}')
    .bind({ updated: String(body.updated), id: String(body.id) }).execute();
  return e.json(200, {});
}, $apis.requireSuperuserAuth());
`,
  );
  // Payments on (a listing's free month, paid or lapsed); nothing here reaches Stripe.
  server = await startTestPocketBase({
    hooksDir,
    env: { STRIPE_SECRET_KEY: 'sk_test_pull_route', STRIPE_API_BASE: 'http://127.0.0.1:8136' },
  });
  url = server.url;
  admin = await superuser(url);
  const trades = await admin.collection('trades').getList(1, 3, { sort: 'value', ...opts });
  const [t1, t2, t3] = trades.items.map((t) => t.id);
  if (!t1 || !t2 || !t3) throw new Error('three trades are seeded');

  const past = '2020-01-01 00:00:00.000Z';
  const free = await listed(
    'free',
    [t1, t2, t3],
    {
      description: 'Zoë\'s "roofs" \\ gutters 🏠\n<b>&amp;</b>\u2028 and more',
      website: 'https://roofs.example/a?b=1&c=2',
      lat: 40.71281234567891,
      lon: -30.000000000000004,
      service_radius_km: 66.66666666666667,
      years_in_business: 12,
      insured: true,
    },
    {
      rating_avg: 14 / 3,
      rating_count: 3,
      verified: true,
      verified_documents: ['licence', 'insurance'],
    },
  );
  const files = new FormData();
  files.append('logo', new Blob([PNG], { type: 'image/png' }), 'logo.png');
  files.append('photos', new Blob([PNG], { type: 'image/png' }), 'one.png');
  files.append('photos', new Blob([PNG], { type: 'image/png' }), 'two.png');
  await free.pb.collection('contractors').update(free.listingId, files, opts);
  await listed(
    'paid',
    [t1],
    {},
    { listing_paid_at: '2026-10-01 12:00:00.000Z', listed_until: past },
  );
  await listed('waived', [t2], {}, { listing_fee_waiver: 'payments_off', listed_until: past });
  await listed('lapsed', [t1], {}, { listed_until: past });
  await listed('draft', [t3], { status: 'draft' });
  await listed('suspended', [t1], {}, { status: 'suspended', suspension_reason: 'Fake licence' });
  const removed = await listed('removed', [t2]);
  const gone = await listed('account-deleted', [t3]);
  await listed('removed-unhired', [t1]);
  for (let i = 0; i < 5; i++) await listed(`tied-${i}`, [t1]);

  hirer = await signUp(url, { user_type: 'client' });
  await requestHire(hirer, removed.listingId);
  await requestHire(hirer, gone.listingId);
  await requestHire(hirer, free.listingId);
  await removed.pb.collection('contractors').update(removed.listingId, { status: 'removed' }, opts);
  const unhired = listings['removed-unhired'];
  if (!unhired) throw new Error('listed above');
  await unhired.pb.collection('contractors').update(unhired.listingId, { status: 'removed' }, opts);
  await gone.pb.collection('users').delete(gone.id, opts);
  for (let i = 0; i < 5; i++) {
    const tied = listings[`tied-${i}`];
    if (!tied) throw new Error('listed above');
    await admin.send('/api/test/set-updated', {
      method: 'POST',
      body: { id: tied.listingId, updated: TIED },
      ...opts,
    });
  }

  const user = await signUp(url, { user_type: 'client' });
  roles.set('guest', guest(url));
  roles.set('signed-in user', user.pb);
  roles.set('unverified user', (await signUp(url, { user_type: 'client', verified: false })).pb);
  roles.set('broken token (a guest to PocketBase)', withBrokenToken(user));
  for (const key of ['free', 'lapsed', 'draft', 'suspended', 'removed', 'removed-unhired']) {
    const owner = listings[key];
    if (owner) roles.set(`owner of the ${key} listing`, owner.pb);
  }
  roles.set('client who hired (removed and deleted listings)', hirer.pb);
  roles.set('admin (staff)', (await makeStaff(url, admin, 'admin')).pb);
  roles.set('moderator (staff)', (await makeStaff(url, admin, 'moderator')).pb);
}, 120_000);

afterAll(async () => {
  await server.stop();
  if (hooksDir) rmSync(hooksDir, { recursive: true, force: true });
});

describe('the pull route answers what the REST list API answers', () => {
  const names = [
    'guest',
    'signed-in user',
    'unverified user',
    'broken token (a guest to PocketBase)',
    'owner of the free listing',
    'owner of the lapsed listing',
    'owner of the draft listing',
    'owner of the suspended listing',
    'owner of the removed listing',
    'owner of the removed-unhired listing',
    'client who hired (removed and deleted listings)',
    'admin (staff)',
    'moderator (staff)',
  ];

  it.each(names)('%s: same pages, records, fields and values', async (name) => {
    const pb = roles.get(name);
    if (!pb) throw new Error(`no role ${name}`);
    for (const perPage of [3, 1000]) {
      const rest = await walk(restRead(pb), perPage);
      const route = await walk(routeRead(pb), perPage);
      expect(route, `${name}, pages of ${perPage}`).toEqual(rest);
    }
  });

  it('covers the states that matter (the walks above compare these)', async () => {
    const ids = async (name: string) =>
      (await walk(routeRead(roles.get(name) ?? guest(url)), 1000)).flat();
    const id = (key: string) => listings[key]?.listingId;
    const guestSees = await ids('guest');
    expect(guestSees.map((r) => r.id).sort()).toEqual(
      ['free', 'paid', 'waived', 'tied-0', 'tied-1', 'tied-2', 'tied-3', 'tied-4'].map(id).sort(),
    );
    expect(guestSees.some((r) => 'phone' in r || 'email' in r)).toBe(false);
    const free = guestSees.find((r) => r.id === id('free'));
    expect(free).toMatchObject({
      rating_avg: 14 / 3,
      lat: 40.71281234567891,
      lon: -30.000000000000004,
      insured: true,
      verified_documents: ['licence', 'insurance'],
    });
    expect(free?.['photos']).toHaveLength(2);
    expect(String(free?.['logo'])).toMatch(/^logo_\w+\.png$/);

    const owner = await ids('owner of the lapsed listing');
    expect(owner.find((r) => r.id === id('lapsed'))).toMatchObject({
      phone: '+1 555 0100',
      email: 'listing-lapsed@example.com',
    });
    expect(owner.filter((r) => 'phone' in r)).toHaveLength(1);

    const hired = await ids('client who hired (removed and deleted listings)');
    expect(hired.find((r) => r.id === id('removed'))?.['status']).toBe('removed');
    expect(hired.find((r) => r.id === id('account-deleted'))).toMatchObject({
      status: 'removed',
      owner: '',
    });
    expect(hired.some((r) => r.id === id('removed-unhired'))).toBe(false);

    // A page of 3 ends inside the tied group: the next page starts at the same `updated`.
    const pages = await walk(routeRead(guest(url)), 3);
    expect(pages[0]?.at(-1)?.updated).toBe(TIED);
    expect(pages[1]?.[0]?.updated).toBe(TIED);
  });

  it('sends a superuser to the REST list API (409), and the app gets the REST pages', async () => {
    const error = await routeRead(admin)({ updated: '', id: '' }, 10).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClientResponseError);
    expect((error as ClientResponseError).status).toBe(409);
    const routed = await walk(
      (after, perPage) =>
        pageReader(admin)('contractors', {
          filter: afterCursorFilter(after),
          sort: 'updated,id',
          perPage,
          after,
        }),
      3,
    );
    expect(routed).toEqual(await walk(restRead(admin), 3));
  });

  it('refuses a malformed cursor (400)', async () => {
    const bad: unknown = await guest(url)
      .send<unknown>('/api/sync/contractors', {
        query: { after_updated: "' OR 1=1 --", after_id: 'x', perPage: 10 },
        ...opts,
      })
      .catch((e: unknown) => e);
    expect((bad as ClientResponseError).status).toBe(400);
  });
});

describe('the app’s pull through the route', () => {
  it('stores what the REST pull stores, asking the route and not the REST list', async () => {
    const pb = new PocketBase(url);
    pb.authStore.save(hirer.token, hirer.record);
    const asked: string[] = [];
    pb.beforeSend = (sent, options) => {
      asked.push(new URL(sent).pathname);
      return { url: sent, options };
    };
    const stamp = Date.now();
    const viaRoute = new LocalDb(`pull-route-it-route-${stamp}`);
    const viaRest = new LocalDb(`pull-route-it-rest-${stamp}`);
    try {
      await pullCollection(viaRoute, 'contractors', {
        fetchPage: pageReader(pb),
        userId: hirer.id,
        perPage: 3,
      });
      await pullCollection(viaRest, 'contractors', {
        fetchPage: restPageReader(hirer.pb),
        userId: hirer.id,
        perPage: 3,
      });
      const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);
      const stored = (await viaRoute.contractors.toArray()).sort(byId);
      expect(stored.length).toBeGreaterThan(3);
      expect(stored).toEqual((await viaRest.contractors.toArray()).sort(byId));
      expect(await readCursor(viaRoute, 'contractors')).toEqual(
        await readCursor(viaRest, 'contractors'),
      );
      expect(asked.length).toBeGreaterThan(1);
      expect(new Set(asked)).toEqual(new Set(['/api/sync/contractors']));
    } finally {
      for (const db of [viaRoute, viaRest]) {
        db.close();
        await db.delete();
      }
    }
  });
});

describe('rate limit', () => {
  it('is the REST list’s: the same number of pages per address before 429', async () => {
    const from = await loopbackAddresses(url, 'pull-route');
    /** Requests from a new address until the first 429; the number answered before it. */
    const answeredBefore429 = async (path: string) => {
      const send = fetchFrom(from.next());
      for (let n = 0; n < 400; n++) {
        const res = await send(`${url}${path}`);
        if (res.status === 429) return n;
        expect(res.status).toBe(200);
      }
      return Infinity;
    };
    const rest = await answeredBefore429(
      '/api/collections/contractors/records?perPage=1&skipTotal=1&sort=updated,id',
    );
    const route = await answeredBefore429('/api/sync/contractors?perPage=1');
    expect(rest).toBeLessThan(400);
    expect(route).toBe(rest);
  }, 60_000);
});
