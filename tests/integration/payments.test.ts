import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/pocketbase.mjs';
import { countRecords, guest, superuser, type RecordModel } from '../support/actors';
import {
  authenticate,
  intent,
  intentsFor,
  paymentMethodFor,
  signature,
  TEST_WEBHOOK_SECRET,
} from '../support/localstripe';
import { fetchFrom, loopbackAddresses, type Addresses } from '../support/loopback';
import { call, owingListing, payFee, unpaidHire, type Debts } from '../support/payments';
import { sendMailTo, stopSendingMail, subjectOf, useSmtpCatcher } from '../support/smtp-catcher';
import { testPocketBaseUrl, testStripeUrl } from '../support/servers';

// Paying the fees through Stripe (docs/fees.md "Payments through Stripe"), against the real
// PocketBase and the Stripe emulator the integration global setup started; the emulator
// delivers its signed events to the server's webhook about a second after each charge.
const url = testPocketBaseUrl();
const stripeUrl = testStripeUrl();
const opts = { requestKey: null };
const VISA = '4242424242424242';
const DECLINED = '4000000000000341';
const THREE_D_SECURE = '4000002500003155';
const receiptCopy = JSON.parse(
  readFileSync(join(ROOT, 'pb_hooks/lib/receipt-mail.json'), 'utf8'),
) as Record<string, { subject: string }>;

const catcher = useSmtpCatcher(url);
let from: Addresses;
let admin: PocketBase;
let d: Debts;

beforeAll(async () => {
  from = await loopbackAddresses(url, 'payments');
  admin = await superuser(url, from);
  const tradeId = (await admin.collection('trades').getFirstListItem('value = "roofer"', opts)).id;
  d = { admin, url, from, tradeId };
});

/** Polls `read` until `done` holds for its value (the emulator's events take ~1 s). */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 8000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 150));
  }
}

const stored = (id: string) => admin.collection('payments').getOne(id, opts);
const eventsOf = (paymentId: string) =>
  admin.collection('payment_events').getFullList({ filter: `payment = "${paymentId}"`, ...opts });
const receiptsTo = (email: string) => catcher.smtp.messages.filter((m) => m.to.includes(email));

/** Pays `kind`/`target` as `pb` with a new card of `number`. */
async function pay(pb: PocketBase, kind: string, target: string, number: string) {
  return payFee(pb, { kind, target, paymentMethod: await paymentMethodFor(stripeUrl, number) });
}

/** POSTs an event to the webhook as Stripe would, signed unless `headers` says otherwise. */
async function deliver(event: unknown, headers?: Record<string, string>) {
  const payload = JSON.stringify(event);
  const res = await fetchFrom(from.next())(`${url}/api/payments/webhook`, {
    method: 'POST',
    headers: headers ?? {
      'content-type': 'application/json',
      'stripe-signature': signature(payload),
    },
    body: payload,
  });
  return { status: res.status, body: (await res.json()) as { outcome?: string; message?: string } };
}

let eventCounter = 0;
/** A Stripe event about a PaymentIntent that agrees with `payment` (change fields to disagree). */
function intentEvent(
  type: string,
  payment: RecordModel,
  object: Record<string, unknown> = {},
): Record<string, unknown> {
  eventCounter += 1;
  return {
    id: `evt_test_${Date.now()}_${eventCounter}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: String(payment.provider_ref),
        object: 'payment_intent',
        amount: Number(payment.amount_cents),
        currency: String(payment.currency).toLowerCase(),
        status: type === 'payment_intent.succeeded' ? 'succeeded' : 'requires_payment_method',
        metadata: {
          payment: payment.id,
          kind: String(payment.kind),
          target: String(payment.target),
        },
        last_payment_error:
          type === 'payment_intent.payment_failed'
            ? {
                code: 'card_declined',
                decline_code: 'insufficient_funds',
                message: 'Your card has insufficient funds.',
              }
            : null,
        ...object,
      },
    },
  };
}

describe('paying the listing fee', () => {
  it('lists an expired listing again once its owner pays with a card, and mails one receipt in their language', async () => {
    const { owner, listing } = await owingListing(d, { language_preference: 'German' });
    await admin
      .collection('contractors')
      .update(listing.id, { listed_until: '2020-01-01 00:00:00.000Z' }, opts);
    await expect(
      guest(url, from).collection('contractors').getOne(listing.id, opts),
    ).rejects.toThrow();

    const answer = await pay(owner.pb, 'listing', listing.id, VISA);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      next: 'succeeded',
      payment: {
        kind: 'listing',
        target: listing.id,
        status: 'succeeded',
        amount_cents: 100,
        currency: 'USD',
      },
    });
    const seen = await guest(url, from).collection('contractors').getOne(listing.id, opts);
    expect(seen.listing_paid_at).not.toBe('');
    expect(seen.listed_until).toBe('');

    // The emulator's payment_intent.succeeded arrives later and changes nothing.
    const events = await until(
      () => eventsOf(answer.body.payment.id),
      (list) => list.length > 0,
    );
    expect(events.map((e) => String(e.type))).toContain('payment_intent.succeeded');
    const payment = await stored(answer.body.payment.id);
    expect(payment).toMatchObject({
      status: 'succeeded',
      user: owner.id,
      attempt: 1,
      card_country: 'FR',
      language: 'German',
    });
    expect(payment.provider_ref).toMatch(/^pi_/);
    const receipts = receiptsTo(owner.email);
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    expect(subjectOf(receipt ?? { from: '', to: [], raw: '' })).toBe(receiptCopy.de?.subject);
    expect(receipt?.raw.replace(/=\r?\n/g, '')).toMatch(/1,00(=C2=A0|\u00a0)\$/);
    expect((await stored(payment.id)).receipt_sent_at).not.toBe('');
  });
});

describe('paying the hire fee', () => {
  it('marks an accepted hire paid and shows the client the contractor, with one charge', async () => {
    const { client, contractor, listing, hire } = await unpaidHire(d, {
      language_preference: 'Arabic',
    });
    expect(listing.email).toMatch(/^listing-.+@example\.com$/);
    const before = await client.pb.collection('hires').getOne(hire.id, opts);
    expect(before.contractor_email).toBeUndefined();

    const answer = await pay(client.pb, 'hire', hire.id, VISA);
    expect(answer.body).toMatchObject({ next: 'succeeded', payment: { status: 'succeeded' } });
    const after = await client.pb.collection('hires').getOne(hire.id, opts);
    expect(after).toMatchObject({
      fee_status: 'paid',
      contractor_email: String(listing.email),
      contractor_phone: '+1 555 0142',
    });
    expect((await contractor.pb.collection('hires').getOne(hire.id, opts)).client_email).toBe(
      client.email,
    );
    expect(await intentsFor(stripeUrl, hire.id)).toHaveLength(1);
    const [receipt] = receiptsTo(client.email);
    expect(subjectOf(receipt ?? { from: '', to: [], raw: '' })).toBe(receiptCopy.ar?.subject);
    expect(receipt?.raw).toMatch(/dir=(3D)?"rtl"/);
  });

  it('fails a declined card with its message, reveals nothing, and takes another card after', async () => {
    const { client, hire } = await unpaidHire(d);
    const declined = await pay(client.pb, 'hire', hire.id, DECLINED);
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({
      next: 'failed',
      message: 'Your card was declined.',
      failure_code: 'card_declined',
      payment: {
        status: 'failed',
        failure_message: 'Your card was declined.',
        failure_code: 'card_declined',
      },
    });
    const unpaid = await client.pb.collection('hires').getOne(hire.id, opts);
    expect(unpaid.fee_status).toBe('unpaid');
    expect(unpaid.contractor_email).toBeUndefined();
    // The emulator's payment_intent.payment_failed arrives and changes nothing.
    await until(
      () => eventsOf(declined.body.payment.id),
      (list) => list.length > 0,
    );
    expect((await stored(declined.body.payment.id)).status).toBe('failed');
    expect(receiptsTo(client.email)).toHaveLength(0);

    const retry = await pay(client.pb, 'hire', hire.id, VISA);
    expect(retry.body).toMatchObject({ next: 'succeeded' });
    expect(retry.body.payment.id).not.toBe(declined.body.payment.id);
    expect((await stored(retry.body.payment.id)).attempt).toBe(2);
    expect((await client.pb.collection('hires').getOne(hire.id, opts)).fee_status).toBe('paid');
    const intents = await intentsFor(stripeUrl, hire.id);
    expect(intents.map((i) => i.status).sort()).toEqual(['requires_payment_method', 'succeeded']);
  });

  it('sends a 3-D Secure card back to the browser, then settles it when the payer asks', async () => {
    const { client, hire } = await unpaidHire(d);
    const answer = await pay(client.pb, 'hire', hire.id, THREE_D_SECURE);
    expect(answer.body).toMatchObject({ next: 'requires_action', payment: { status: 'pending' } });
    expect(answer.body.clientSecret).toMatch(/^pi_.+_secret_/);
    const path = `/api/payments/${answer.body.payment.id}`;
    expect((await call(client.pb, 'GET', path)).body).toMatchObject({ next: 'requires_action' });
    // Asking again with the same card returns the same attempt, never a second charge.
    const ref = String((await stored(answer.body.payment.id)).provider_ref);
    const card = (await intent(stripeUrl, ref)).payment_method ?? '';
    const again = await payFee(client.pb, { kind: 'hire', target: hire.id, paymentMethod: card });
    expect(again.body.payment.id).toBe(answer.body.payment.id);
    expect(again.body.next).toBe('requires_action');

    await authenticate(stripeUrl, answer.body.clientSecret ?? '', true);
    const read = await call(client.pb, 'GET', path);
    expect(read.body).toMatchObject({ next: 'succeeded', payment: { status: 'succeeded' } });
    expect((await client.pb.collection('hires').getOne(hire.id, opts)).fee_status).toBe('paid');
    expect(await intentsFor(stripeUrl, hire.id)).toHaveLength(1);
    expect(receiptsTo(client.email)).toHaveLength(1);
  });

  it('lets a payer who left a 3-D Secure check unfinished pay with another card, once', async () => {
    const { client, hire } = await unpaidHire(d);
    const abandoned = await pay(client.pb, 'hire', hire.id, THREE_D_SECURE);
    expect(abandoned.body.next).toBe('requires_action');
    const other = await pay(client.pb, 'hire', hire.id, VISA);
    expect(other.body).toMatchObject({ next: 'succeeded', payment: { status: 'succeeded' } });
    expect(other.body.payment.id).not.toBe(abandoned.body.payment.id);
    expect((await stored(abandoned.body.payment.id)).status).toBe('failed');
    const intents = await intentsFor(stripeUrl, hire.id);
    expect(intents.map((i) => i.status).sort()).toEqual(['canceled', 'succeeded']);
    // The abandoned check can no longer charge: authenticating it now fails at Stripe.
    await authenticate(stripeUrl, abandoned.body.clientSecret ?? '', true).catch(() => null);
    expect((await stored(abandoned.body.payment.id)).status).toBe('failed');
    expect((await client.pb.collection('hires').getOne(hire.id, opts)).fee_status).toBe('paid');
  });

  it('fails a payment whose 3-D Secure check failed, and the debt can be paid again', async () => {
    const { client, hire } = await unpaidHire(d);
    const answer = await pay(client.pb, 'hire', hire.id, THREE_D_SECURE);
    await authenticate(stripeUrl, answer.body.clientSecret ?? '', false);
    const read = await call(client.pb, 'GET', `/api/payments/${answer.body.payment.id}`);
    expect(read.body).toMatchObject({ next: 'failed', payment: { status: 'failed' } });
    expect((await pay(client.pb, 'hire', hire.id, VISA)).body.next).toBe('succeeded');
  });
});

describe('one charge per debt', () => {
  it('answers a second call for a paid debt with the same payment', async () => {
    const { owner, listing } = await owingListing(d);
    const first = await pay(owner.pb, 'listing', listing.id, VISA);
    const second = await pay(owner.pb, 'listing', listing.id, VISA);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      next: 'succeeded',
      payment: { id: first.body.payment.id },
    });
    expect(await intentsFor(stripeUrl, listing.id)).toHaveLength(1);
  });

  it('charges once when two calls for one debt arrive together', async () => {
    const { client, hire } = await unpaidHire(d);
    const [a, b] = await Promise.all([
      pay(client.pb, 'hire', hire.id, VISA),
      pay(client.pb, 'hire', hire.id, VISA),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.payment.id).toBe(b.body.payment.id);
    await until(
      () => stored(a.body.payment.id),
      (p) => p.status === 'succeeded',
    );
    expect(await intentsFor(stripeUrl, hire.id)).toHaveLength(1);
    expect(
      await admin.collection('payments').getFullList({ filter: `target = "${hire.id}"`, ...opts }),
    ).toHaveLength(1);
  });
});

describe('who may pay what', () => {
  it("refuses someone else's listing or hire, without calling Stripe", async () => {
    const { listing } = await owingListing(d);
    const { client, contractor, hire } = await unpaidHire(d);
    const stranger = await owingListing(d);
    for (const [pb, kind, target] of [
      [stranger.owner.pb, 'listing', listing.id],
      [client.pb, 'listing', listing.id],
      [stranger.owner.pb, 'hire', hire.id],
      [contractor.pb, 'hire', hire.id],
    ] as const) {
      const answer = await pay(pb, kind, target, VISA);
      expect(answer.status, `${kind} ${target}`).toBe(404);
    }
    expect(await intentsFor(stripeUrl, listing.id)).toHaveLength(0);
    expect(await intentsFor(stripeUrl, hire.id)).toHaveLength(0);
  });

  it('refuses a hire the contractor has not accepted, or declined', async () => {
    const { owner, listing } = await owingListing(d);
    const { client } = await unpaidHire(d);
    const requested = await client.pb
      .collection('hires')
      .create({ client: client.id, contractor: listing.id, status: 'requested' }, opts);
    expect((await pay(client.pb, 'hire', requested.id, VISA)).status).toBe(400);
    await owner.pb.collection('hires').update(requested.id, { status: 'declined' }, opts);
    const declined = await pay(client.pb, 'hire', requested.id, VISA);
    expect(declined.status).toBe(400);
    expect(declined.body.message).toMatch(/accepted/);
    expect(await intentsFor(stripeUrl, requested.id)).toHaveLength(0);
  });

  it('refuses a listing whose fee is paid or waived, and a hire whose fee is waived', async () => {
    const paid = await owingListing(d);
    await admin
      .collection('contractors')
      .update(paid.listing.id, { listing_paid_at: '2026-01-01 00:00:00.000Z' }, opts);
    const answer = await pay(paid.owner.pb, 'listing', paid.listing.id, VISA);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/already settled/);
    const waived = await owingListing(d);
    await admin
      .collection('contractors')
      .update(waived.listing.id, { listing_fee_waiver: 'payments_off' }, opts);
    expect((await pay(waived.owner.pb, 'listing', waived.listing.id, VISA)).status).toBe(400);
    const { client, hire } = await unpaidHire(d);
    await admin
      .collection('hires')
      .update(hire.id, { fee_status: 'waived', fee_waiver: 'free_month' }, opts);
    expect((await pay(client.pb, 'hire', hire.id, VISA)).status).toBe(400);
    for (const target of [paid.listing.id, waived.listing.id, hire.id]) {
      expect(await intentsFor(stripeUrl, target)).toHaveLength(0);
    }
  });

  it('refuses a draft listing, which has no fee until it is first listed', async () => {
    const { owner, listing } = await owingListing(d, {}, { status: 'draft' });
    const answer = await pay(owner.pb, 'listing', listing.id, VISA);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/until it is first listed/);
    expect(await intentsFor(stripeUrl, listing.id)).toHaveLength(0);
  });

  it("refuses a suspended listing's owner", async () => {
    const { owner, listing } = await owingListing(d);
    await admin.collection('contractors').update(listing.id, { status: 'suspended' }, opts);
    const answer = await pay(owner.pb, 'listing', listing.id, VISA);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toMatch(/suspended/);
    expect(await intentsFor(stripeUrl, listing.id)).toHaveLength(0);
  });

  it('shows a payment only to its payer', async () => {
    const { owner, listing } = await owingListing(d);
    const answer = await pay(owner.pb, 'listing', listing.id, VISA);
    const path = `/api/payments/${answer.body.payment.id}`;
    const stranger = await owingListing(d);
    expect((await call(stranger.owner.pb, 'GET', path)).status).toBe(404);
    expect((await call(guest(url, from), 'GET', path)).status).toBe(401);
    expect((await call(owner.pb, 'GET', '/api/payments/doesnotexist123')).status).toBe(404);
    expect((await call(owner.pb, 'GET', path)).body).toMatchObject({ next: 'succeeded' });
  });

  it('says payments are on, and the fee, in the capabilities', async () => {
    const caps = (await (await fetch(`${url}/api/app/capabilities`)).json()) as unknown;
    expect(caps).toMatchObject({ payments: true, fee: { amountCents: 100, currency: 'USD' } });
  });
});

describe('the webhook', () => {
  /** A 3-D Secure payment left pending: its events decide it. */
  async function pendingPayment() {
    const { client, hire } = await unpaidHire(d);
    const answer = await pay(client.pb, 'hire', hire.id, THREE_D_SECURE);
    return { client, hire, payment: await stored(answer.body.payment.id) };
  }

  it('settles a pending payment from a signed event, once for a duplicate, and keeps it through a late failure', async () => {
    const { client, hire, payment } = await pendingPayment();
    const succeeded = intentEvent('payment_intent.succeeded', payment);
    expect(await deliver(succeeded)).toEqual({
      status: 200,
      body: { received: true, outcome: 'succeeded' },
    });
    expect((await stored(payment.id)).status).toBe('succeeded');
    expect((await client.pb.collection('hires').getOne(hire.id, opts)).fee_status).toBe('paid');
    expect((await deliver(succeeded)).body.outcome).toBe('duplicate');
    expect(await eventsOf(payment.id)).toHaveLength(1);
    // A failure reported after the success (out of order) changes nothing.
    expect((await deliver(intentEvent('payment_intent.payment_failed', payment))).status).toBe(200);
    expect(await stored(payment.id)).toMatchObject({ status: 'succeeded', failure_message: '' });
    expect(receiptsTo(client.email)).toHaveLength(1);
  });

  it('ends succeeded when the failure comes first and the success after', async () => {
    const { hire, payment } = await pendingPayment();
    await deliver(intentEvent('payment_intent.payment_failed', payment));
    expect(await stored(payment.id)).toMatchObject({
      status: 'failed',
      failure_code: 'insufficient_funds',
    });
    await deliver(intentEvent('payment_intent.succeeded', payment));
    expect((await stored(payment.id)).status).toBe('succeeded');
    expect((await admin.collection('hires').getOne(hire.id, opts)).fee_status).toBe('paid');
  });

  it('refunds: the payment and the hire fee are refunded, and a late success does not undo it', async () => {
    const { client, hire, payment } = await pendingPayment();
    await deliver(intentEvent('payment_intent.succeeded', payment));
    eventCounter += 1;
    const refund = {
      id: `evt_test_refund_${eventCounter}`,
      type: 'charge.refunded',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'ch_test',
          object: 'charge',
          amount: 100,
          amount_refunded: 100,
          currency: 'usd',
          refunded: true,
          payment_intent: String(payment.provider_ref),
          metadata: {},
        },
      },
    };
    expect((await deliver(refund)).body.outcome).toBe('refunded');
    expect((await stored(payment.id)).status).toBe('refunded');
    const refunded = await client.pb.collection('hires').getOne(hire.id, opts);
    expect(refunded.fee_status).toBe('refunded');
    expect(refunded.contractor_email).toBeUndefined();
    await deliver(intentEvent('payment_intent.succeeded', payment));
    expect((await stored(payment.id)).status).toBe('refunded');
  });

  it('unlists a listing whose fee was refunded', async () => {
    const { owner, listing } = await owingListing(d);
    const answer = await pay(owner.pb, 'listing', listing.id, VISA);
    const payment = await stored(answer.body.payment.id);
    const refund = {
      id: `evt_test_refund_listing_${Date.now()}`,
      type: 'charge.refunded',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          object: 'charge',
          amount: 100,
          currency: 'usd',
          refunded: true,
          payment_intent: String(payment.provider_ref),
        },
      },
    };
    expect((await deliver(refund)).body.outcome).toBe('refunded');
    await expect(
      guest(url, from).collection('contractors').getOne(listing.id, opts),
    ).rejects.toThrow();
    expect((await admin.collection('contractors').getOne(listing.id, opts)).listing_paid_at).toBe(
      '',
    );
  });

  it('refuses a forged, stale, missing or wrong-secret signature with 400, changing nothing', async () => {
    const { payment } = await pendingPayment();
    const event = intentEvent('payment_intent.succeeded', payment);
    const payload = JSON.stringify(event);
    const now = Math.floor(Date.now() / 1000);
    const json = { 'content-type': 'application/json' };
    // This event's rows only: the emulator's own webhooks for other tests' intents may still
    // arrive meanwhile.
    const eventRows = async () =>
      (
        await admin
          .collection('payment_events')
          .getList(1, 1, { filter: admin.filter('event_id = {:id}', { id: event.id }), ...opts })
      ).totalItems;
    const cases: Record<string, Record<string, string>> = {
      forged: { ...json, 'stripe-signature': `t=${now},v1=${'0'.repeat(64)}` },
      stale: { ...json, 'stripe-signature': signature(payload, { timestampS: now - 600 }) },
      future: { ...json, 'stripe-signature': signature(payload, { timestampS: now + 600 }) },
      missing: json,
      'wrong secret': {
        ...json,
        'stripe-signature': signature(payload, { secret: 'whsec_other' }),
      },
      'no v1': { ...json, 'stripe-signature': `t=${now}` },
      'another body': {
        ...json,
        'stripe-signature': signature(payload.replace('"amount":100', '"amount":1')),
      },
    };
    for (const [name, headers] of Object.entries(cases)) {
      const answer = await deliver(event, headers);
      expect(answer.status, name).toBe(400);
    }
    expect(await eventRows()).toBe(0);
    expect((await stored(payment.id)).status).toBe('pending');
    // One good value among several v1 values is enough (Stripe sends several while a secret rolls).
    const good = signature(payload);
    const several = `${good.split(',')[0]},v1=${'f'.repeat(64)},${good.split(',')[1]}`;
    expect((await deliver(event, { ...json, 'stripe-signature': several })).status).toBe(200);
    expect((await stored(payment.id)).status).toBe('succeeded');
    expect(await eventRows()).toBe(1);
    expect(TEST_WEBHOOK_SECRET).not.toBe('whsec_other');
  });

  it('logs an event that disagrees with the stored payment and changes nothing', async () => {
    const { hire, payment } = await pendingPayment();
    const before = await countRecords(admin, 'security_events');
    for (const object of [
      { amount: 1 },
      { currency: 'eur' },
      { metadata: { payment: payment.id, kind: 'listing', target: String(payment.target) } },
      { metadata: { payment: payment.id, kind: 'hire', target: 'someotherhire12' } },
      { id: 'pi_someoneelse' },
    ]) {
      const answer = await deliver(intentEvent('payment_intent.succeeded', payment, object));
      expect(answer, JSON.stringify(object)).toEqual({
        status: 200,
        body: { received: true, outcome: 'mismatch' },
      });
    }
    expect((await stored(payment.id)).status).toBe('pending');
    expect((await admin.collection('hires').getOne(hire.id, opts)).fee_status).toBe('unpaid');
    const logged = await admin
      .collection('security_events')
      .getList(1, 10, { sort: '-created', filter: 'severity = "high"', ...opts });
    expect(await countRecords(admin, 'security_events')).toBe(before + 5);
    expect(logged.items[0]?.details).toMatchObject({
      reason: 'payment_webhook_mismatch',
      payment: payment.id,
    });
  });
});

describe('the receipt when mail cannot go out', () => {
  it('keeps the payment when the mail fails, and leaves the receipt unsent', async () => {
    await sendMailTo(catcher.admin, 1);
    try {
      const { owner, listing } = await owingListing(d);
      const answer = await pay(owner.pb, 'listing', listing.id, VISA);
      expect(answer.body.next).toBe('succeeded');
      expect(await stored(answer.body.payment.id)).toMatchObject({
        status: 'succeeded',
        receipt_sent_at: '',
      });
      expect(
        (await admin.collection('contractors').getOne(listing.id, opts)).listing_paid_at,
      ).not.toBe('');
    } finally {
      await sendMailTo(catcher.admin, catcher.smtp.port);
    }
  });

  it('sends no receipt while mail is not set up', async () => {
    await stopSendingMail(catcher.admin);
    try {
      const { client, hire } = await unpaidHire(d);
      const answer = await pay(client.pb, 'hire', hire.id, VISA);
      expect(await stored(answer.body.payment.id)).toMatchObject({
        status: 'succeeded',
        receipt_sent_at: '',
      });
      expect(receiptsTo(client.email)).toHaveLength(0);
    } finally {
      await sendMailTo(catcher.admin, catcher.smtp.port);
    }
  });
});
