import { useTranslation } from 'react-i18next';
import { findTrade } from '@/constants/trades';
import type { TradeRow } from '@/data/trades';
import { useTradeName } from '@/i18n/trade-names';
import type { ListingErrorKey } from '../model';
import { FieldError } from './form-field';

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
  error: ListingErrorKey | undefined;
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
    <fieldset
      className="sm:col-span-2"
      aria-describedby={error ? 'listing-trades-error' : 'listing-trades-hint'}
      aria-invalid={Boolean(error)}
    >
      <legend className="text-sm font-medium text-slate-800">{t('form.trades')}</legend>
      <p id="listing-trades-hint" className="mt-1 text-sm text-slate-600">
        {trades.length > 0 ? t('form.tradesHint') : t('form.tradesLoading')}
      </p>
      <div className="mt-2 grid max-h-72 gap-1 overflow-y-auto rounded-lg border border-slate-200 p-2 sm:grid-cols-2 lg:grid-cols-3">
        {trades.map((row) => {
          const trade = findTrade(row.value);
          return (
            <label
              key={row.id}
              className="flex items-center gap-2 rounded px-1 py-1 text-sm text-slate-800"
            >
              <input
                type="checkbox"
                className="size-4 accent-orange-600"
                value={row.value}
                checked={chosen.has(row.id)}
                onChange={(event) => toggle(row.id, event.target.checked)}
              />
              {trade ? tradeName(trade) : row.label}
            </label>
          );
        })}
      </div>
      <FieldError id="listing-trades" error={error} />
    </fieldset>
  );
}
