import { describe, expect, it } from 'vitest';
import { parseIntentAnswer, parsePayment } from '@/data/payments';

const payment = {
  id: 'abcdefghij12345',
  kind: 'hire',
  target: 'hire12345678901',
  status: 'pending',
  amount_cents: 100,
  currency: 'usd',
  failure_message: '',
  failure_code: '',
};

describe('parsePayment', () => {
  it('reads the server’s payment, filling what it left out', () => {
    expect(parsePayment(payment)).toEqual({
      ...payment,
      currency: 'USD',
      paid_at: '',
      created: '',
    });
  });

  it('refuses what is not a payment', () => {
    expect(parsePayment(null)).toBeNull();
    expect(parsePayment('<html>')).toBeNull();
    expect(parsePayment({ ...payment, id: '' })).toBeNull();
    expect(parsePayment({ ...payment, kind: 'tip' })).toBeNull();
    expect(parsePayment({ ...payment, status: 'done' })).toBeNull();
    expect(parsePayment({ ...payment, amount_cents: '100' })).toBeNull();
  });
});

describe('parseIntentAnswer', () => {
  it('reads next, the client secret, the message and the code (the payment’s when none is given)', () => {
    expect(
      parseIntentAnswer({ payment, next: 'requires_action', clientSecret: 'pi_1_secret_2' }),
    ).toMatchObject({
      next: 'requires_action',
      clientSecret: 'pi_1_secret_2',
      message: '',
      failure_code: '',
    });
    expect(
      parseIntentAnswer({
        payment: {
          ...payment,
          status: 'failed',
          failure_message: 'Your card was declined.',
          failure_code: 'card_declined',
        },
        next: 'failed',
      }),
    ).toMatchObject({
      next: 'failed',
      message: 'Your card was declined.',
      failure_code: 'card_declined',
    });
    expect(
      parseIntentAnswer({
        payment: { ...payment, status: 'refunded' },
        next: 'failed',
        failure_code: 'refunded',
      }),
    ).toMatchObject({ failure_code: 'refunded' });
  });

  it('refuses an answer it cannot act on', () => {
    expect(parseIntentAnswer({ payment, next: 'maybe' })).toBeNull();
    expect(parseIntentAnswer({ next: 'succeeded' })).toBeNull();
  });
});
