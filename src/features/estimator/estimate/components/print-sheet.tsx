import { useTranslation } from 'react-i18next';
import type { EstimateFields } from '@/data/estimates';
import type { ListingRecord } from '@/data/listings';
import { formatDate } from '@/i18n/format';
import type { EstimateTotals } from '../../core/calc';
import { formatMoney } from '@/i18n/format';
import { formatInput } from '../line-form';
import { useUnitLabel } from './line-row';
import { TotalsList } from './totals-panel';
import './print-sheet.css';

export interface PrintSheetProps {
  readonly estimate: EstimateFields;
  readonly totals: EstimateTotals | null;
  /** The signed-in user's own listing, whose business details head the sheet; none without. */
  readonly listing: ListingRecord | undefined;
  /** The trades' names of the project. */
  readonly tradeNames: readonly string[];
  /** The trades' names of the listing. */
  readonly listingTrades: readonly string[];
  readonly locale: string;
}

/**
 * The estimate as printed or saved as PDF (the browser's print; print-sheet.css hides the
 * rest of the page): the contractor's business details, the project, one page per section
 * and the totals last. Shown only in print.
 */
export function PrintSheet({
  estimate,
  totals,
  listing,
  tradeNames,
  listingTrades,
  locale,
}: PrintSheetProps) {
  const { t } = useTranslation('estimator');
  const unitLabel = useUnitLabel();
  const { currency } = estimate;
  const money = (cents: number | undefined) =>
    cents === undefined ? '—' : formatMoney(cents, currency, locale);
  const row = (label: string, cents: number | undefined, testId: string) => (
    <div className="flex justify-between gap-4 py-1" key={testId}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{money(cents)}</dd>
    </div>
  );
  return (
    <div data-estimate-print="" className="hidden text-sm text-black print:block">
      {listing ? (
        <header className="border-b border-slate-400 pb-3">
          <p className="text-xl font-bold">{listing.business_name}</p>
          <p>{listingTrades.join(', ')}</p>
          <p>
            {[listing.phone, listing.email, listing.website, listing.city]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </header>
      ) : null}
      <div className="mt-4">
        <h1 className="text-2xl font-bold">{estimate.name}</h1>
        {estimate.client_name ? <p>{t('print.client', { name: estimate.client_name })}</p> : null}
        {estimate.address ? <p>{t('print.address', { address: estimate.address })}</p> : null}
        {tradeNames.length > 0 ? <p>{tradeNames.join(', ')}</p> : null}
        <p>{t('print.date', { date: formatDate(new Date().toISOString(), locale) })}</p>
      </div>
      {estimate.sections.map((section, i) => (
        <section
          key={section.id}
          className="mt-6"
          style={i > 0 ? { breakBefore: 'page' } : undefined}
        >
          <h2 className="text-lg font-semibold">{section.name}</h2>
          <table className="mt-2 w-full border-collapse text-start">
            <thead>
              <tr className="border-b border-slate-400">
                <th className="py-1 text-start">{t('lines.description')}</th>
                <th className="py-1 text-end">{t('lines.quantity')}</th>
                <th className="py-1 text-end">{t('lines.unitCost')}</th>
                <th className="py-1 text-end">{t('lines.total')}</th>
              </tr>
            </thead>
            <tbody>
              {section.lines.map((line, j) => (
                <tr key={line.id} className="border-b border-slate-200">
                  <td className="py-1">
                    {line.description || t(`lines.kinds.${line.kind}`)}
                    {line.kind === 'material' && line.wastePercent > 0
                      ? ` (+${formatInput(line.wastePercent, 'waste', locale, currency)} %)`
                      : ''}
                  </td>
                  <td className="py-1 text-end">
                    {formatInput(line.quantity, 'quantity', locale, currency)}{' '}
                    {unitLabel(line.unit)}
                  </td>
                  <td className="py-1 text-end">{money(line.unitCostCents)}</td>
                  <td className="py-1 text-end">{money(totals?.sections[i]?.lineCents[j])}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-2 text-end font-semibold">
            {t('sections.subtotal')}: {money(totals?.sections[i]?.subtotalCents)}
          </p>
        </section>
      ))}
      <section className="mt-8" style={{ breakInside: 'avoid' }}>
        <h2 className="text-lg font-semibold">{t('totals.heading')}</h2>
        <TotalsList
          totals={totals}
          money={money}
          row={row}
          marked={false}
          rates={{ settings: estimate.settings, locale }}
        />
      </section>
    </div>
  );
}
