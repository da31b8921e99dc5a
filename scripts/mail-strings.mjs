// Writes pb_hooks/lib/<kind>-mail.json, the copy of each mail the server sends, from the `mail`
// namespace of the app's locale files (src/i18n/locales/<code>/mail.json): PocketBase's JSVM
// reads JSON beside the hooks, not the app's locale tree. Each file is keyed by locale code,
// in the order of pb_hooks/lib/languages.json. Run `node scripts/mail-strings.mjs` after a
// change to a mail text; tests/unit/mail-strings.test.ts fails while a file is out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Section of mail.json → the server's file, and whether its builder fills `{name}` (the older
 * builders) rather than `{{name}}` as the locale files write every placeholder.
 */
const FILES = {
  account: { file: 'account-mail.json', single: true },
  affiliate: { file: 'affiliate-mail.json', single: true },
  affiliateVerify: { file: 'affiliate-verify-mail.json', single: true },
  blast: { file: 'blast-mail.json', single: false },
  hire: { file: 'hire-mail.json', single: false },
  marketingConsent: { file: 'marketing-consent-mail.json', single: true },
  moderation: { file: 'moderation-mail.json', single: false },
  offer: { file: 'offer-mail.json', single: false },
  receipt: { file: 'receipt-mail.json', single: false },
  support: { file: 'support-mail.json', single: false },
};

/**
 * @param {string} path relative to the repository
 * @returns {unknown}
 */
const readJson = (path) =>
  /** @type {unknown} */ (JSON.parse(readFileSync(join(root, path), 'utf8')));

/**
 * The value with every `{{name}}` written as `{name}`.
 * @param {unknown} value a string, or a tree of them (other leaves are kept)
 * @returns {unknown}
 */
function singleBraces(value) {
  if (typeof value === 'string') return value.replace(/\{\{(\w+)\}\}/g, '{$1}');
  if (Array.isArray(value)) return value.map(singleBraces);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, singleBraces(v)]));
  }
  return value;
}

/**
 * The app's trade names in a language (common.json `tradeNames`).
 * @param {string} code a locale code
 * @returns {Record<string, string>}
 */
function tradeNamesOf(code) {
  const common = /** @type {{ tradeNames: Record<string, string> }} */ (
    readJson(`src/i18n/locales/${code}/common.json`)
  );
  return common.tradeNames;
}

/**
 * How a language writes an amount of money, from Intl (the JSVM has none): what
 * pb_hooks/lib/receipt-mail.js's `MoneyFormat` needs. Number format, not words, so it is no
 * translator's work and stays out of the locale files.
 * @param {string} code a locale code
 * @returns {Record<string, string | boolean | number>}
 */
function moneyOf(code) {
  const parts = new Intl.NumberFormat(code, { style: 'currency', currency: 'USD' }).formatToParts(
    1234567.5,
  );
  const at = (/** @type {string} */ type) => parts.findIndex((p) => p.type === type);
  const currency = at('currency');
  const symbolAfter = currency > at('integer');
  const beside = parts[symbolAfter ? currency - 1 : currency + 1];
  /** @type {Record<string, string | boolean | number>} */
  const money = {
    decimal: parts[at('decimal')]?.value ?? '.',
    group: parts[at('group')]?.value ?? ',',
    symbolAfter,
    space: beside?.type === 'literal' && /\s/.test(beside.value),
  };
  const plain = new Intl.NumberFormat(code);
  // No separator in a four-digit number (Spanish, Italian, Polish).
  if (!plain.formatToParts(1234).some((p) => p.type === 'group')) money.minimumGroupingDigits = 2;
  // Groups of two above the thousands (Hindi: 12,34,567).
  if (plain.format(1234567).replace(/\D/g, '-') === '12-34-567') money.lakh = true;
  return money;
}

/**
 * Every server mail file's content, by its path in the repository.
 * @returns {Map<string, string>} e.g. "pb_hooks/lib/account-mail.json" → JSON text
 */
export function mailFiles() {
  const languages = /** @type {{ code: string }[]} */ (readJson('pb_hooks/lib/languages.json'));
  /** @type {Record<string, Record<string, unknown>>} */
  const files = {};
  for (const { code } of languages) {
    const mail = /** @type {Record<string, Record<string, unknown>>} */ (
      readJson(`src/i18n/locales/${code}/mail.json`)
    );
    for (const [section, { file, single }] of Object.entries(FILES)) {
      const texts = mail[section];
      if (!texts) throw new Error(`src/i18n/locales/${code}/mail.json has no ${section}`);
      // The hire mail names trades as the app does: common.json's tradeNames.
      const copy =
        section === 'hire'
          ? { ...texts, trades: tradeNamesOf(code) }
          : section === 'receipt'
            ? { ...texts, money: moneyOf(code) }
            : texts;
      (files[file] ??= {})[code] = single ? singleBraces(copy) : copy;
    }
  }
  return new Map(
    Object.entries(files).map(([file, byCode]) => [
      `pb_hooks/lib/${file}`,
      `${JSON.stringify(byCode, null, 2)}\n`,
    ]),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [path, text] of mailFiles()) writeFileSync(join(root, path), text);
  console.log(`wrote ${[...mailFiles().keys()].join(', ')}`);
}
