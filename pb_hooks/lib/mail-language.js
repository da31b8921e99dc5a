// Which language a mail is written in, and its html `lang` and `dir` (src/i18n/README.md):
// the recipient's language when the copy has it, else English. Pure; shared by the mail
// builders (receipt-mail.js, affiliate-verify-mail.js) and unit-tested through them.

const LANGUAGES = require('./languages.json');

/**
 * The copy for a language, with the attributes its HTML part needs.
 * @template T
 * @param {Record<string, T>} copy a mail's copy file: English language names as keys
 * @param {string} language the recipient's language (English name, e.g. German; unknown or
 *   empty → English)
 * @returns {{ language: string, texts: T, lang: string, dir: 'ltr' | 'rtl' }} `lang` an ISO
 *   639-1 code, `dir` from lib/languages.json
 */
function mailLanguage(copy, language) {
  const known = Object.prototype.hasOwnProperty.call(copy, language);
  const chosen = known ? language : 'English';
  const entry = /** @type {{ code: string, name: string, dir: string }[]} */ (LANGUAGES).find(
    (l) => l.name === chosen,
  );
  return {
    language: chosen,
    texts: copy[chosen],
    lang: entry ? entry.code : 'en',
    dir: entry && entry.dir === 'rtl' ? 'rtl' : 'ltr',
  };
}

module.exports = { mailLanguage };
