// The affiliate click notification: an email to the affiliate, in their language, with the
// click's time, country and browser. Pure; required by pb_hooks/mail.pb.js and unit-tested.
// Copy: lib/affiliate-mail.json (English language names as keys).

/** @typedef {{ subject: string, heading: string, intro: string, when: string, country: string, browser: string, unknown: string, total: string, cta: string }} AffiliateMailCopy */

const { escapeHtml } = require('./html.js');

/**
 * "2026-11-22 03:10 UTC" from an ISO 8601 or PocketBase date-time.
 * @param {string} date
 */
function formatUtc(date) {
  const iso = date.replace(' ', 'T');
  const parsed = new Date(iso);
  if (isNaN(parsed.getTime())) return date;
  return `${parsed.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * Builds the notification.
 * @param {Record<string, AffiliateMailCopy>} copy the contents of affiliate-mail.json
 * @param {string} language English name of the affiliate's language; unknown or '' → English
 * @param {{ code: string, clickedAt: string, country: string, userAgent: string, total: number }} click
 *   the referral code, when (ISO or PocketBase date-time), country code or '', user agent or
 *   '', and how many clicks the affiliate has now
 * @param {string} appUrl the app's public URL (PocketBase's meta.appURL)
 * @returns {{ subject: string, html: string, text: string }}
 */
function affiliateClickMail(copy, language, click, appUrl) {
  const t = copy[language] || copy.English;
  const link = `${appUrl.replace(/\/+$/, '')}/affiliate-dashboard`;
  const rows = [
    [t.when, formatUtc(click.clickedAt)],
    [t.country, click.country || t.unknown],
    [t.browser, click.userAgent || t.unknown],
    [t.total, String(click.total)],
  ];
  const intro = t.intro.replace('{code}', click.code);
  const html =
    `<h1>${escapeHtml(t.heading)}</h1>` +
    `<p>${escapeHtml(intro)}</p>` +
    `<ul>${rows.map(([k, v]) => `<li>${escapeHtml(k)}: ${escapeHtml(v)}</li>`).join('')}</ul>` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t.cta)}</a></p>`;
  const text = `${t.heading}\n\n${intro}\n\n${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${t.cta}: ${link}\n`;
  return { subject: t.subject, html, text };
}

module.exports = { affiliateClickMail, formatUtc };
