// POST /api/translate-content: request checks, the LibreTranslate-compatible provider call,
// and the `translations` cache. Required by pb_hooks/routes-app.pb.js; the pure parts are
// unit-tested.

/** Longest text accepted, in characters (a listing description is at most 5000). */
const MAX_TEXT = 5000;
/** Provider timeout in seconds when TRANSLATE_TIMEOUT_SECONDS is not set (lib/env.js). */
const DEFAULT_TIMEOUT_SECONDS = Number(
  require('./env.js').SETTINGS.TRANSLATE_TIMEOUT_SECONDS.default,
);

/** @typedef {{ code: string, name: string }} Language */

/** @returns {Language[]} the 20 interface languages (code = ISO 639-1, name = English) */
function languages() {
  return require(`${__hooks}/lib/languages.json`);
}

/**
 * Checks a request body `{text, targetLanguage}`; targetLanguage is one of the 20 language
 * codes ("es", "ar", ...).
 * @param {unknown} body the parsed JSON body
 * @returns {{ errors: Record<string, { code: string, message: string }> } |
 *   { value: { text: string, language: Language } }}
 */
function parseTranslateRequest(body) {
  /** @type {Record<string, { code: string, message: string }>} */
  const errors = {};
  const b = require('./http.js').jsonObject(body);
  const text = b.text;
  if (typeof text !== 'string' || text.trim() === '') {
    errors.text = {
      code:
        typeof text === 'string' || text === undefined
          ? 'validation_required'
          : 'validation_invalid_type',
      message: 'Must be a non-empty string.',
    };
  } else if (text.length > MAX_TEXT) {
    errors.text = {
      code: 'validation_max_text_constraint',
      message: `Must be at most ${MAX_TEXT} characters.`,
    };
  }
  const list = languages();
  const language = list.filter((l) => l.code === b.targetLanguage)[0];
  if (!language) {
    errors.targetLanguage = {
      code: 'validation_invalid_value',
      message: `Must be one of: ${list.map((l) => l.code).join(', ')}.`,
    };
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { value: { text: /** @type {string} */ (text), language } };
}

/**
 * The provider settings from the environment (lib/env.js).
 * @param {(name: string) => string} [getenv] the environment (lib/env.js; the server's by default)
 * @returns {{ url: string, apiKey: string, timeoutSeconds: number } | null} null when
 *   TRANSLATE_API_URL is not set (translation is then unavailable: 503)
 */
function providerConfig(getenv) {
  const { integerWithDefault, text } = require('./env.js');
  const url = text('TRANSLATE_API_URL', getenv);
  if (!url) return null;
  return {
    url,
    apiKey: text('TRANSLATE_API_KEY', getenv),
    timeoutSeconds: integerWithDefault('TRANSLATE_TIMEOUT_SECONDS', getenv),
  };
}

/**
 * The `$http.send` config of a LibreTranslate `POST /translate` call.
 * @param {{ url: string, apiKey: string, timeoutSeconds: number }} config
 * @param {string} text
 * @param {string} targetCode ISO 639-1
 */
function providerRequest(config, text, targetCode) {
  /** @type {Record<string, string>} */
  const payload = { q: text, source: 'auto', target: targetCode, format: 'text' };
  if (config.apiKey) payload.api_key = config.apiKey;
  return {
    url: config.url,
    method: 'POST',
    body: JSON.stringify(payload),
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    timeout: config.timeoutSeconds,
  };
}

/**
 * The translated text of a provider answer, or null when it failed.
 * @param {number} statusCode
 * @param {string} bodyText the raw response body
 * @returns {string | null}
 */
function providerResult(statusCode, bodyText) {
  if (statusCode !== 200) return null;
  try {
    const json = JSON.parse(bodyText);
    const translated = json && json.translatedText;
    return typeof translated === 'string' && translated !== '' ? translated : null;
  } catch {
    return null;
  }
}

/**
 * A cached translation.
 * @param {core.App} app PocketBase app
 * @param {string} sourceHash SHA-256 hex of the source text
 * @param {string} languageName English name of the target language
 * @returns {string | null}
 */
function findCached(app, sourceHash, languageName) {
  try {
    const record = app.findFirstRecordByFilter(
      'translations',
      'source_hash = {:hash} && target_language = {:language}',
      { hash: sourceHash, language: languageName },
    );
    return record.getString('translated_text');
  } catch {
    return null;
  }
}

/**
 * Stores a translation in the cache. A concurrent request that stored it first wins; the
 * unique index refuses the second copy, which is fine.
 * @param {core.App} app PocketBase app
 * @param {string} sourceHash
 * @param {string} languageName
 * @param {string} translated
 */
function storeTranslation(app, sourceHash, languageName, translated) {
  const record = new Record(app.findCollectionByNameOrId('translations'));
  record.set('source_hash', sourceHash);
  record.set('target_language', languageName);
  record.set('translated_text', translated.slice(0, 20000));
  try {
    app.save(record);
  } catch (err) {
    app.logger().warn('translation not cached', 'error', String(err));
  }
}

module.exports = {
  MAX_TEXT,
  DEFAULT_TIMEOUT_SECONDS,
  parseTranslateRequest,
  providerConfig,
  providerRequest,
  providerResult,
  findCached,
  storeTranslation,
};
