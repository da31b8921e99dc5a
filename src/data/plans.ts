/**
 * Repository of `plans` (Dexie version 6): plan drawings opened in the plan estimator
 * (/plan-estimator) with their scales and measurements, kept on this device only,
 * so a reload offline shows them again. Nothing here goes to the server: saving a plan to
 * the user's account (a protected file) is a later step of the issue.
 */
import * as v from 'valibot';
import { localDb, type LocalDb, type PlanRow } from './local-db';

export type { PlanMeasurement, PlanPoint, PlanRow, PlanScale } from './local-db';

/** The file types a plan can be opened from. */
export const PLAN_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** The largest plan file kept on the device, in bytes (50 MiB). */
export const PLAN_MAX_BYTES = 50 * 1024 * 1024;
/** The most measurements one plan holds. */
export const PLAN_MAX_MEASUREMENTS = 500;
/** The longest measurement name, in characters. */
export const MEASUREMENT_NAME_MAX = 80;

const finite = v.pipe(v.number(), v.finite());
const pointSchema = v.object({ x: finite, y: finite });
const pageSchema = v.pipe(v.number(), v.integer(), v.minValue(1));

/** One measurement as stored; the page's forms build measurements that pass it. */
export const planMeasurementSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(MEASUREMENT_NAME_MAX)),
  colour: v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/i)),
  kind: v.picklist(['length', 'area', 'count']),
  page: pageSchema,
  points: v.pipe(v.array(pointSchema), v.minLength(1)),
  holes: v.array(v.pipe(v.array(pointSchema), v.minLength(3))),
});

const lineSource = v.object({
  kind: v.literal('line'),
  from: pointSchema,
  to: pointSchema,
  length: v.pipe(finite, v.gtValue(0)),
  unit: v.picklist(['m', 'ft']),
});
const drawingSource = v.object({
  kind: v.literal('drawing'),
  scale: v.pipe(v.string(), v.nonEmpty()),
});

/** What the page may change of a plan: every field optional, each checked. */
export const planChangesSchema = v.partial(
  v.object({
    page: pageSchema,
    unit: v.picklist(['m', 'ft']),
    scales: v.record(
      v.string(),
      v.object({
        metresPerPixel: v.pipe(finite, v.gtValue(0)),
        source: v.variant('kind', [lineSource, drawingSource]),
      }),
    ),
    measurements: v.pipe(v.array(planMeasurementSchema), v.maxLength(PLAN_MAX_MEASUREMENTS)),
  }),
);
export type PlanChanges = v.InferInput<typeof planChangesSchema>;

/** A plan in a list: what the page shows without loading its file. */
export interface PlanSummary {
  id: string;
  name: string;
  type: PlanType;
  measurementCount: number;
  /** epoch ms */
  updatedAt: number;
}

/** Why a file cannot be opened as a plan. */
export class PlanFileError extends Error {
  constructor(readonly reason: 'type' | 'size' | 'empty') {
    super(`plan file refused: ${reason}`);
    this.name = 'PlanFileError';
  }
}

/**
 * Keeps an opened plan file on the device, as a new plan with no scale or measurements.
 * @param file its name, MIME type and bytes (the caller keeps its own copy: this one is stored)
 * @returns the stored plan
 * @throws PlanFileError for another type than PDF, PNG or JPEG, an empty file, or one over
 *   PLAN_MAX_BYTES; Dexie's errors when the device refuses the write (storage full)
 */
export async function addPlan(
  file: { name: string; type: string; data: ArrayBuffer },
  db: LocalDb = localDb(),
  now: number = Date.now(),
): Promise<PlanRow> {
  if (!(PLAN_TYPES as readonly string[]).includes(file.type)) throw new PlanFileError('type');
  if (file.data.byteLength === 0) throw new PlanFileError('empty');
  if (file.data.byteLength > PLAN_MAX_BYTES) throw new PlanFileError('size');
  const row: PlanRow = {
    id: crypto.randomUUID(),
    name: file.name.slice(0, 200) || 'plan',
    type: file.type as PlanType,
    data: file.data,
    page: 1,
    scales: {},
    unit: 'm',
    measurements: [],
    createdAt: now,
    updatedAt: now,
  };
  await db.plans.add(row);
  return row;
}

/** One plan with its file, or undefined when it is not on this device. */
export function getPlan(id: string, db: LocalDb = localDb()): Promise<PlanRow | undefined> {
  return db.plans.get(id);
}

/** The plan changed last (the one the page opens with), or undefined when there is none. */
export async function latestPlan(db: LocalDb = localDb()): Promise<PlanRow | undefined> {
  return db.plans.orderBy('updatedAt').last();
}

/** The plans on this device, changed last first, without their files. */
export async function listPlans(db: LocalDb = localDb()): Promise<PlanSummary[]> {
  const summaries: PlanSummary[] = [];
  await db.plans
    .orderBy('updatedAt')
    .reverse()
    .each((row) => {
      summaries.push({
        id: row.id,
        name: row.name,
        type: row.type,
        measurementCount: row.measurements.length,
        updatedAt: row.updatedAt,
      });
    });
  return summaries;
}

/**
 * Saves the page, unit, scales or measurements of a plan.
 * @returns the plan as stored now, or undefined when it is not on this device (deleted meanwhile)
 * @throws valibot's ValiError when a change is not valid (e.g. a measurement with no name)
 */
export async function updatePlan(
  id: string,
  changes: PlanChanges,
  db: LocalDb = localDb(),
  now: number = Date.now(),
): Promise<PlanRow | undefined> {
  const valid = v.parse(planChangesSchema, changes);
  return db.transaction('rw', db.plans, async () => {
    const row = await db.plans.get(id);
    if (!row) return undefined;
    const next: PlanRow = {
      ...row,
      page: valid.page ?? row.page,
      unit: valid.unit ?? row.unit,
      scales: valid.scales ?? row.scales,
      measurements: valid.measurements ?? row.measurements,
      updatedAt: Math.max(now, row.updatedAt),
    };
    await db.plans.put(next);
    return next;
  });
}

/** Removes a plan and its measurements from this device. */
export async function deletePlan(id: string, db: LocalDb = localDb()): Promise<void> {
  await db.plans.delete(id);
}
