// The contact forms' emails (docs/security-model.md "Contact forms"): the automatic reply to
// the sender of a support request or a legal inquiry, in the sender's language, with the
// reference; and the notification to staff (in English: one message to SUPPORT_EMAIL or to
// every admin). The reply never repeats the sender's message: anyone can type any address
// into the form, so the reply must not carry their text to a stranger. Pure: the copy and
// the language table are passed in; required by lib/support.js and unit-tested in
// tests/hooks/support-mail.test.ts. Copy: lib/support-mail.json (English names as keys).

const { escapeHtml } = require('./html.js');

/**
 * @typedef {{ subject: string, heading: string, body: string, referenceLabel: string,
 *   kindLabel: string, footer: string }} ReplyCopy one reply; `subject` holds {{reference}}
 * @typedef {{ support: ReplyCopy, legal: ReplyCopy, topics: Record<string, string>,
 *   types: Record<string, string> }} LanguageCopy
 * @typedef {{ code: string, name: string, dir: string }} Language an entry of languages.json
 * @typedef {'support' | 'legal'} FormKind
 */

/**
 * Builds the automatic reply.
 * @param {Record<string, LanguageCopy>} copy the contents of support-mail.json
 * @param {Language[]} languages the contents of languages.json (for `lang` and `dir`)
 * @param {string} language the sender's language, English name (unknown or '' → English)
 * @param {FormKind} kind which form was sent
 * @param {{ reference: string, category: string }} facts the reference (e.g. SR-7KQ2-9XM4)
 *   and the topic (support) or type (legal) value as stored
 * @returns {{ subject: string, html: string, text: string }} HTML with lang and dir, and the
 *   same content as plain text
 */
function replyMail(copy, languages, language, kind, facts) {
  const known = Object.prototype.hasOwnProperty.call(copy, language);
  const name = known ? language : 'English';
  const all = copy[name];
  const texts = all[kind];
  const names = kind === 'support' ? all.topics : all.types;
  const category = names[facts.category] || facts.category;
  const entry = languages.find((l) => l.name === name) || { code: 'en', dir: 'ltr' };
  const subject = texts.subject.split('{{reference}}').join(facts.reference);
  const html =
    `<div lang="${entry.code}" dir="${entry.dir}">` +
    `<h1>${escapeHtml(texts.heading)}</h1>` +
    `<p>${escapeHtml(texts.body)}</p>` +
    `<p><strong>${escapeHtml(texts.referenceLabel)}</strong> ` +
    `<span dir="ltr">${escapeHtml(facts.reference)}</span></p>` +
    `<p><strong>${escapeHtml(texts.kindLabel)}</strong> ${escapeHtml(category)}</p>` +
    `<p>${escapeHtml(texts.footer)}</p>` +
    '</div>';
  const text =
    `${texts.heading}\n\n${texts.body}\n\n` +
    `${texts.referenceLabel} ${facts.reference}\n${texts.kindLabel} ${category}\n\n` +
    `${texts.footer}\n`;
  return { subject, html, text };
}

/**
 * The label and value pairs of the staff notification, in the form's order: the topic
 * (support) or type (legal) in the English words the app shows (copy.English of
 * support-mail.json, the same as src/i18n/locales/en/support.json), not its stored code.
 * @param {Record<string, LanguageCopy>} copy the contents of support-mail.json
 * @param {FormKind} kind which form was sent
 * @param {(field: string) => string} field a stored field's value, '' when empty
 * @returns {Array<[string, string]>}
 */
function staffFields(copy, kind, field) {
  const english = copy.English;
  /** @param {Record<string, string>} names @param {string} code */
  const words = (names, code) =>
    Object.prototype.hasOwnProperty.call(names, code) ? names[code] : code;
  const common = /** @type {Array<[string, string]>} */ ([
    ['Email', field('email')],
    ['Language', field('language') || 'English'],
    ['Signed-in user', field('user') || '(not signed in)'],
  ]);
  if (kind === 'support') return [['Topic', words(english.topics, field('topic'))], ...common];
  return [
    ['Type', words(english.types, field('type'))],
    ['Organisation', field('organisation')],
    ['Name', field('name')],
    ['Their reference', field('their_reference') || '-'],
    ...common,
  ];
}

/** The English words of the staff notification, by form. */
const STAFF_TITLES = {
  support: 'New support request',
  legal: 'New legal inquiry',
};

/**
 * Builds the notification to staff: every field the sender filled in (escaped), the
 * reference, and where to read it (the dashboard's collection). English.
 * @param {FormKind} kind
 * @param {{ reference: string, fields: Array<[string, string]>, message: string,
 *   hasFile: boolean, dashboardUrl: string }} facts `fields`: label and value pairs in
 *   order; `dashboardUrl`: the collection in PocketBase's dashboard
 * @returns {{ subject: string, html: string, text: string }}
 */
function staffMail(kind, facts) {
  const title = STAFF_TITLES[kind];
  const fileLine = facts.hasFile ? 'A file is attached to the record.' : 'No file attached.';
  const rows = facts.fields
    .map(
      ([label, value]) =>
        `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html =
    `<div lang="en" dir="ltr"><h1>${escapeHtml(title)} ${escapeHtml(facts.reference)}</h1>` +
    `<table>${rows}</table>` +
    `<p style="white-space: pre-wrap">${escapeHtml(facts.message)}</p>` +
    `<p>${escapeHtml(fileLine)}</p>` +
    `<p><a href="${escapeHtml(facts.dashboardUrl)}">${escapeHtml(facts.dashboardUrl)}</a></p></div>`;
  const text =
    `${title} ${facts.reference}\n\n` +
    facts.fields.map(([label, value]) => `${label}: ${value}`).join('\n') +
    `\n\n${facts.message}\n\n${fileLine}\n${facts.dashboardUrl}\n`;
  return { subject: `${title} ${facts.reference}`, html, text };
}

module.exports = { replyMail, staffFields, staffMail };
