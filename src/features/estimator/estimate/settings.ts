/**
 * Where a new estimate's figures come from (overhead,
 * profit, tax and the regional factor are "remembered per user"): the settings of that
 * owner's most recently changed estimate, which syncs with the estimate, so they follow the
 * user to every device; with no estimate yet, core DEFAULT_SETTINGS. And the currency a new
 * estimate starts in, from the user's language. Pure.
 */
import { DEFAULT_SETTINGS, type EstimateSettings } from '../core/calc';

/** What the rule reads of a stored estimate. */
export interface SettingsSource {
  readonly owner: string;
  /** The server's last change ("2026-11-27 00:10:00.123Z"); '' when not yet sent. */
  readonly updated: string;
  readonly settings: EstimateSettings;
}

/**
 * The settings a new estimate of `owner` starts with.
 * Takes the estimates on the device and the owner ('' signed out); returns the settings of
 * that owner's most recently updated estimate (one not yet sent, with no `updated`, counts as
 * the newest: it was changed on this device after the last sync), else DEFAULT_SETTINGS.
 * Estimates of other owners are ignored.
 */
export function startingSettings(
  estimates: readonly SettingsSource[],
  owner: string,
): EstimateSettings {
  let newest: SettingsSource | undefined;
  for (const e of estimates) {
    if (e.owner !== owner) continue;
    if (!newest) newest = e;
    else if (newest.updated !== '' && (e.updated === '' || e.updated > newest.updated)) newest = e;
  }
  return newest ? { ...newest.settings } : { ...DEFAULT_SETTINGS };
}

/** The currency of each interface language's main market (ISO 4217). */
const CURRENCY_BY_LANGUAGE: Readonly<Record<string, string>> = {
  ar: 'SAR',
  da: 'DKK',
  de: 'EUR',
  en: 'USD',
  es: 'EUR',
  fi: 'EUR',
  fr: 'EUR',
  he: 'ILS',
  hi: 'INR',
  it: 'EUR',
  ja: 'JPY',
  ko: 'KRW',
  nl: 'EUR',
  no: 'NOK',
  pl: 'PLN',
  pt: 'EUR',
  ru: 'RUB',
  sv: 'SEK',
  tr: 'TRY',
  zh: 'CNY',
};

/** The currencies the editor offers, in code order. */
export const CURRENCIES: readonly string[] = [
  ...new Set([...Object.values(CURRENCY_BY_LANGUAGE), 'AUD', 'CAD', 'CHF', 'GBP', 'NZD', 'BRL']),
].sort();

/**
 * The currency a new estimate starts in.
 * @param language i18next language ("de", "pt-BR"); a region in it wins when Intl knows its
 *   currency among CURRENCIES ("en-GB" → GBP)
 * @returns ISO 4217 code; USD for an unknown language
 */
export function currencyForLanguage(language: string): string {
  const region = language.split('-')[1]?.toUpperCase();
  const byRegion: Readonly<Record<string, string>> = {
    GB: 'GBP',
    CA: 'CAD',
    AU: 'AUD',
    NZ: 'NZD',
    CH: 'CHF',
    BR: 'BRL',
    US: 'USD',
  };
  if (region && byRegion[region]) return byRegion[region];
  return CURRENCY_BY_LANGUAGE[language.split('-')[0] ?? ''] ?? 'USD';
}
