/**
 * The locale files other than English `common` (locales/<code>/<ns>.json), each its own
 * chunk. The table naming them (420 files) is a lazy chunk of its own, loaded with the first
 * file asked for: an English first visit never needs it (English `common` is bundled and
 * English feature namespaces ship in their feature's chunk). The `mail` namespace is the
 * server's (scripts/mail-strings.mjs): the app never shows it, so it is not shipped.
 */
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>([
  './locales/*/*.json',
  '!./locales/en/common.json',
  '!./locales/*/mail.json',
]);

/**
 * The strings of one namespace in one language.
 * @param language a language code, e.g. `de`
 * @param namespace e.g. `market`
 * @returns the namespace's resources
 * @throws Error (rejects) when there is no such file
 */
export function loadLocaleFile(
  language: string,
  namespace: string,
): Promise<Record<string, unknown>> {
  const load = localeFiles[`./locales/${language}/${namespace}.json`];
  if (!load) return Promise.reject(new Error(`no locale file ${language}/${namespace}`));
  return load().then((m) => m.default);
}
