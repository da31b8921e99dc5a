import '../../cost-data/namespace';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Checkbox, Field, Select } from '@/components/ui';
import { listMaterials, type MaterialRow } from '@/data/cost-data';
import {
  blankEstimate,
  createEstimate,
  getEstimate,
  listEstimates,
  updateEstimate,
  type EstimateRecord,
} from '@/data/estimates';
import type { PlanMeasurement, PlanRow } from '@/data/plans';
import { useSession } from '@/lib/session';
import { parseMoneyToCents } from '../../core/edit';
import { formatMoney } from '../../cost-data/format';
import { makeIndex, search } from '../../cost-data/search';
import {
  MEASURED_LINE_KINDS,
  measurementToLine,
  type LineChoice,
  type MaterialChoice,
  type MeasuredLineKind,
} from '../to-estimate';

/** The currency of a new estimate when no chosen material names one. */
const DEFAULT_CURRENCY = 'USD';
const NEW = 'new';
const MATERIAL_HITS = 5;

/** What the user set for one measurement's line. */
interface Draft {
  readonly kind: MeasuredLineKind;
  readonly material: MaterialRow | null;
  readonly query: string;
  readonly description: string;
  readonly cost: string;
}

/**
 * "Add to estimate" on /plan-estimator: pick measurements of the page shown
 * (default all), an estimate of this owner or a new one named after the plan, and for each
 * measurement a line kind and a material from the device's materials table (its unit, waste
 * and price) or a typed name and unit cost. Appends one section named after the plan and page
 * (takeoff/to-estimate.ts does the mapping) and opens the estimate.
 */
export function AddToEstimate(props: {
  plan: PlanRow;
  page: number;
  measurements: readonly PlanMeasurement[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['takeoff', 'costData']);
  const locale = i18n.language;
  const navigate = useNavigate();
  const { user } = useSession();
  const userId = user?.id ?? null;
  const { plan, page, measurements } = props;
  const scale = plan.scales[String(page)]?.metresPerPixel ?? null;
  const usable = (m: PlanMeasurement) => m.kind === 'count' || scale !== null;

  const [estimates, setEstimates] = useState<EstimateRecord[]>([]);
  const [materials, setMaterials] = useState<MaterialRow[]>([]);
  const [target, setTarget] = useState(NEW);
  const [picked, setPicked] = useState<ReadonlySet<string>>(
    () => new Set(measurements.filter(usable).map((m) => m.id)),
  );
  const [drafts, setDrafts] = useState<Readonly<Record<string, Draft>>>(() =>
    Object.fromEntries(
      measurements.map((m) => [
        m.id,
        { kind: 'material', material: null, query: '', description: m.name, cost: '' },
      ]),
    ),
  );
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void listEstimates(userId).then(
      (rows) => live && setEstimates(rows),
      () => undefined,
    );
    void listMaterials().then(
      (rows) => live && setMaterials(rows),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [userId]);

  const index = useMemo(
    () => makeIndex(materials, (m) => `${m.name} ${m.category} ${m.trade}`),
    [materials],
  );
  const chosenEstimate = estimates.find((e) => e.id === target);
  const currency =
    chosenEstimate?.currency ??
    Object.values(drafts).find((d) => d.material?.currency)?.material?.currency ??
    DEFAULT_CURRENCY;

  const costInvalid = t('toEstimate.costInvalid', {
    example: new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(12.5),
  });

  const setDraft = (id: string, change: Partial<Draft>) =>
    setDrafts((all) => {
      const current = all[id];
      return current ? { ...all, [id]: { ...current, ...change } } : all;
    });

  const materialChoice = (m: MaterialRow): MaterialChoice => ({
    id: m.id,
    name: m.name,
    unit: m.unit,
    wastePercent: m.waste_pct,
    // A price in another currency than the estimate's is not this estimate's price.
    priceCents: m.currency === currency ? m.price_cents : 0,
  });

  const submit = async () => {
    setFormError(null);
    const chosen = measurements.filter((m) => picked.has(m.id) && usable(m));
    if (chosen.length === 0) {
      setFormError(t('toEstimate.nothing'));
      return;
    }
    const found: Record<string, string> = {};
    const lines = [];
    for (const m of chosen) {
      const d = drafts[m.id];
      if (!d) continue;
      const material = d.kind === 'material' && d.material ? materialChoice(d.material) : null;
      let cents = 0;
      if (!material) {
        if (!d.description.trim()) found[m.id] = t('toEstimate.nameRequired');
        const parsed = d.cost.trim() === '' ? 0 : parseMoneyToCents(d.cost, locale, currency);
        if (parsed === null) found[m.id] = costInvalid;
        cents = parsed ?? 0;
      }
      const choice: LineChoice = {
        kind: d.kind,
        material,
        description: d.description,
        unitCostCents: cents,
      };
      const line = measurementToLine(m, scale, plan.unit, choice, crypto.randomUUID());
      if (line) lines.push(line);
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const section = {
      id: crypto.randomUUID(),
      name: t('toEstimate.section', { plan: plan.name, page }).slice(0, 200),
      lines,
    };
    setBusy(true);
    try {
      let id = target;
      const existing = target === NEW ? undefined : await getEstimate(target);
      if (existing) {
        await updateEstimate(existing.id, { sections: [...existing.sections, section] });
      } else {
        const created = await createEstimate(
          { ...blankEstimate(plan.name.slice(0, 200), currency), sections: [section] },
          userId,
        );
        id = created.id;
      }
      void navigate(`/construction-estimator?id=${encodeURIComponent(id)}`);
    } catch {
      setFormError(t('toEstimate.failed'));
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="to-estimate-title"
      className="space-y-4 rounded-lg border border-slate-300 bg-slate-50 p-4"
      data-testid="add-to-estimate"
    >
      <h3 id="to-estimate-title" className="text-lg font-semibold text-slate-900">
        {t('toEstimate.title')}
      </h3>
      <Select label={t('toEstimate.estimate')} value={target} onChange={setTarget}>
        <option value={NEW}>{t('toEstimate.newEstimate', { name: plan.name })}</option>
        {estimates.map((e) => (
          <option key={e.id} value={e.id}>
            {e.name}
          </option>
        ))}
      </Select>
      <ul className="space-y-4">
        {measurements.map((m) => {
          const d = drafts[m.id];
          if (!d) return null;
          const on = picked.has(m.id);
          const hits = d.query.trim() ? search(index, d.query, () => true, MATERIAL_HITS) : [];
          return (
            <li
              key={m.id}
              className="min-w-0 space-y-3 rounded border border-slate-200 bg-white p-3"
            >
              <Checkbox
                label={<span className="break-words">{m.name}</span>}
                checked={on}
                disabled={!usable(m)}
                onChange={(checked) =>
                  setPicked((all) => {
                    const next = new Set(all);
                    if (checked) next.add(m.id);
                    else next.delete(m.id);
                    return next;
                  })
                }
              />
              {!usable(m) && <p className="text-sm text-slate-700">{t('toEstimate.noScale')}</p>}
              {on && usable(m) && (
                <div className="space-y-3">
                  <Select
                    label={t('toEstimate.kind')}
                    value={d.kind}
                    onChange={(value) => {
                      const kind = MEASURED_LINE_KINDS.find((k) => k === value);
                      if (kind) setDraft(m.id, { kind });
                    }}
                  >
                    {MEASURED_LINE_KINDS.map((k) => (
                      <option key={k} value={k}>
                        {t(`toEstimate.kinds.${k}`)}
                      </option>
                    ))}
                  </Select>
                  {d.kind === 'material' && d.material && (
                    <div className="flex flex-wrap items-center gap-2">
                      <p className="min-w-0 break-words" data-testid="to-estimate-material">
                        {t('toEstimate.material', { name: d.material.name })}
                      </p>
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => setDraft(m.id, { material: null })}
                      >
                        {t('toEstimate.changeMaterial')}
                      </Button>
                    </div>
                  )}
                  {d.kind === 'material' && !d.material && (
                    <div className="space-y-2">
                      <Field
                        type="search"
                        label={t('toEstimate.materialSearch')}
                        hint={t('toEstimate.materialHint')}
                        value={d.query}
                        onChange={(query) => setDraft(m.id, { query })}
                      />
                      {d.query.trim() !== '' && hits.length === 0 && (
                        <p className="text-sm text-slate-700">{t('toEstimate.noMaterial')}</p>
                      )}
                      {hits.length > 0 && (
                        <ul className="space-y-1">
                          {hits.map((row) => (
                            <li key={row.id}>
                              <button
                                type="button"
                                className="w-full rounded border border-slate-200 px-3 py-2 text-start break-words hover:bg-slate-100"
                                onClick={() => setDraft(m.id, { material: row, query: '' })}
                              >
                                {row.name}
                                <span className="text-sm text-slate-600">
                                  {' · '}
                                  {row.price_cents > 0 && row.currency
                                    ? t('toEstimate.pricePer', {
                                        price: formatMoney(row.price_cents, row.currency, locale),
                                        unit: t(`costData:units.${row.unit}`, {
                                          defaultValue: row.unit,
                                        }),
                                      })
                                    : t('costData:units.' + row.unit, { defaultValue: row.unit })}
                                </span>
                              </button>
                            </li>
                          ))}
                        </ul>
                      )}
                    </div>
                  )}
                  {(d.kind === 'other' || !d.material) && (
                    <div className="flex flex-wrap items-end gap-3">
                      <Field
                        label={t('toEstimate.description')}
                        value={d.description}
                        maxLength={500}
                        onChange={(description) => setDraft(m.id, { description })}
                        className="min-w-0 flex-1"
                        error={errors[m.id] === t('toEstimate.nameRequired') ? errors[m.id] : null}
                      />
                      <Field
                        label={t('toEstimate.unitCost', { currency })}
                        inputMode="decimal"
                        value={d.cost}
                        onChange={(cost) => setDraft(m.id, { cost })}
                        inputClassName="w-32"
                        error={errors[m.id] === costInvalid ? errors[m.id] : null}
                      />
                    </div>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {formError && (
        <p role="alert" className="text-sm text-red-800">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void submit()} disabled={busy}>
          {t('toEstimate.submit')}
        </Button>
        <Button variant="secondary" onClick={props.onClose}>
          {t('tools.cancel')}
        </Button>
      </div>
    </section>
  );
}
