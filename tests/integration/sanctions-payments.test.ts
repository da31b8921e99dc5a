import type PocketBase from 'pocketbase';
import { ClientResponseError } from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { superuser } from '../support/actors';
import { EMULATOR_SECRET_KEY, intentsFor, paymentMethodFor } from '../support/localstripe';
import { loopbackAddresses, type Addresses } from '../support/loopback';
import { owingListing, type Debts } from '../support/payments';
import { testPocketBaseUrl, testStripeUrl } from '../support/servers';

// The payment intent route refuses a payment from a sanctioned place (the app's IP-location
// headers) and with a card from a sanctioned country (the card's country as the Stripe
// emulator reports it), before any PaymentIntent or payment record exists.
const url = testPocketBaseUrl();
const stripeUrl = testStripeUrl();
const opts = { requestKey: null };
const VISA = '4242424242424242';

let from: Addresses;
let admin: PocketBase;
let d: Debts;

beforeAll(async () => {
  from = await loopbackAddresses(url, 'sanctions-payments');
  admin = await superuser(url, from);
  const tradeId = (await admin.collection('trades').getFirstListItem('value = "roofer"', opts)).id;
  d = { admin, url, from, tradeId };
});

/** A contractor whose free month has ended, so their listing owes its $1. */
async function owing() {
  const { owner, listing } = await owingListing(d);
  await admin
    .collection('contractors')
    .update(listing.id, { listed_until: '2020-01-01 00:00:00.000Z' }, opts);
  return { owner, listing };
}

/** POST /api/payments/intent as `pb` with `headers`; answers status and body, never throws. */
async function payFrom(pb: PocketBase, headers: Record<string, string>, body: unknown) {
  try {
    const value: unknown = await pb.send('/api/payments/intent', {
      method: 'POST',
      body,
      headers,
      requestKey: null,
    });
    return { status: 200, body: value as Record<string, unknown> };
  } catch (error) {
    if (!(error instanceof ClientResponseError) || error.status === 0) throw error;
    return { status: error.status, body: error.response };
  }
}

/**
 * Sets a PaymentMethod's card country at the emulator. localstripe makes every card French
 * and has no way to choose at creation; its generic update replaces the `card` object, which
 * real Stripe would refuse: test-only.
 */
async function setCardCountry(paymentMethod: string, country: string) {
  const res = await fetch(`${stripeUrl}/v1/payment_methods/${paymentMethod}`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${EMULATOR_SECRET_KEY}:`).toString('base64')}`,
    },
    body: new URLSearchParams({
      'card[country]': country,
      'card[brand]': 'visa',
      'card[last4]': '4242',
      'card[funding]': 'credit',
    }),
  });
  const body = (await res.json()) as { card?: { country?: string } };
  expect(body.card?.country).toBe(country);
}

/** What a refused payment must have left: no payment, no intent, the listing still owing. */
async function expectNothingCreated(listingId: string) {
  const payments = await admin
    .collection('payments')
    .getList(1, 1, { filter: admin.filter('target = {:t}', { t: listingId }), ...opts });
  expect(payments.totalItems).toBe(0);
  expect(await intentsFor(stripeUrl, listingId)).toEqual([]);
  const listing = await admin.collection('contractors').getOne(listingId, opts);
  expect(listing.listing_paid_at).toBe('');
}

async function paymentEventsOf(userId: string) {
  return admin.collection('security_events').getFullList<{ details: Record<string, string> }>({
    filter: admin.filter('event_type = "sanctions_refusal" && user = {:u}', { u: userId }),
    ...opts,
  });
}

describe('POST /api/payments/intent from a sanctioned place or with a sanctioned card', () => {
  it.each([
    ['X-Client-Country IR', { 'X-Client-Country': 'IR' }, 'IR'],
    ['X-Client-Region Crimea', { 'X-Client-Country': 'UA', 'X-Client-Region': 'Crimea' }, 'UA-43'],
  ])('%s → 451, no payment, no intent, one event', async (_title, headers, matched) => {
    const { owner, listing } = await owing();
    const paymentMethod = await paymentMethodFor(stripeUrl, VISA);
    const answer = await payFrom(owner.pb, headers, {
      kind: 'listing',
      target: listing.id,
      paymentMethod,
    });
    expect(answer.status).toBe(451);
    expect(answer.body).toMatchObject({ code: 'sanctioned_region' });
    await expectNothingCreated(listing.id);
    const events = await paymentEventsOf(owner.id);
    expect(events.map((e) => e.details)).toEqual([
      expect.objectContaining({ check: 'payment', matched, card_country: 'FR' }),
    ]);
  });

  it('refuses a card from Iran, though the request comes from Germany', async () => {
    const { owner, listing } = await owing();
    const paymentMethod = await paymentMethodFor(stripeUrl, VISA);
    await setCardCountry(paymentMethod, 'IR');
    const answer = await payFrom(
      owner.pb,
      { 'X-Client-Country': 'DE' },
      { kind: 'listing', target: listing.id, paymentMethod },
    );
    expect(answer.status).toBe(451);
    expect(answer.body).toMatchObject({ code: 'sanctioned_region' });
    await expectNothingCreated(listing.id);
    const events = await paymentEventsOf(owner.id);
    expect(events.map((e) => e.details)).toEqual([
      expect.objectContaining({
        check: 'payment',
        country: 'DE',
        card_country: 'IR',
        matched: 'IR',
      }),
    ]);
  });

  it('takes the payment from Germany with a French card', async () => {
    const { owner, listing } = await owing();
    const paymentMethod = await paymentMethodFor(stripeUrl, VISA);
    const answer = await payFrom(
      owner.pb,
      { 'X-Client-Country': 'DE', 'X-Client-Region': 'Berlin' },
      { kind: 'listing', target: listing.id, paymentMethod },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ next: 'succeeded' });
    // The same reads that found nothing above find this payment's intent.
    expect(await intentsFor(stripeUrl, listing.id)).toHaveLength(1);
    expect(await paymentEventsOf(owner.id)).toEqual([]);
  });
});
