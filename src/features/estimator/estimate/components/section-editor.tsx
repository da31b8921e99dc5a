import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field } from '@/components/ui';
import type { LaborRateRow, MaterialRow } from '@/data/cost-data';
import type { EstimateLine, EstimateSection, SectionTotals } from '../../core/calc';
import { formatMoney } from '@/i18n/format';
import { LineRow } from './line-row';
import { LabourPicker, MaterialPicker } from './picker';

export interface SectionEditorProps {
  readonly section: EstimateSection;
  readonly totals: SectionTotals | undefined;
  readonly index: number;
  readonly count: number;
  readonly locale: string;
  readonly currency: string;
  readonly materials: readonly MaterialRow[] | undefined;
  readonly rates: readonly LaborRateRow[] | undefined;
  readonly onRename: (name: string) => void;
  readonly onMove: (by: -1 | 1) => void;
  readonly onRemove: () => void;
  readonly onAddLine: (
    kind: EstimateLine['kind'],
    from?: { material: MaterialRow } | { rate: LaborRateRow },
  ) => void;
  readonly onChangeLine: (lineId: string, patch: Partial<Omit<EstimateLine, 'id'>>) => void;
  readonly onRemoveLine: (lineId: string) => void;
}

/** One section: its name, order, line items, the pickers that add lines, and its subtotal. */
export function SectionEditor(props: SectionEditorProps) {
  const { section, totals, index, count, locale, currency } = props;
  const { t } = useTranslation('estimator');
  const [picker, setPicker] = useState<'material' | 'labour' | null>(null);
  return (
    <section
      className="mt-6 rounded-xl border border-slate-300 p-3 sm:p-4"
      data-testid="estimate-section"
      aria-label={section.name}
    >
      <Field
        label={t('sections.name')}
        value={section.name}
        maxLength={200}
        onChange={props.onRename}
      />
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={index === 0}
          onClick={() => props.onMove(-1)}
        >
          {t('sections.moveUp')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={index === count - 1}
          onClick={() => props.onMove(1)}
        >
          {t('sections.moveDown')}
        </Button>
        <Button variant="danger" size="sm" onClick={props.onRemove}>
          {t('sections.remove')}
        </Button>
      </div>
      {section.lines.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('sections.empty')}</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {section.lines.map((line, i) => (
            <LineRow
              key={line.id}
              line={line}
              costCents={totals?.lineCents[i]}
              locale={locale}
              currency={currency}
              onChange={(patch) => props.onChangeLine(line.id, patch)}
              onRemove={() => props.onRemoveLine(line.id)}
            />
          ))}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => setPicker('material')}>
          {t('lines.addMaterial')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => props.onAddLine('material')}>
          {t('lines.typedMaterial')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setPicker('labour')}>
          {t('lines.addLabour')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => props.onAddLine('other')}>
          {t('lines.addOther')}
        </Button>
      </div>
      {picker === 'material' ? (
        <MaterialPicker
          rows={props.materials}
          locale={locale}
          onPick={(material) => {
            props.onAddLine('material', { material });
            setPicker(null);
          }}
          onClose={() => setPicker(null)}
        />
      ) : null}
      {picker === 'labour' ? (
        <LabourPicker
          rows={props.rates}
          locale={locale}
          onPick={(rate) => {
            props.onAddLine('labour', { rate });
            setPicker(null);
          }}
          onClose={() => setPicker(null)}
        />
      ) : null}
      <p className="mt-3 text-end font-semibold">
        {t('sections.subtotal')}:{' '}
        <output data-testid="section-subtotal">
          {totals ? formatMoney(totals.subtotalCents, currency, locale) : '—'}
        </output>
      </p>
    </section>
  );
}
