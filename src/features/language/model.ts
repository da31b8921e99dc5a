/**
 * Which language a visitor gets by default, by country code. Pure.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/constants/languages';

/** Country code → language code; any other country gets English. */
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
 * The default language for a visitor from `countryCode` (any case); English for a country
 * outside the map or an unknown one.
 */
export function defaultLanguageForCountry(countryCode: string | null | undefined): Language {
  const code = COUNTRY_LANGUAGE[(countryCode ?? '').toUpperCase()];
  return LANGUAGES.find((l) => l.code === code) ?? DEFAULT_LANGUAGE;
}

/** The language whose English name is `name` (users.language_preference), if any. */
export function languageByName(name: string | null | undefined): Language | undefined {
  return LANGUAGES.find((l) => l.name === name);
}
