// The email blast's pure parts: checking what staff send, turning the body into a safe mail,
// the signed unsubscribe link and the recipient queries. No PocketBase call here (the sending
// is lib/blast-send.js); unit-tested in Node. docs/security-model.md "Email blast".

const { escapeHtml } = require('./html.js');

/** Who a blast can go to. */
const AUDIENCES = ['all', 'contractors', 'clients', 'leads'];

/** The user types that own listings: the "contractors" audience. */
const CONTRACTOR_TYPES = ['contractor', 'general_contractor', 'subcontractor'];

/** Limits of a blast's texts, in characters. */
const SUBJECT_MAX = 200;
const BODY_MAX = 20000;

/** Messages a minute when BLAST_RATE_PER_MINUTE is unset or not a positive integer. */
const DEFAULT_RATE_PER_MINUTE = Number(require('./env.js').SETTINGS.BLAST_RATE_PER_MINUTE.default);

/**
 * @typedef {{ subject: string, body: string }} BlastText
 * @typedef {{ audience: string, languages: string[], content: Record<string, BlastText> }} BlastInput
 * @typedef {Record<string, { code: string, message: string }>} FieldErrors
 */

/**
 * Checks a blast from the admin form. Pure.
 * @param {unknown} body the request body: {audience, languages: English names, content: {name:
 *   {subject, body}}}
 * @param {string[]} languageNames the 20 languages' English names (lib/languages.json)
 * @returns {{ ok: true, value: BlastInput } | { ok: false, errors: FieldErrors }} field errors
 *   shaped like PocketBase's (`data.<field>.code`)
 */
function checkBlastInput(body, languageNames) {
  /** @type {FieldErrors} */
  const errors = {};
  const b = /** @type {Record<string, unknown>} */ (body && typeof body === 'object' ? body : {});
  const audience = typeof b.audience === 'string' ? b.audience : '';
  if (AUDIENCES.indexOf(audience) < 0) {
    errors.audience = { code: 'validation_invalid_value', message: 'Choose an audience.' };
  }
  /** @type {string[]} */
  const languages = [];
  if (!Array.isArray(b.languages) || b.languages.length === 0) {
    errors.languages = { code: 'validation_required', message: 'Choose at least one language.' };
  } else {
    for (const name of b.languages) {
      if (typeof name !== 'string' || languageNames.indexOf(name) < 0) {
        errors.languages = { code: 'validation_invalid_value', message: 'Unknown language.' };
      } else if (languages.indexOf(name) < 0) languages.push(name);
    }
  }
  const content = /** @type {Record<string, { subject?: unknown, body?: unknown } | undefined>} */ (
    b.content && typeof b.content === 'object' ? b.content : {}
  );
  /** @type {Record<string, BlastText>} */
  const texts = {};
  for (const name of languages) {
    const text = content[name] || {};
    const subject = typeof text.subject === 'string' ? text.subject.trim() : '';
    const bodyText = typeof text.body === 'string' ? text.body.replace(/\r\n/g, '\n').trim() : '';
    if (!subject || subject.length > SUBJECT_MAX || /[\r\n]/.test(subject)) {
      errors[`content.${name}.subject`] = {
        code: subject ? 'validation_invalid_value' : 'validation_required',
        message: `A subject of 1 to ${SUBJECT_MAX} characters on one line.`,
      };
    }
    if (!bodyText || bodyText.length > BODY_MAX) {
      errors[`content.${name}.body`] = {
        code: bodyText ? 'validation_max_text_constraint' : 'validation_required',
        message: `A text of 1 to ${BODY_MAX} characters.`,
      };
    }
    texts[name] = { subject, body: bodyText };
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { audience, languages, content: texts } };
}

/**
 * Turns one paragraph of the body into HTML: everything escaped, then `**bold**` and bare
 * http(s) links. Pure; no HTML from the form ever reaches the mail.
 * @param {string} text
 */
function inlineHtml(text) {
  return escapeHtml(text)
    .replace(/\*\*([^*\n]+)\*\*/g, '<strong>$1</strong>')
    .replace(/\bhttps?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/g, (url) => `<a href="${url}">${url}</a>`)
    .replace(/\n/g, '<br>');
}

/**
 * The body as HTML: paragraphs at blank lines, line breaks kept. Pure.
 * @param {string} body plain text with `**bold**` and bare links
 * @returns {string} HTML with only <p>, <br>, <strong> and <a href="http(s)...">
 */
function bodyHtml(body) {
  return body
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0)
    .map((p) => `<p>${inlineHtml(p)}</p>`)
    .join('');
}

/**
 * One blast message with its unsubscribe footer. Pure.
 * @param {BlastText} text the subject and body in the recipient's language
 * @param {{ footer: string, unsubscribe: string }} copy footer texts (blast-mail.json)
 * @param {string} unsubscribeUrl the recipient's signed link
 * @param {{ code: string, dir: string }} [language] the language the text and footer are in
 *   (an entry of languages.json): the HTML is wrapped in a div with its `lang` and `dir`
 * @returns {{ subject: string, html: string, text: string }}
 */
function blastMail(text, copy, unsubscribeUrl, language) {
  const inner =
    bodyHtml(text.body) +
    `<hr><p><small>${escapeHtml(copy.footer)} ` +
    `<a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(copy.unsubscribe)}</a></small></p>`;
  const html = language
    ? `<div lang="${escapeHtml(language.code)}" dir="${language.dir === 'rtl' ? 'rtl' : 'ltr'}">${inner}</div>`
    : inner;
  const plain = `${text.body}\n\n--\n${copy.footer}\n${copy.unsubscribe}: ${unsubscribeUrl}\n`;
  return { subject: text.subject, html, text: plain };
}

/**
 * An address as recipients are compared and signed: trimmed, lower case. Pure.
 * @param {string} email
 */
function normaliseEmail(email) {
  return String(email || '')
    .trim()
    .toLowerCase();
}

/**
 * The signed unsubscribe link of an address. Pure.
 * @param {string} appUrl the server's public URL, without trailing slash
 * @param {string} email the recipient (normalised here)
 * @param {string} languageCode the page's language, e.g. "es"
 * @param {(text: string) => string} sign HMAC-SHA256 hex of a text with the server secret
 * @returns {string} `${appUrl}/api/email/unsubscribe?e=…&s=…&l=…`
 */
function unsubscribeUrl(appUrl, email, languageCode, sign) {
  const address = normaliseEmail(email);
  return (
    `${appUrl.replace(/\/+$/, '')}/api/email/unsubscribe?e=${encodeURIComponent(address)}` +
    `&s=${sign(address)}&l=${encodeURIComponent(languageCode)}`
  );
}

/**
 * The rate limit of the sender. Pure.
 * @param {(name: string) => string} [getenv] the environment (lib/env.js; the server's by default)
 * @returns {number} messages a minute (BLAST_RATE_PER_MINUTE, default 600)
 */
function ratePerMinute(getenv) {
  return require('./env.js').integerWithDefault('BLAST_RATE_PER_MINUTE', getenv);
}

/**
 * The SQL of an audience's recipients (`email` normalised, `language` an English name, ''
 * read as English), with the language filter bound as {:l0}, {:l1}, … Users count only with
 * a verified address (anyone can sign up with someone else's); leads only with a capture
 * that accepted marketing and whose address confirmed it from the emailed link (anyone can
 * type someone else's address; lib/marketing-consent.js). Pure.
 * @param {string} audience one of AUDIENCES
 * @param {number} languageCount how many {:lN} params the caller binds
 * @returns {string} a SELECT of (email, language), one row per address
 */
function recipientsSql(audience, languageCount) {
  const langs = [];
  for (let i = 0; i < languageCount; i++) langs.push(`{:l${i}}`);
  let source;
  if (audience === 'leads') {
    // One row per address: its latest confirmed consenting capture (a window, not a subquery
    // per row).
    source =
      'SELECT email, language FROM (SELECT lower(trim(c.email)) AS email, ' +
      "COALESCE(NULLIF(c.language_preference, ''), 'English') AS language, " +
      'ROW_NUMBER() OVER (PARTITION BY lower(trim(c.email)) ORDER BY c.created DESC) AS n ' +
      'FROM exit_intent_captures c ' +
      "WHERE c.marketing_consent = TRUE AND c.marketing_confirmed != '') WHERE n = 1";
  } else {
    let type = '';
    if (audience === 'contractors') {
      type = ` AND u.user_type IN (${CONTRACTOR_TYPES.map((t) => `'${t}'`).join(', ')})`;
    } else if (audience === 'clients') {
      type = " AND u.user_type = 'client'";
    }
    source =
      'SELECT lower(trim(u.email)) AS email, ' +
      "COALESCE(NULLIF(u.language_preference, ''), 'English') AS language " +
      `FROM users u WHERE u.verified = TRUE AND u.email != ''${type}`;
  }
  return `SELECT email, language FROM (${source}) WHERE language IN (${langs.join(', ')})`;
}

module.exports = {
  AUDIENCES,
  BODY_MAX,
  DEFAULT_RATE_PER_MINUTE,
  SUBJECT_MAX,
  blastMail,
  bodyHtml,
  checkBlastInput,
  normaliseEmail,
  ratePerMinute,
  recipientsSql,
  unsubscribeUrl,
};
