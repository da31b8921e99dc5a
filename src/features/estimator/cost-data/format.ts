/**
 * Money of the cost databases in the reader's language. Amounts are integer minor units
 * (cents); they are divided only here, for display, by the currency's own number of minor
 * digits (Intl), so JPY 1500 shows as ¥1,500 and USD 1500 as $15.00.
 */

/**
 * @param cents amount in minor units
 * @param currency ISO 4217 code
 * @param locale BCP 47 language
 * @returns e.g. "$29.98"; '' for an invalid currency code
 */
export function formatMoney(cents: number, currency: string, locale: string): string {
  try {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(cents / 10 ** digits);
  } catch {
    return '';
  }
}
