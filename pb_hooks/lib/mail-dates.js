// Dates in server mails the way each language writes them: the JSVM has no
// Intl (`typeof Intl` is 'undefined' in PocketBase 0.40's goja, and toLocaleString ignores the
// locale), so lib/mail-dates.json keeps, per language (locale codes as keys), the long date
// pattern with its month names (in the grammatical case a date takes: Russian and Polish
// genitive, Finnish partitive) and the time pattern. Always UTC: the mails say so. Pure;
// unit-tested in tests/hooks/mail-dates.test.ts against Node's Intl.

const DATES = require('./mail-dates.json');
const { languageNamed } = require('./mail-language.js');

/**
 * @typedef {{ date: string, months?: string[], time: string, dateTime: string }} DateFormat
 *   date: {d} {m} {month} {y}; time: {H} (0-23), {HH} (00-23), {h} (1-12), {mm}, {ap} (AM/PM);
 *   dateTime: {date} {time}
 */

/**
 * A PocketBase or ISO 8601 date as a Date (UTC when no zone is given). Pure.
 * @param {string} value e.g. "2026-11-26 18:24:23.651Z", "2026-11-26T18:24:23Z", "2026-11-26"
 * @returns {Date | null} null when it is not a date
 */
function parseUtc(value) {
  const text = String(value || '')
    .trim()
    .replace(' ', 'T');
  if (!/^\d{4}-\d{2}-\d{2}/.test(text)) return null;
  const zoned = /T/.test(text) && !/(Z|[+-]\d{2}:?\d{2})$/.test(text) ? `${text}Z` : text;
  const date = new Date(zoned);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** @param {string} language English name @returns {DateFormat} */
function formatOf(language) {
  const table = /** @type {Record<string, DateFormat>} */ (DATES);
  const code = languageNamed(language).code;
  return Object.prototype.hasOwnProperty.call(table, code) ? table[code] : table.en;
}

/**
 * The calendar date in the language's long form, e.g. "November 26, 2026" (English),
 * "26. November 2026" (German), "2026年11月26日" (Japanese). Pure.
 * @param {string} value a PocketBase or ISO 8601 date (UTC)
 * @param {string} language English name (unknown or '' → English)
 * @returns {string} '' when `value` is not a date
 */
function formatDate(value, language) {
  const date = parseUtc(value);
  if (!date) return '';
  const f = formatOf(language);
  const month = date.getUTCMonth();
  const values = /** @type {Record<string, string>} */ ({
    d: String(date.getUTCDate()),
    m: String(month + 1),
    month: f.months ? f.months[month] : String(month + 1),
    y: String(date.getUTCFullYear()),
  });
  return f.date.replace(/\{(\w+)\}/g, (whole, key) => (key in values ? values[key] : whole));
}

/**
 * Date and time (UTC) in the language's form, e.g. "November 26, 2026, 6:24 PM" (English),
 * "26. marraskuuta 2026 klo 18.24" (Finnish). Pure.
 * @param {string} value a PocketBase or ISO 8601 date-time (UTC)
 * @param {string} language English name (unknown or '' → English)
 * @returns {string} '' when `value` is not a date
 */
function formatDateTime(value, language) {
  const date = parseUtc(value);
  if (!date) return '';
  const f = formatOf(language);
  const hours = date.getUTCHours();
  const values = /** @type {Record<string, string>} */ ({
    H: String(hours),
    HH: String(hours).padStart(2, '0'),
    h: String(hours % 12 === 0 ? 12 : hours % 12),
    mm: String(date.getUTCMinutes()).padStart(2, '0'),
    ap: hours < 12 ? 'AM' : 'PM',
  });
  const time = f.time.replace(/\{(\w+)\}/g, (whole, key) => (key in values ? values[key] : whole));
  return f.dateTime.replace('{date}', formatDate(value, language)).replace('{time}', time);
}

module.exports = { parseUtc, formatDate, formatDateTime };
