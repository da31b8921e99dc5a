import { useTranslation } from 'react-i18next';
import { findTrade, type Trade } from '@/constants/trades';

/**
 * A function giving each trade's name in the current language (common `tradeNames`, keyed
 * by the trade's value), falling back to the English label of pb_hooks/lib/trades.json.
 */
export function useTradeName(): (trade: Trade) => string {
  const { t } = useTranslation();
  const names: Readonly<Record<string, string | undefined>> = t('tradeNames', {
    returnObjects: true,
  });
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
