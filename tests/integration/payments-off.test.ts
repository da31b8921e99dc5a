import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, superuser } from '../support/actors';
import { owingListing, payFee } from '../support/payments';
import { startTestPocketBase, type RunningPocketBase } from '../support/pocketbase';
import { createListing, requestHire } from '../support/trust';

// A server without Stripe keys (`npm start` as a self-hoster first runs it): payments are
// off, said so, and the intent route refuses with 503. Its own PocketBase: the shared one
// takes payments.
let server: RunningPocketBase;

beforeAll(async () => {
  server = await startTestPocketBase();
});

afterAll(async () => {
  await server.stop();
});

describe('payments off (no STRIPE_SECRET_KEY)', () => {
  it('says so in the capabilities, with the fee it would charge', async () => {
    const caps = (await (await fetch(`${server.url}/api/app/capabilities`)).json()) as unknown;
    expect(caps).toMatchObject({ payments: false, fee: { amountCents: 100, currency: 'USD' } });
  });

  it('answers 503 to a payment, before looking at the debt', async () => {
    const admin = await superuser(server.url);
    const tradeId = (
      await admin.collection('trades').getFirstListItem('value = "roofer"', { requestKey: null })
    ).id;
    const { owner, listing } = await owingListing({ admin, url: server.url, tradeId });
    expect(listing.listing_fee_waiver).toBe('payments_off');
    const answer = await payFee(owner.pb, {
      kind: 'listing',
      target: listing.id,
      paymentMethod: 'pm_card_visa',
    });
    expect(answer.status).toBe(503);
    expect(answer.body.message).toBe('Payments are not set up on this server.');
    const stranger = await signUp(server.url);
    expect((await payFee(stranger.pb, { kind: 'nonsense' })).status).toBe(503);
    expect((await admin.collection('payments').getList(1, 1)).totalItems).toBe(0);
  });

  it("waives a new client's hire as payments_off, not as their free month", async () => {
    // The shared server (payments on) gives the same client's hire `free_month`
    // (fee-access.test.ts); here the honest reason is that nothing is ever charged.
    const admin = await superuser(server.url);
    const tradeId = (
      await admin.collection('trades').getFirstListItem('value = "roofer"', { requestKey: null })
    ).id;
    const owner = await signUp(server.url, { user_type: 'contractor' });
    const listing = await createListing(owner, tradeId);
    const client = await signUp(server.url, { user_type: 'client' });
    const hire = await requestHire(client, listing.id);
    expect(hire).toMatchObject({ fee_status: 'waived', fee_waiver: 'payments_off' });
    const stored = await admin.collection('hires').getOne(hire.id, { requestKey: null });
    expect(stored).toMatchObject({ fee_status: 'waived', fee_waiver: 'payments_off' });
  });

  it('refuses every webhook: there is no secret to check it with', async () => {
    const res = await fetch(`${server.url}/api/payments/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': 't=1,v1=' + '0'.repeat(64),
      },
      body: '{}',
    });
    expect(res.status).toBe(400);
  });
});
