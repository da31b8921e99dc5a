import { createHmac, timingSafeEqual } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadHooksLib } from '../support/hooks-lib';

type Verify = (input: {
  header: string;
  rawBody: string;
  secret: string;
  nowS: number;
  hmacHex: (text: string, secret: string) => string;
  equal: (a: string, b: string) => boolean;
}) => { ok: boolean; reason?: string };

const stripe = loadHooksLib('stripe.js') as {
  SIGNATURE_TOLERANCE_S: number;
  base64: (text: string) => string;
  formEncode: (params: Record<string, unknown>) => string;
  parseSignatureHeader: (header: string) => { timestamp: number; signatures: string[] } | null;
  stripeConfig: (getenv: (name: string) => string) => {
    apiBase: string;
    secretKey: string;
    webhookSecret: string;
  };
  stripeRequest: (
    config: { apiBase: string; secretKey: string },
    method: 'GET' | 'POST',
    path: string,
    params?: Record<string, unknown>,
    idempotencyKey?: string,
  ) => { url: string; method: string; body: string; headers: Record<string, string> };
  verifySignature: Verify;
};

const hmacHex = (text: string, secret: string) =>
  createHmac('sha256', secret).update(text).digest('hex');
const equal = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const NOW = 1_795_000_000;
const SECRET = 'whsec_unit';
const BODY = '{"id":"evt_1","type":"payment_intent.succeeded"}';
const sign = (t: number, body = BODY, secret = SECRET) =>
  `t=${t},v1=${hmacHex(`${t}.${body}`, secret)}`;
const verify = (header: string, body = BODY, secret = SECRET) =>
  stripe.verifySignature({ header, rawBody: body, secret, nowS: NOW, hmacHex, equal });

describe('pb_hooks/lib/stripe.js', () => {
  it('accepts a signature made as Stripe makes it, within five minutes either way', () => {
    expect(verify(sign(NOW))).toEqual({ ok: true });
    expect(verify(sign(NOW - 300))).toEqual({ ok: true });
    expect(verify(sign(NOW + 300))).toEqual({ ok: true });
  });

  it('refuses stale, forged, wrong-secret, other-body and malformed signatures', () => {
    expect(verify(sign(NOW - 301))).toEqual({ ok: false, reason: 'stale' });
    expect(verify(sign(NOW + 301))).toEqual({ ok: false, reason: 'stale' });
    expect(verify(`t=${NOW},v1=${'a'.repeat(64)}`)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verify(sign(NOW, BODY, 'whsec_other'))).toEqual({ ok: false, reason: 'mismatch' });
    expect(verify(sign(NOW, `${BODY} `))).toEqual({ ok: false, reason: 'mismatch' });
    for (const header of ['', `t=${NOW}`, `v1=${'a'.repeat(64)}`, 't=abc,v1=00', 'garbage']) {
      expect(verify(header), header).toEqual({ ok: false, reason: 'malformed' });
    }
    expect(verify(sign(NOW), BODY, '')).toEqual({ ok: false, reason: 'no_secret' });
  });

  it('takes any of several v1 values and ignores v0', () => {
    const good = sign(NOW).split(',')[1];
    expect(verify(`t=${NOW},v0=${'b'.repeat(64)},v1=${'c'.repeat(64)},${good}`)).toEqual({
      ok: true,
    });
    expect(stripe.parseSignatureHeader(`t=${NOW}, v1=${'c'.repeat(64)} ,v0=x`)).toEqual({
      timestamp: NOW,
      signatures: ['c'.repeat(64)],
    });
  });

  it('encodes nested params as Stripe reads forms', () => {
    expect(
      stripe.formEncode({
        amount: 100,
        confirm: 'true',
        skip: undefined,
        metadata: { payment: 'abc', kind: 'hire', 'odd key': 'a&b=c' },
      }),
    ).toBe(
      'amount=100&confirm=true&metadata%5Bpayment%5D=abc&metadata%5Bkind%5D=hire&metadata%5Bodd%20key%5D=a%26b%3Dc',
    );
  });

  it('builds calls with basic auth, the idempotency key on POST, and the configured base', () => {
    const config = stripe.stripeConfig(
      (name) =>
        ({ STRIPE_API_BASE: 'http://127.0.0.1:8111/', STRIPE_SECRET_KEY: ' sk_test_1 ' })[name] ??
        '',
    );
    expect(config).toEqual({
      apiBase: 'http://127.0.0.1:8111',
      secretKey: 'sk_test_1',
      webhookSecret: '',
    });
    const post = stripe.stripeRequest(config, 'POST', '/v1/payment_intents', { amount: 1 }, 'k-1');
    expect(post.url).toBe('http://127.0.0.1:8111/v1/payment_intents');
    expect(post.body).toBe('amount=1');
    expect(post.headers).toMatchObject({
      Authorization: `Basic ${Buffer.from('sk_test_1:').toString('base64')}`,
      'Idempotency-Key': 'k-1',
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    const get = stripe.stripeRequest(config, 'GET', '/v1/payment_intents', { limit: 3 });
    expect(get.url).toBe('http://127.0.0.1:8111/v1/payment_intents?limit=3');
    expect(get.headers['Idempotency-Key']).toBeUndefined();
    expect(stripe.stripeConfig(() => '').apiBase).toBe('https://api.stripe.com');
  });

  it('writes base64 as Buffer does', () => {
    for (const text of ['', 'a', 'ab', 'abc', 'sk_test_51HxYz:', 'sk_live_0123456789abcdef:']) {
      expect(stripe.base64(text)).toBe(Buffer.from(text).toString('base64'));
    }
  });
});
