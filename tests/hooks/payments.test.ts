import { describe, expect, it } from 'vitest';
import { loadHooksLib } from '../support/hooks-lib';

type Outcome = 'succeeded' | 'failed' | 'refunded';
const payments = loadHooksLib('payment-rules.js') as {
  parseIntentBody: (
    body: unknown,
  ) => { errors: Record<string, { code: string }> } | { value: unknown };
  transition: (current: string, outcome: Outcome) => Outcome | null;
  mismatches: (
    payment: {
      id: string;
      kind: string;
      target: string;
      amountCents: number;
      currency: string;
      providerRef: string;
    },
    seen: {
      intentId: string;
      amount: unknown;
      currency: unknown;
      metadata: Record<string, unknown> | null;
      metadataRequired: boolean;
    },
  ) => string[];
  intentOutcome: (status: string) => string;
  failureCodeOf: (error: unknown) => string;
  answerFor: (view: Record<string, unknown>) => Record<string, unknown>;
};

const codes = (body: unknown) => {
  const parsed = payments.parseIntentBody(body);
  return 'errors' in parsed
    ? Object.fromEntries(Object.entries(parsed.errors).map(([k, v]) => [k, v.code]))
    : {};
};

describe('pb_hooks/lib/payments.js', () => {
  it('takes a kind, a record id and a PaymentMethod id, and nothing less', () => {
    const good = { kind: 'hire', target: 'abc123def456ghi', paymentMethod: 'pm_1Abc' };
    expect(payments.parseIntentBody(good)).toEqual({ value: good });
    expect(codes({ ...good, kind: 'Listing' })).toEqual({ kind: 'validation_invalid_value' });
    expect(codes({ ...good, target: 'a'.repeat(16) })).toEqual({
      target: 'validation_max_text_constraint',
    });
    expect(codes({ ...good, paymentMethod: 'tok_visa' })).toEqual({
      paymentMethod: 'validation_invalid_value',
    });
    expect(Object.keys(codes(null)).sort()).toEqual(['kind', 'paymentMethod', 'target']);
    expect(Object.keys(codes([good])).sort()).toEqual(['kind', 'paymentMethod', 'target']);
  });

  it('ends in the same state whatever order the events come in', () => {
    const orders: Outcome[][] = [
      ['succeeded', 'failed'],
      ['failed', 'succeeded'],
      ['succeeded', 'succeeded', 'failed'],
      ['failed', 'failed', 'succeeded'],
    ];
    for (const order of orders) {
      const end = order.reduce<string>((s, o) => payments.transition(s, o) ?? s, 'pending');
      expect(end, order.join(' → ')).toBe('succeeded');
    }
    const refunds: Outcome[][] = [
      ['succeeded', 'refunded'],
      ['refunded', 'succeeded'],
      ['refunded', 'failed', 'succeeded'],
    ];
    for (const order of refunds) {
      const end = order.reduce<string>((s, o) => payments.transition(s, o) ?? s, 'pending');
      expect(end, order.join(' → ')).toBe('refunded');
    }
    expect(payments.transition('succeeded', 'succeeded')).toBeNull();
  });

  it('names each field of an event that disagrees with the stored payment', () => {
    const payment = {
      id: 'p1',
      kind: 'hire',
      target: 'h1',
      amountCents: 100,
      currency: 'USD',
      providerRef: 'pi_1',
    };
    const seen = {
      intentId: 'pi_1',
      amount: 100,
      currency: 'usd',
      metadata: { payment: 'p1', kind: 'hire', target: 'h1' },
      metadataRequired: true,
    };
    expect(payments.mismatches(payment, seen)).toEqual([]);
    expect(
      payments.mismatches(payment, { ...seen, amount: '100', currency: 'eur', intentId: 'pi_2' }),
    ).toEqual(['amount', 'currency', 'payment_intent']);
    expect(payments.mismatches(payment, { ...seen, metadata: { payment: 'p1' } })).toEqual([
      'metadata.kind',
      'metadata.target',
    ]);
    // A charge may carry no metadata; what it carries must agree.
    const charge = { ...seen, metadata: {}, metadataRequired: false };
    expect(payments.mismatches(payment, charge)).toEqual([]);
    expect(payments.mismatches(payment, { ...charge, metadata: { kind: 'listing' } })).toEqual([
      'metadata.kind',
    ]);
    expect(
      payments.mismatches({ ...payment, providerRef: '' }, { ...seen, intentId: 'pi_9' }),
    ).toEqual([]);
  });

  it('reads a PaymentIntent status as the payer’s next step', () => {
    expect(payments.intentOutcome('succeeded')).toBe('succeeded');
    expect(payments.intentOutcome('requires_action')).toBe('requires_action');
    expect(payments.intentOutcome('requires_payment_method')).toBe('failed');
    expect(payments.intentOutcome('canceled')).toBe('failed');
    expect(payments.intentOutcome('processing')).toBe('pending');
  });

  it('keeps a declined card’s reason as a code: the decline code first, then the error code', () => {
    expect(
      payments.failureCodeOf({
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      }),
    ).toBe('insufficient_funds');
    expect(payments.failureCodeOf({ code: 'payment_intent_authentication_failure' })).toBe(
      'payment_intent_authentication_failure',
    );
    expect(payments.failureCodeOf({ message: 'Your card was declined.' })).toBe('');
    expect(payments.failureCodeOf({ code: 'Card Declined <b>' })).toBe('');
    expect(payments.failureCodeOf(null)).toBe('');
  });

  it('answers a failed payment with its code, and a refunded one with `refunded`', () => {
    const view = {
      id: 'p1',
      kind: 'hire',
      target: 'h1',
      amount_cents: 100,
      currency: 'USD',
      failure_message: 'Your card was declined.',
    };
    expect(
      payments.answerFor({ ...view, status: 'failed', failure_code: 'expired_card' }),
    ).toMatchObject({ next: 'failed', failure_code: 'expired_card' });
    expect(payments.answerFor({ ...view, status: 'failed', failure_code: '' })).toMatchObject({
      next: 'failed',
      failure_code: 'payment_failed',
    });
    expect(payments.answerFor({ ...view, status: 'refunded', failure_code: '' })).toMatchObject({
      next: 'failed',
      failure_code: 'refunded',
    });
    expect(
      payments.answerFor({ ...view, status: 'succeeded', failure_code: '' }),
    ).not.toHaveProperty('failure_code');
  });
});
