// The affiliate's email confirmation mail: in the applicant's language, HTML with lang and dir
// and the same content as plain text. Fixed text only: it goes to an address the applicant
// typed, so nothing the applicant wrote (not even their name) may appear in it, or the server
// would mail strangers the applicant's words. Pure; required by lib/affiliate-programme.js and
// unit-tested. Copy: lib/affiliate-verify-mail.json (by locale code, like
// receipt-mail.json).

const { escapeHtml } = require('./html.js');
const { mailLanguage } = require('./mail-language.js');

/** @typedef {{ subject: string, heading: string, intro: string, cta: string, expiry: string, ignore: string }} VerifyCopy */

/**
 * Builds the confirmation mail.
 * @param {Record<string, VerifyCopy>} copy the contents of affiliate-verify-mail.json
 * @param {string} language English name of the applicant's language; unknown or '' → English
 * @param {{ link: string, hours: number }} data the confirmation link and how many hours it works
 * @returns {{ subject: string, html: string, text: string }}
 */
function affiliateVerifyMail(copy, language, data) {
  const { texts: t, lang, dir } = mailLanguage(copy, language);
  const intro = t.intro;
  const expiry = t.expiry.replace('{hours}', String(data.hours));
  const html =
    `<div lang="${lang}" dir="${dir}">` +
    `<h1>${escapeHtml(t.heading)}</h1>` +
    `<p>${escapeHtml(intro)}</p>` +
    `<p><a href="${escapeHtml(data.link)}">${escapeHtml(t.cta)}</a></p>` +
    `<p>${escapeHtml(expiry)}</p>` +
    `<p>${escapeHtml(t.ignore)}</p>` +
    '</div>';
  const text = `${t.heading}\n\n${intro}\n\n${t.cta}: ${data.link}\n\n${expiry}\n\n${t.ignore}\n`;
  return { subject: t.subject, html, text };
}

module.exports = { affiliateVerifyMail };
