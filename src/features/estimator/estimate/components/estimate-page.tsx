/**
 * /construction-estimator: the construction estimate editor. A project (name,
 * client, address, trades, currency) with sections of line items — materials from the
 * materials database on the device or typed, labour from the labour database (hours × rate),
 * other/equipment (quantity × unit cost) — and live totals (core/calc.ts computeEstimate) with
 * overhead, profit, tax and a regional factor. Every change is saved on the device first and
 * synced to the user's account (src/data/estimates.ts); undo, duplicate, new, and print / save
 * as PDF through the print sheet. `?id=<id>` opens that estimate; without it, the owner's most
 * recent one. Not prerendered: it shows the device's estimates.
 */
import '../namespace';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Field, PageHeader, Select } from '@/components/ui';
import type { LaborRateRow, MaterialRow } from '@/data/cost-data';
import type { EstimateFields } from '@/data/estimates';
import { useSession } from '@/lib/session';
import { formatDate } from '@/i18n/format';
import { useTradeNameOf } from '@/i18n/trade-names';
import {
  computeEstimate,
  type EstimateLine,
  type EstimateSection,
  type EstimateSettings,
  type EstimateTotals,
} from '../../core/calc';
import {
  addLine,
  addSection,
  removeLine,
  removeSection,
  renameSection,
  updateLine,
} from '../../core/edit';
import { blankLine, lineFromLabor, lineFromMaterial, move } from '../line-form';
import { estimateStatus } from '../status';
import { CURRENCIES } from '../settings';
import { useEditorData } from '../use-editor-data';
import { useEstimateEditor, type EstimateEditor } from '../use-estimate-editor';
import { PrintSheet } from './print-sheet';
import { SectionEditor } from './section-editor';
import { TotalsPanel } from './totals-panel';

export default function EstimatePage() {
  return (
    <PageHeader page="constructionEstimator">
      <Editor />
    </PageHeader>
  );
}

const asCore = (sections: EstimateFields['sections']) =>
  sections as unknown as readonly EstimateSection[];
const asData = (sections: readonly EstimateSection[]) =>
  sections as unknown as EstimateFields['sections'];

function Editor() {
  const { t, i18n } = useTranslation('estimator');
  const editor = useEstimateEditor();
  const { state } = editor;
  const newName = () => t('newName', { date: formatDate(new Date().toISOString(), i18n.language) });
  const startNew = () => void editor.startNew(newName(), i18n.language);

  if (state.kind === 'loading') {
    return <p className="mt-8 text-slate-700">{t('loading')}</p>;
  }
  if (state.kind !== 'ready') {
    return (
      <div className="mt-8">
        <p className="text-slate-700">{state.kind === 'none' ? t('none') : t('missing')}</p>
        <Button className="mt-4" onClick={startNew}>
          {t('newEstimate')}
        </Button>
      </div>
    );
  }
  return (
    <Form
      key={state.id}
      id={state.id}
      editor={editor}
      estimate={state.history.present}
      canUndo={state.history.past.length > 0}
      onNew={startNew}
    />
  );
}

function Form({
  id,
  editor,
  estimate,
  canUndo,
  onNew,
}: {
  readonly id: string;
  readonly editor: EstimateEditor;
  readonly estimate: EstimateFields;
  readonly canUndo: boolean;
  readonly onNew: () => void;
}) {
  const { t, i18n } = useTranslation('estimator');
  const locale = i18n.language;
  const { currency } = estimate;
  const session = useSession();
  const userId = session.user?.id ?? null;
  const tradeName = useTradeNameOf();
  const { materials, rates, trades, listing, saved, ownPrices } = useEditorData(id, userId);
  const status = estimateStatus(editor.saveFailed, saved, estimate);

  const { undo } = editor;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'z') {
        event.preventDefault();
        undo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo]);

  const sections = asCore(estimate.sections);
  const totals = useMemo((): EstimateTotals | null => {
    try {
      return computeEstimate(sections, estimate.settings);
    } catch {
      return null;
    }
  }, [sections, estimate.settings]);

  const update = (patch: Partial<EstimateFields>) => editor.change({ ...estimate, ...patch });
  const setSections = (next: readonly EstimateSection[]) => update({ sections: asData(next) });
  const setSettings = (patch: Partial<EstimateSettings>) =>
    update({ settings: { ...estimate.settings, ...patch } });

  const addLineTo = (
    sectionId: string,
    kind: EstimateLine['kind'],
    from?: { material: MaterialRow } | { rate: LaborRateRow },
  ) => {
    const lineId = crypto.randomUUID();
    let line: EstimateLine;
    if (from && 'material' in from) {
      line = lineFromMaterial(
        lineId,
        from.material,
        currency,
        ownPrices.materials.get(from.material.id),
      );
    } else if (from && 'rate' in from) {
      line = lineFromLabor(
        lineId,
        from.rate,
        currency,
        ownPrices.occupations.get(from.rate.soc_code),
      );
    } else {
      line = blankLine(lineId, kind);
    }
    setSections(addLine(sections, sectionId, line));
  };

  const chosenTrades = new Set(estimate.trades);
  const tradeNames = (trades ?? [])
    .filter((tr) => chosenTrades.has(tr.id))
    .map((tr) => tradeName(tr.value));
  // A listing's trades arrive as record ids or values: each is named by its value.
  const listingTrades = (listing?.trades ?? []).map((ref) =>
    tradeName(trades?.find((tr) => tr.id === ref)?.value ?? ref),
  );

  return (
    <div className="mt-8" onBlur={editor.flush}>
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button variant="secondary" disabled={!canUndo} onClick={editor.undo}>
          {t('actions.undo')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => void editor.duplicate(t('copyName', { name: estimate.name }))}
        >
          {t('actions.duplicate')}
        </Button>
        <Button variant="secondary" onClick={onNew}>
          {t('newEstimate')}
        </Button>
        <Button onClick={() => window.print()}>{t('actions.print')}</Button>
      </div>
      <p
        className={`mt-3 text-sm print:hidden ${
          status === 'failed' || status === 'conflict' || status === 'refused'
            ? 'font-medium text-red-800'
            : 'text-slate-700'
        }`}
        role="status"
        data-testid="estimate-status"
        data-state={status}
      >
        {status ? t(`status.${status}`) : ''}
      </p>

      <div className="print:hidden">
        <section className="mt-6 grid gap-4 sm:grid-cols-2">
          <h2 className="text-lg font-semibold sm:col-span-2">{t('project.heading')}</h2>
          <NameField
            label={t('project.name')}
            value={estimate.name}
            onValue={(name) => update({ name })}
          />
          <Field
            label={t('project.client')}
            value={estimate.client_name}
            maxLength={200}
            onChange={(client_name) => update({ client_name })}
          />
          <Field
            label={t('project.address')}
            value={estimate.address}
            maxLength={500}
            onChange={(address) => update({ address })}
          />
          <Select
            label={t('project.currency')}
            value={currency}
            onChange={(next) => update({ currency: next })}
          >
            {[...new Set([...CURRENCIES, currency])].map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
          <details className="sm:col-span-2">
            <summary className="cursor-pointer text-sm font-medium">
              {t('project.trades')}:{' '}
              {tradeNames.length > 0 ? tradeNames.join(', ') : t('project.tradesNone')}
            </summary>
            <div className="mt-2 grid gap-1 sm:grid-cols-2">
              {(trades ?? []).map((tr) => (
                <Checkbox
                  key={tr.id}
                  label={tradeName(tr.value)}
                  checked={chosenTrades.has(tr.id)}
                  onChange={(on) =>
                    update({
                      trades: on
                        ? [...estimate.trades, tr.id]
                        : estimate.trades.filter((x) => x !== tr.id),
                    })
                  }
                />
              ))}
            </div>
          </details>
        </section>

        <h2 className="mt-8 text-lg font-semibold">{t('sections.heading')}</h2>
        {sections.map((section, i) => (
          <SectionEditor
            key={section.id}
            section={section}
            totals={totals?.sections[i]}
            index={i}
            count={sections.length}
            locale={locale}
            currency={currency}
            materials={materials}
            rates={rates}
            onRename={(name) => setSections(renameSection(sections, section.id, name))}
            onMove={(by) => setSections(move(sections, i, by))}
            onRemove={() => setSections(removeSection(sections, section.id))}
            onAddLine={(kind, from) => addLineTo(section.id, kind, from)}
            onChangeLine={(lineId, patch) =>
              setSections(updateLine(sections, section.id, lineId, patch))
            }
            onRemoveLine={(lineId) => setSections(removeLine(sections, section.id, lineId))}
          />
        ))}
        <Button
          className="mt-4"
          variant="secondary"
          onClick={() =>
            setSections(
              addSection(
                sections,
                crypto.randomUUID(),
                t('defaultSection', { number: sections.length + 1 }),
              ),
            )
          }
        >
          {t('sections.add')}
        </Button>

        <TotalsPanel
          totals={totals}
          settings={estimate.settings}
          locale={locale}
          currency={currency}
          onSettings={setSettings}
        />
      </div>
      <PrintSheet
        estimate={estimate}
        totals={totals}
        listing={listing}
        tradeNames={tradeNames}
        listingTrades={listingTrades}
        locale={locale}
      />
    </div>
  );
}

/** The project name: an empty name is refused at the field and not saved. */
function NameField({
  label,
  value,
  onValue,
}: {
  readonly label: string;
  readonly value: string;
  readonly onValue: (name: string) => void;
}) {
  const { t } = useTranslation('estimator');
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (text.trim() !== value) setText(value);
  }
  return (
    <Field
      label={label}
      value={text}
      maxLength={200}
      required
      error={text.trim() === '' ? t('errors.name') : undefined}
      onChange={(next) => {
        setText(next);
        if (next.trim() !== '') onValue(next.trim());
      }}
    />
  );
}
