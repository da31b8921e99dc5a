// Country names in the server mails' languages: the JSVM has no Intl, so
// lib/country-names.json holds each ISO 3166-1 country's name in the 20 languages, generated
// from CLDR by scripts/country-names.mjs (any country a trusted proxy may name, not only the
// app's markets, so no mail ever shows a bare code for a known country). Pure.

const NAMES = require('./country-names.json');
const { languageNamed } = require('./mail-language.js');

/**
 * A country's name in a language.
 * @param {string} code ISO 3166-1 alpha-2, any case
 * @param {string} language English name of the language (unknown or '' → English)
 * @returns {string} the name, or the code (upper case) when it names no known country
 */
function countryName(code, language) {
  const table = /** @type {Record<string, Record<string, string>>} */ (NAMES);
  const lang = languageNamed(language).code;
  const names = Object.prototype.hasOwnProperty.call(table, lang) ? table[lang] : table.en;
  const key = String(code || '').toUpperCase();
  return Object.prototype.hasOwnProperty.call(names, key) ? names[key] : key;
}

module.exports = { countryName };
