// The email a listing's owner gets when a client sends it a hire request (docs/security-model.md
// "Email"), in the owner's language: who asked (the client's name only: their email and phone
// are shown once the request is accepted and its fee settled, docs/fees.md), which trade, and
// the dashboard where it is accepted or declined. Pure: the copy is passed in; required by
// lib/hire-notify.js and unit-tested in tests/hooks/hire-mail.test.ts. Copy:
// lib/hire-mail.json (by locale code; `trades` the app's common.json tradeNames).

const { escapeHtml } = require('./html.js');
const { mailLanguage } = require('./mail-language.js');

/** One request's mail to the owner per client and listing in this many ms (24 hours). */
const HIRE_MAIL_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * @typedef {{ subject: string, heading: string, body: string, someone: string,
 *   tradeLabel: string, action: string, contacts: string, footer: string,
 *   trades: Record<string, string> }} HireMailCopy one language; `body` holds {{client}} and
 *   {{business}}
 */

/**
 * Builds the new-hire-request email.
 * @param {Record<string, HireMailCopy>} copy the contents of hire-mail.json
 * @param {string} language the owner's language, English name (unknown or '' → English)
 * @param {{ client: string, business: string, trade: string, dashboardUrl: string }} facts
 *   the client's display name ('' → the copy's "a client"), the listing's business name, the
 *   trade's value (e.g. roofer; '' when the request names none: the line is left out) and the
 *   dashboard's absolute URL
 * @returns {{ subject: string, html: string, text: string }} HTML with lang and dir, and the
 *   same content as plain text; names are escaped and isolated (<bdi>) in the HTML
 */
function hireRequestMail(copy, language, facts) {
  const { texts, lang, dir } = mailLanguage(copy, language);
  const client = facts.client.trim() || texts.someone;
  const trade = facts.trade ? texts.trades[facts.trade] || facts.trade : '';
  /** @param {(name: string) => string} wrap */
  const body = (wrap) =>
    texts.body
      .split('{{client}}')
      .join(wrap(client))
      .split('{{business}}')
      .join(wrap(facts.business));
  const url = escapeHtml(facts.dashboardUrl);
  const html =
    `<div lang="${lang}" dir="${dir}">` +
    `<h1>${escapeHtml(texts.heading)}</h1>` +
    `<p>${body((name) => `<bdi>${escapeHtml(name)}</bdi>`)}</p>` +
    (trade ? `<p><strong>${escapeHtml(texts.tradeLabel)}</strong> ${escapeHtml(trade)}</p>` : '') +
    `<p>${escapeHtml(texts.action)}<br><a href="${url}">${url}</a></p>` +
    `<p>${escapeHtml(texts.contacts)}</p>` +
    `<p>${escapeHtml(texts.footer)}</p>` +
    '</div>';
  const text =
    `${texts.heading}\n\n${body((name) => name)}\n\n` +
    (trade ? `${texts.tradeLabel} ${trade}\n\n` : '') +
    `${texts.action}\n${facts.dashboardUrl}\n\n${texts.contacts}\n\n${texts.footer}\n`;
  return { subject: texts.subject, html, text };
}

module.exports = { HIRE_MAIL_WINDOW_MS, hireRequestMail };
