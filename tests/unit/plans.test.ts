import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalDb } from '@/data/local-db';
import {
  addPlan,
  deletePlan,
  getPlan,
  latestPlan,
  listPlans,
  PLAN_MAX_BYTES,
  PlanFileError,
  updatePlan,
  type PlanMeasurement,
} from '@/data/plans';

// The plans repository (src/data/plans.ts) on fake-indexeddb: plan files and their takeoff
// kept on the device, read back after the database is closed and opened again (a reload).
const opened: LocalDb[] = [];
let n = 0;
const open = (name = `plans-test-${(n += 1)}`) => {
  const db = new LocalDb(name);
  opened.push(db);
  return db;
};
afterEach(async () => {
  const dbs = opened.splice(0);
  for (const db of dbs) db.close();
  for (const db of dbs) await db.delete();
});

const bytes = (...values: number[]) => new Uint8Array(values).buffer;
const pdf = (name = 'plan.pdf') => ({ name, type: 'application/pdf', data: bytes(37, 80, 68, 70) });

const room: PlanMeasurement = {
  id: 'm1',
  name: 'Living room',
  colour: '#2563eb',
  kind: 'area',
  page: 1,
  points: [
    { x: 0, y: 0 },
    { x: 200, y: 0 },
    { x: 200, y: 150 },
    { x: 0, y: 150 },
  ],
  holes: [],
};

describe('plans repository', () => {
  it('keeps a plan file, its scale and measurements across a reload', async () => {
    const name = `plans-reload-${(n += 1)}`;
    const db = open(name);
    const plan = await addPlan(pdf(), db, 1000);
    expect(plan).toMatchObject({ name: 'plan.pdf', page: 1, unit: 'm', measurements: [] });
    await updatePlan(
      plan.id,
      {
        unit: 'ft',
        scales: {
          '1': {
            metresPerPixel: 0.02,
            source: {
              kind: 'line',
              from: { x: 0, y: 0 },
              to: { x: 250, y: 0 },
              length: 5,
              unit: 'm',
            },
          },
        },
        measurements: [room],
      },
      db,
      2000,
    );
    db.close();

    const again = open(name);
    const stored = await getPlan(plan.id, again);
    expect(stored?.unit).toBe('ft');
    expect(stored?.scales['1']?.metresPerPixel).toBe(0.02);
    expect(stored?.measurements).toEqual([room]);
    expect(new Uint8Array(stored?.data ?? new ArrayBuffer(0))).toEqual(
      new Uint8Array([37, 80, 68, 70]),
    );
    expect(stored?.updatedAt).toBe(2000);
  });

  it('opens with the plan changed last and lists plans newest first without files', async () => {
    const db = open();
    const a = await addPlan(pdf('a.pdf'), db, 1000);
    const b = await addPlan({ name: 'b.png', type: 'image/png', data: bytes(1) }, db, 2000);
    expect((await latestPlan(db))?.id).toBe(b.id);
    await updatePlan(a.id, { measurements: [room] }, db, 3000);
    expect((await latestPlan(db))?.id).toBe(a.id);
    expect(await listPlans(db)).toEqual([
      { id: a.id, name: 'a.pdf', type: 'application/pdf', measurementCount: 1, updatedAt: 3000 },
      { id: b.id, name: 'b.png', type: 'image/png', measurementCount: 0, updatedAt: 2000 },
    ]);
  });

  it('refuses other file types, empty files and files over the limit', async () => {
    const db = open();
    await expect(
      addPlan({ name: 'x.svg', type: 'image/svg+xml', data: bytes(1) }, db),
    ).rejects.toThrow(PlanFileError);
    await expect(
      addPlan({ name: 'x.pdf', type: 'application/pdf', data: bytes() }, db),
    ).rejects.toMatchObject({
      reason: 'empty',
    });
    await expect(
      addPlan(
        { name: 'x.pdf', type: 'application/pdf', data: new ArrayBuffer(PLAN_MAX_BYTES + 1) },
        db,
      ),
    ).rejects.toMatchObject({ reason: 'size' });
    expect(await listPlans(db)).toEqual([]);
  });

  it('refuses bad changes and leaves the plan as it was', async () => {
    const db = open();
    const plan = await addPlan(pdf(), db);
    const bad: unknown[] = [
      { measurements: [{ ...room, name: '   ' }] },
      { measurements: [{ ...room, colour: 'red' }] },
      { measurements: [{ ...room, points: [{ x: Number.NaN, y: 0 }] }] },
      { measurements: [{ ...room, holes: [[{ x: 0, y: 0 }]] }] },
      { page: 0 },
      { unit: 'yd' },
      { scales: { '1': { metresPerPixel: 0, source: { kind: 'drawing', scale: '1:50' } } } },
    ];
    for (const changes of bad) {
      await expect(updatePlan(plan.id, changes as never, db)).rejects.toThrow();
    }
    expect(await getPlan(plan.id, db)).toEqual(plan);
  });

  it('answers undefined for a plan deleted meanwhile, and deletes', async () => {
    const db = open();
    const plan = await addPlan(pdf(), db);
    await deletePlan(plan.id, db);
    expect(await getPlan(plan.id, db)).toBeUndefined();
    expect(await updatePlan(plan.id, { page: 2 }, db)).toBeUndefined();
    expect(await latestPlan(db)).toBeUndefined();
  });
});
