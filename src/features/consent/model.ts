/**
 * Cookie consent rules: which banner a visitor gets, the record a choice stores, and whether
 * identifiers may be kept. Pure.
 */
import type { ConsentRecord } from '@/lib/consent-types';

/**
 * Countries whose visitors must consent explicitly: the EU 27, the EEA's Iceland,
 * Liechtenstein and Norway, the United Kingdom and Switzerland (ISO 3166-1 alpha-2; "EL"
 * and "UK" are the EU's own spellings of GR and GB).
 */
export const STRICT_CONSENT_COUNTRIES: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'EL',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
  'GB',
  'UK',
  'CH',
]);

/** "strict": Accept All / Decline Optional; "notice": Got It. */
export type BannerVariant = 'strict' | 'notice';

/**
 * Which banner a visitor gets. An unknown country (the lookup failed) gets the strict one.
 * @param countryCode ISO 3166-1 alpha-2, any case, or null when unknown
 */
export function bannerVariant(countryCode: string | null): BannerVariant {
  if (!countryCode) return 'strict';
  return STRICT_CONSENT_COUNTRIES.has(countryCode.toUpperCase()) ? 'strict' : 'notice';
}

/**
 * The record to store for a choice. Closing the banner is declining.
 * @param nowIso the time of the choice, ISO 8601
 */
export function consentRecord(
  accepted: boolean,
  nowIso: string,
  countryCode: string | null,
): ConsentRecord {
  return { accepted, timestamp: nowIso, location: (countryCode ?? '').toUpperCase() };
}

/**
 * Whether visitor and affiliate identifiers may be stored. A stored choice
 * decides (declining, also later through "Cookie settings", withdraws consent); while
 * undecided, visitors from "notice" countries may be counted, strict or unknown ones not.
 * @param record the stored choice, or undefined while undecided
 * @param countryCode the visitor's country, or null when unknown
 */
export function mayStoreIdentifiers(
  record: ConsentRecord | undefined,
  countryCode: string | null,
): boolean {
  if (record) return record.accepted;
  return bannerVariant(countryCode) === 'notice';
}

/** Browser-storage keys that identify a visitor, removed when consent is declined. */
export const IDENTIFIER_KEYS = ['visitor_id', 'affiliate_code', 'affiliate_first_visit'] as const;
