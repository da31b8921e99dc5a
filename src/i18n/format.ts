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
