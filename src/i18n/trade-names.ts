import { useTranslation } from 'react-i18next';
import { findTrade, type Trade } from '@/constants/trades';

type Names = Readonly<Record<string, string | undefined>>;

/**
 * The trade names of the first language of `languages` (i18next's resolution order, e.g.
 * ["pt", "en"]) that has common `tradeNames` loaded, read from the store as they are: trade
 * names hold no placeholders, so they need none of `t()`'s copying and interpolation, which
 * cost a list of cards many milliseconds per render on a slow phone.
 * @param getResource i18next's `getResource`
 * @returns the names by trade value; empty when no language has them loaded
 */
export function tradeNamesOf(
  languages: readonly string[] | undefined,
  getResource: (lng: string, ns: string, key: string) => unknown,
): Names {
  for (const lng of languages ?? []) {
    const names = getResource(lng, 'common', 'tradeNames');
    if (names && typeof names === 'object') return names as Names;
  }
  return {};
}

/**
 * A function giving each trade's name in the current language (common `tradeNames`, keyed
 * by the trade's value), falling back to the English label of pb_hooks/lib/trades.json.
 */
export function useTradeName(): (trade: Trade) => string {
  const { i18n } = useTranslation();
  const names = tradeNamesOf(
    i18n.languages,
    (lng, ns, key) => i18n.getResource(lng, ns, key) as unknown,
  );
  return (trade) => names[trade.value] ?? trade.label;
}

/**
 * `useTradeName` for a trade's value (e.g. "roofer"): its name in the current language, or
 * the value itself when no trade has it.
 */
export function useTradeNameOf(): (value: string) => string {
  const tradeName = useTradeName();
  return (value) => {
    const trade = findTrade(value);
    return trade ? tradeName(trade) : value;
  };
}
