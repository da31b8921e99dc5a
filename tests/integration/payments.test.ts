import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ROOT } from '../../scripts/pocketbase.mjs';
import { countRecords, guest, superuser, type RecordModel } from '../support/actors';
import {
  authenticate,
  intentsFor,
  paymentMethodFor,
  signature,
  TEST_WEBHOOK_SECRET,
} from '../support/localstripe';
import { fetchFrom, loopbackAddresses, type Addresses } from '../support/loopback';
import {
  call,
  owingListing,
  payFee,
  unpaidHire,
  type Debts,
  type PaymentAnswer,
} from '../support/payments';
import { subjectOf, useSmtpCatcher } from '../support/smtp-catcher';

// Paying the fees through Stripe (docs/fees.md "Payments through Stripe"), against the real
// PocketBase and the Stripe emulator the integration global setup started; the emulator
// delivers its signed events to the server's webhook about a second after each charge.
const url = inject('pocketbaseUrl');
const stripeUrl = inject('stripeUrl');
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
        id: payment.provider_ref,
        object: 'payment_intent',
        amount: payment.amount_cents,
        currency: String(payment.currency).toLowerCase(),
        status: type === 'payment_intent.succeeded' ? 'succeeded' : 'requires_payment_method',
        metadata: { payment: payment.id, kind: payment.kind, target: payment.target },
        last_payment_error:
          type === 'payment_intent.payment_failed' ? { message: 'Your card was declined.' } : null,
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
    expect(events.map((e) => e.type)).toContain('payment_intent.succeeded');
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
    expect(subjectOf(receipts[0]!)).toBe(receiptCopy.German?.subject);
    expect(receipts[0]!.raw.replace(/=\r?\n/g, '')).toMatch(/1,00(=C2=A0|\u00a0)\$/);
    expect((await stored(payment.id)).receipt_sent_at).not.toBe('');
  });
});
