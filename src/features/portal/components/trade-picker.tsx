import { useTranslation } from 'react-i18next';
import { Checkbox, CheckboxGroup } from '@/components/ui';
import { findTrade } from '@/constants/trades';
import type { TradeRow } from '@/data/trades';
import { useTradeName } from '@/i18n/trade-names';

/** The 45 trades as checkboxes, by the synced trade records' ids. */
export function TradePicker({
  trades,
  selected,
  onChange,
  error,
}: {
  trades: readonly TradeRow[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('portal');
  const tradeName = useTradeName();
  const chosen = new Set(selected);
  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    onChange(trades.map((row) => row.id).filter((row) => next.has(row)));
  };
  return (
    <CheckboxGroup
      id="listing-trades"
      className="sm:col-span-2"
      legend={t('form.trades')}
      hint={trades.length > 0 ? t('form.tradesHint') : t('form.tradesLoading')}
      error={error}
    >
      <div className="mt-2 grid max-h-72 gap-1 overflow-y-auto rounded-lg border border-slate-200 p-2 sm:grid-cols-2 lg:grid-cols-3">
        {trades.map((row) => {
          const trade = findTrade(row.value);
          return (
            <Checkbox
              key={row.id}
              className="rounded px-1 py-1"
              label={trade ? tradeName(trade) : row.label}
              value={row.value}
              checked={chosen.has(row.id)}
              onChange={(on) => toggle(row.id, on)}
            />
          );
        })}
      </div>
    </CheckboxGroup>
  );
}
