import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field } from '@/components/ui';
import type { LaborRateRow, MaterialRow } from '@/data/cost-data';
import { makeIndex, search } from '../../cost-data/search';
import { formatMoney } from '@/i18n/format';
import { unitOfMaterial } from '../line-form';
import { useUnitLabel } from './line-row';

const SHOWN = 8;

export interface PickerProps<T> {
  readonly rows: readonly T[] | undefined;
  readonly locale: string;
  readonly onPick: (row: T) => void;
  readonly onClose: () => void;
}

function PickerFrame<T extends { id: string }>({
  label,
  rows,
  text,
  describe,
  onPick,
  onClose,
}: {
  readonly label: string;
  readonly rows: readonly T[] | undefined;
  readonly text: (row: T) => string;
  readonly describe: (row: T) => { name: string; price: string };
  readonly onPick: (row: T) => void;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('estimator');
  const [words, setWords] = useState('');
  const index = useMemo(() => makeIndex(rows ?? [], text), [rows, text]);
  const found = useMemo(() => search(index, words, undefined, SHOWN), [index, words]);
  return (
    <div className="mt-3 rounded-lg border border-orange-200 bg-orange-50 p-3">
      <Field
        type="search"
        label={label}
        hint={t('picker.hint')}
        value={words}
        onChange={setWords}
        autoFocus
      />
      {rows && rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{t('picker.noData')}</p>
      ) : found.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{t('picker.nothing')}</p>
      ) : (
        <ul className="mt-2 grid gap-1">
          {found.map((row) => {
            const { name, price } = describe(row);
            return (
              <li key={row.id}>
                <button
                  type="button"
                  className="w-full rounded-md bg-white px-3 py-2 text-start text-sm break-words hover:bg-orange-100"
                  onClick={() => onPick(row)}
                >
                  <span className="font-medium">{name}</span>
                  {price ? <span className="block text-slate-600">{price}</span> : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <Button variant="secondary" size="sm" className="mt-2" onClick={onClose}>
        {t('picker.close')}
      </Button>
    </div>
  );
}

/** Search of the materials database on the device; a pick fills a material line. */
export function MaterialPicker({ rows, locale, onPick, onClose }: PickerProps<MaterialRow>) {
  const { t } = useTranslation('estimator');
  const unitLabel = useUnitLabel();
  const text = useMemo(() => (r: MaterialRow) => `${r.name} ${r.category}`, []);
  return (
    <PickerFrame
      label={t('picker.materialSearch')}
      rows={rows}
      text={text}
      describe={(r) => ({
        name: r.name,
        price:
          r.price_cents > 0
            ? t('picker.perUnit', {
                price: formatMoney(r.price_cents, r.currency, locale),
                unit: unitLabel(unitOfMaterial(r.unit)),
              })
            : '',
      })}
      onPick={onPick}
      onClose={onClose}
    />
  );
}

/** Search of the labour database on the device; a pick fills a labour line. */
export function LabourPicker({ rows, locale, onPick, onClose }: PickerProps<LaborRateRow>) {
  const { t } = useTranslation('estimator');
  const text = useMemo(() => (r: LaborRateRow) => `${r.title} ${r.soc_code} ${r.area_title}`, []);
  return (
    <PickerFrame
      label={t('picker.labourSearch')}
      rows={rows}
      text={text}
      describe={(r) => {
        const rate = r.hourly_median_cents || r.hourly_mean_cents;
        return {
          name: `${r.title} (${r.area_title})`,
          price:
            rate > 0
              ? t('picker.perUnit', { price: formatMoney(rate, r.currency, locale), unit: 'h' })
              : '',
        };
      }}
      onPick={onPick}
      onClose={onClose}
    />
  );
}
