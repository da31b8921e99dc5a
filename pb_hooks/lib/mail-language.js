// Which language a mail is written in, and its html `lang` and `dir` (src/i18n/README.md):
// the recipient's language when the copy has it, else English. Users store their language as
// its English name (`language_preference`); the copy files are keyed by locale code, and
// lib/languages.json (also the app's list) maps one to the other. Pure; shared by the mail
// builders and unit-tested through them.

const LANGUAGES = /** @type {{ code: string, name: string, dir: string }[]} */ (
  require('./languages.json')
);
// The list starts with English, the fallback.
const ENGLISH = LANGUAGES[0];

/**
 * The entry of lib/languages.json for a stored language.
 * @param {string} name an English language name, as `language_preference` holds it
 * @returns {{ code: string, name: string, dir: string }} English when the name is unknown or ''
 */
function languageNamed(name) {
  return LANGUAGES.find((l) => l.name === name) || ENGLISH;
}

/**
 * The copy for a language, with the attributes its HTML part needs.
 * @template T
 * @param {Record<string, T>} copy a mail's copy file (scripts/mail-strings.mjs): locale codes
 *   as keys
 * @param {string} language the recipient's language (English name, e.g. German; unknown or
 *   empty → English)
 * @returns {{ language: string, texts: T, lang: string, dir: 'ltr' | 'rtl' }} `language` the
 *   English name of the language chosen, `lang` its ISO 639-1 code, `dir` from
 *   lib/languages.json
 */
function mailLanguage(copy, language) {
  const wanted = languageNamed(language);
  const chosen = Object.prototype.hasOwnProperty.call(copy, wanted.code) ? wanted : ENGLISH;
  return {
    language: chosen.name,
    texts: copy[chosen.code],
    lang: chosen.code,
    dir: chosen.dir === 'rtl' ? 'rtl' : 'ltr',
  };
}

module.exports = { languageNamed, mailLanguage };
