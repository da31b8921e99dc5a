// What this server can do, as GET /api/app/capabilities tells the app: whether email can go
// out, and whether a translation provider is configured (so the app hides "Translate" where it
// would do nothing). "Mail" is a server-wide fact, never a fact about one address: it is "not_configured"
// when there are no SMTP settings and no sendmail binary (PocketBase's fallback), "failing"
// for a while after a send failed with the current settings, else "ready". Required by
// pb_hooks/routes-app.pb.js, mailer.pb.js and cron.pb.js.

/** Where PocketBase's sendmail fallback looks for the binary (tools/mailer/sendmail.go). */
const SENDMAIL_PATHS = ['/usr/sbin/sendmail', '/usr/bin/sendmail'];

/** How long a failed send counts as "mail is failing", ms; a success or new settings end it. */
const FAILURE_MEMORY_MS = 5 * 60 * 1000;

/** The app store key of the last failed send: JSON {fingerprint, at}. */
const FAILURE_KEY = 'tradesmarket:mailFailure';

/** Auth routes that send a mail in the background (PocketBase answers them before sending). */
const MAIL_ROUTES = [
  '/api/collections/users/request-verification',
  '/api/collections/users/request-password-reset',
  '/api/collections/users/request-otp',
  // Signed in only (PocketBase answers 401 to a guest after this check; the mail state is
  // public anyway, GET /api/app/capabilities).
  '/api/collections/users/request-email-change',
];

/**
 * @typedef {{ enabled: boolean, host: string, port: number, username: string }} SmtpSettings
 * @typedef {'ready' | 'not_configured' | 'failing'} MailState
 */

/**
 * Identifies the mail settings a failure was seen with, so new settings start afresh.
 * @param {SmtpSettings} smtp
 * @param {boolean} sendmailFound
 * @returns {string}
 */
function mailFingerprint(smtp, sendmailFound) {
  if (smtp.enabled && smtp.host) return `smtp:${smtp.host}:${smtp.port}:${smtp.username}`;
  return sendmailFound ? 'sendmail' : 'none';
}

/**
 * The mail state from plain facts. Pure.
 * @param {object} facts
 * @param {SmtpSettings} facts.smtp the server's SMTP settings
 * @param {boolean} facts.sendmailFound whether PocketBase's sendmail fallback has a binary
 * @param {string | null | undefined} facts.failure the stored last failure (FAILURE_KEY)
 * @param {number} facts.now ms since the epoch
 * @returns {MailState}
 */
function mailState({ smtp, sendmailFound, failure, now }) {
  const fingerprint = mailFingerprint(smtp, sendmailFound);
  if (fingerprint === 'none') return 'not_configured';
  if (!failure) return 'ready';
  try {
    const last = JSON.parse(failure);
    if (last.fingerprint === fingerprint && now - last.at < FAILURE_MEMORY_MS) return 'failing';
  } catch {
    // A value this module did not write: ignore it.
  }
  return 'ready';
}

/**
 * Whether a request is one of PocketBase's auth mail requests (verification, reset, code,
 * email change).
 * @param {string} method HTTP method
 * @param {string} path URL path
 */
function isMailRequest(method, path) {
  return method === 'POST' && MAIL_ROUTES.includes(path.replace(/\/+$/, ''));
}

/**
 * Whether a send's error says something about the server's mail (connection, login, no
 * sendmail) rather than about one recipient: an SMTP refusal of the address (501, 550, 551,
 * 553) is about that address, and must not mark mail failing for everyone (anyone could leave
 * a bad address in the offer form). Pure.
 * @param {string} error the mailer's error text
 */
function isServerWideFailure(error) {
  return !/\b(501|550|551|553)\b/.test(error);
}

/**
 * The 503 body for a mail request when mail cannot go out, shaped like PocketBase's errors
 * plus `mail` (the state), which the app reads to choose its words.
 * @param {MailState} state not_configured or failing
 */
function mailRefusal(state) {
  return {
    status: 503,
    message:
      state === 'not_configured'
        ? 'Email is not set up on this server.'
        : 'The email could not be sent. Please try again later.',
    data: {},
    mail: state,
  };
}

/**
 * The capabilities answer. `mail` is true only when mail is ready.
 * @param {MailState} state
 * @returns {{ mail: boolean, mailState: MailState }}
 */
function capabilitiesOf(state) {
  return { mail: state === 'ready', mailState: state };
}

/**
 * Whether POST /api/translate-content can translate new texts: a provider is configured
 * (TRANSLATE_API_URL, see lib/translate.js).
 * @param {(name: string) => string} [getenv] the environment (lib/env.js; the server's by default)
 * @returns {boolean}
 */
function translateEnabled(getenv) {
  const { providerConfig } = require(`${__hooks}/lib/translate.js`);
  return providerConfig(getenv) !== null;
}

/**
 * Whether the server takes payments, and the fee it charges (lib/fees.js feeConfig).
 * @param {(name: string) => string} [getenv] the environment (lib/env.js; the server's by default)
 * @returns {{ payments: boolean, fee: { amountCents: number, currency: string },
 *   stripePublishableKey: string | null }} amount in minor units (cents), currency ISO 4217;
 *   the run-time publishable key only while payments are on
 */
function paymentCapabilities(getenv) {
  const { feeConfig } = require('./fees.js');
  const config = feeConfig(getenv);
  return {
    payments: config.paymentsOn,
    fee: { amountCents: config.amountCents, currency: config.currency },
    stripePublishableKey: config.paymentsOn ? stripePublishableKey(getenv) : null,
  };
}

/** A Stripe publishable key: public by design, and all the app needs to open the card form. */
const PUBLISHABLE_KEY = /^pk_(test|live)_[A-Za-z0-9_]{1,200}$/;

/**
 * The Stripe publishable key the app's payment screen uses, set on the server at run time
 * (STRIPE_PUBLISHABLE_KEY), so a release built without one can take cards.
 * @param {(name: string) => string} [getenv] the environment (lib/env.js; the server's by default)
 * @returns {string | null} null when unset or not a `pk_test_…`/`pk_live_…` key
 */
function stripePublishableKey(getenv) {
  const key = require('./env.js').text('STRIPE_PUBLISHABLE_KEY', getenv);
  return PUBLISHABLE_KEY.test(key) ? key : null;
}

/** The longest operator name the legal pages take, characters. */
const LEGAL_ENTITY_MAX = 200;

/**
 * The operator's legal name for /terms and /privacy, set on the server at run time
 * (LEGAL_ENTITY), for a release built without one (the build's own value wins in the app).
 * Control characters are dropped; the app escapes it where it shows it.
 * @param {(name: string) => string} [getenv] the environment (lib/env.js; the server's by default)
 * @returns {{ legalEntity: string | null }} null when unset
 */
function siteCapabilities(getenv) {
  const name = require('./env.js')
    .text('LEGAL_ENTITY', getenv)
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .trim()
    .slice(0, LEGAL_ENTITY_MAX);
  return { legalEntity: name || null };
}

// ---- PocketBase glue (goja only: $os and the app) ----

/** @returns {boolean} whether a sendmail binary is where PocketBase looks first */
function sendmailFound() {
  return SENDMAIL_PATHS.some((path) => {
    try {
      $os.stat(path);
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * The server's mail state now.
 * @param {core.App} app PocketBase app
 * @returns {MailState}
 */
function currentMailState(app) {
  const failure = app.store().get(FAILURE_KEY);
  return mailState({
    smtp: app.settings().smtp,
    sendmailFound: sendmailFound(),
    failure: typeof failure === 'string' ? failure : null,
    now: Date.now(),
  });
}

/**
 * Remembers a send's outcome: a server-wide failure with the current settings, or a success
 * (forgets any failure).
 * @param {core.App} app PocketBase app
 * @param {string | null} error the mailer's error text, null when the send succeeded
 */
function noteSend(app, error) {
  if (error === null) {
    app.store().remove(FAILURE_KEY);
    return;
  }
  if (!isServerWideFailure(error)) return;
  const fingerprint = mailFingerprint(app.settings().smtp, sendmailFound());
  app.store().set(FAILURE_KEY, JSON.stringify({ fingerprint, at: Date.now() }));
}

/**
 * The host (and port) of a URL, without any user name or password in it; null for '' or a
 * string that is not an absolute http(s) URL. Pure.
 * @param {string} url
 * @returns {string | null} e.g. "libretranslate.example:5000"
 */
function hostOfUrl(url) {
  const match = /^https?:\/\/(?:[^@/?#]*@)?([^/?#@]+)/i.exec(String(url || '').trim());
  return match ? match[1].toLowerCase() : null;
}

/**
 * The outside services only the server calls, each by its host, for the privacy notice
 * (every outside service named from the configuration): the translation provider
 * (TRANSLATE_API_URL), the listing geocoder (GEOCODE_URL), the IP-location provider
 * GET /api/ip-location asks (IP_LOCATION_URL, lib/ip-location.js; null when `off`) and the
 * SMTP server (its host from the mail settings; null when mail goes through sendmail or is
 * not set up). Hosts only: never a path, key, user name or password.
 * @param {((name: string) => string) | undefined} getenv the environment (lib/env.js; undefined: the server's)
 * @param {{ enabled: boolean, host: string }} smtp the server's SMTP settings
 * @returns {{ translate: string | null, geocode: string | null, ipLocation: string | null,
 *   mail: string | null }}
 */
function serviceHosts(getenv, smtp) {
  const { text } = require('./env.js');
  const mailHost =
    smtp && smtp.enabled
      ? String(smtp.host || '')
          .trim()
          .toLowerCase()
      : '';
  return {
    translate: hostOfUrl(text('TRANSLATE_API_URL', getenv)),
    geocode: hostOfUrl(text('GEOCODE_URL', getenv)),
    ipLocation: require('./ip-location.js').upstreamHost(getenv),
    mail: /^[a-z0-9.-]+$/.test(mailHost) ? mailHost : null,
  };
}

module.exports = {
  FAILURE_MEMORY_MS,
  capabilitiesOf,
  currentMailState,
  isMailRequest,
  isServerWideFailure,
  mailFingerprint,
  mailRefusal,
  mailState,
  noteSend,
  paymentCapabilities,
  siteCapabilities,
  stripePublishableKey,
  serviceHosts,
  translateEnabled,
};
