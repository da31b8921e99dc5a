/**
 * Money of an estimate in the reader's language: integer minor units shown through Intl,
 * with the currency's name where its symbol garbles in right-to-left text (i18n/format.ts).
 */
import { currencyDisplayFor } from '@/i18n/format';
import { minorDigits } from './line-form';

/**
 * @param cents amount in minor units of `currency`
 * @param currency ISO 4217 code
 * @param locale BCP 47 language
 * @returns e.g. "$1,234.50", "1.234,50 €"
 */
export function formatMoney(cents: number, currency: string, locale: string): string {
  const digits = minorDigits(currency);
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: currencyDisplayFor(locale),
    }).format(cents / 10 ** digits);
  } catch {
    return new Intl.NumberFormat(locale).format(cents / 10 ** digits);
  }
}
