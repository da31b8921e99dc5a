import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, guest, signUp, superuser, verifyUser } from '../support/actors';
import { completedHire, createListing, review, rooferId } from '../support/trust';
import { testPocketBaseUrl } from '../support/servers';

// Account deletion (GDPR erasure) keeps other people's hires and reviews, and an account whose
// listing was suspended cannot come back with the same email to list again.
const url = testPocketBaseUrl();
const opts = { requestKey: null };
const PASSWORD = 'again-password-123';

let admin: PocketBase;
let tradeId: string;

beforeAll(async () => {
  admin = await superuser(url);
  tradeId = await rooferId(admin);
});

describe("a contractor's account deletion", () => {
  it("keeps the client's hire, the listing (removed, emptied) and the review", async () => {
    const owner = await signUp(url, { user_type: 'contractor' });
    const client = await signUp(url, { user_type: 'client' });
    const mine = await createListing(owner, tradeId);
    const hire = await completedHire(owner, client, mine.id);
    const written = await review(client, hire, 5);

    await owner.pb.collection('users').delete(owner.id, opts);
    await expectRefused(admin.collection('users').getOne(owner.id, opts), 404);

    expect((await client.pb.collection('hires').getOne(hire.id, opts)).status).toBe('completed');
    const kept = await client.pb.collection('contractors').getOne(mine.id, opts);
    expect(kept).toMatchObject({ status: 'removed', owner: '', rating_count: 1, rating_avg: 5 });
    expect(kept['business_name']).not.toBe('Trusty Roofing');
    expect(kept['description']).toBe('');
    const stored = await admin.collection('contractors').getOne(mine.id, opts);
    expect(stored).toMatchObject({ phone: '', email: '', photos: [] });
    expect((await guest(url).collection('reviews').getOne(written.id, opts)).rating).toBe(5);
    // Removed and ownerless: hidden from guests, also through the empty owner.
    await expectRefused(guest(url).collection('contractors').getOne(mine.id, opts), 404);
    await expectRefused(guest(url).collection('hires').getOne(hire.id, opts), 404);
  });

  it('blocks the email of an account whose listing was suspended from listing again', async () => {
    const owner = await signUp(url, { user_type: 'contractor' });
    const mine = await createListing(owner, tradeId);
    await admin.collection('contractors').update(mine.id, { status: 'suspended' }, opts);
    const blockedBefore = await admin.collection('blocked_identities').getList(1, 1, opts);

    await owner.pb.collection('users').delete(owner.id, opts);
    expect((await admin.collection('contractors').getOne(mine.id, opts)).status).toBe('removed');
    const blocked = await admin
      .collection('blocked_identities')
      .getList(1, 50, { ...opts, sort: '-created' });
    expect(blocked.totalItems).toBe(blockedBefore.totalItems + 1);
    expect(blocked.items[0]?.['email_hash']).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(blocked.items)).not.toContain(owner.email);

    // Same email, other case and spacing: an account, but never a listing.
    const again = guest(url);
    const email = `  ${owner.email.toUpperCase()} `;
    const user = await again.collection('users').create(
      {
        email: email.trim(),
        password: PASSWORD,
        passwordConfirm: PASSWORD,
        user_type: 'contractor',
      },
      opts,
    );
    await verifyUser(url, user.id);
    await again.collection('users').authWithPassword(email.trim(), PASSWORD, opts);
    const refused = await expectRefused(
      again
        .collection('contractors')
        .create(
          { owner: user.id, business_name: 'Fresh Start', trades: [tradeId], status: 'active' },
          opts,
        ),
      403,
    );
    expect(refused.response.data).toMatchObject({ owner: { code: 'identity_blocked' } });

    const someoneElse = await signUp(url, { user_type: 'contractor' });
    await createListing(someoneElse, tradeId);
  });

  it('keeps blocked identities from everyone but superusers', async () => {
    const user = await signUp(url, { user_type: 'contractor' });
    for (const pb of [guest(url), user.pb]) {
      await expectRefused(pb.collection('blocked_identities').getList(1, 1, opts), 403);
      await expectRefused(pb.collection('trust_settings').getList(1, 1, opts), 403);
      await expectRefused(
        pb.collection('blocked_identities').create({ email_hash: 'a'.repeat(64) }, opts),
      );
    }
  });
});
