// The exit-intent offer email, sent after a capture from the exit-intent dialog is saved:
// subject and body in the capture's language, with the copy for its audience. Pure; required
// by lib/offer-delivery.js and unit-tested. Copy: lib/offer-mail.json (by locale code),
// with {{fee}} where the fee goes (never a hand-written amount).

/**
 * Which copy a capture gets: "contractor" for contractor intent, "hirer" otherwise (unknown
 * intent included).
 * @param {string} userIntent contractor, hirer or unknown
 */
function audienceOf(userIntent) {
  return userIntent === 'contractor' ? 'contractor' : 'hirer';
}

const { escapeHtml } = require('./html.js');
const { mailLanguage } = require('./mail-language.js');
const { formatMoney } = require('./receipt-mail.js');
const RECEIPT_COPY = require('./receipt-mail.json');

/**
 * The fee as the capture's language writes a price in prose: separators and symbol side from
 * that language's `money` entry in receipt-mail.json (the JSVM has no Intl), no ".00" on a
 * whole amount. Pure.
 * @param {{ amountCents: number, currency: string }} fee lib/fees.js feeConfig
 * @param {string} language English name (unknown or '' → English)
 * @returns {string} e.g. "$1" (English), "1 $" (German), "1,50 €" (French)
 */
function offerFee(fee, language) {
  const { texts } = mailLanguage(RECEIPT_COPY, language);
  return formatMoney(fee.amountCents, fee.currency, texts.money, { stripIfInteger: true });
}

/**
 * Builds the offer email.
 * @param {Record<string, Record<string, { subject: string, heading: string, body: string, cta: string }>>} copy
 *   the contents of offer-mail.json
 * @param {string} userIntent contractor, hirer or unknown
 * @param {string} language English name of the capture's language; unknown or empty → English
 * @param {string} appUrl the app's public URL (PocketBase's meta.appURL), without trailing slash
 * @param {{ amountCents: number, currency: string }} fee the fee (lib/fees.js feeConfig),
 *   written into the copy's {{fee}} in the capture's language
 * @returns {{ subject: string, html: string, text: string }} HTML with lang and dir, and the
 *   same content as plain text
 */
function offerMail(copy, userIntent, language, appUrl, fee) {
  const audience = audienceOf(userIntent);
  const chosen = mailLanguage(copy, language);
  const price = offerFee(fee, chosen.language);
  const raw = /** @type {Record<string, string>} */ (chosen.texts[audience]);
  /** @type {Record<string, string>} */
  const texts = {};
  for (const key of Object.keys(raw)) texts[key] = raw[key].split('{{fee}}').join(price);
  const link = `${appUrl.replace(/\/+$/, '')}${audience === 'contractor' ? '/auth?mode=contractor' : '/browse'}`;
  const html =
    `<div lang="${chosen.lang}" dir="${chosen.dir}">` +
    `<h1>${escapeHtml(texts.heading)}</h1>` +
    `<p>${escapeHtml(texts.body)}</p>` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(texts.cta)}</a></p>` +
    '</div>';
  const text = `${texts.heading}\n\n${texts.body}\n\n${texts.cta}: ${link}\n`;
  return { subject: texts.subject, html, text };
}

module.exports = { audienceOf, offerFee, offerMail };
