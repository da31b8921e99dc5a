/**
 * /labor-database: occupations (US SOC codes) mapped to the trades with
 * their hourly median and mean wage per area and year, as imported from the BLS OEWS file;
 * searchable by words, trade and area, offline after one visit.
 */
import '../namespace';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, PageHeader, Select } from '@/components/ui';
import { useSession } from '@/lib/session';
import { listLaborRates, type LaborRateRow } from '@/data/cost-data';
import { formatList, formatYear } from '@/i18n/format';
import { useTradeNameOf } from '@/i18n/trade-names';
import { formatMoney } from '../format';
import { laborMatches, makeIndex, search } from '../search';
import { useCostTable } from '../use-cost-table';
import { useOwnPrices } from '../use-own-prices';
import { OwnPrice } from './own-price';
import { OwnPricesNote } from './own-prices-note';
import { CostTable, type CostColumn } from './cost-table';

export default function LaborDatabasePage() {
  return (
    <PageHeader page="laborDatabase">
      <LaborRates />
    </PageHeader>
  );
}

function LaborRates() {
  const { t, i18n } = useTranslation(['costData', 'pages']);
  const locale = i18n.language;
  const nameOf = useTradeNameOf();
  const state = useCostTable('labor_rates', listLaborRates);
  const userId = useSession().user?.id ?? null;
  const own = useOwnPrices(userId);
  const [words, setWords] = useState('');
  const [trade, setTrade] = useState('');
  const [region, setRegion] = useState('');
  const rows = state.rows;
  const index = useMemo(
    () => makeIndex(rows ?? [], (r) => [r.title, r.soc_code, r.area_title, r.source].join(' ')),
    [rows],
  );
  const found = useMemo(
    () => search(index, words, (r) => laborMatches(r, { trade, region })),
    [index, words, trade, region],
  );
  const trades = [...new Set((rows ?? []).flatMap((r) => r.trades))].sort();
  const areas = [...new Set((rows ?? []).map((r) => r.area_title))].sort();
  const wage = (cents: number, currency: string) =>
    cents > 0 ? (
      formatMoney(cents, currency, locale)
    ) : (
      <span className="text-slate-500">{t('labor.noValue')}</span>
    );

  const columns: CostColumn<LaborRateRow>[] = [
    {
      key: 'occupation',
      heading: t('labor.occupation'),
      cell: (r) => <span className="font-medium">{r.title}</span>,
    },
    { key: 'code', heading: t('labor.code'), cell: (r) => <span dir="ltr">{r.soc_code}</span> },
    {
      key: 'trades',
      heading: t('labor.trades'),
      cell: (r) => formatList(r.trades.map(nameOf), locale),
    },
    { key: 'area', heading: t('labor.area'), cell: (r) => r.area_title },
    {
      key: 'median',
      heading: t('labor.median'),
      cell: (r) => wage(r.hourly_median_cents, r.currency),
    },
    { key: 'mean', heading: t('labor.mean'), cell: (r) => wage(r.hourly_mean_cents, r.currency) },
    ...(userId
      ? [
          {
            key: 'ownRate',
            heading: t('ownPrice.rateColumn'),
            cell: (r: LaborRateRow) => (
              <OwnPrice
                userId={userId}
                target={{ soc_code: r.soc_code }}
                current={own.bySocCode.get(r.soc_code)}
                defaultCurrency={r.currency}
                name={`${r.title}, ${r.area_title}`}
                kind="hour"
              />
            ),
          },
        ]
      : []),
    { key: 'year', heading: t('labor.year'), cell: (r) => formatYear(r.year, locale) },
    { key: 'source', heading: t('labor.source'), cell: (r) => r.source },
  ];

  return (
    <>
      <div className="mt-8 grid gap-4 sm:grid-cols-3">
        <Field label={t('filters.words')} type="search" value={words} onChange={setWords} />
        <Select label={t('filters.trade')} value={trade} onChange={setTrade}>
          <option value="">{t('filters.any')}</option>
          {trades.map((v) => (
            <option key={v} value={v}>
              {nameOf(v)}
            </option>
          ))}
        </Select>
        <Select label={t('filters.region')} value={region} onChange={setRegion}>
          <option value="">{t('filters.any')}</option>
          {areas.map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </Select>
      </div>
      <OwnPricesNote signedIn={userId !== null} />
      {rows !== undefined && rows.length === 0 && state.syncedAt ? (
        <p className="mt-6 text-slate-600">{t('labor.empty')}</p>
      ) : (
        <CostTable
          state={state}
          found={found}
          columns={columns}
          label={t('pages:laborDatabase.title')}
        />
      )}
    </>
  );
}
