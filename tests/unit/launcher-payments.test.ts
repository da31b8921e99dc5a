import { describe, expect, it } from 'vitest';
import { parseArgs, testCardsNotice } from '../../scripts/localstripe.mjs';
import { emulatorClientEnv, paymentsNotice, wantsPayments } from '../../scripts/pocketbase.mjs';

describe('npm start: what it says about payments', () => {
  it('says payments are off without Stripe keys, and how to try them', () => {
    const notice = paymentsNotice({ payments: false }, null);
    expect(notice).toContain('off (no STRIPE_SECRET_KEY)');
    expect(notice).toContain('payments not');
    expect(notice).toContain('npm start -- --payments');
  });

  it('says nothing when payments are on with real keys, or the server did not answer', () => {
    expect(paymentsNotice({ payments: true }, null)).toBe('');
    expect(paymentsNotice(null, null)).toBe('');
  });

  it('prints the emulator’s test cards when it runs', () => {
    const notice = paymentsNotice({ payments: true }, testCardsNotice());
    for (const card of ['4242424242424242', '4000000000000341', '4000002500003155']) {
      expect(notice).toContain(card);
    }
  });

  it('runs the emulator for --payments or PAYMENTS_EMULATOR=1', () => {
    const before = process.env.PAYMENTS_EMULATOR;
    try {
      delete process.env.PAYMENTS_EMULATOR;
      expect(wantsPayments(['start'])).toBe(false);
      expect(wantsPayments(['start', '--payments'])).toBe(true);
      process.env.PAYMENTS_EMULATOR = '1';
      expect(wantsPayments(['serve'])).toBe(true);
    } finally {
      if (before === undefined) delete process.env.PAYMENTS_EMULATOR;
      else process.env.PAYMENTS_EMULATOR = before;
    }
  });
});

describe('node scripts/localstripe.mjs: its command line', () => {
  it('prints the path for `path` (as .ci/run calls it) and serves by default', () => {
    expect(parseArgs(['path'])).toEqual({ command: 'path', port: 8420 });
    expect(parseArgs([])).toEqual({ command: 'serve', port: 8420 });
    expect(parseArgs(['serve', '--port', '8111'])).toEqual({ command: 'serve', port: 8111 });
    expect(parseArgs(['--port', '9000', 'path'])).toEqual({ command: 'path', port: 9000 });
  });
});

describe('npm start -- --payments: the build it makes', () => {
  it("points the app's Stripe.js at the emulator with a test publishable key, unless set", () => {
    expect(emulatorClientEnv({})).toEqual({
      VITE_STRIPE_JS_URL: 'http://127.0.0.1:8111/js.stripe.com/v3/',
      VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_localstripe',
    });
    expect(emulatorClientEnv({ STRIPE_EMULATOR_PORT: '9111' }).VITE_STRIPE_JS_URL).toBe(
      'http://127.0.0.1:9111/js.stripe.com/v3/',
    );
    expect(emulatorClientEnv({ VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_mine' })).toMatchObject({
      VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_mine',
    });
  });
});
