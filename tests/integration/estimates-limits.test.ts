import PocketBase, { ClientResponseError } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countRecords,
  expectRefused,
  guest,
  signUp,
  superuser,
  type Actor,
} from '../support/actors';
import { loopbackAddresses, type Addresses } from '../support/loopback';
import { startTestPocketBase, type RunningPocketBase } from '../support/pocketbase';
import { createListing, rooferId } from '../support/trust';
import { testPocketBaseUrl } from '../support/servers';

// The estimates' and cost overrides' server limits over plain HTTP
// (pb_migrations/1764320300_estimates_sync_limits.js, lib/estimates.js, cost-overrides.pb.js):
// owner-only tombstones of deleted private records, the per-user cap on estimates, the per-IP
// limit on estimates create, suspended users and bad values for cost_overrides.
const url = testPocketBaseUrl();
const opts = { requestKey: null };

let from: Addresses;
let admin: PocketBase;
let owner: Actor;
let other: Actor;
let suspended: Actor;
let materialId = '';

const estimate = {
  name: 'Bathroom',
  client_name: '',
  address: '',
  trades: [],
  currency: 'EUR',
  sections: [],
  settings: { overheadPercent: 0, profitPercent: 0, taxPercent: 0, regionalFactor: 1 },
};

beforeAll(async () => {
  from = await loopbackAddresses(url, 'estimates-limits');
  admin = await superuser(url, from);
  owner = await signUp(url, { user_type: 'contractor' }, from);
  other = await signUp(url, { user_type: 'client' }, from);
  suspended = await signUp(url, { user_type: 'contractor' }, from);
  const listing = await createListing(suspended, await rooferId(admin));
  await admin.collection('contractors').update(listing.id, { status: 'suspended' }, opts);
  materialId = (await admin.collection('materials').getFirstListItem('', opts)).id;
});

interface Tombstone {
  id: string;
  collection: string;
  record_id: string;
  owner: string;
}

/** The tombstones naming `recordId` that `pb` can list. */
const tombstonesOf = (pb: PocketBase, recordId: string) =>
  pb
    .collection<Tombstone>('record_deletions')
    .getFullList({ filter: `record_id = "${recordId}"`, ...opts });

describe('tombstones of private records', () => {
  it('lets only the owner read the tombstone of a deleted estimate', async () => {
    const made = await owner.pb.collection('estimates').create(estimate, opts);
    await owner.pb.collection('estimates').delete(made.id, opts);
    const mine = await tombstonesOf(owner.pb, made.id);
    expect(mine.map((t) => [t.collection, t.owner])).toEqual([['estimates', owner.id]]);
    for (const pb of [other.pb, guest(url, from)]) {
      expect(await tombstonesOf(pb, made.id)).toEqual([]);
      await expectRefused(pb.collection('record_deletions').getOne(mine[0]?.id ?? '', opts), 404);
    }
    // Nobody may write tombstones.
    await expectRefused(
      owner.pb
        .collection('record_deletions')
        .create({ collection: 'estimates', record_id: made.id }, opts),
    );
  });

  it('keeps public tombstones readable by anyone', async () => {
    const contractor = await signUp(url, { user_type: 'contractor' }, from);
    const listing = await createListing(contractor, await rooferId(admin));
    await admin.collection('contractors').delete(listing.id, opts);
    const seen = await tombstonesOf(guest(url, from), listing.id);
    expect(seen.map((t) => [t.collection, t.owner])).toEqual([['contractors', '']]);
  });

  it('lets only the owner read the tombstone of a deleted cost override', async () => {
    const made = await owner.pb
      .collection('cost_overrides')
      .create({ owner: owner.id, material: materialId, price_cents: 1999, currency: 'EUR' }, opts);
    await owner.pb.collection('cost_overrides').delete(made.id, opts);
    expect((await tombstonesOf(owner.pb, made.id)).map((t) => t.collection)).toEqual([
      'cost_overrides',
    ]);
    expect(await tombstonesOf(other.pb, made.id)).toEqual([]);
  });
});

describe('estimates per user', () => {
  it('allows 500 estimates per account, then refuses with estimates_limit_reached', async () => {
    const user = await signUp(url, { user_type: 'client' }, from);
    for (let i = 0; i < 499; i += 25) {
      const names = Array.from({ length: Math.min(25, 499 - i) }, (_, j) => `E${i + j}`);
      await Promise.all(
        names.map((name) =>
          admin.collection('estimates').create({ ...estimate, name, owner: user.id }, opts),
        ),
      );
    }
    await user.pb.collection('estimates').create({ ...estimate, name: 'The 500th' }, opts);
    const before = await countRecords(admin, 'estimates');
    const refused = await expectRefused(
      user.pb.collection('estimates').create({ ...estimate, name: 'One too many' }, opts),
      400,
    );
    expect(refused.response).toMatchObject({
      data: { owner: { code: 'estimates_limit_reached' } },
    });
    expect(await countRecords(admin, 'estimates')).toBe(before);
    // Another user is not affected.
    expect((await other.pb.collection('estimates').create(estimate, opts)).owner).toBe(other.id);
  });
});

describe('cost_overrides: suspended users and bad values', () => {
  it('refuses writes from a user whose listing is suspended', async () => {
    const kept = await admin
      .collection('cost_overrides')
      .create(
        { owner: suspended.id, soc_code: '47-2031', price_cents: 3000, currency: 'USD' },
        opts,
      );
    const refused = await expectRefused(
      suspended.pb
        .collection('cost_overrides')
        .create(
          { owner: suspended.id, material: materialId, price_cents: 100, currency: 'USD' },
          opts,
        ),
      403,
    );
    expect(refused.response).toMatchObject({ data: { owner: { code: 'owner_suspended' } } });
    await expectRefused(
      suspended.pb.collection('cost_overrides').update(kept.id, { price_cents: 1 }, opts),
      403,
    );
    await expectRefused(suspended.pb.collection('cost_overrides').delete(kept.id, opts), 403);
    expect(
      (await suspended.pb.collection('cost_overrides').getOne(kept.id, opts)).price_cents,
    ).toBe(3000);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a negative price', { price_cents: -100 }, 'price_cents', 'validation_min_number_constraint'],
    ['non-integer cents', { price_cents: 12.5 }, 'price_cents', 'validation_only_int_constraint'],
    [
      'an unknown material',
      { material: 'nosuchmaterial1' },
      'material',
      'validation_missing_rel_records',
    ],
  ])('refuses %s', async (_t, change, field, code) => {
    const error = await expectRefused(
      other.pb
        .collection('cost_overrides')
        .create(
          { owner: other.id, material: materialId, price_cents: 500, currency: 'EUR', ...change },
          opts,
        ),
      400,
    );
    expect(error.response).toMatchObject({ data: { [field]: { code } } });
  });

  it('refuses an override made in another user’s name, and moving one to another user', async () => {
    await expectRefused(
      other.pb
        .collection('cost_overrides')
        .create({ owner: owner.id, material: materialId, price_cents: 500, currency: 'EUR' }, opts),
      400,
    );
    const mine = await other.pb
      .collection('cost_overrides')
      .create({ owner: other.id, soc_code: '47-2061', price_cents: 2500, currency: 'EUR' }, opts);
    await expectRefused(
      other.pb.collection('cost_overrides').update(mine.id, { owner: owner.id }, opts),
      404,
    );
    expect((await admin.collection('cost_overrides').getOne(mine.id, opts)).owner).toBe(other.id);
  });
});

describe('estimates create per IP', () => {
  let server: RunningPocketBase;
  beforeAll(async () => {
    server = await startTestPocketBase({ productionRateLimits: true });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('allows 30 estimate creates a minute from one address, then answers 429', async () => {
    const user = await signUp(server.url, { user_type: 'client' });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push(
        await user.pb
          .collection('estimates')
          .create({ ...estimate, name: `R${i}` }, opts)
          .then(
            () => 200,
            (e: unknown) => (e instanceof ClientResponseError ? e.status : -1),
          ),
      );
    }
    expect(statuses.slice(0, 30)).toEqual(Array.from({ length: 30 }, () => 200));
    expect(statuses[30]).toBe(429);
  });
});
