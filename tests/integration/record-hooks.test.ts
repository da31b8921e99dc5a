import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { guest, signUp, superuser, type Actor } from '../support/actors';

const url = inject('pocketbaseUrl');
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

/** A completed hire of `contractor`'s listing by a new client, ready to review. */
async function completedHire(contractor: Actor, listingId: string) {
  const client = await signUp(url, { user_type: 'client' });
  const hire = await client.pb
    .collection('hires')
    .create({ client: client.id, contractor: listingId, status: 'requested' }, opts);
  await contractor.pb.collection('hires').update(hire.id, { status: 'accepted' }, opts);
  await contractor.pb.collection('hires').update(hire.id, { status: 'completed' }, opts);
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

  it('leaves a tombstone for each deleted synced record', async () => {
    const owner = await signUp(url, { user_type: 'contractor' });
    const listing = await listingOf(owner);
    const { hire } = await completedHire(owner, listing.id);
    await owner.pb.collection('contractors').delete(listing.id, opts);
    const tombstones = await guest(url)
      .collection('record_deletions')
      .getFullList({ filter: `record_id = "${listing.id}" || record_id = "${hire.id}"`, ...opts });
    expect(tombstones.map((t) => `${t.collection}:${t.record_id}`).sort()).toEqual(
      [`contractors:${listing.id}`, `hires:${hire.id}`].sort(),
    );
  });

  it('records the IP of an exit-intent capture on the server', async () => {
    const capture = await guest(url)
      .collection('exit_intent_captures')
      .create({ email: 'ip@example.com', user_intent: 'contractor' }, opts);
    const stored = await admin.collection('exit_intent_captures').getOne(capture.id, opts);
    expect(stored.ip_address).toBe('127.0.0.1');
  });
});
