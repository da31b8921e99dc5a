// The Stripe REST API as the payment routes use it (docs/fees.md "Payments through Stripe"):
// form-encoded requests with the secret key as HTTP basic auth, to STRIPE_API_BASE (Stripe's
// own by default, the emulator in tests), and the webhook's Stripe-Signature check. The pure
// parts are unit-tested in tests/hooks/stripe.test.ts; `stripeCall` runs in the JSVM only.

/** How far a webhook's signed timestamp may be from now, seconds (Stripe's default). */
const SIGNATURE_TOLERANCE_S = 300;

/**
 * The Stripe settings from the environment (lib/env.js).
 * @param {(name: string) => string} [getenv] the environment (lib/env.js; the server's by default)
 * @returns {{ apiBase: string, secretKey: string, webhookSecret: string }} apiBase without a
 *   trailing slash; the secrets '' when unset
 */
function stripeConfig(getenv) {
  const { text } = require('./env.js');
  return {
    apiBase: text('STRIPE_API_BASE', getenv).replace(/\/+$/, ''),
    secretKey: text('STRIPE_SECRET_KEY', getenv),
    webhookSecret: text('STRIPE_WEBHOOK_SECRET', getenv),
  };
}

/**
 * Encodes nested params the way Stripe reads forms: `metadata[kind]=hire`, `a[0]=x`.
 * Undefined and null values are left out. Pure.
 * @param {Record<string, unknown>} params
 * @param {string} [prefix] the enclosing key, for nested objects
 * @returns {string} application/x-www-form-urlencoded text
 */
function formEncode(params, prefix) {
  /** @type {string[]} */
  const parts = [];
  for (const key of Object.keys(params)) {
    const value = params[key];
    if (value === undefined || value === null) continue;
    const name = prefix ? `${prefix}[${key}]` : key;
    if (typeof value === 'object') {
      const nested = formEncode(/** @type {Record<string, unknown>} */ (value), name);
      if (nested) parts.push(nested);
    } else {
      parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts.join('&');
}

/**
 * Reads a `Stripe-Signature` header: `t=<unix s>,v1=<hex>,v1=<hex>,v0=...`. Pure.
 * @param {string} header
 * @returns {{ timestamp: number, signatures: string[] } | null} every v1 value (other schemes
 *   are ignored); null when there is no numeric `t` or no v1
 */
function parseSignatureHeader(header) {
  let timestamp = NaN;
  /** @type {string[]} */
  const signatures = [];
  for (const part of String(header || '').split(',')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (!Number.isFinite(timestamp) || signatures.length === 0) return null;
  return { timestamp, signatures };
}

/**
 * Checks a webhook request's `Stripe-Signature`: HMAC-SHA256 of `${t}.${rawBody}` with the
 * endpoint secret, hex, equal to one of the v1 values (compared in constant time), and `t`
 * within SIGNATURE_TOLERANCE_S of now.
 * @param {object} input
 * @param {string} input.header the Stripe-Signature header ('' when missing)
 * @param {string} input.rawBody the request body exactly as received
 * @param {string} input.secret STRIPE_WEBHOOK_SECRET
 * @param {number} input.nowS now, unix seconds
 * @param {(text: string, secret: string) => string} input.hmacHex HMAC-SHA256, hex
 *   (`$security.hs256` in the JSVM)
 * @param {(a: string, b: string) => boolean} input.equal constant-time comparison
 *   (`$security.equal`)
 * @returns {{ ok: true } | { ok: false, reason: 'no_secret' | 'malformed' | 'stale' | 'mismatch' }}
 */
function verifySignature({ header, rawBody, secret, nowS, hmacHex, equal }) {
  if (!secret) return { ok: false, reason: 'no_secret' };
  const parsed = parseSignatureHeader(header);
  if (!parsed) return { ok: false, reason: 'malformed' };
  if (Math.abs(nowS - parsed.timestamp) > SIGNATURE_TOLERANCE_S) {
    return { ok: false, reason: 'stale' };
  }
  const expected = hmacHex(`${parsed.timestamp}.${rawBody}`, secret);
  let match = false;
  // Every value is compared, so the time taken does not say which one matched.
  for (const signature of parsed.signatures) {
    if (equal(expected, signature)) match = true;
  }
  return match ? { ok: true } : { ok: false, reason: 'mismatch' };
}

/**
 * The `$http.send` config of one Stripe API call. Pure.
 * @param {{ apiBase: string, secretKey: string }} config
 * @param {'GET' | 'POST'} method
 * @param {string} path e.g. /v1/payment_intents
 * @param {Record<string, unknown>} [params] form params (POST) or query (GET)
 * @param {string} [idempotencyKey] sent as Idempotency-Key on POST
 * @returns {{ url: string, method: string, body: string, headers: Record<string, string>, timeout: number }}
 */
function stripeRequest(config, method, path, params, idempotencyKey) {
  const form = params ? formEncode(params) : '';
  /** @type {Record<string, string>} */
  const headers = {
    Authorization: `Basic ${base64(`${config.secretKey}:`)}`,
    'Stripe-Version': '2024-06-20',
  };
  if (method === 'POST') headers['Content-Type'] = 'application/x-www-form-urlencoded';
  if (method === 'POST' && idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  const query = method === 'GET' && form ? `?${form}` : '';
  return {
    url: `${config.apiBase}${path}${query}`,
    method,
    body: method === 'POST' ? form : '',
    headers,
    timeout: 30,
  };
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * Base64 of ASCII text (the JSVM has no btoa or Buffer). Pure.
 * @param {string} text ASCII only (Stripe keys are)
 * @returns {string}
 */
function base64(text) {
  let out = '';
  for (let i = 0; i < text.length; i += 3) {
    const a = text.charCodeAt(i);
    const b = i + 1 < text.length ? text.charCodeAt(i + 1) : NaN;
    const c = i + 2 < text.length ? text.charCodeAt(i + 2) : NaN;
    const n = (a << 16) | ((b || 0) << 8) | (c || 0);
    out += B64[(n >> 18) & 63] + B64[(n >> 12) & 63];
    out += Number.isNaN(b) ? '=' : B64[(n >> 6) & 63];
    out += Number.isNaN(c) ? '=' : B64[n & 63];
  }
  return out;
}

/**
 * @typedef {{ status: number, body: any }} StripeResponse status 0 when Stripe could not be
 *   reached (body then holds `{ error: { message } }`). The body is Stripe's JSON, which its
 *   readers check field by field (typeof, String()), hence any.
 */

/**
 * Calls the Stripe API (JSVM only: `$http.send`).
 * @param {(name: string) => string} getenv
 * @param {'GET' | 'POST'} method
 * @param {string} path
 * @param {Record<string, unknown>} [params]
 * @param {string} [idempotencyKey]
 * @returns {StripeResponse} never throws
 */
function stripeCall(getenv, method, path, params, idempotencyKey) {
  const request = stripeRequest(stripeConfig(getenv), method, path, params, idempotencyKey);
  try {
    const res = $http.send(request);
    return { status: res.statusCode, body: res.json };
  } catch (err) {
    return { status: 0, body: { error: { message: String(err) } } };
  }
}

module.exports = {
  SIGNATURE_TOLERANCE_S,
  base64,
  formEncode,
  parseSignatureHeader,
  stripeCall,
  stripeConfig,
  stripeRequest,
  verifySignature,
};
