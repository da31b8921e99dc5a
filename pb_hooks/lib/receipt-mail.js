// The payment receipt email (docs/fees.md "Payments through Stripe"): sent once to the payer
// when a payment succeeds, in the payer's language, with the amount written the way that
// language writes money (the JSVM has no Intl). Pure; required by lib/payments.js and
// unit-tested in tests/hooks/receipt-mail.test.ts. Copy: lib/receipt-mail.json (by locale
// code, like offer-mail.json), with each language's number format under `money`.

const { escapeHtml } = require('./html.js');
const { mailLanguage } = require('./mail-language.js');
const { formatDate } = require('./mail-dates.js');

/**
 * @typedef {{ decimal: string, group: string, symbolAfter: boolean, space: boolean,
 *   minimumGroupingDigits?: number, lakh?: boolean }} MoneyFormat `minimumGroupingDigits` 2:
 *   no group separator in a 4-digit number (Spanish, Italian, Polish); `lakh`: groups of two
 *   above the thousands (Hindi: 12,34,567)
 * @typedef {{ subject: string, heading: string, intro: string, listing: string, hire: string,
 *   forLabel: string, amountLabel: string, dateLabel: string, referenceLabel: string,
 *   footer: string, money: MoneyFormat }} ReceiptCopy
 */

/** Symbols of the currencies a fee is likely set in; others are written as their ISO code. */
const SYMBOLS = /** @type {Record<string, string>} */ ({
  USD: '$',
  EUR: '€',
  GBP: '£',
  JPY: '¥',
  CAD: 'CA$',
  AUD: 'A$',
  NZD: 'NZ$',
  CHF: 'CHF',
  INR: '₹',
});

/** Currencies without minor units (ISO 4217 exponent 0) among those Stripe takes. */
const ZERO_DECIMAL = ['BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF'].concat([
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);

/**
 * Digits of a whole number with the language's group separator, as Intl groups them. Pure.
 * @param {string} whole the digits, e.g. "1234567"
 * @param {MoneyFormat} format the language's `money` entry in receipt-mail.json
 * @returns {string} e.g. "1,234,567" (English), "12,34,567" (Hindi), "1234" (Spanish)
 */
function groupDigits(whole, format) {
  const grouping = whole.length >= 3 + (format.minimumGroupingDigits || 1);
  let grouped = '';
  for (let i = 0; i < whole.length; i++) {
    const left = whole.length - i;
    const boundary = format.lakh ? left === 3 || (left > 3 && left % 2 === 1) : left % 3 === 0;
    if (grouping && i > 0 && boundary) grouped += format.group;
    grouped += whole[i];
  }
  return grouped;
}

/**
 * A count (a whole number) as a language writes it, e.g. 50000 → "50,000" (English),
 * "50.000" (German), "50 000" (French, narrow no-break space). Pure.
 * @param {number} count @param {MoneyFormat} format the language's `money` entry
 * @returns {string}
 */
function formatCount(count, format) {
  const n = Math.round(Number(count) || 0);
  return (n < 0 ? '-' : '') + groupDigits(String(Math.abs(n)), format);
}

/**
 * Writes an amount of money as a language writes it: its decimal and group separators, the
 * currency symbol before or after, with or without a space. Pure.
 * @param {number} amountMinor the amount in minor units (cents for USD; yen for JPY)
 * @param {string} currency ISO 4217 code, e.g. USD
 * @param {MoneyFormat} format the language's `money` entry in receipt-mail.json
 * @param {{ stripIfInteger?: boolean }} [options] stripIfInteger: no minor units for a whole
 *   amount ("$1", as Intl's trailingZeroDisplay 'stripIfInteger'), for prices in prose
 * @returns {string} e.g. "$1.00" (English), "1,00 $" (German)
 */
function formatMoney(amountMinor, currency, format, options) {
  const code = String(currency).toUpperCase();
  const digits = ZERO_DECIMAL.indexOf(code) >= 0 ? 0 : 2;
  const negative = amountMinor < 0;
  const minor = Math.round(Math.abs(amountMinor));
  const unit = Math.pow(10, digits);
  const whole = String(Math.floor(minor / unit));
  const grouped = groupDigits(whole, format);
  const whole0 = minor % unit === 0 && Boolean(options && options.stripIfInteger);
  const fraction =
    digits > 0 && !whole0 ? format.decimal + String(minor % unit).padStart(digits, '0') : '';
  const number = (negative ? '-' : '') + grouped + fraction;
  const symbol = SYMBOLS[code] || code;
  const gap = format.space || symbol === code ? '\u00a0' : '';
  return format.symbolAfter ? number + gap + symbol : symbol + gap + number;
}

/**
 * Builds the receipt email.
 * @param {Record<string, ReceiptCopy>} copy the contents of receipt-mail.json
 * @param {string} language the payer's language (English name; unknown or empty → English)
 * @param {object} payment
 * @param {'listing' | 'hire'} payment.kind
 * @param {number} payment.amountCents amount in minor units
 * @param {string} payment.currency ISO 4217
 * @param {string} payment.paidAt when it succeeded (PocketBase date or ISO; the date is shown
 *   in the payer's language, lib/mail-dates.js)
 * @param {string} payment.reference the payments record id
 * @returns {{ subject: string, html: string, text: string }} HTML with lang and dir, and the
 *   same content as plain text
 */
function receiptMail(copy, language, payment) {
  const chosen = mailLanguage(copy, language);
  const texts = chosen.texts;
  const amount = formatMoney(payment.amountCents, payment.currency, texts.money);
  const intro = texts.intro.replace('{{amount}}', amount);
  const what = payment.kind === 'listing' ? texts.listing : texts.hire;
  const date = formatDate(payment.paidAt, chosen.language) || String(payment.paidAt).slice(0, 10);
  const rows = [
    [texts.forLabel, what],
    [texts.amountLabel, amount],
    [texts.dateLabel, date],
    [texts.referenceLabel, payment.reference],
  ];
  const { lang, dir } = chosen;
  const html =
    `<div lang="${lang}" dir="${dir}">` +
    `<h1>${escapeHtml(texts.heading)}</h1>` +
    `<p>${escapeHtml(intro)}</p>` +
    '<table>' +
    rows
      .map(
        ([label, value]) =>
          `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
      )
      .join('') +
    '</table>' +
    `<p>${escapeHtml(texts.footer)}</p>` +
    '</div>';
  const text =
    `${texts.heading}\n\n${intro}\n\n` +
    rows.map(([label, value]) => `${label}: ${value}`).join('\n') +
    `\n\n${texts.footer}\n`;
  return { subject: texts.subject, html, text };
}

module.exports = { formatCount, formatMoney, receiptMail };
