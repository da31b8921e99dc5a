import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, signUp, superuser } from '../support/actors';
import { createListing, moveHire, requestHire, rooferId } from '../support/trust';
import { testPocketBaseUrl } from '../support/servers';

// Hires need verified accounts, and a suspended listing's owner cannot move hires forward
// (declining stays allowed: it frees the client to hire someone else).
const url = testPocketBaseUrl();
const opts = { requestKey: null };

let admin: PocketBase;
let tradeId: string;

beforeAll(async () => {
  admin = await superuser(url);
  tradeId = await rooferId(admin);
});

describe('a suspended owner', () => {
  it('cannot accept or mark done, and may decline', async () => {
    const owner = await signUp(url, { user_type: 'contractor' });
    // Three clients: one open hire per client and listing.
    const first = await signUp(url, { user_type: 'client' });
    const second = await signUp(url, { user_type: 'client' });
    const third = await signUp(url, { user_type: 'client' });
    const mine = await createListing(owner, tradeId);
    const toAccept = await requestHire(first, mine.id);
    const toDecline = await requestHire(second, mine.id);
    const toFinish = await requestHire(third, mine.id);
    await moveHire(owner, toFinish.id, 'accepted');
    await admin.collection('contractors').update(mine.id, { status: 'suspended' }, opts);

    await expectRefused(moveHire(owner, toAccept.id, 'accepted'), 404);
    await expectRefused(moveHire(owner, toFinish.id, 'done'), 404);
    await moveHire(owner, toDecline.id, 'declined');
    const stored = await admin
      .collection('hires')
      .getFullList({ ...opts, filter: `contractor = "${mine.id}"`, sort: 'created' });
    expect(stored.map((h) => String(h['status'])).sort()).toEqual([
      'accepted',
      'declined',
      'requested',
    ]);
  });
});

describe('unverified accounts', () => {
  it('cannot ask for a hire, nor answer one', async () => {
    const owner = await signUp(url, { user_type: 'contractor' });
    const mine = await createListing(owner, tradeId);
    const unverified = await signUp(url, { user_type: 'client', verified: false });
    await expectRefused(requestHire(unverified, mine.id), 400);

    const client = await signUp(url, { user_type: 'client' });
    const hire = await requestHire(client, mine.id);
    await admin.collection('users').update(owner.id, { verified: false }, opts);
    await expectRefused(moveHire(owner, hire.id, 'accepted'), 404);
    expect((await admin.collection('hires').getOne(hire.id, opts)).status).toBe('requested');
  });

  it('a dispute reason is set only with the dispute', async () => {
    const owner = await signUp(url, { user_type: 'contractor' });
    const client = await signUp(url, { user_type: 'client' });
    const mine = await createListing(owner, tradeId);
    await expectRefused(
      client.pb
        .collection('hires')
        .create(
          { client: client.id, contractor: mine.id, status: 'requested', dispute_reason: 'x' },
          opts,
        ),
      400,
    );
    const hire = await requestHire(client, mine.id);
    await expectRefused(moveHire(owner, hire.id, 'accepted', { dispute_reason: 'x' }), 404);
  });
});
