import { describe, expect, it } from 'vitest';
import { loadHooksLib } from '../support/hooks-lib';

interface Smtp {
  enabled: boolean;
  host: string;
  port: number;
  username: string;
}
const lib = loadHooksLib('capabilities.js') as {
  FAILURE_MEMORY_MS: number;
  mailFingerprint: (smtp: Smtp, sendmailFound: boolean) => string;
  mailState: (facts: {
    smtp: Smtp;
    sendmailFound: boolean;
    failure: string | null;
    now: number;
  }) => string;
  isMailRequest: (method: string, path: string) => boolean;
  isServerWideFailure: (error: string) => boolean;
  capabilitiesOf: (state: string) => { mail: boolean; mailState: string };
  paymentCapabilities: (getenv: (name: string) => string) => {
    payments: boolean;
    fee: { amountCents: number; currency: string };
    stripePublishableKey: string | null;
  };
  siteCapabilities: (getenv: (name: string) => string) => { legalEntity: string | null };
  serviceHosts: (
    getenv: (name: string) => string,
    smtp: { enabled: boolean; host: string },
  ) => {
    translate: string | null;
    geocode: string | null;
    ipLocation: string | null;
    mail: string | null;
  };
};

const off: Smtp = { enabled: false, host: '', port: 587, username: '' };
const smtp: Smtp = { enabled: true, host: 'smtp.example.com', port: 587, username: 'me' };
const now = 1_800_000_000_000;
const failedAt = (at: number, settings = smtp) =>
  JSON.stringify({ fingerprint: lib.mailFingerprint(settings, false), at });

describe('mailState', () => {
  it('is not_configured without SMTP settings and without sendmail', () => {
    expect(lib.mailState({ smtp: off, sendmailFound: false, failure: null, now })).toBe(
      'not_configured',
    );
    // SMTP switched on with no host is no setting either.
    expect(
      lib.mailState({ smtp: { ...smtp, host: '' }, sendmailFound: false, failure: null, now }),
    ).toBe('not_configured');
  });

  it('is ready with SMTP settings, or with a sendmail binary', () => {
    expect(lib.mailState({ smtp, sendmailFound: false, failure: null, now })).toBe('ready');
    expect(lib.mailState({ smtp: off, sendmailFound: true, failure: null, now })).toBe('ready');
  });

  it('is failing for a while after a send failed with the same settings', () => {
    const failure = failedAt(now - 1000);
    expect(lib.mailState({ smtp, sendmailFound: false, failure, now })).toBe('failing');
    const later = now - 1000 + lib.FAILURE_MEMORY_MS;
    expect(lib.mailState({ smtp, sendmailFound: false, failure, now: later })).toBe('ready');
  });

  it('forgets a failure seen with other settings, and ignores a value it did not write', () => {
    const other = { ...smtp, port: 2525 };
    expect(
      lib.mailState({ smtp: other, sendmailFound: false, failure: failedAt(now - 1000), now }),
    ).toBe('ready');
    expect(lib.mailState({ smtp, sendmailFound: false, failure: 'not json', now })).toBe('ready');
  });
});

describe('isMailRequest and capabilitiesOf', () => {
  it('matches the three auth mail routes on POST only', () => {
    for (const route of ['request-verification', 'request-password-reset', 'request-otp']) {
      expect(lib.isMailRequest('POST', `/api/collections/users/${route}`)).toBe(true);
      expect(lib.isMailRequest('GET', `/api/collections/users/${route}`)).toBe(false);
    }
    expect(lib.isMailRequest('POST', '/api/collections/users/auth-with-otp')).toBe(false);
    expect(lib.isMailRequest('POST', '/api/collections/users/records')).toBe(false);
  });

  it('says mail only when ready', () => {
    expect(lib.capabilitiesOf('ready')).toEqual({ mail: true, mailState: 'ready' });
    expect(lib.capabilitiesOf('failing')).toEqual({ mail: false, mailState: 'failing' });
    expect(lib.capabilitiesOf('not_configured')).toEqual({
      mail: false,
      mailState: 'not_configured',
    });
  });
});

describe('isServerWideFailure', () => {
  it('counts connection, login and sendmail errors, not one recipient refused', () => {
    expect(lib.isServerWideFailure('dial tcp 127.0.0.1:1: connect: connection refused')).toBe(true);
    expect(lib.isServerWideFailure('failed to locate a sendmail executable path')).toBe(true);
    expect(lib.isServerWideFailure('535 5.7.8 Authentication credentials invalid')).toBe(true);
    expect(lib.isServerWideFailure('550 5.1.1 <x@example.com>: Recipient address rejected')).toBe(
      false,
    );
    expect(lib.isServerWideFailure('553 mailbox name not allowed')).toBe(false);
  });
});

describe('paymentCapabilities', () => {
  it('says payments are on only with a Stripe secret key, and the fee from the environment', () => {
    expect(lib.paymentCapabilities(() => '')).toEqual({
      payments: false,
      fee: { amountCents: 100, currency: 'USD' },
      stripePublishableKey: null,
    });
    const vars: Record<string, string> = {
      STRIPE_SECRET_KEY: 'sk_test_1',
      FEE_AMOUNT_CENTS: '250',
      FEE_CURRENCY: 'eur',
    };
    expect(lib.paymentCapabilities((name) => vars[name] ?? '')).toEqual({
      payments: true,
      fee: { amountCents: 250, currency: 'EUR' },
      stripePublishableKey: null,
    });
  });

  it('gives the app the run-time publishable key only with payments on and only a pk_ key', () => {
    const key = (vars: Record<string, string>) =>
      lib.paymentCapabilities((name) => vars[name] ?? '').stripePublishableKey;
    expect(key({ STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_PUBLISHABLE_KEY: ' pk_live_51Ab ' })).toBe(
      'pk_live_51Ab',
    );
    // Payments off: the card form must not open.
    expect(key({ STRIPE_PUBLISHABLE_KEY: 'pk_live_51Ab' })).toBeNull();
    // A secret key pasted in the wrong variable is never sent to browsers.
    expect(key({ STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_PUBLISHABLE_KEY: 'sk_live_1' })).toBeNull();
    expect(
      key({ STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_PUBLISHABLE_KEY: 'pk_live_a"b' }),
    ).toBeNull();
  });
});

describe('siteCapabilities (the operator named by a release at run time)', () => {
  it('gives LEGAL_ENTITY trimmed, without control characters, at most 200 characters', () => {
    const site = (value: string) => lib.siteCapabilities(() => value).legalEntity;
    expect(site('')).toBeNull();
    expect(site('  ')).toBeNull();
    expect(site(' Smith & Sons Ltd, Leeds ')).toBe('Smith & Sons Ltd, Leeds');
    expect(site('A\nB\u0000C')).toBe('A B C');
    expect(site('x'.repeat(300))).toHaveLength(200);
  });
});

describe('serviceHosts (the privacy notice names the services only the server calls)', () => {
  const env =
    (vars: Record<string, string>) =>
    (name: string): string =>
      vars[name] ?? '';

  it('names each by its host and port, never a path, key, user name or password', () => {
    const hosts = lib.serviceHosts(
      env({
        TRANSLATE_API_URL: 'https://user:secret@LibreTranslate.example:5000/translate?api_key=k',
        TRANSLATE_API_KEY: 'top-secret',
        GEOCODE_URL: 'https://nominatim.openstreetmap.org/search',
        IP_LOCATION_URL: 'https://geo:pw@IP.example/{ip}/json?key=secret',
      }),
      smtp,
    );
    expect(hosts).toEqual({
      translate: 'libretranslate.example:5000',
      geocode: 'nominatim.openstreetmap.org',
      ipLocation: 'ip.example',
      mail: 'smtp.example.com',
    });
    expect(JSON.stringify(hosts)).not.toMatch(/secret|api_key|user/);
  });

  it('says null for what is not configured or not a URL', () => {
    expect(
      lib.serviceHosts(env({ GEOCODE_URL: 'not a url', IP_LOCATION_URL: 'off' }), off),
    ).toEqual({
      translate: null,
      geocode: null,
      ipLocation: null,
      mail: null,
    });
  });

  it('names ipapi.co for the IP location when IP_LOCATION_URL is unset (the default)', () => {
    expect(lib.serviceHosts(env({}), off).ipLocation).toBe('ipapi.co');
  });
});
