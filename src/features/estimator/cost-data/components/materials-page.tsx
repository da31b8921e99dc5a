/**
 * /materials-database: the shared materials with their unit, typical waste
 * and, where a published source exists, its price with source and date; searchable by words,
 * trade, category and region, offline after one visit.
 */
import '../namespace';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, PageHeader, Select } from '@/components/ui';
import { useSession } from '@/lib/session';
import { listMaterials, type MaterialRow } from '@/data/cost-data';
import { formatDate, formatPercent } from '@/i18n/format';
import { useTradeNameOf } from '@/i18n/trade-names';
import { formatMoney } from '../format';
import { makeIndex, materialMatches, search } from '../search';
import { useCostTable } from '../use-cost-table';
import { useOwnPrices } from '../use-own-prices';
import { CostTable, type CostColumn } from './cost-table';
import { OwnPrice } from './own-price';
import { OwnPricesNote } from './own-prices-note';

export default function MaterialsDatabasePage() {
  return (
    <PageHeader page="materialsDatabase">
      <Materials />
    </PageHeader>
  );
}

function Materials() {
  const { t, i18n } = useTranslation(['costData', 'pages']);
  const locale = i18n.language;
  const nameOf = useTradeNameOf();
  const state = useCostTable('materials', listMaterials);
  const userId = useSession().user?.id ?? null;
  const own = useOwnPrices(userId);
  const [words, setWords] = useState('');
  const [trade, setTrade] = useState('');
  const [category, setCategory] = useState('');
  const [region, setRegion] = useState('');
  const rows = state.rows;
  const index = useMemo(
    () =>
      makeIndex(rows ?? [], (r) =>
        [r.name, t(`categories.${r.category}`, { defaultValue: r.category }), r.source].join(' '),
      ),
    [rows, t],
  );
  const found = useMemo(
    () => search(index, words, (r) => materialMatches(r, { trade, category, region })),
    [index, words, trade, category, region],
  );
  const distinct = (pick: (r: MaterialRow) => string) =>
    [...new Set((rows ?? []).map(pick).filter(Boolean))].sort();

  const columns: CostColumn<MaterialRow>[] = [
    {
      key: 'name',
      heading: t('materials.name'),
      cell: (r) => <span className="font-medium">{r.name}</span>,
    },
    {
      key: 'category',
      heading: t('materials.category'),
      cell: (r) => t(`categories.${r.category}`, { defaultValue: r.category }),
    },
    { key: 'trade', heading: t('materials.trade'), cell: (r) => nameOf(r.trade) },
    {
      key: 'unit',
      heading: t('materials.unit'),
      cell: (r) => t(`units.${r.unit}`, { defaultValue: r.unit }),
    },
    {
      key: 'waste',
      heading: t('materials.waste'),
      cell: (r) => formatPercent(r.waste_pct / 100, locale),
    },
    {
      key: 'price',
      heading: t('materials.price'),
      cell: (r) =>
        r.price_cents > 0 ? (
          formatMoney(r.price_cents, r.currency, locale)
        ) : (
          <span className="text-slate-500">{t('materials.noPrice')}</span>
        ),
    },
    ...(userId
      ? [
          {
            key: 'ownPrice',
            heading: t('ownPrice.column'),
            cell: (r: MaterialRow) => (
              <OwnPrice
                userId={userId}
                target={{ material: r.id }}
                current={own.byMaterial.get(r.id)}
                defaultCurrency={r.currency}
                name={r.name}
                kind="unit"
              />
            ),
          },
        ]
      : []),
    {
      key: 'region',
      heading: t('materials.region'),
      cell: (r) => r.region || t('materials.anyRegion'),
    },
    {
      key: 'priceDate',
      heading: t('materials.priceDate'),
      cell: (r) => (r.price_date ? formatDate(r.price_date.replace(' ', 'T'), locale) : ''),
    },
    { key: 'source', heading: t('materials.source'), cell: (r) => r.source },
  ];

  return (
    <>
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <Field
          label={t('filters.words')}
          hint={t('filters.wordsHint')}
          type="search"
          value={words}
          onChange={setWords}
        />
        <Select label={t('filters.trade')} value={trade} onChange={setTrade}>
          <option value="">{t('filters.any')}</option>
          {distinct((r) => r.trade).map((v) => (
            <option key={v} value={v}>
              {nameOf(v)}
            </option>
          ))}
        </Select>
        <Select label={t('filters.category')} value={category} onChange={setCategory}>
          <option value="">{t('filters.any')}</option>
          {distinct((r) => r.category).map((v) => (
            <option key={v} value={v}>
              {t(`categories.${v}`, { defaultValue: v })}
            </option>
          ))}
        </Select>
        <Select label={t('filters.region')} value={region} onChange={setRegion}>
          <option value="">{t('filters.any')}</option>
          {distinct((r) => r.region).map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </Select>
      </div>
      <OwnPricesNote signedIn={userId !== null} />
      <CostTable
        state={state}
        found={found}
        columns={columns}
        label={t('pages:materialsDatabase.title')}
      />
    </>
  );
}
