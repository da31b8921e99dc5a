import { describe, expect, it } from 'vitest';
import { declineReason } from '@/features/payments/decline';
import de from '@/i18n/locales/de/payments.json';
import en from '@/i18n/locales/en/payments.json';

describe('declineReason', () => {
  it('words what the payer can act on: funds, expiry, the code, the number, a limit', () => {
    expect(declineReason('insufficient_funds')).toBe('insufficientFunds');
    expect(declineReason('expired_card')).toBe('expiredCard');
    expect(declineReason('incorrect_cvc')).toBe('incorrectCvc');
    expect(declineReason('invalid_number')).toBe('incorrectNumber');
    expect(declineReason('card_velocity_exceeded')).toBe('limitExceeded');
    expect(declineReason('payment_intent_authentication_failure')).toBe('authenticationFailed');
    expect(declineReason('payment_interrupted')).toBe('interrupted');
    expect(declineReason('refunded')).toBe('refunded');
  });

  it('reads a lost or stolen card and suspected fraud as a plain decline', () => {
    for (const code of ['lost_card', 'stolen_card', 'fraudulent', 'pickup_card', 'card_declined']) {
      expect(declineReason(code)).toBe('cardDeclined');
    }
  });

  it('has no reason for an unknown or empty code, nor for inherited object keys', () => {
    expect(declineReason('')).toBeNull();
    expect(declineReason(undefined)).toBeNull();
    expect(declineReason('payment_failed')).toBeNull();
    expect(declineReason('toString')).toBeNull();
    expect(declineReason('__proto__')).toBeNull();
  });

  it('has words for each reason in the locales', () => {
    const reasons = [
      'card_declined',
      'insufficient_funds',
      'expired_card',
      'incorrect_cvc',
      'incorrect_number',
      'invalid_expiry_year',
      'card_velocity_exceeded',
      'card_not_supported',
      'processing_error',
      'authentication_required',
      'payment_interrupted',
      'refunded',
    ].map((code) => declineReason(code));
    expect(new Set(reasons).size).toBe(Object.keys(en.decline).length);
    for (const reason of reasons) {
      expect(en.decline).toHaveProperty(reason as string);
      expect(de.decline).toHaveProperty(reason as string);
    }
  });
});
