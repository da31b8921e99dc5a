// Double opt-in of the marketing consent ticked in the exit-intent form: the address gets a
// mail with a signed, expiring link (at most one such mail per address in 24 hours, counted
// on the canonical address, lib/mail-marks.js), and the consent counts for the "leads" blast
// audience only once the link is confirmed in the app (/marketing-confirm). The mail holds
// fixed text only: nothing the visitor typed. Required by pb_hooks/exit-intent-captures.pb.js and
// routes-app.pb.js; docs/security-model.md "Email".

const { escapeHtml } = require('./html.js');
const { mailLanguage } = require('./mail-language.js');

/** How long a confirmation link works, in seconds (7 days). */
const CONFIRM_TTL_SECONDS = 7 * 24 * 60 * 60;

/** At most one confirmation mail per address in this many ms (24 hours). */
const CONFIRM_MAIL_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The mail_recipient_marks kind of the confirmation mail. */
const MARK_KIND = 'marketing_confirm';

/**
 * @typedef {{ subject: string, heading: string, intro: string, cta: string, expiry: string,
 *   ignore: string }} ConsentCopy
 */

/**
 * The signed token of a capture's confirmation link. Pure given `sign`.
 * @param {string} captureId the exit_intent_captures id
 * @param {string} email the capture's address (trimmed and lower-cased here)
 * @param {number} expiresSec epoch seconds after which the link no longer works
 * @param {(text: string) => string} sign HMAC-SHA256 hex with the server secret
 * @returns {string} `<id>.<expires>.<signature>`
 */
function consentToken(captureId, email, expiresSec, sign) {
  const payload = `${captureId}.${expiresSec}`;
  return `${payload}.${sign(`marketing-confirm:${payload}:${String(email).trim().toLowerCase()}`)}`;
}

/**
 * Reads a confirmation token. Pure given its arguments.
 * @param {unknown} token
 * @param {number} nowSec epoch seconds
 * @param {(id: string) => string | null} emailOf the capture's address, null when none
 * @param {(text: string) => string} sign
 * @param {(a: string, b: string) => boolean} equal a constant-time comparison
 * @returns {{ ok: boolean, id: string, reason: '' | 'invalid' | 'expired' }}
 */
function checkConsentToken(token, nowSec, emailOf, sign, equal) {
  const parts = typeof token === 'string' ? token.split('.') : [];
  if (parts.length !== 3 || !/^[a-z0-9]{15}$/.test(parts[0]) || !/^\d{1,12}$/.test(parts[1])) {
    return { ok: false, id: '', reason: 'invalid' };
  }
  const email = emailOf(parts[0]);
  if (email === null) return { ok: false, id: '', reason: 'invalid' };
  const expected = consentToken(parts[0], email, Number(parts[1]), sign);
  if (!equal(expected, String(token))) return { ok: false, id: '', reason: 'invalid' };
  if (Number(parts[1]) < nowSec) return { ok: false, id: '', reason: 'expired' };
  return { ok: true, id: parts[0], reason: '' };
}

/**
 * The confirmation mail: fixed text in the capture's language (HTML with lang and dir, and
 * the same as plain text) and the link. Pure.
 * @param {Record<string, ConsentCopy>} copy the contents of marketing-consent-mail.json
 * @param {string} language English name of the capture's language; unknown or '' → English
 * @param {{ link: string, days: number }} data the confirmation link and how many days it works
 * @returns {{ subject: string, html: string, text: string }}
 */
function consentMail(copy, language, data) {
  const { texts: t, lang, dir } = mailLanguage(copy, language);
  const expiry = t.expiry.replace('{days}', String(data.days));
  const html =
    `<div lang="${lang}" dir="${dir}">` +
    `<h1>${escapeHtml(t.heading)}</h1>` +
    `<p>${escapeHtml(t.intro)}</p>` +
    `<p><a href="${escapeHtml(data.link)}">${escapeHtml(t.cta)}</a></p>` +
    `<p>${escapeHtml(expiry)}</p>` +
    `<p>${escapeHtml(t.ignore)}</p>` +
    '</div>';
  const text = `${t.heading}\n\n${t.intro}\n\n${t.cta}: ${data.link}\n\n${expiry}\n\n${t.ignore}\n`;
  return { subject: t.subject, html, text };
}

// ---- PocketBase glue ----

/** @param {core.App} app @returns {(text: string) => string} */
function signer(app) {
  const secret = app
    .findFirstRecordByFilter('server_secrets', "name = 'marketing_confirm_hmac'", {})
    .getString('value');
  return (text) => $security.hs256(text, secret);
}

/**
 * Whether the address already confirmed a consent (any earlier capture of it).
 * @param {core.App} app @param {string} email
 */
function alreadyConfirmed(app, email) {
  const row = new DynamicModel({ n: 0 });
  app
    .db()
    .newQuery(
      'SELECT COUNT(*) AS n FROM exit_intent_captures WHERE lower(trim(email)) = lower(trim({:email})) ' +
        "AND marketing_consent = TRUE AND marketing_confirmed != ''",
    )
    .bind({ email })
    .one(row);
  return Number(row.n) > 0;
}

/**
 * Stores now as the capture's confirmation (without record hooks), unless it has one.
 * @param {core.App} app @param {string} id
 */
function markConfirmed(app, id) {
  const now = new Date().toISOString().replace('T', ' ');
  app
    .db()
    .newQuery(
      'UPDATE exit_intent_captures SET marketing_confirmed = {:now} ' +
        "WHERE id = {:id} AND marketing_consent = TRUE AND marketing_confirmed = ''",
    )
    .bind({ now, id })
    .execute();
}

/**
 * Mails the confirmation link of a capture that ticked marketing consent, unless the address
 * had such a mail in the last 24 hours. An address that confirmed before gets no mail: its
 * new capture counts as confirmed (it only changes the language its blasts come in).
 * @param {core.App} app PocketBase app
 * @param {core.Record} capture the exit_intent_captures record
 * @returns {'sent' | 'skipped' | 'failed' | 'confirmed' | 'none'} none: the capture asked for
 *   no marketing; confirmed: the address had confirmed before
 */
function requestConfirmation(app, capture) {
  if (!capture.getBool('marketing_consent')) return 'none';
  const email = capture.getString('email');
  if (alreadyConfirmed(app, email)) {
    markConfirmed(app, capture.id);
    return 'confirmed';
  }
  const marks = require(`${__hooks}/lib/mail-marks.js`);
  const claim = marks.claimMark(app, MARK_KIND, email, Date.now(), CONFIRM_MAIL_WINDOW_MS);
  if (!claim.claimed) return 'skipped';
  const expires = Math.floor(Date.now() / 1000) + CONFIRM_TTL_SECONDS;
  const token = consentToken(capture.id, email, expires, signer(app));
  const appUrl = String(app.settings().meta.appURL || '').replace(/\/+$/, '');
  const mail = consentMail(
    require(`${__hooks}/lib/marketing-consent-mail.json`),
    capture.getString('language_preference'),
    {
      link: `${appUrl}/marketing-confirm?token=${encodeURIComponent(token)}`,
      days: CONFIRM_TTL_SECONDS / 86400,
    },
  );
  try {
    require(`${__hooks}/lib/mailer.js`).sendMail(app, email, mail);
    return 'sent';
  } catch (err) {
    marks.releaseMark(app, MARK_KIND, email, claim.previous);
    app
      .logger()
      .error('marketing confirmation email failed', 'capture', capture.id, 'error', String(err));
    return 'failed';
  }
}

/**
 * Confirms the marketing consent of the capture a token names.
 * @param {core.App} app @param {unknown} token
 * @returns {{ status: number, body: object }} 200 {confirmed: true}; 400 with
 *   `data.token.code` token_invalid or token_expired
 */
function confirmConsent(app, token) {
  const check = checkConsentToken(
    token,
    Math.floor(Date.now() / 1000),
    (id) => {
      try {
        const capture = app.findRecordById('exit_intent_captures', id);
        return capture.getBool('marketing_consent') ? capture.getString('email') : null;
      } catch {
        return null;
      }
    },
    signer(app),
    (a, b) => $security.equal(a, b),
  );
  if (!check.ok) {
    const expired = check.reason === 'expired';
    const message = expired ? 'This link has expired.' : 'This link is not valid.';
    return {
      status: 400,
      body: {
        status: 400,
        message,
        data: { token: { code: expired ? 'token_expired' : 'token_invalid', message } },
      },
    };
  }
  markConfirmed(app, check.id);
  return { status: 200, body: { confirmed: true } };
}

module.exports = {
  CONFIRM_MAIL_WINDOW_MS,
  CONFIRM_TTL_SECONDS,
  checkConsentToken,
  confirmConsent,
  consentMail,
  consentToken,
  requestConfirmation,
};
