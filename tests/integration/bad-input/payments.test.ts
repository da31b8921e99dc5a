import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { countRecords, type Actor, type RecordModel } from '../../support/actors';
import { NO_SUCH_ID, opts, useMatrix } from '../../support/bad-input';
import { intentCount, paymentMethodFor } from '../../support/localstripe';
import { call, owingListing, payFee, unpaidHire, type Debts } from '../../support/payments';
import { bad, invalid, type Fields, type Refusal } from '../../support/refusal';
import { testStripeUrl } from '../../support/servers';

// Bad input to POST /api/payments/intent and GET /api/payments/{id}: every case answers 4xx,
// writes no payment and makes no PaymentIntent at the Stripe emulator. Each call comes from a
// loopback address of its own: the route allows 20 calls per 5 minutes per IP.
const m = useMatrix('bad-input/payments');
const stripeUrl = testStripeUrl();

let d: Debts;
let owner: Actor;
let listing: RecordModel;
let client: Actor;
let hire: RecordModel;
let stranger: Actor;
let card: string;

beforeAll(async () => {
  const tradeId = (await m.admin.collection('trades').getFirstListItem('value = "roofer"', opts))
    .id;
  d = { admin: m.admin, url: m.url, tradeId };
  ({ owner, listing } = await owingListing(d));
  ({ client, hire } = await unpaidHire(d));
  ({ owner: stranger } = await owingListing(d));
  card = await paymentMethodFor(stripeUrl, '4242424242424242');
});

const ok = (fields: Fields = {}): Fields => ({
  kind: 'listing',
  target: listing.id,
  paymentMethod: card,
  ...fields,
});

/** Sends `body` as `pb` and checks the refusal, no payment written, no intent made. */
async function refusedPay(pb: PocketBase, body: unknown, expected: Refusal): Promise<void> {
  const [payments, intents] = [
    await countRecords(m.admin, 'payments'),
    await intentCount(stripeUrl),
  ];
  const answer = await payFee(pb, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(expected.status);
  const data = answer.body.data ?? {};
  expect(Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v.code]))).toEqual(
    expected.errors,
  );
  expect(await countRecords(m.admin, 'payments'), 'payments').toBe(payments);
  expect(await intentCount(stripeUrl), 'PaymentIntents').toBe(intents);
}

const invalidValue = 'validation_invalid_value';
const tooLong = 'validation_max_text_constraint';
const notFound: Refusal = { status: 404, errors: {}, label: '404' };

describe('POST /api/payments/intent', () => {
  it.each<[string, () => unknown, Refusal]>([
    [
      'an empty object',
      () => ({}),
      invalid({ kind: invalidValue, target: invalidValue, paymentMethod: invalidValue }),
    ],
    ['kind 1 (a number)', () => ok({ kind: 1 }), bad('kind', invalidValue)],
    ['kind "subscription"', () => ok({ kind: 'subscription' }), bad('kind', invalidValue)],
    ['kind "LISTING" (case differs)', () => ok({ kind: 'LISTING' }), bad('kind', invalidValue)],
    ['kind ["listing"] (an array)', () => ok({ kind: ['listing'] }), bad('kind', invalidValue)],
    ['no target', () => ok({ target: undefined }), bad('target', invalidValue)],
    ['target 123 (a number)', () => ok({ target: 123 }), bad('target', invalidValue)],
    [
      'target {"id": …} (an object)',
      () => ok({ target: { id: listing.id } }),
      bad('target', invalidValue),
    ],
    [
      'target with a filter in it',
      () => ok({ target: `${listing.id}" || 1=1` }),
      bad('target', invalidValue),
    ],
    ['target of 16 characters', () => ok({ target: 'a'.repeat(16) }), bad('target', tooLong)],
    [
      'target of 100,000 characters',
      () => ok({ target: 'a'.repeat(100_000) }),
      bad('target', tooLong),
    ],
    [
      'no paymentMethod',
      () => ok({ paymentMethod: undefined }),
      bad('paymentMethod', invalidValue),
    ],
    [
      'paymentMethod "card_123" (not a PaymentMethod)',
      () => ok({ paymentMethod: 'card_123' }),
      bad('paymentMethod', invalidValue),
    ],
    [
      'paymentMethod with a path in it',
      () => ok({ paymentMethod: 'pm_1/../../v1/charges' }),
      bad('paymentMethod', invalidValue),
    ],
    [
      'paymentMethod of 300 characters',
      () => ok({ paymentMethod: `pm_${'a'.repeat(297)}` }),
      bad('paymentMethod', tooLong),
    ],
    ['paymentMethod true', () => ok({ paymentMethod: true }), bad('paymentMethod', invalidValue)],
  ])('refuses %s', (_title, body, expected) => refusedPay(m.as(owner), body(), expected));

  it('refuses a JSON array or a string as the body', async () => {
    for (const body of [[ok()], 'listing']) {
      const answer = await payFee(m.as(owner), body);
      expect(answer.status).toBe(400);
    }
  });

  it('refuses a guest with 401', async () => {
    const answer = await payFee(m.as(), ok());
    expect(answer.status).toBe(401);
  });

  it.each<[string, () => [PocketBase, unknown], Refusal]>([
    ['a listing of someone else', () => [m.as(stranger), ok()], notFound],
    [
      'a hire of someone else',
      () => [m.as(stranger), ok({ kind: 'hire', target: hire.id })],
      notFound,
    ],
    ['a listing id as a hire', () => [m.as(owner), ok({ kind: 'hire' })], notFound],
    [
      'a hire id as a listing',
      () => [m.as(client), ok({ kind: 'listing', target: hire.id })],
      notFound,
    ],
    ['an id no record has', () => [m.as(owner), ok({ target: NO_SUCH_ID })], notFound],
    [
      'a PaymentMethod the emulator does not know',
      () => [m.as(owner), ok({ paymentMethod: 'pm_doesnotexist' })],
      { status: 400, errors: {}, label: '400' },
    ],
  ])('refuses %s', (_title, make, expected) => {
    const [pb, body] = make();
    return refusedPay(pb, body, expected);
  });
});

describe('GET /api/payments/{id}', () => {
  it('answers 404 for an id no payment has, of any shape', async () => {
    for (const id of [NO_SUCH_ID, 'x', 'a'.repeat(300), '..%2F..%2Fsettings', '%00']) {
      expect((await call(m.as(owner), 'GET', `/api/payments/${id}`)).status, id).toBe(404);
    }
  });
});
