import '../namespace';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, Field, FileField, PageHeader, Select } from '@/components/ui';
import { PlanFileError, type PlanMeasurement, type PlanRow, type PlanScale } from '@/data/plans';
import {
  calibrate,
  distance,
  DRAWING_SCALES,
  isComplete,
  measureValue,
  scaleFromDrawing,
  type DrawingScale,
  type LengthUnit,
  type Point,
} from '../geometry';
import { formatDecimal, formatLength } from '../format';
import { usePlan } from '../hooks/use-plan';
import { colourFor, nextNumber, pointsNeeded, type Tool } from '../model';
import { openPlanDocument, preparePdf, type PlanDocument } from '../plan-document';
import { AddToEstimate } from './add-to-estimate';
import { PlanCanvas, type PointRef } from './plan-canvas';
import { SaveToAccount } from './save-to-account';

/** How the drawing scales read: the notations of metric and imperial drawings. */
const SCALE_LABELS: Readonly<Record<DrawingScale, string>> = {
  '1:20': '1:20',
  '1:50': '1:50',
  '1:100': '1:100',
  '1:200': '1:200',
  '1/4in=1ft': '1/4″ = 1′',
  '1/8in=1ft': '1/8″ = 1′',
};

const MEASURE_TOOLS = ['length', 'area', 'count'] as const;

/** The opened document of a plan, or that it could not be opened; none while opening. */
type DocState =
  | { readonly kind: 'failed'; readonly planId: string }
  | { readonly kind: 'open'; readonly planId: string; readonly doc: PlanDocument };

/**
 * /plan-estimator: open a plan drawing (PDF, PNG or JPEG), pick its page, set its
 * scale from a line of known length or the drawing's scale, and measure lengths, areas (with
 * cut-outs) and counts, each named, coloured and listed with its value in m or ft. The plan
 * and its measurements stay on this device (src/data/plans.ts), so they are there again
 * after a reload, offline too. Not prerendered: it shows the device's plan.
 */
export default function PlanEstimatorPage() {
  const { t, i18n } = useTranslation('takeoff');
  const [params] = useSearchParams();
  const { state, open, change } = usePlan(params.get('plan'));
  const plan = state.kind === 'ready' ? state.plan : null;
  const [docState, setDocState] = useState<DocState | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [tool, setTool] = useState<Tool>('move');
  const [draft, setDraft] = useState<Point[]>([]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [selectedPoint, setSelectedPoint] = useState<PointRef | null>(null);
  const [lineLength, setLineLength] = useState('');
  const [lineUnit, setLineUnit] = useState<LengthUnit>('m');
  const [lineError, setLineError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState(false);
  const [adding, setAdding] = useState(false);

  // PDF.js and its worker load while the user picks a file.
  useEffect(() => {
    void preparePdf();
  }, []);

  const planId = plan?.id ?? null;
  const planType = plan?.type ?? null;
  const planData = plan?.data ?? null;
  useEffect(() => {
    if (!planId || !planType || !planData) return undefined;
    let live = true;
    let opened: PlanDocument | null = null;
    openPlanDocument(planData, planType).then(
      (doc) => {
        opened = doc;
        if (live) setDocState({ kind: 'open', planId, doc });
        else doc.destroy();
      },
      () => {
        if (live) setDocState({ kind: 'failed', planId });
      },
    );
    return () => {
      live = false;
      opened?.destroy();
    };
  }, [planId, planType, planData]);

  const save = useCallback(
    (changes: Parameters<typeof change>[0]) => {
      change(changes).then(
        () => setSaveError(false),
        () => setSaveError(true),
      );
    },
    [change],
  );

  const openFile = (file: File | null) => {
    if (!file) return;
    setFileError(null);
    setDraft([]);
    setSelectedId(null);
    setSelectedPoint(null);
    setTool('move');
    open(file).then(
      () => setFileKey((k) => k + 1),
      (error: unknown) => {
        setFileError(
          error instanceof PlanFileError
            ? t(`file.errors.${error.reason}`)
            : t('file.errors.storage'),
        );
      },
    );
  };

  const page = plan?.page ?? 1;
  const scale: PlanScale | undefined = plan?.scales[String(page)];
  const measurements = useMemo(
    () => (plan?.measurements ?? []).filter((m) => m.page === page),
    [plan, page],
  );
  const doc = docState?.kind === 'open' && docState.planId === planId ? docState.doc : null;
  const docStatus: 'opening' | 'failed' | 'open' =
    docState?.planId !== planId ? 'opening' : docState.kind;

  const chooseTool = (next: Tool) => {
    setTool(next);
    setDraft([]);
    setLineError(null);
    if (next !== 'hole' && next !== 'move') {
      setSelectedId(null);
      setSelectedPoint(null);
    }
  };

  const onTap = (point: Point) => {
    if (tool === 'move') {
      setSelectedPoint(null);
      return;
    }
    if (tool === 'calibrate') {
      setDraft((d) => (d.length >= 2 ? [point] : [...d, point]));
      return;
    }
    setDraft((d) => [...d, point]);
  };

  const setMeasurements = (next: PlanMeasurement[]) => save({ measurements: next });
  const replaceMeasurement = (id: string, update: (m: PlanMeasurement) => PlanMeasurement) => {
    if (!plan) return;
    setMeasurements(plan.measurements.map((m) => (m.id === id ? update(m) : m)));
  };

  const finish = () => {
    if (!plan || draft.length < pointsNeeded(tool)) return;
    if (tool === 'hole' && selectedId) {
      replaceMeasurement(selectedId, (m) => ({ ...m, holes: [...m.holes, draft] }));
      setDraft([]);
      setTool('move');
      return;
    }
    if (tool !== 'length' && tool !== 'area' && tool !== 'count') return;
    const kinds = plan.measurements.map((m) => m.kind);
    const measurement: PlanMeasurement = {
      id: crypto.randomUUID(),
      name: t(`defaultName.${tool}`, { number: nextNumber(kinds, tool) }),
      colour: colourFor(plan.measurements.length),
      kind: tool,
      page,
      points: draft,
      holes: [],
    };
    setMeasurements([...plan.measurements, measurement]);
    setDraft([]);
  };

  const applyLine = () => {
    const [from, to] = draft;
    const length = Number(lineLength.replace(',', '.'));
    const metresPerPixel = from && to ? calibrate(distance(from, to), length, lineUnit) : null;
    if (!from || !to || metresPerPixel === null) {
      setLineError(t('scale.invalid'));
      return;
    }
    setLineError(null);
    save({
      scales: {
        ...plan?.scales,
        [String(page)]: {
          metresPerPixel,
          source: { kind: 'line', from, to, length, unit: lineUnit },
        },
      },
    });
    setDraft([]);
    setTool('move');
  };

  const applyDrawingScale = (value: string) => {
    const picked = DRAWING_SCALES.find((s) => s === value);
    if (!picked) return;
    save({
      scales: {
        ...plan?.scales,
        [String(page)]: {
          metresPerPixel: scaleFromDrawing(picked),
          source: { kind: 'drawing', scale: picked },
        },
      },
    });
  };

  const movePoint = (ref: PointRef, point: Point, done: boolean) => {
    if (!selectedId || !plan) return;
    setSelectedPoint(ref);
    const update = (m: PlanMeasurement): PlanMeasurement =>
      ref.ring < 0
        ? { ...m, points: m.points.map((p, i) => (i === ref.index ? point : p)) }
        : {
            ...m,
            holes: m.holes.map((h, r) =>
              r === ref.ring ? h.map((p, i) => (i === ref.index ? point : p)) : h,
            ),
          };
    // While dragging, only the screen follows; the device gets the point where it is dropped.
    if (done) replaceMeasurement(selectedId, update);
    else
      change({
        measurements: plan.measurements.map((m) => (m.id === selectedId ? update(m) : m)),
      }).catch(() => undefined);
  };

  const removePoint = () => {
    if (!selectedId || !selectedPoint) return;
    const ref = selectedPoint;
    replaceMeasurement(selectedId, (m) => {
      if (ref.ring < 0) return { ...m, points: m.points.filter((_, i) => i !== ref.index) };
      const holes = m.holes.map((h, r) =>
        r === ref.ring ? h.filter((_, i) => i !== ref.index) : h,
      );
      // A cut-out with fewer than 3 corners is no cut-out any more.
      return { ...m, holes: holes.filter((h) => h.length >= 3) };
    });
    setSelectedPoint(null);
  };

  const canRemovePoint = (m: PlanMeasurement): boolean => {
    if (!selectedPoint || selectedId !== m.id) return false;
    if (selectedPoint.ring >= 0) return true;
    return isComplete({ kind: m.kind, points: m.points.slice(1) });
  };

  const valueOf = (m: PlanMeasurement, unit: LengthUnit): string => {
    const locale = i18n.language;
    if (m.kind === 'count') return formatDecimal(m.points.length, locale);
    if (!scale) return t('list.noScale');
    const value = measureValue(m, scale.metresPerPixel, unit);
    if (m.kind === 'length') return formatLength(value, unit, locale);
    return t(unit === 'm' ? 'values.areaM' : 'values.areaFt', {
      value: formatDecimal(value, locale),
    });
  };

  const scaleText = (s: PlanScale | undefined): string => {
    if (!s) return t('scale.none');
    if (s.source.kind === 'line') {
      return t('scale.fromLine', {
        length: formatLength(s.source.length, s.source.unit, i18n.language),
      });
    }
    const picked = s.source.scale;
    const known = DRAWING_SCALES.find((d) => d === picked);
    return t('scale.fromDrawing', { scale: known ? SCALE_LABELS[known] : picked });
  };

  const draftShape =
    tool === 'count' ? 'marks' : tool === 'area' || tool === 'hole' ? 'polygon' : 'line';
  const calibrationLine: readonly [Point, Point] | null =
    tool === 'calibrate' && draft.length === 2
      ? [draft[0] as Point, draft[1] as Point]
      : scale?.source.kind === 'line'
        ? [scale.source.from, scale.source.to]
        : null;

  return (
    <PageHeader page="planEstimator">
      <div className="mt-6 space-y-6">
        <FileField
          key={fileKey}
          label={t('file.label')}
          hint={t('file.hint')}
          error={fileError}
          accept="application/pdf,image/png,image/jpeg"
          onChange={openFile}
        />
        {state.kind === 'loading' && <p role="status">{t('file.loading')}</p>}
        {plan && (
          <PlanWorkspace
            plan={plan}
            doc={doc}
            docState={docStatus}
            pageCount={doc?.pageCount ?? 1}
            onPage={(p) => {
              setDraft([]);
              setSelectedId(null);
              save({ page: p });
            }}
            onUnit={(u) => save({ unit: u })}
          >
            <section aria-labelledby="takeoff-scale" className="space-y-3">
              <h2 id="takeoff-scale" className="text-lg font-semibold text-slate-900">
                {t('scale.title')}
              </h2>
              <p data-testid="plan-scale">{scaleText(scale)}</p>
              {tool === 'calibrate' ? (
                <div className="space-y-3">
                  <p>{t('tools.hint.calibrate')}</p>
                  <div className="flex flex-wrap items-end gap-3">
                    <Field
                      label={t('scale.length')}
                      inputMode="decimal"
                      value={lineLength}
                      onChange={setLineLength}
                      error={lineError}
                      inputClassName="w-32"
                    />
                    <Select
                      label={t('scale.unit')}
                      value={lineUnit}
                      onChange={(u) => setLineUnit(u === 'ft' ? 'ft' : 'm')}
                    >
                      <option value="m">{t('units.mShort')}</option>
                      <option value="ft">{t('units.ftShort')}</option>
                    </Select>
                    <Button onClick={applyLine} disabled={draft.length < 2}>
                      {t('scale.apply')}
                    </Button>
                    <Button variant="secondary" onClick={() => chooseTool('move')}>
                      {t('tools.cancel')}
                    </Button>
                  </div>
                </div>
              ) : (
                <div className="flex flex-wrap items-end gap-3">
                  <Button variant="secondary" onClick={() => chooseTool('calibrate')}>
                    {t('scale.drawLine')}
                  </Button>
                  {plan.type === 'application/pdf' && (
                    <Select
                      label={t('scale.drawing')}
                      value={scale?.source.kind === 'drawing' ? scale.source.scale : ''}
                      onChange={applyDrawingScale}
                    >
                      <option value="">{t('scale.choose')}</option>
                      {DRAWING_SCALES.map((s) => (
                        <option key={s} value={s}>
                          {SCALE_LABELS[s]}
                        </option>
                      ))}
                    </Select>
                  )}
                </div>
              )}
            </section>

            <section aria-labelledby="takeoff-tools" className="space-y-3">
              <h2 id="takeoff-tools" className="text-lg font-semibold text-slate-900">
                {t('tools.title')}
              </h2>
              <div className="flex flex-wrap gap-2" role="group" aria-labelledby="takeoff-tools">
                {(['move', ...MEASURE_TOOLS] as const).map((name) => (
                  <Button
                    key={name}
                    size="sm"
                    variant={tool === name ? 'primary' : 'secondary'}
                    aria-pressed={tool === name}
                    onClick={() => chooseTool(name)}
                  >
                    {t(`tools.${name}`)}
                  </Button>
                ))}
              </div>
              {tool !== 'calibrate' && (
                <p className="text-sm text-slate-700">{t(`tools.hint.${tool}`)}</p>
              )}
              {tool !== 'move' && tool !== 'calibrate' && (
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" onClick={finish} disabled={draft.length < pointsNeeded(tool)}>
                    {t('tools.finish')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setDraft((d) => d.slice(0, -1))}
                    disabled={draft.length === 0}
                  >
                    {t('tools.undoPoint')}
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => chooseTool('move')}>
                    {t('tools.cancel')}
                  </Button>
                </div>
              )}
            </section>

            {doc && (
              <PlanCanvas
                document={doc}
                page={page}
                measurements={measurements}
                draft={tool === 'calibrate' ? [] : draft}
                draftColour={colourFor(plan.measurements.length)}
                draftShape={draftShape}
                calibration={
                  calibrationLine ??
                  (tool === 'calibrate' && draft[0] ? [draft[0], draft[0]] : null)
                }
                selectedId={selectedId}
                selectedPoint={selectedPoint}
                onTap={onTap}
                onPickPoint={setSelectedPoint}
                onMovePoint={movePoint}
              />
            )}

            <section aria-labelledby="takeoff-list" className="space-y-3">
              <h2 id="takeoff-list" className="text-lg font-semibold text-slate-900">
                {t('list.title')}
              </h2>
              {measurements.length === 0 ? (
                <p>{t('list.empty')}</p>
              ) : (
                <ul className="space-y-4" data-testid="plan-measurements">
                  {measurements.map((m) => (
                    <li
                      key={m.id}
                      className="rounded border border-slate-200 p-3"
                      data-testid="plan-measurement"
                    >
                      <div className="flex flex-wrap items-end gap-3">
                        <NameField
                          key={m.name}
                          name={m.name}
                          label={t('list.name')}
                          onCommit={(name) => replaceMeasurement(m.id, (x) => ({ ...x, name }))}
                        />
                        <Field
                          type="color"
                          label={t('list.colour')}
                          value={m.colour}
                          onChange={(colour) => replaceMeasurement(m.id, (x) => ({ ...x, colour }))}
                          inputClassName="h-10 w-14 p-1"
                        />
                        <p
                          className="min-w-0 text-lg font-semibold text-slate-900"
                          data-testid="plan-measurement-value"
                        >
                          <span className="sr-only">{t(`tools.${m.kind}`)}: </span>
                          {valueOf(m, plan.unit)}
                        </p>
                      </div>
                      <div className="mt-3 flex flex-wrap gap-2">
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-pressed={selectedId === m.id}
                          onClick={() => {
                            setSelectedId(selectedId === m.id ? null : m.id);
                            setSelectedPoint(null);
                            setTool('move');
                            setDraft([]);
                          }}
                        >
                          {selectedId === m.id ? t('list.done') : t('list.editPoints')}
                        </Button>
                        {m.kind === 'area' && (
                          <Button
                            size="sm"
                            variant="secondary"
                            onClick={() => {
                              setSelectedId(m.id);
                              setSelectedPoint(null);
                              setTool('hole');
                              setDraft([]);
                            }}
                          >
                            {t('list.addHole')}
                          </Button>
                        )}
                        {canRemovePoint(m) && (
                          <Button size="sm" variant="secondary" onClick={removePoint}>
                            {t('list.removePoint')}
                          </Button>
                        )}
                        <Button
                          size="sm"
                          variant="danger"
                          onClick={() => {
                            if (selectedId === m.id) setSelectedId(null);
                            setMeasurements(plan.measurements.filter((x) => x.id !== m.id));
                          }}
                        >
                          {t('list.delete')}
                        </Button>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
              {saveError && (
                <p role="alert" className="text-sm text-red-800">
                  {t('list.saveFailed')}
                </p>
              )}
              <p className="text-sm text-slate-600">{t('list.onDevice')}</p>
              {measurements.length > 0 &&
                (adding ? (
                  <AddToEstimate
                    plan={plan}
                    page={page}
                    measurements={measurements}
                    onClose={() => setAdding(false)}
                  />
                ) : (
                  <Button onClick={() => setAdding(true)}>{t('toEstimate.open')}</Button>
                ))}
            </section>
          </PlanWorkspace>
        )}
      </div>
    </PageHeader>
  );
}

/** The plan's name, page and unit pickers, then the rest of the workspace. */
function PlanWorkspace(props: {
  plan: PlanRow;
  doc: PlanDocument | null;
  docState: 'opening' | 'failed' | 'open';
  pageCount: number;
  onPage: (page: number) => void;
  onUnit: (unit: LengthUnit) => void;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('takeoff');
  const { plan, pageCount } = props;
  return (
    <div className="space-y-6">
      <p className="break-words" data-testid="plan-name">
        {t('file.current', { name: plan.name })}
      </p>
      {props.docState === 'opening' && <p role="status">{t('file.opening')}</p>}
      {props.docState === 'failed' && (
        <p role="alert" className="text-sm text-red-800">
          {t('file.openFailed')}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {pageCount > 1 && (
          <Select
            label={t('page.label')}
            value={plan.page}
            onChange={(p) => props.onPage(Number(p))}
          >
            {Array.from({ length: pageCount }, (_, i) => (
              <option key={i} value={i + 1}>
                {t('page.option', { page: i + 1, total: pageCount })}
              </option>
            ))}
          </Select>
        )}
        <Select
          label={t('units.label')}
          value={plan.unit}
          onChange={(u) => props.onUnit(u === 'ft' ? 'ft' : 'm')}
        >
          <option value="m">{t('units.m')}</option>
          <option value="ft">{t('units.ft')}</option>
        </Select>
      </div>
      <SaveToAccount key={plan.id} plan={plan} />
      {props.children}
    </div>
  );
}

/**
 * A measurement's name, stored when the field is left; an empty name is not kept. Keyed by
 * the stored name, so a change from elsewhere starts it afresh.
 */
function NameField(props: { name: string; label: string; onCommit: (name: string) => void }) {
  const [value, setValue] = useState(props.name);
  const commit = () => {
    const name = value.trim();
    if (name && name !== props.name) props.onCommit(name.slice(0, 80));
    else setValue(props.name);
  };
  return (
    <Field
      label={props.label}
      value={value}
      onChange={setValue}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      maxLength={80}
      className="min-w-0 flex-1"
    />
  );
}
