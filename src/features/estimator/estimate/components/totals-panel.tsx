import { useTranslation } from 'react-i18next';
import type { EstimateSettings, EstimateTotals } from '../../core/calc';
import { formatMoney } from '@/i18n/format';
import { NumberField } from './number-field';

export interface TotalsPanelProps {
  readonly totals: EstimateTotals | null;
  readonly settings: EstimateSettings;
  readonly locale: string;
  readonly currency: string;
  readonly onSettings: (patch: Partial<EstimateSettings>) => void;
}

/** The totals by kind, the percentages and factor (editable) and the grand total, live. */
export function TotalsPanel({ totals, settings, locale, currency, onSettings }: TotalsPanelProps) {
  const { t } = useTranslation('estimator');
  const money = (cents: number | undefined) =>
    cents === undefined ? '—' : formatMoney(cents, currency, locale);
  const row = (label: string, cents: number | undefined, testId: string) => (
    <div className="flex justify-between gap-4 py-1">
      <dt>{label}</dt>
      <dd data-testid={testId} className="tabular-nums">
        {money(cents)}
      </dd>
    </div>
  );
  return (
    <section className="mt-8 rounded-xl border border-slate-300 bg-slate-50 p-3 sm:p-4">
      <h2 className="text-lg font-semibold">{t('totals.heading')}</h2>
      <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
        <NumberField
          label={t('totals.factor')}
          hint={t('totals.factorHint', { one: 1 })}
          value={settings.regionalFactor}
          kind="factor"
          locale={locale}
          currency={currency}
          onValue={(regionalFactor) => onSettings({ regionalFactor })}
        />
        <NumberField
          label={t('totals.overhead')}
          value={settings.overheadPercent}
          kind="percent"
          locale={locale}
          currency={currency}
          onValue={(overheadPercent) => onSettings({ overheadPercent })}
        />
        <NumberField
          label={t('totals.profit')}
          value={settings.profitPercent}
          kind="percent"
          locale={locale}
          currency={currency}
          onValue={(profitPercent) => onSettings({ profitPercent })}
        />
        <NumberField
          label={t('totals.tax')}
          value={settings.taxPercent}
          kind="tax"
          locale={locale}
          currency={currency}
          onValue={(taxPercent) => onSettings({ taxPercent })}
        />
      </div>
      {totals === null ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {t('errors.total')}
        </p>
      ) : null}
      <TotalsList totals={totals} money={money} row={row} />
    </section>
  );
}

/** The figures of the totals block (also printed). */
export function TotalsList({
  totals,
  money,
  row,
  marked = true,
  rates,
}: {
  readonly totals: EstimateTotals | null;
  /** Whether the figures carry their test ids (the screen's, not the print sheet's copy). */
  readonly marked?: boolean;
  readonly money: (cents: number | undefined) => string;
  readonly row: (label: string, cents: number | undefined, testId: string) => React.ReactNode;
  /**
   * The rates to name beside their amounts, with the locale to write them in (the print
   * sheet: a client reads the rates there, not in the editor's fields).
   */
  readonly rates?: { readonly settings: EstimateSettings; readonly locale: string } | undefined;
}) {
  const { t } = useTranslation('estimator');
  const at = (label: string, text: string | undefined) => (text ? `${label} (${text})` : label);
  const percent = (value: number) =>
    rates
      ? new Intl.NumberFormat(rates.locale, { style: 'percent', maximumFractionDigits: 3 }).format(
          value / 100,
        )
      : undefined;
  const factor = rates
    ? `× ${new Intl.NumberFormat(rates.locale, { maximumFractionDigits: 4 }).format(rates.settings.regionalFactor)}`
    : undefined;
  const s = rates?.settings;
  return (
    <dl className="mt-3 divide-y divide-slate-200 text-sm">
      {row(t('totals.materials'), totals?.materialsCents, 'total-materials')}
      {row(t('totals.labour'), totals?.labourCents, 'total-labour')}
      {row(t('totals.other'), totals?.otherCents, 'total-other')}
      {row(t('totals.direct'), totals?.directCents, 'total-direct')}
      {row(at(t('totals.adjusted'), factor), totals?.adjustedCents, 'total-adjusted')}
      {row(
        at(t('totals.overhead'), s && percent(s.overheadPercent)),
        totals?.overheadCents,
        'total-overhead',
      )}
      {row(
        at(t('totals.profit'), s && percent(s.profitPercent)),
        totals?.profitCents,
        'total-profit',
      )}
      {row(at(t('totals.tax'), s && percent(s.taxPercent)), totals?.taxCents, 'total-tax')}
      <div className="flex justify-between gap-4 py-2 text-base font-bold">
        <dt>{t('totals.grand')}</dt>
        <dd data-testid={marked ? 'total-grand' : undefined} className="tabular-nums">
          {money(totals?.grandTotalCents)}
        </dd>
      </div>
    </dl>
  );
}
