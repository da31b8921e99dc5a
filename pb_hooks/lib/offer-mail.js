// The exit-intent offer email, sent after a capture from the exit-intent dialog is saved:
// subject and body in the capture's language, with the copy for its audience. Pure; required
// by pb_hooks/mail.pb.js and unit-tested. Copy: lib/offer-mail.json (English names as keys).

/**
 * Which copy a capture gets: "contractor" for contractor intent, "hirer" otherwise (unknown
 * intent included).
 * @param {string} userIntent contractor, hirer or unknown
 */
function audienceOf(userIntent) {
  return userIntent === 'contractor' ? 'contractor' : 'hirer';
}

const { escapeHtml } = require('./html.js');

/**
 * Builds the offer email.
 * @param {Record<string, Record<string, { subject: string, heading: string, body: string, cta: string }>>} copy
 *   the contents of offer-mail.json
 * @param {string} userIntent contractor, hirer or unknown
 * @param {string} language English name of the capture's language; unknown or empty → English
 * @param {string} appUrl the app's public URL (PocketBase's meta.appURL), without trailing slash
 * @returns {{ subject: string, html: string, text: string }}
 */
function offerMail(copy, userIntent, language, appUrl) {
  const audience = audienceOf(userIntent);
  const texts = (copy[language] || copy.English)[audience];
  const link = `${appUrl.replace(/\/+$/, '')}${audience === 'contractor' ? '/auth?mode=contractor' : '/browse'}`;
  const html =
    `<h1>${escapeHtml(texts.heading)}</h1>` +
    `<p>${escapeHtml(texts.body)}</p>` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(texts.cta)}</a></p>`;
  const text = `${texts.heading}\n\n${texts.body}\n\n${texts.cta}: ${link}\n`;
  return { subject: texts.subject, html, text };
}

module.exports = { audienceOf, offerMail };
