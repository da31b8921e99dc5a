// The affiliate programme (docs/security-model.md "Affiliate programme"): the
// application (POST /api/affiliate/signup), the email confirmation link, the affiliate's state,
// the attribution of a sign-up to the affiliate whose link the visitor came through, and the
// figures of the dashboard. The pure parts are unit-tested (tests/hooks); the rest runs in
// PocketBase (required by pb_hooks/routes-affiliate.pb.js) and is tested by
// tests/integration/affiliate-programme.test.ts.

/** Days after the visitor's first visit through a link in which a sign-up and its first
 * payment count for the affiliate (spec §2, the programme terms). */
const ATTRIBUTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** How long an email confirmation link works, seconds. */
const VERIFY_TTL_SECONDS = 48 * 60 * 60;
/** At most one confirmation mail per recipient (canonical address) in this many ms. An
 * application's contact address cannot change, so this is also its daily cap. */
const VERIFY_MAIL_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The mail_recipient_marks kind of confirmation mails. */
const VERIFY_MAIL_KIND = 'affiliate_verify';
/** Referral codes: 8 characters without look-alikes (0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const VISITOR_ID = /^[A-Za-z0-9_-]{8,64}$/;
/** Fields of the affiliate record only the server sets: a body naming them is refused. */
const SERVER_FIELDS = [
  'status',
  'referral_code',
  'code',
  'user',
  'email_verified_at',
  'terms_accepted_at',
];

/**
 * @typedef {{ code: string, message: string }} FieldError
 * @typedef {{ name: string, email: string, website: string, promotion: string,
 *   payoutMethod: 'paypal' | 'bank_transfer', payoutDetails: string, language: string }} Signup
 * @typedef {'none' | 'email_unconfirmed' | 'pending' | 'approved' | 'suspended'} AffiliateState
 */

/**
 * Checks an application. Pure.
 * @param {unknown} body the request body
 * @param {string[]} languageNames the English names of the 20 languages
 * @returns {{ errors: Record<string, FieldError> } | { value: Signup }}
 */
function parseSignup(body, languageNames) {
  /** @type {Record<string, FieldError>} */
  const errors = {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return { errors: { body: { code: 'validation_invalid_type', message: 'Must be an object.' } } };
  }
  const b = /** @type {Record<string, unknown>} */ (body);
  for (const field of SERVER_FIELDS) {
    if (b[field] !== undefined) {
      errors[field] = { code: 'validation_not_allowed', message: 'Set by the server.' };
    }
  }
  /** @param {string} field @param {number} min @param {number} max */
  const text = (field, min, max) => {
    const v = b[field];
    if (v === undefined || v === null) {
      if (min > 0) errors[field] = { code: 'validation_required', message: 'Required.' };
      return '';
    }
    if (typeof v !== 'string') {
      errors[field] = { code: 'validation_invalid_type', message: 'Must be a string.' };
      return '';
    }
    const t = v.trim();
    if (t.length < min) {
      errors[field] =
        t.length === 0
          ? { code: 'validation_required', message: 'Required.' }
          : { code: 'validation_min_text_constraint', message: `At least ${min} characters.` };
    } else if (t.length > max) {
      errors[field] = {
        code: 'validation_max_text_constraint',
        message: `At most ${max} characters.`,
      };
    }
    return t;
  };
  const name = text('name', 1, 100);
  const email = text('email', 1, 254).toLowerCase();
  if (email && !errors.email && !EMAIL.test(email)) {
    errors.email = { code: 'validation_invalid_email', message: 'Must be an email address.' };
  }
  const website = text('website', 3, 300);
  const promotion = text('promotion', 10, 2000);
  const method = b.payoutMethod;
  if (method !== 'paypal' && method !== 'bank_transfer') {
    errors.payoutMethod =
      method === undefined || method === null || method === ''
        ? { code: 'validation_required', message: 'Required.' }
        : { code: 'validation_invalid_value', message: 'Must be paypal or bank_transfer.' };
  }
  const details = text('payoutDetails', 1, 500);
  if (details && !errors.payoutDetails) {
    if (method === 'paypal' && !EMAIL.test(details)) {
      errors.payoutDetails = {
        code: 'validation_invalid_email',
        message: 'Must be the PayPal account email.',
      };
    } else if (method === 'bank_transfer' && details.length < 10) {
      errors.payoutDetails = {
        code: 'validation_min_text_constraint',
        message: 'At least 10 characters.',
      };
    }
  }
  if (b.acceptTerms !== true) {
    errors.acceptTerms = { code: 'validation_required', message: 'The terms must be accepted.' };
  }
  const language = b.language === undefined || b.language === '' ? '' : b.language;
  if (typeof language !== 'string' || (language !== '' && languageNames.indexOf(language) < 0)) {
    errors.language = { code: 'validation_invalid_value', message: 'Not one of the languages.' };
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    value: {
      name,
      email,
      website,
      promotion,
      payoutMethod: /** @type {'paypal' | 'bank_transfer'} */ (method),
      payoutDetails: method === 'paypal' ? details.toLowerCase() : details,
      language: /** @type {string} */ (language),
    },
  };
}

/**
 * A new referral code. Pure given `randomString`.
 * @param {(length: number, alphabet: string) => string} randomString e.g.
 *   `$security.randomStringWithAlphabet`
 * @returns {string} 8 characters of CODE_ALPHABET
 */
function newReferralCode(randomString) {
  return randomString(CODE_LENGTH, CODE_ALPHABET);
}

/**
 * The email confirmation token of an affiliate's address. Pure given `sign`.
 * @param {string} affiliateId @param {string} email the address to confirm (normalised here)
 * @param {number} expiresSec epoch seconds after which it no longer works
 * @param {(text: string) => string} sign HMAC-SHA256 hex with the server secret
 * @returns {string} `<id>.<expires>.<signature>`
 */
function verifyToken(affiliateId, email, expiresSec, sign) {
  const payload = `${affiliateId}.${expiresSec}`;
  return `${payload}.${sign(`affiliate-verify:${payload}:${String(email).trim().toLowerCase()}`)}`;
}

/**
 * Reads a token. Pure given its arguments.
 * @param {unknown} token
 * @param {number} nowSec epoch seconds
 * @param {(id: string) => string | null} emailOf the affiliate's current contact email, null
 *   when there is no such affiliate
 * @param {(text: string) => string} sign
 * @param {(a: string, b: string) => boolean} equal a constant-time comparison
 * @returns {{ ok: boolean, id: string, reason: '' | 'invalid' | 'expired' }}
 */
function checkVerifyToken(token, nowSec, emailOf, sign, equal) {
  const parts = typeof token === 'string' ? token.split('.') : [];
  if (parts.length !== 3 || !/^[a-z0-9]{15}$/.test(parts[0]) || !/^\d{1,12}$/.test(parts[1])) {
    return { ok: false, id: '', reason: 'invalid' };
  }
  const email = emailOf(parts[0]);
  if (email === null) return { ok: false, id: '', reason: 'invalid' };
  const expected = verifyToken(parts[0], email, Number(parts[1]), sign);
  if (!equal(expected, String(token))) return { ok: false, id: '', reason: 'invalid' };
  if (Number(parts[1]) < nowSec) return { ok: false, id: '', reason: 'expired' };
  return { ok: true, id: parts[0], reason: '' };
}

/**
 * The affiliate's state as the pages show it. Pure.
 * @param {{ status: string, emailVerifiedAt: string } | null} affiliate
 * @returns {AffiliateState}
 */
function stateOf(affiliate) {
  if (!affiliate) return 'none';
  if (affiliate.status === 'suspended') return 'suspended';
  if (affiliate.status === 'approved') return 'approved';
  return affiliate.emailVerifiedAt ? 'pending' : 'email_unconfirmed';
}

/**
 * The programme's settings from the server's env (lib/env.js). Pure given `getenv`.
 * @param {(name: string) => string} [getenv] the environment (lib/env.js; the server's by default)
 * @returns {{ commissionCents: number | null, payoutThresholdCents: number | null,
 *   payoutSchedule: 'monthly' | 'quarterly' | null, currency: string, attributionDays: number }}
 *   commission per paid conversion and payout threshold in minor units of `currency` (the fee
 *   currency, FEE_CURRENCY); null when unset (nothing is promised then)
 */
function programmeConfig(getenv) {
  const { integer, text } = require('./env.js');
  const schedule = text('AFFILIATE_PAYOUT_SCHEDULE', getenv);
  return {
    commissionCents: integer('AFFILIATE_COMMISSION_CENTS', getenv),
    payoutThresholdCents: integer('AFFILIATE_PAYOUT_THRESHOLD_CENTS', getenv),
    payoutSchedule: schedule === 'monthly' || schedule === 'quarterly' ? schedule : null,
    currency: text('FEE_CURRENCY', getenv),
    attributionDays: ATTRIBUTION_DAYS,
  };
}

/**
 * Whether a sign-up is attributed, and to whom. Pure.
 * @param {{ affiliateCode: string, firstVisit: string, signedUpUser: string } | null} session
 *   the visitor session the sign-up named (dates as PocketBase strings or ISO)
 * @param {{ id: string, status: string } | null} affiliate the affiliate with that code
 * @param {number} nowMs epoch ms
 * @returns {{ affiliate: string, windowEnd: string } | null} windowEnd ISO: the first visit +
 *   30 days
 */
function attributionOf(session, affiliate, nowMs) {
  if (!session || !affiliate || affiliate.status !== 'approved') return null;
  if (session.signedUpUser || !session.affiliateCode || !session.firstVisit) return null;
  const first = Date.parse(String(session.firstVisit).replace(' ', 'T'));
  if (!isFinite(first) || first > nowMs) return null;
  const end = first + ATTRIBUTION_DAYS * DAY_MS;
  if (nowMs > end) return null;
  return { affiliate: affiliate.id, windowEnd: new Date(end).toISOString() };
}

/**
 * The last `days` UTC days ending today, oldest first, with the clicks of each. Pure.
 * @param {Array<{ day: string, clicks: number }>} rows counts by day (YYYY-MM-DD)
 * @param {number} nowMs @param {number} days
 */
function clicksByDay(rows, nowMs, days) {
  /** @type {Record<string, number>} */
  const byDay = {};
  for (const r of rows) byDay[r.day] = Number(r.clicks) || 0;
  const out = [];
  for (let i = days - 1; i >= 0; i--) {
    const day = new Date(nowMs - i * DAY_MS).toISOString().slice(0, 10);
    out.push({ day, clicks: byDay[day] || 0 });
  }
  return out;
}

/** @param {string} value the visitor id a sign-up sent */
function isVisitorId(value) {
  return typeof value === 'string' && VISITOR_ID.test(value);
}

// ---- PocketBase glue ----

/** @param {core.App} app @returns {(text: string) => string} */
function signer(app) {
  const fromEnv = require('./env.js').text('AFFILIATE_VERIFY_SECRET');
  const secret =
    fromEnv ||
    app
      .findFirstRecordByFilter('server_secrets', "name = 'affiliate_verify_hmac'", {})
      .getString('value');
  return (text) => $security.hs256(text, secret);
}

/** @param {core.App} app @param {string} userId @returns {core.Record | null} the user's affiliate record or null */
function affiliateOf(app, userId) {
  try {
    return app.findFirstRecordByData('affiliates', 'user', userId);
  } catch {
    return null;
  }
}

/** @param {core.Record} record */
function viewOf(record) {
  return {
    state: stateOf(
      record
        ? {
            status: record.getString('status'),
            emailVerifiedAt: record.getString('email_verified_at'),
          }
        : null,
    ),
    referralCode:
      record && record.getString('status') === 'approved' ? record.getString('referral_code') : '',
    email: record ? record.getString('email') : '',
    created: record ? record.getString('created') : '',
  };
}

/**
 * Sends the confirmation mail of an affiliate's contact address: fixed text and the link, at
 * most once per recipient (its canonical form, lib/mail-marks.js) in 24 hours, whoever asks.
 * @param {core.App} app @param {core.Record} record the affiliate
 * @returns {'sent' | 'not_configured' | 'failed' | 'recently_sent'} recently_sent: a mail went
 *   to this address less than 24 hours ago, none was sent now
 */
function sendVerifyMail(app, record) {
  const caps = require(`${__hooks}/lib/capabilities.js`);
  const state = caps.currentMailState(app);
  if (state === 'not_configured') return 'not_configured';
  const marks = require(`${__hooks}/lib/mail-marks.js`);
  const email = record.getString('email');
  const claim = marks.claimMark(app, VERIFY_MAIL_KIND, email, Date.now(), VERIFY_MAIL_WINDOW_MS);
  if (!claim.claimed) return 'recently_sent';
  const { affiliateVerifyMail } = require(`${__hooks}/lib/affiliate-verify-mail.js`);
  const copy = require(`${__hooks}/lib/affiliate-verify-mail.json`);
  const expires = Math.floor(Date.now() / 1000) + VERIFY_TTL_SECONDS;
  const token = verifyToken(record.id, email, expires, signer(app));
  const appUrl = String(app.settings().meta.appURL || '').replace(/\/+$/, '');
  const mail = affiliateVerifyMail(copy, record.getString('language'), {
    link: `${appUrl}/affiliate-verify?token=${encodeURIComponent(token)}`,
    hours: VERIFY_TTL_SECONDS / 3600,
  });
  try {
    require(`${__hooks}/lib/mailer.js`).sendMail(app, email, mail);
    caps.noteSend(app, null);
    return 'sent';
  } catch (error) {
    marks.releaseMark(app, VERIFY_MAIL_KIND, email, claim.previous);
    caps.noteSend(app, String(error));
    return 'failed';
  }
}

/**
 * Creates the signed-in user's application: status pending, a new unique referral code; the
 * contact email is confirmed at once when it is the user's own verified account email, else
 * a confirmation mail goes out.
 * @param {core.App} app @param {core.Record} auth the signed-in user @param {Signup} value
 * @returns {{ status: number, body: object }}
 * @throws {ForbiddenError} 403 `data.auth.code` = `account_unverified` while the account's own
 *   address is not verified: an account nobody confirmed could otherwise make the server mail
 *   any address
 */
function applyAsAffiliate(app, auth, value) {
  if (!auth.verified()) {
    const message = 'Confirm your account email before you apply.';
    throw new ForbiddenError(message, { auth: new ValidationError('account_unverified', message) });
  }
  if (affiliateOf(app, auth.id)) {
    return {
      status: 409,
      body: {
        status: 409,
        message: 'You have already applied.',
        data: {},
        code: 'already_applied',
      },
    };
  }
  const record = new Record(app.findCollectionByNameOrId('affiliates'));
  record.set('user', auth.id);
  record.set('status', 'pending');
  record.set('name', value.name);
  record.set('email', value.email);
  record.set('website', value.website);
  record.set('promotion', value.promotion);
  record.set('payout_method', value.payoutMethod);
  record.set('payout_details', value.payoutDetails);
  record.set('language', value.language || auth.getString('language_preference'));
  const now = new Date().toISOString();
  record.set('terms_accepted_at', now);
  const own = auth.email().trim().toLowerCase() === value.email;
  if (own) record.set('email_verified_at', now);
  let saved = false;
  for (let attempt = 0; attempt < 5 && !saved; attempt++) {
    record.set('referral_code', newReferralCode($security.randomStringWithAlphabet));
    try {
      app.save(record);
      saved = true;
    } catch (error) {
      if (affiliateOf(app, auth.id)) {
        return {
          status: 409,
          body: {
            status: 409,
            message: 'You have already applied.',
            data: {},
            code: 'already_applied',
          },
        };
      }
      if (attempt === 4) throw error;
    }
  }
  const mail = own ? 'not_needed' : sendVerifyMail(app, record);
  return { status: 200, body: { ...viewOf(record), mail } };
}

/**
 * Confirms an affiliate's contact address from the token of the emailed link.
 * @param {core.App} app @param {unknown} token
 * @returns {{ status: number, body: object }}
 */
function confirmEmail(app, token) {
  const check = checkVerifyToken(
    token,
    Math.floor(Date.now() / 1000),
    (id) => {
      try {
        return app.findRecordById('affiliates', id).getString('email');
      } catch {
        return null;
      }
    },
    signer(app),
    (a, b) => $security.equal(a, b),
  );
  if (!check.ok) {
    return {
      status: 400,
      body: {
        status: 400,
        message: check.reason === 'expired' ? 'This link has expired.' : 'This link is not valid.',
        data: {},
        code: check.reason === 'expired' ? 'token_expired' : 'token_invalid',
      },
    };
  }
  const record = app.findRecordById('affiliates', check.id);
  if (!record.getString('email_verified_at')) {
    record.set('email_verified_at', new Date().toISOString());
    app.save(record);
  }
  return { status: 200, body: { state: viewOf(record).state } };
}

/**
 * Sends the confirmation mail again (the signed-in user's unconfirmed application).
 * @param {core.App} app @param {core.Record} auth
 * @returns {{ status: number, body: object }}
 */
function resendConfirmation(app, auth) {
  const record = affiliateOf(app, auth.id);
  if (!record || record.getString('email_verified_at')) {
    return {
      status: 409,
      body: { status: 409, message: 'Nothing to confirm.', data: {}, code: 'nothing_to_confirm' },
    };
  }
  return { status: 200, body: { ...viewOf(record), mail: sendVerifyMail(app, record) } };
}

/**
 * One number from SQL.
 * @param {core.App} app @param {string} sql @param {dbx.Params} params
 */
function count(app, sql, params) {
  const row = new DynamicModel({ n: 0 });
  app.db().newQuery(sql).bind(params).one(row);
  return Number(row.n) || 0;
}

/**
 * The dashboard's figures for an approved affiliate: clicks (total and per UTC day for the
 * last 30 days), sign-ups attributed to them, paid conversions (attributed users whose first
 * succeeded payment came before their window's end), earnings (paid conversions × the
 * commission, null when none is set), and the payouts staff recorded.
 * @param {core.App} app @param {core.Record} affiliate
 * @returns {object} the /api/affiliate/stats answer
 */
function statsOf(app, affiliate) {
  const id = affiliate.id;
  const now = Date.now();
  const since = new Date(now - 29 * DAY_MS).toISOString().slice(0, 10);
  const rows = arrayOf(new DynamicModel({ day: '', clicks: 0 }));
  app
    .db()
    .newQuery(
      'SELECT substr(created, 1, 10) AS day, COUNT(*) AS clicks FROM affiliate_clicks ' +
        'WHERE affiliate = {:id} AND created >= {:since} GROUP BY day',
    )
    .bind({ id, since })
    .all(rows);
  const totalClicks = count(
    app,
    'SELECT COUNT(*) AS n FROM affiliate_clicks WHERE affiliate = {:id}',
    {
      id,
    },
  );
  const signups = count(app, 'SELECT COUNT(*) AS n FROM users WHERE referred_by = {:id}', { id });
  const paidConversions = count(
    app,
    'SELECT COUNT(*) AS n FROM users u WHERE u.referred_by = {:id} AND ' +
      "(SELECT MIN(p.paid_at) FROM payments p WHERE p.user = u.id AND p.status = 'succeeded' " +
      "AND p.paid_at != '') <= u.referral_window_end",
    { id },
  );
  const config = programmeConfig();
  const payouts = app
    .findRecordsByFilter('affiliate_payouts', 'affiliate = {:id}', '-paid_at', 100, 0, { id })
    .map((p) => ({
      id: p.id,
      amountCents: p.getInt('amount_cents'),
      currency: p.getString('currency'),
      paidAt: p.getString('paid_at'),
      method: p.getString('method'),
      reference: p.getString('reference'),
    }));
  return {
    referralCode: affiliate.getString('referral_code'),
    clicks: totalClicks,
    clicksByDay: clicksByDay(
      rows.map((r) => ({ day: String(r.day), clicks: Number(r.clicks) })),
      now,
      30,
    ),
    signups,
    paidConversions,
    commissionCents: config.commissionCents,
    earningsCents:
      config.commissionCents === null ? null : paidConversions * config.commissionCents,
    currency: config.currency,
    payouts,
    generatedAt: new Date(now).toISOString(),
  };
}

/**
 * The users create hook's part: attributes a new account to the affiliate whose link the
 * visitor session (`visitor_id` in the body, sent only by a visitor who consented) came
 * through, within 30 days of the first visit, once per session. Always clears what the body
 * tried to set itself.
 * @param {core.App} app @param {core.Record} record the user about to be created @param {unknown} visitorId
 * @returns {core.Record | null} the visitor session to mark once the user is saved, or null
 */
function attributeSignup(app, record, visitorId) {
  record.set('referred_by', '');
  record.set('referral_window_end', '');
  if (!isVisitorId(/** @type {string} */ (visitorId))) return null;
  let session;
  try {
    session = app.findFirstRecordByData('visitor_sessions', 'visitor_id', visitorId);
  } catch {
    return null;
  }
  let affiliate = null;
  try {
    affiliate = app.findFirstRecordByData(
      'affiliates',
      'referral_code',
      session.getString('affiliate_code'),
    );
  } catch {
    affiliate = null;
  }
  const found = attributionOf(
    {
      affiliateCode: session.getString('affiliate_code'),
      firstVisit: session.getString('affiliate_first_visit'),
      signedUpUser: session.getString('signed_up_user'),
    },
    affiliate ? { id: affiliate.id, status: affiliate.getString('status') } : null,
    Date.now(),
  );
  if (!found) return null;
  record.set('referred_by', found.affiliate);
  record.set('referral_window_end', found.windowEnd);
  return session;
}

module.exports = {
  ATTRIBUTION_DAYS,
  VERIFY_TTL_SECONDS,
  parseSignup,
  newReferralCode,
  verifyToken,
  checkVerifyToken,
  stateOf,
  programmeConfig,
  attributionOf,
  clicksByDay,
  affiliateOf,
  viewOf,
  applyAsAffiliate,
  confirmEmail,
  resendConfirmation,
  statsOf,
  attributeSignup,
};
