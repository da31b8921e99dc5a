// The affiliate digest: an hourly email to an approved affiliate, in their language, with how
// many new visits came through their link (by country only when a trusted proxy named it) and
// their running total. No visitor-controlled text (user agent, referrer) ever goes in it.
// Pure; required by lib/affiliate-digest.js and unit-tested. Copy: lib/affiliate-mail.json
// (by locale code).

/** @typedef {{ subject: string, heading: string, intro: string, byCountry: string, unknown: string, total: string, cta: string }} AffiliateMailCopy */

const { escapeHtml } = require('./html.js');
const { mailLanguage } = require('./mail-language.js');
const { countryName } = require('./country-names.js');
const { formatCount } = require('./receipt-mail.js');
const RECEIPT_COPY = require('./receipt-mail.json');

/**
 * Builds one digest.
 * @param {Record<string, AffiliateMailCopy>} copy the contents of affiliate-mail.json
 * @param {string} language English name of the affiliate's language; unknown or '' → English
 * @param {{ code: string, count: number, countries: Array<{ country: string, clicks: number }>, total: number }} digest
 *   the referral code, the new clicks since the last digest, their split by country code
 *   ('' = unknown; empty list when no trusted proxy names countries), and the affiliate's
 *   clicks so far
 * @param {string} appUrl the app's public URL (PocketBase's meta.appURL)
 * @returns {{ subject: string, html: string, text: string }} HTML with lang and dir; counts
 *   grouped and countries named the way the affiliate's language writes them (the JSVM has
 *   no Intl: receipt-mail.json's number format, lib/country-names.js)
 */
function affiliateDigestMail(copy, language, digest, appUrl) {
  const chosen = mailLanguage(copy, language);
  const t = chosen.texts;
  const numbers = mailLanguage(RECEIPT_COPY, chosen.language).texts.money;
  const count = (/** @type {number} */ n) => formatCount(n, numbers);
  const link = `${appUrl.replace(/\/+$/, '')}/affiliate-dashboard`;
  const fill = (/** @type {string} */ s) =>
    s
      .replace('{count}', count(digest.count))
      .replace('{code}', digest.code)
      .replace('{total}', count(digest.total));
  const known = digest.countries.filter((c) => c.country !== '');
  const rows = known.length
    ? digest.countries.map((c) => [
        c.country ? countryName(c.country, chosen.language) : t.unknown,
        count(c.clicks),
      ])
    : [];
  const intro = fill(t.intro);
  const total = fill(t.total);
  const list = rows.length
    ? `<p>${escapeHtml(t.byCountry)}</p><ul>${rows
        .map(([k, v]) => `<li>${escapeHtml(k)}: <bdi>${escapeHtml(v)}</bdi></li>`)
        .join('')}</ul>`
    : '';
  const html =
    `<div lang="${chosen.lang}" dir="${chosen.dir}">` +
    `<h1>${escapeHtml(t.heading)}</h1>` +
    `<p>${escapeHtml(intro)}</p>` +
    list +
    `<p>${escapeHtml(total)}</p>` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t.cta)}</a></p>` +
    '</div>';
  const textList = rows.length
    ? `${t.byCountry}\n${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n`
    : '';
  const text = `${t.heading}\n\n${intro}\n\n${textList}${total}\n\n${t.cta}: ${link}\n`;
  return { subject: fill(t.subject), html, text };
}

module.exports = { affiliateDigestMail };
