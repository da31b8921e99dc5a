import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { ageAccount, expectRefused, guest, signUp, superuser, type Actor } from '../support/actors';
import { testPocketBaseUrl } from '../support/servers';

const url = testPocketBaseUrl();
const opts = { requestKey: null };
const DAY_MS = 24 * 60 * 60 * 1000;

let admin: PocketBase;
let tradeId: string;

beforeAll(async () => {
  admin = await superuser(url);
  tradeId = (await admin.collection('trades').getFirstListItem('value = "glazier"', opts)).id;
});

async function listingOf(owner: Actor) {
  return owner.pb
    .collection('contractors')
    .create(
      { owner: owner.id, business_name: 'Clear Glass', trades: [tradeId], status: 'active' },
      opts,
    );
}

/**
 * A completed hire of `contractor`'s listing by a client who signed up 8 days ago (so that the
 * review counts at once), ready to review.
 */
async function completedHire(contractor: Actor, listingId: string) {
  const client = await signUp(url, { user_type: 'client' });
  await ageAccount(url, client.id, 8);
  const hire = await client.pb
    .collection('hires')
    .create({ client: client.id, contractor: listingId, status: 'requested' }, opts);
  await contractor.pb.collection('hires').update(hire.id, { status: 'accepted' }, opts);
  await contractor.pb.collection('hires').update(hire.id, { status: 'done' }, opts);
  await client.pb.collection('hires').update(hire.id, { status: 'completed' }, opts);
  return { client, hire };
}

describe('record hooks', () => {
  it('lists a new contractor for the 30 promo days', async () => {
    const owner = await signUp(url, { user_type: 'contractor' });
    const before = Date.now();
    const created = await listingOf(owner);
    const until = Date.parse(String(created.listed_until).replace(' ', 'T'));
    expect(until).toBeGreaterThanOrEqual(before + 30 * DAY_MS - 5000);
    expect(until).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS + 5000);
  });

  it('keeps rating_avg and rating_count in step with the reviews', async () => {
    const owner = await signUp(url, { user_type: 'contractor' });
    const listing = await listingOf(owner);
    const first = await completedHire(owner, listing.id);
    const second = await completedHire(owner, listing.id);
    const review = await first.client.pb
      .collection('reviews')
      .create(
        { contractor: listing.id, hire: first.hire.id, author: first.client.id, rating: 5 },
        opts,
      );
    await second.client.pb
      .collection('reviews')
      .create(
        { contractor: listing.id, hire: second.hire.id, author: second.client.id, rating: 2 },
        opts,
      );
    const rated = (id: string) => guest(url).collection('contractors').getOne(id, opts);
    expect(await rated(listing.id)).toMatchObject({ rating_avg: 3.5, rating_count: 2 });
    await first.client.pb.collection('reviews').update(review.id, { rating: 4 }, opts);
    expect(await rated(listing.id)).toMatchObject({ rating_avg: 3, rating_count: 2 });
    await first.client.pb.collection('reviews').delete(review.id, opts);
    expect(await rated(listing.id)).toMatchObject({ rating_avg: 2, rating_count: 1 });
  });

  // 16 sign-ups and hires set up first: a loaded machine takes longer than the default 20 s.
  it('counts reviews posted at the same moment, none lost', { timeout: 90_000 }, async () => {
    const owner = await signUp(url, { user_type: 'contractor' });
    const listing = await listingOf(owner);
    const hires = [];
    for (let i = 0; i < 16; i += 1) hires.push(await completedHire(owner, listing.id));
    await Promise.all(
      hires.map(({ client, hire }, i) =>
        client.pb
          .collection('reviews')
          .create(
            { contractor: listing.id, hire: hire.id, author: client.id, rating: (i % 5) + 1 },
            opts,
          ),
      ),
    );
    const stored = await admin.collection('contractors').getOne(listing.id, opts);
    expect(stored.rating_count).toBe(16);
    expect(stored.rating_avg).toBe(2.88); // 1+2+3+4+5 three times, then 1: 46 / 16
  });

  it('leaves a tombstone for each deleted or removed synced record', async () => {
    const owner = await signUp(url, { user_type: 'contractor' });
    const listing = await listingOf(owner);
    const { hire } = await completedHire(owner, listing.id);
    // Owners remove (soft delete); only superusers delete, the hire before its listing.
    await owner.pb.collection('contractors').update(listing.id, { status: 'removed' }, opts);
    await admin.collection('hires').delete(hire.id, opts);
    const tombstones = await guest(url)
      .collection('record_deletions')
      .getFullList({ filter: `record_id = "${listing.id}" || record_id = "${hire.id}"`, ...opts });
    expect(tombstones.map((t) => `${t.collection}:${t.record_id}`).sort()).toEqual(
      [`contractors:${listing.id}`, `hires:${hire.id}`].sort(),
    );
  });

  it('keeps no IP with an exit-intent capture (spec §3: ip_address is null)', async () => {
    const capture = await guest(url)
      .collection('exit_intent_captures')
      .create({ email: 'ip@example.com', user_intent: 'contractor' }, opts);
    const stored = await admin.collection('exit_intent_captures').getOne(capture.id, opts);
    expect(stored.ip_address).toBe('');
  });

  describe('sync conflict check (If-Match: the updated value an edit was based on)', () => {
    it('applies an update based on the current version and refuses one based on an older version with 409', async () => {
      const owner = await signUp(url, { user_type: 'contractor' });
      const created = await listingOf(owner);
      const base = String(created.updated);
      const first = await owner.pb
        .collection('contractors')
        .update(created.id, { city: 'Leeds' }, { ...opts, headers: { 'If-Match': base } });
      expect(first.city).toBe('Leeds');
      expect(first.updated).not.toBe(base);

      const error = await expectRefused(
        owner.pb
          .collection('contractors')
          .update(created.id, { city: 'York' }, { ...opts, headers: { 'If-Match': `"${base}"` } }),
        409,
      );
      expect(error.response.data).toMatchObject({ updated: { code: 'record_conflict' } });
      const stored = await admin.collection('contractors').getOne(created.id, opts);
      expect(stored.city).toBe('Leeds');
      expect(stored.updated).toBe(first.updated);
    });

    it('applies an update without If-Match (last write wins for callers that do not ask)', async () => {
      const owner = await signUp(url, { user_type: 'contractor' });
      const created = await listingOf(owner);
      const updated = await owner.pb
        .collection('contractors')
        .update(created.id, { city: 'Hull' }, opts);
      expect(updated.city).toBe('Hull');
    });

    it('answers 404, not 409, to a user the update rule refuses, so nothing leaks', async () => {
      const owner = await signUp(url, { user_type: 'contractor' });
      const other = await signUp(url, { user_type: 'contractor' });
      const created = await listingOf(owner);
      await expectRefused(
        other.pb
          .collection('contractors')
          .update(
            created.id,
            { city: 'Bath' },
            { ...opts, headers: { 'If-Match': '2000-01-01 00:00:00.000Z' } },
          ),
        404,
      );
    });

    it("checks hires, reviews and the user's own record too", async () => {
      const owner = await signUp(url, { user_type: 'contractor' });
      const listing = await listingOf(owner);
      const { client, hire } = await completedHire(owner, listing.id);
      const stale = { ...opts, headers: { 'If-Match': '2000-01-01 00:00:00.000Z' } };
      const client2 = await signUp(url, { user_type: 'client' });
      const requested = await client2.pb
        .collection('hires')
        .create({ client: client2.id, contractor: listing.id, status: 'requested' }, opts);
      await expectRefused(
        owner.pb.collection('hires').update(requested.id, { status: 'accepted' }, stale),
        409,
      );
      expect((await admin.collection('hires').getOne(requested.id, opts)).status).toBe('requested');
      const review = await client.pb
        .collection('reviews')
        .create({ contractor: listing.id, hire: hire.id, author: client.id, rating: 4 }, opts);
      await expectRefused(
        client.pb.collection('reviews').update(review.id, { rating: 2 }, stale),
        409,
      );
      await expectRefused(
        client.pb.collection('users').update(client.id, { name: 'X' }, stale),
        409,
      );
      expect((await admin.collection('reviews').getOne(review.id, opts)).rating).toBe(4);
    });
  });
});
