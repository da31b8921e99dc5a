// The email a listing's owner gets when staff suspend or reinstate the listing
// (docs/moderation.md), in the owner's language, with staff's reason. Pure: the language
// table and the copy are passed in; required by lib/moderation.js and unit-tested in
// tests/hooks/moderation-mail.test.ts. Copy: lib/moderation-mail.json (English names as keys,
// like receipt-mail.json).

const { escapeHtml } = require('./html.js');

/**
 * @typedef {{ subject: string, heading: string, body: string, reasonLabel: string,
 *   footer: string }} ModerationCopy one message; `body` may hold {{business}}
 * @typedef {{ suspend: ModerationCopy, reinstate: ModerationCopy }} ModerationLanguageCopy
 * @typedef {{ code: string, name: string, dir: string }} Language an entry of languages.json
 */

/**
 * Builds the suspension or reinstatement email.
 * @param {Record<string, ModerationLanguageCopy>} copy the contents of moderation-mail.json
 * @param {Language[]} languages the contents of languages.json (for `lang` and `dir`)
 * @param {string} language the owner's language, English name (unknown or '' → English)
 * @param {'suspend' | 'reinstate'} kind what staff did
 * @param {{ business: string, reason: string, portalUrl: string }} facts the listing's
 *   business name, staff's reason ('' for none: the reason line is left out) and the
 *   portal's absolute URL
 * @returns {{ subject: string, html: string, text: string }} HTML with lang and dir, and the
 *   same content as plain text; every fact is escaped in the HTML
 */
function moderationMail(copy, languages, language, kind, facts) {
  const known = Object.prototype.hasOwnProperty.call(copy, language);
  const name = known ? language : 'English';
  const texts = copy[name][kind];
  const entry = languages.find((l) => l.name === name) || { code: 'en', dir: 'ltr' };
  const body = texts.body.split('{{business}}').join(facts.business);
  const reason = facts.reason.trim();
  const html =
    `<div lang="${entry.code}" dir="${entry.dir}">` +
    `<h1>${escapeHtml(texts.heading)}</h1>` +
    `<p>${escapeHtml(body)}</p>` +
    (reason
      ? `<p><strong>${escapeHtml(texts.reasonLabel)}</strong> ${escapeHtml(reason)}</p>`
      : '') +
    `<p><a href="${escapeHtml(facts.portalUrl)}">${escapeHtml(facts.portalUrl)}</a></p>` +
    `<p>${escapeHtml(texts.footer)}</p>` +
    '</div>';
  const text =
    `${texts.heading}\n\n${body}\n\n` +
    (reason ? `${texts.reasonLabel} ${reason}\n\n` : '') +
    `${facts.portalUrl}\n\n${texts.footer}\n`;
  return { subject: texts.subject, html, text };
}

module.exports = { moderationMail };
