import { useTranslation } from 'react-i18next';
import { Button, Field, Select } from '@/components/ui';
import type { EstimateLine } from '../../core/calc';
import { ALL_UNITS, dimensionOf, type Unit } from '../../core/units';
import { formatMoney } from '@/i18n/format';
import { NumberField } from './number-field';

/** Unit symbols that read the same in every language; the others are translated. */
const SYMBOLS: Partial<Record<Unit, string>> = {
  mm: 'mm',
  cm: 'cm',
  m: 'm',
  in: 'in',
  ft: 'ft',
  yd: 'yd',
  m2: 'm²',
  ft2: 'ft²',
  yd2: 'yd²',
  m3: 'm³',
  ft3: 'ft³',
  yd3: 'yd³',
  kg: 'kg',
  t: 't',
  lb: 'lb',
  l: 'L',
  gal: 'gal',
  h: 'h',
};

/** A unit as the estimate shows it: its symbol, or its name in the user's language. */
export function useUnitLabel(): (unit: string) => string {
  const { t } = useTranslation('estimator');
  return (unit) => {
    const symbol = SYMBOLS[unit as Unit];
    if (symbol) return symbol;
    if (unit === 'each' || unit === 'lump' || unit === 'day') return t(`units.${unit}`);
    return unit;
  };
}

export interface LineRowProps {
  readonly line: EstimateLine;
  readonly costCents: number | undefined;
  readonly locale: string;
  readonly currency: string;
  readonly onChange: (patch: Partial<Omit<EstimateLine, 'id'>>) => void;
  readonly onRemove: () => void;
}

/** One line item: description, quantity (hours), unit, unit cost (rate), waste % and total. */
export function LineRow({ line, costCents, locale, currency, onChange, onRemove }: LineRowProps) {
  const { t } = useTranslation('estimator');
  const unitLabel = useUnitLabel();
  const labour = line.kind === 'labour';
  const units = ALL_UNITS.filter((u) => (labour ? dimensionOf(u) === 'time' : true));
  return (
    <li
      className="rounded-lg border border-slate-200 p-3"
      data-testid="estimate-line"
      data-kind={line.kind}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
          {t(`lines.kinds.${line.kind}`)}
        </span>
        <Button variant="secondary" size="sm" onClick={onRemove}>
          {t('lines.remove')}
        </Button>
      </div>
      <Field
        className="mt-2"
        label={t('lines.description')}
        value={line.description}
        maxLength={500}
        onChange={(description) => onChange({ description })}
      />
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        <NumberField
          label={labour ? t('lines.hours') : t('lines.quantity')}
          value={line.quantity}
          kind="quantity"
          locale={locale}
          currency={currency}
          onValue={(quantity) => onChange({ quantity })}
        />
        <Select
          label={t('lines.unit')}
          value={line.unit}
          onChange={(unit) => onChange({ unit: unit as Unit })}
        >
          {units.map((u) => (
            <option key={u} value={u}>
              {unitLabel(u)}
            </option>
          ))}
        </Select>
        <NumberField
          label={labour ? t('lines.rate') : t('lines.unitCost')}
          value={line.unitCostCents}
          kind="money"
          locale={locale}
          currency={currency}
          zeroAsEmpty
          hint={line.unitCostCents === 0 ? t('lines.noPrice') : undefined}
          onValue={(unitCostCents) => onChange({ unitCostCents })}
        />
        {line.kind === 'material' ? (
          <NumberField
            label={t('lines.waste')}
            value={line.wastePercent}
            kind="waste"
            locale={locale}
            currency={currency}
            onValue={(wastePercent) => onChange({ wastePercent })}
          />
        ) : null}
      </div>
      <p className="mt-2 text-end text-sm">
        {t('lines.total')}:{' '}
        <output className="font-semibold" data-testid="line-total">
          {costCents === undefined ? '—' : formatMoney(costCents, currency, locale)}
        </output>
      </p>
    </li>
  );
}
