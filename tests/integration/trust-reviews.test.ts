import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, signUp, superuser, type Actor } from '../support/actors';
import {
  completedHire,
  createListing,
  moveHire,
  requestHire,
  review,
  rooferId,
} from '../support/trust';
import { testPocketBaseUrl } from '../support/servers';

// Reviews that cannot be gamed: only the client of a hire they confirmed, one per client per
// listing, verified accounts only.
const url = testPocketBaseUrl();
const opts = { requestKey: null };

let admin: PocketBase;
let tradeId: string;

beforeAll(async () => {
  admin = await superuser(url);
  tradeId = await rooferId(admin);
});

/** The 10 × (hire → accept → complete → 5 stars) loop of the outside review, each step tried. */
async function stuff(owner: Actor, sock: Actor, listingId: string): Promise<number> {
  let accepted = 0;
  for (let i = 0; i < 10; i += 1) {
    try {
      const hire = await requestHire(sock, listingId);
      await moveHire(owner, hire.id, 'accepted');
      await moveHire(owner, hire.id, 'completed').catch(async () => {
        await moveHire(owner, hire.id, 'done');
        await moveHire(sock, hire.id, 'completed');
      });
      await review(sock, { ...hire, contractor: listingId }, 5);
      accepted += 1;
    } catch {
      // refused somewhere: the loop goes on, as an attacker's would
    }
  }
  return accepted;
}

describe('rating stuffing', () => {
  it('an unverified second account gets no hire and no review through', async () => {
    const owner = await signUp(url, { user_type: 'contractor' });
    const sock = await signUp(url, { user_type: 'client' }, undefined);
    await admin.collection('users').update(sock.id, { verified: false }, opts);
    const mine = await createListing(owner, tradeId);
    expect(await stuff(owner, sock, mine.id)).toBe(0);
    expect(await admin.collection('contractors').getOne(mine.id, opts)).toMatchObject({
      rating_count: 0,
    });
  });

  it('a verified second account gets one review, however many hires it confirms', async () => {
    const owner = await signUp(url, { user_type: 'contractor' });
    const sock = await signUp(url, { user_type: 'client' });
    const mine = await createListing(owner, tradeId);
    expect(await stuff(owner, sock, mine.id)).toBe(1);
    expect(await admin.collection('contractors').getOne(mine.id, opts)).toMatchObject({
      rating_count: 1,
    });
  });
});

describe('who may review', () => {
  it('only after the client confirmed the work done, not on a dispute', async () => {
    const owner = await signUp(url, { user_type: 'contractor' });
    const client = await signUp(url, { user_type: 'client' });
    const mine = await createListing(owner, tradeId);
    const hire = await requestHire(client, mine.id);
    await moveHire(owner, hire.id, 'accepted');
    // The contractor can no longer complete; they mark done, the client confirms or disputes.
    await expectRefused(moveHire(owner, hire.id, 'completed'), 404);
    await expectRefused(moveHire(client, hire.id, 'done'), 404);
    await moveHire(owner, hire.id, 'done');
    await expectRefused(review(client, hire), 400);
    await expectRefused(moveHire(owner, hire.id, 'completed'), 404);
    await expectRefused(moveHire(client, hire.id, 'disputed'), 404);
    await expectRefused(moveHire(client, hire.id, 'completed', { dispute_reason: 'x' }), 404);
    const disputed = await moveHire(client, hire.id, 'disputed', {
      dispute_reason: 'The roof still leaks.',
    });
    expect(disputed).toMatchObject({ status: 'disputed', dispute_reason: 'The roof still leaks.' });
    await expectRefused(review(client, hire), 400);
    await expectRefused(moveHire(client, hire.id, 'completed'), 404);

    const second = await completedHire(owner, client, mine.id);
    const written = await review(client, second, 4);
    expect(written.rating).toBe(4);
  });

  it('a later hire lets the client edit their review, not add one', async () => {
    const owner = await signUp(url, { user_type: 'contractor' });
    const client = await signUp(url, { user_type: 'client' });
    const mine = await createListing(owner, tradeId);
    const first = await completedHire(owner, client, mine.id);
    const written = await review(client, first, 2, 'Late');
    const later = await completedHire(owner, client, mine.id);
    await expectRefused(review(client, later, 5), 400);
    await client.pb.collection('reviews').update(written.id, { rating: 5, body: 'Better' }, opts);
    expect(await admin.collection('contractors').getOne(mine.id, opts)).toMatchObject({
      rating_count: 1,
      rating_avg: 5,
    });
  });

  it('not from an account whose email is no longer verified', async () => {
    const owner = await signUp(url, { user_type: 'contractor' });
    const client = await signUp(url, { user_type: 'client' });
    const mine = await createListing(owner, tradeId);
    const hire = await completedHire(owner, client, mine.id);
    await admin.collection('users').update(client.id, { verified: false }, opts);
    await expectRefused(review(client, hire), 400);
  });
});
