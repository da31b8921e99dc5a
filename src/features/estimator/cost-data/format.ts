/**
 * Money of the cost databases in the reader's language. Amounts are integer minor units
 * (cents); they are divided only for display, by the currency's own number of minor digits
 * (Intl), so JPY 1500 shows as ¥1,500 and USD 1500 as $15.00.
 */
import { currencyDigits, formatMoney as formatLocaleMoney } from '@/i18n/format';

/**
 * @param cents amount in minor units
 * @param currency ISO 4217 code
 * @param locale BCP 47 language
 * @returns e.g. "$29.98" (i18n/format.ts formatMoney); '' for a code Intl does not take (an
 *   imported row's currency column left empty or misspelt shows no price rather than a guess)
 */
export function formatMoney(cents: number, currency: string, locale: string): string {
  return currencyDigits(currency) === null ? '' : formatLocaleMoney(cents, currency, locale);
}
