/**
 * Locale-aware formatting with Intl: numbers, dates and prices follow the locale. Each takes
 * the i18next locale code ("en", "ar", ...).
 */

const usd = new Map<string, Intl.NumberFormat>();

/**
 * A US-dollar amount: whole dollars without cents ("$1" in en, "1 $" in de, "US$1" where
 * the locale says so), cents when there are some.
 * @param amount dollars, e.g. 1 or 49.5
 */
export function formatUsd(amount: number, locale: string): string {
  let format = usd.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    usd.set(locale, format);
  }
  return format.format(amount);
}

/** A percentage of a fraction: 0 → "0%", 1 → "100%" ("%100" in tr, "100 %" in de). */
export function formatPercent(fraction: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
    fraction,
  );
}

/** A plain number with the locale's digits and grouping (Hindi keeps Latin digits). */
export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** A date (no time) in the locale's medium style. @param date a Date or ISO string */
export function formatDate(date: Date | string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(
    typeof date === 'string' ? new Date(date) : date,
  );
}

/** The unit distances are shown in, as Intl names it. */
export type DistanceUnit = 'kilometer' | 'mile';

/** Kilometres in one international mile. */
export const KM_PER_MILE = 1.609344;

/** Regions whose everyday road distances are in miles. */
const MILE_REGIONS: ReadonlySet<string> = new Set(['US', 'GB']);

/**
 * The distance unit for the browser's region: miles where the convention is miles (the
 * United States and the United Kingdom), kilometres everywhere else. The app's own locales
 * are bare language codes ("en"), so the region comes from the browser's language tag
 * (navigator.language, e.g. "en-GB"); a tag without a region, or none, means kilometres.
 * @param browserLanguage a BCP 47 tag, e.g. navigator.language
 */
export function distanceUnitFor(browserLanguage: string | undefined): DistanceUnit {
  if (!browserLanguage) return 'kilometer';
  try {
    const region = new Intl.Locale(browserLanguage).region;
    return region && MILE_REGIONS.has(region) ? 'mile' : 'kilometer';
  } catch {
    return 'kilometer';
  }
}

/** The region of a BCP 47 tag ("en-GB" → "GB"), '' when it has none or is not a tag. */
export function regionOf(browserLanguage: string | undefined): string {
  if (!browserLanguage) return '';
  try {
    return new Intl.Locale(browserLanguage).region ?? '';
  } catch {
    return '';
  }
}

/** Kilometres in `value` of `unit`. */
export function toKm(value: number, unit: DistanceUnit): number {
  return unit === 'mile' ? value * KM_PER_MILE : value;
}

/**
 * A distance in the locale's words for the unit ("5.2 mi", "5,2 km", "5.2 كم").
 * @param km the distance in kilometres
 * @param unit the unit to show it in (see distanceUnitFor)
 * @param locale the i18next locale code
 * @param maximumFractionDigits decimals shown, 1 by default
 */
export function formatDistance(
  km: number,
  unit: DistanceUnit,
  locale: string,
  maximumFractionDigits = 1,
): string {
  const value = unit === 'mile' ? km / KM_PER_MILE : km;
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits }).format(
    value,
  );
}
