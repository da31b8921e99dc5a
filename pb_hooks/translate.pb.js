/// <reference path="../pb_data/types.d.ts" />
// POST /api/translate-content {text, targetLanguage} → 200 {translatedText}; logic
// in lib/translate.js. Answers from the `translations` cache, else asks the
// LibreTranslate-compatible provider at TRANSLATE_API_URL (TRANSLATE_API_KEY,
// TRANSLATE_TIMEOUT_SECONDS) and caches the result. 503 when no provider is configured or it
// fails; the app then shows the original text. Rate limited per IP by a migration.

routerAdd('POST', '/api/translate-content', (e) => {
  const t = require(`${__hooks}/lib/translate.js`);
  const parsed = t.parseTranslateRequest(e.requestInfo().body);
  if (parsed.errors) {
    require(`${__hooks}/lib/http.js`).throwFieldErrors(
      'Invalid translation request.',
      parsed.errors,
    );
  }
  const { text, language } = parsed.value;
  const hash = $security.sha256(text);
  const cached = t.findCached(e.app, hash, language.name);
  if (cached !== null) return e.json(200, { translatedText: cached });

  const config = t.providerConfig();
  if (!config) throw new ApiError(503, 'Translation is not available on this server.');
  let translated = null;
  try {
    const res = $http.send(t.providerRequest(config, text, language.code));
    translated = t.providerResult(res.statusCode, toString(res.body));
    if (translated === null) {
      e.app.logger().warn('translation provider refused', 'status', res.statusCode);
    }
  } catch (err) {
    e.app.logger().warn('translation provider unreachable', 'error', String(err));
  }
  if (translated === null) {
    throw new ApiError(503, 'The translation service is unavailable. Please try again later.');
  }
  t.storeTranslation(e.app, hash, language.name, translated);
  return e.json(200, { translatedText: translated });
});
