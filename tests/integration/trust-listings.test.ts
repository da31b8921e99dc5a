import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, guest, signUp, superuser } from '../support/actors';
import { completedHire, createListing, review, rooferId } from '../support/trust';
import { testPocketBaseUrl } from '../support/servers';

// Trust rules for listings (docs/security-model.md, "Trust rules"): suspensions stick, the
// owner's delete is a soft delete, only verified contractor types list, user_type is fixed
// under a listing. Plain SDK calls as the attacker would make them.
const url = testPocketBaseUrl();
const opts = { requestKey: null };

let admin: PocketBase;
let tradeId: string;

beforeAll(async () => {
  admin = await superuser(url);
  tradeId = await rooferId(admin);
});

describe('a suspended listing', () => {
  it('cannot be deleted, edited or replaced by its owner', async () => {
    const owner = await signUp(url, { user_type: 'contractor' });
    const mine = await createListing(owner, tradeId);
    await admin.collection('contractors').update(mine.id, { status: 'suspended' }, opts);

    await expectRefused(owner.pb.collection('contractors').delete(mine.id, opts));
    for (const body of [{ status: 'removed' }, { status: 'active' }, { business_name: 'New' }]) {
      await expectRefused(owner.pb.collection('contractors').update(mine.id, body, opts));
    }
    const refused = await expectRefused(createListing(owner, tradeId), 403);
    expect(refused.response.data).toMatchObject({ owner: { code: 'listing_exists' } });
    expect(await admin.collection('contractors').getOne(mine.id, opts)).toMatchObject({
      status: 'suspended',
      business_name: 'Trusty Roofing',
    });
  });
});

describe("the owner's remove", () => {
  it('lists a removed listing to its own hirers only, not to a client who hired another', async () => {
    const owner = await signUp(url, { user_type: 'contractor' });
    const other = await signUp(url, { user_type: 'contractor' });
    const client = await signUp(url, { user_type: 'client' });
    const otherClient = await signUp(url, { user_type: 'client' });
    const mine = await createListing(owner, tradeId);
    const theirs = await createListing(other, tradeId);
    await completedHire(owner, client, mine.id);
    await completedHire(other, otherClient, theirs.id);
    await owner.pb.collection('contractors').update(mine.id, { status: 'removed' }, opts);
    await other.pb.collection('contractors').update(theirs.id, { status: 'removed' }, opts);

    const both = `id = "${mine.id}" || id = "${theirs.id}"`;
    const listedTo = async (pb: typeof client.pb) =>
      (await pb.collection('contractors').getFullList({ ...opts, filter: both })).map((r) => r.id);
    expect(await listedTo(client.pb)).toEqual([mine.id]);
    expect(await listedTo(otherClient.pb)).toEqual([theirs.id]);
    expect(await listedTo(guest(url))).toEqual([]);
    await expectRefused(otherClient.pb.collection('contractors').getOne(mine.id, opts), 404);
  });

  it('is a soft delete: hidden from browse, kept for the clients who hired it', async () => {
    const owner = await signUp(url, { user_type: 'contractor' });
    const client = await signUp(url, { user_type: 'client' });
    const stranger = await signUp(url, { user_type: 'client' });
    const mine = await createListing(owner, tradeId);
    const hire = await completedHire(owner, client, mine.id);
    await review(client, hire, 4);

    await expectRefused(owner.pb.collection('contractors').delete(mine.id, opts));
    await owner.pb.collection('contractors').update(mine.id, { status: 'removed' }, opts);

    for (const pb of [guest(url), stranger.pb]) {
      await expectRefused(pb.collection('contractors').getOne(mine.id, opts), 404);
      const listed = await pb
        .collection('contractors')
        .getList(1, 50, { ...opts, filter: `id = "${mine.id}"` });
      expect(listed.items).toEqual([]);
    }
    // The client's history: the hire, the listing by id and the review that counts.
    expect((await client.pb.collection('hires').getOne(hire.id, opts)).status).toBe('completed');
    expect(await client.pb.collection('contractors').getOne(mine.id, opts)).toMatchObject({
      status: 'removed',
      rating_count: 1,
      rating_avg: 4,
    });
    const reviews = await guest(url)
      .collection('reviews')
      .getFullList({ ...opts, filter: `contractor = "${mine.id}"` });
    expect(reviews).toHaveLength(1);

    // Removed can come back (it was never suspended while removed: suspended → removed is refused).
    await owner.pb.collection('contractors').update(mine.id, { status: 'active' }, opts);
    expect((await guest(url).collection('contractors').getOne(mine.id, opts)).status).toBe(
      'active',
    );
  });
});

describe('who may own a listing', () => {
  it('refuses a client account', async () => {
    const client = await signUp(url, { user_type: 'client' });
    await expectRefused(createListing(client, tradeId), 400);
    const listed = await admin
      .collection('contractors')
      .getList(1, 1, { ...opts, filter: `owner = "${client.id}"` });
    expect(listed.totalItems).toBe(0);
  });

  it('refuses an unverified account (the app says why before it asks)', async () => {
    const owner = await signUp(url, { user_type: 'contractor', verified: false });
    await expectRefused(createListing(owner, tradeId), 400);
    const listed = await admin
      .collection('contractors')
      .getList(1, 1, { ...opts, filter: `owner = "${owner.id}"` });
    expect(listed.totalItems).toBe(0);
  });

  it('refuses a user_type change while the user owns a listing that is not removed', async () => {
    const owner = await signUp(url, { user_type: 'contractor' });
    const mine = await createListing(owner, tradeId);
    const refused = await expectRefused(
      owner.pb.collection('users').update(owner.id, { user_type: 'client' }, opts),
      400,
    );
    expect(refused.response.data).toMatchObject({ user_type: { code: 'listing_owner_type' } });
    expect((await admin.collection('users').getOne(owner.id, opts)).user_type).toBe('contractor');
    await expectRefused(
      owner.pb.collection('users').update(owner.id, { user_type: 'subcontractor' }, opts),
      400,
    );
    // Once the listing is removed, the type may change.
    await owner.pb.collection('contractors').update(mine.id, { status: 'removed' }, opts);
    await owner.pb.collection('users').update(owner.id, { user_type: 'client' }, opts);
  });
});
