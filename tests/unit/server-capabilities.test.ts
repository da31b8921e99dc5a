import { describe, expect, it } from 'vitest';
import { mailErrorFor } from '@/features/auth/model';
import { mailOutcomeOf, mailRefusalOf, parseCapabilities } from '@/lib/server-capabilities';

describe('parseCapabilities', () => {
  it('reads the server’s answer', () => {
    expect(parseCapabilities({ mail: false, mailState: 'not_configured' })).toEqual({
      mail: false,
      mailState: 'not_configured',
      translate: false,
      payments: false,
      fee: null,
      stripePublishableKey: null,
      legalEntity: null,
    });
    expect(parseCapabilities({ mail: true, mailState: 'ready', translate: true })).toEqual({
      mail: true,
      mailState: 'ready',
      translate: true,
      payments: false,
      fee: null,
      stripePublishableKey: null,
      legalEntity: null,
    });
    expect(parseCapabilities({ mail: true, mailState: 'ready', translate: 'yes' })).toMatchObject({
      translate: false,
    });
  });

  it('reads the run-time Stripe key and operator name, dropping what is not one', () => {
    const base = { mail: true, mailState: 'ready' };
    expect(
      parseCapabilities({
        ...base,
        stripePublishableKey: 'pk_live_51AbC',
        legalEntity: '  Smith & Sons Ltd, Leeds ',
      }),
    ).toMatchObject({
      stripePublishableKey: 'pk_live_51AbC',
      legalEntity: 'Smith & Sons Ltd, Leeds',
    });
    for (const key of ['sk_live_51AbC', 'pk_live_', 'pk_live_a b', 42, '']) {
      expect(parseCapabilities({ ...base, stripePublishableKey: key })).toMatchObject({
        stripePublishableKey: null,
      });
    }
    for (const name of ['', '   ', 7, 'x'.repeat(201)]) {
      expect(parseCapabilities({ ...base, legalEntity: name })).toMatchObject({
        legalEntity: null,
      });
    }
  });

  it('reads whether payments are on and the fee, dropping a fee it cannot trust', () => {
    const base = { mail: true, mailState: 'ready' };
    expect(
      parseCapabilities({ ...base, payments: true, fee: { amountCents: 100, currency: 'USD' } }),
    ).toMatchObject({ payments: true, fee: { amountCents: 100, currency: 'USD' } });
    expect(parseCapabilities({ ...base, payments: 'yes' })).toMatchObject({ payments: false });
    for (const fee of [
      { amountCents: 0, currency: 'USD' },
      { amountCents: 1.5, currency: 'USD' },
      { amountCents: '100', currency: 'USD' },
      { amountCents: 100, currency: 'usd' },
      { amountCents: 100 },
      'USD 1',
    ]) {
      expect(parseCapabilities({ ...base, payments: true, fee })).toMatchObject({ fee: null });
    }
  });

  it('is null for anything else (an older server, a proxy page)', () => {
    expect(parseCapabilities(null)).toBeNull();
    expect(parseCapabilities('<html>')).toBeNull();
    expect(parseCapabilities({ mail: 'yes', mailState: 'ready' })).toBeNull();
    expect(parseCapabilities({ mail: true, mailState: 'maybe' })).toBeNull();
  });
});

describe('mail outcomes', () => {
  it('words each mail state as an outcome', () => {
    expect(mailOutcomeOf('ready')).toBe('sent');
    expect(mailOutcomeOf('not_configured')).toBe('notConfigured');
    expect(mailOutcomeOf('failing')).toBe('failed');
  });

  it('reads the server’s 503 mail refusal, and nothing else', () => {
    const refusal = (mail: unknown, status = 503) => ({ status, response: { status, mail } });
    expect(mailRefusalOf(refusal('not_configured'))).toBe('notConfigured');
    expect(mailRefusalOf(refusal('failing'))).toBe('failed');
    expect(mailRefusalOf(refusal('not_configured', 500))).toBeNull();
    expect(mailRefusalOf({ status: 503, response: { message: 'Translation is off.' } })).toBeNull();
    expect(mailRefusalOf(new Error('network'))).toBeNull();
    expect(mailRefusalOf(undefined)).toBeNull();
  });

  it('gives the account forms a message for each failed mail', () => {
    expect(mailErrorFor('notConfigured')).toBe('mailNotConfigured');
    expect(mailErrorFor('failed')).toBe('mailFailed');
  });
});
