import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { blankEstimate, createEstimate, getEstimate, listEstimates } from '@/data/estimates';
import { localDb } from '@/data/local-db';
import { addPlan, getPlan, listPlans, updatePlan } from '@/data/plans';
import {
  deleteProject,
  deviceEstimateIds,
  duplicateProject,
  loadProjects,
  moveDeviceEstimates,
} from '@/features/estimator/hub/projects-data';

// The projects list's device reads and writes (features/estimator/hub/projects-data.ts) on
// fake-indexeddb, through the estimates and plans repositories.
const USER = 'user00000000001';

beforeEach(async () => {
  const db = localDb();
  await db.estimates.clear();
  await db.plans.clear();
  await db.outbox.clear();
});

async function plan() {
  const row = await addPlan({
    name: 'House.pdf',
    type: 'application/pdf',
    data: new Uint8Array([37, 80, 68, 70]).buffer,
  });
  await updatePlan(row.id, {
    unit: 'ft',
    measurements: [
      {
        id: 'm1',
        name: 'Room',
        colour: '#ff0000',
        kind: 'count',
        page: 1,
        points: [{ x: 1, y: 2 }],
        holes: [],
      },
    ],
  });
  return row;
}

describe('loadProjects', () => {
  it('lists the user’s and the device’s estimates and the plans, with totals', async () => {
    await createEstimate(blankEstimate('Mine', 'EUR'), USER);
    await createEstimate(blankEstimate('Device', 'EUR'), null);
    await createEstimate(blankEstimate('Someone else', 'EUR'), 'other0000000001');
    await plan();
    const rows = await loadProjects(USER);
    expect(rows.map((r) => `${r.kind}:${r.name}:${r.totalCents}`).sort()).toEqual([
      'estimate:Device:0',
      'estimate:Mine:0',
      'plan:House.pdf:null',
    ]);
    const signedOut = await loadProjects(null);
    expect(signedOut.map((r) => r.name).sort()).toEqual(['Device', 'House.pdf']);
  });
});

describe('duplicateProject', () => {
  it('copies a plan with its file, unit and measurements under the new name', async () => {
    const original = await plan();
    const [summary] = await loadProjects(null);
    if (!summary) throw new Error('no project');
    await duplicateProject(summary, 'House.pdf (copy)');
    const plans = await listPlans();
    expect(plans.map((p) => p.name).sort()).toEqual(['House.pdf', 'House.pdf (copy)']);
    const copy = plans.find((p) => p.id !== original.id);
    const stored = copy && (await getPlan(copy.id));
    expect(stored?.unit).toBe('ft');
    expect(stored?.measurements.map((m) => m.name)).toEqual(['Room']);
    expect(new Uint8Array(stored?.data ?? new ArrayBuffer(0))).toEqual(
      new Uint8Array([37, 80, 68, 70]),
    );
  });

  it('copies an estimate as the same owner and queues its create', async () => {
    const original = await createEstimate(blankEstimate('Kitchen', 'EUR'), USER);
    const [row] = await loadProjects(USER);
    if (!row) throw new Error('no project');
    await duplicateProject(row, 'Kitchen (copy)');
    const all = await listEstimates(USER);
    const copy = all.find((e) => e.id !== original.id);
    expect(copy).toMatchObject({ name: 'Kitchen (copy)', owner: USER });
    const creates = await localDb()
      .outbox.where('recordId')
      .equals(copy?.id ?? '')
      .toArray();
    expect(creates.map((o) => o.op)).toEqual(['create']);
  });

  it('fails for a project no longer on the device', async () => {
    await expect(
      duplicateProject(
        {
          kind: 'plan',
          id: 'gone',
          name: 'x',
          client: '',
          address: '',
          updatedMs: 0,
          totalCents: null,
          currency: '',
          deviceOnly: true,
        },
        'y',
      ),
    ).rejects.toThrow();
  });
});

describe('deleteProject', () => {
  it('removes a plan, and an account’s estimate with its delete queued', async () => {
    const p = await plan();
    await deleteProject({ kind: 'plan', id: p.id });
    expect(await getPlan(p.id)).toBeUndefined();
    const e = await createEstimate(blankEstimate('Kitchen', 'EUR'), USER);
    await deleteProject({ kind: 'estimate', id: e.id });
    expect(await getEstimate(e.id)).toBeUndefined();
    const ops = await localDb().outbox.where('recordId').equals(e.id).toArray();
    // The create and delete both wait (or the outbox folded them): never a create alone.
    expect(ops.map((o) => o.op)).not.toEqual(['create']);
  });
});

describe('moveDeviceEstimates', () => {
  it('moves the signed-out estimates to the account and counts the ones seen before', async () => {
    await createEstimate(blankEstimate('Garage', 'EUR'), null);
    await createEstimate(blankEstimate('Shed', 'EUR'), null);
    const seen = await deviceEstimateIds();
    expect(seen).toHaveLength(2);
    expect(await moveDeviceEstimates(USER, seen)).toBe(2);
    expect(await deviceEstimateIds()).toEqual([]);
    const mine = await listEstimates(USER);
    expect(mine.every((e) => e.owner === USER)).toBe(true);
    // Already moved (as sync does on sign-in): still counted, not moved twice.
    expect(await moveDeviceEstimates(USER, seen)).toBe(2);
    const creates = await localDb()
      .outbox.filter((o) => o.op === 'create')
      .count();
    expect(creates).toBe(2);
    expect(await moveDeviceEstimates(USER, [])).toBe(0);
  });
});
