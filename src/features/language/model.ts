/**
 * Which language a visitor gets by default, by country code. Pure.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/constants/languages';

/** Country code → language code (spec: default language by country code). */
export const COUNTRY_LANGUAGE: Readonly<Record<string, string>> = {
  US: 'en',
  MX: 'es',
  ES: 'es',
  FR: 'fr',
  DE: 'de',
  IT: 'it',
  PT: 'pt',
  BR: 'pt',
  RU: 'ru',
  CN: 'zh',
  JP: 'ja',
  KR: 'ko',
  SA: 'ar',
  IN: 'hi',
  IL: 'he',
  PL: 'pl',
  NL: 'nl',
  TR: 'tr',
  SE: 'sv',
  NO: 'no',
  DK: 'da',
  FI: 'fi',
};

/**
 * The default language for a visitor from `countryCode` (any case): the country's language
 * when the spec's list names the country; else the first of the browser's languages the app
 * has (a Finnish browser in Egypt, or any browser when the IP lookup failed); else English.
 * @param countryCode ISO 3166-1 alpha-2 from the IP lookup, null or undefined when unknown
 * @param browserLanguages BCP 47 tags in the browser's order (navigator.languages)
 */
export function defaultLanguageForCountry(
  countryCode: string | null | undefined,
  browserLanguages: readonly string[] = [],
): Language {
  const code = COUNTRY_LANGUAGE[(countryCode ?? '').toUpperCase()];
  const byCountry = LANGUAGES.find((l) => l.code === code);
  if (byCountry) return byCountry;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0] ?? '';
    // Norwegian Bokmål and Nynorsk are the app's Norwegian.
    const wanted = primary === 'nb' || primary === 'nn' ? 'no' : primary;
    const language = LANGUAGES.find((l) => l.code === wanted);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** The language whose English name is `name` (users.language_preference), if any. */
export function languageByName(name: string | null | undefined): Language | undefined {
  return LANGUAGES.find((l) => l.name === name);
}
