import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  clearOverride,
  findOverride,
  listOverrides,
  setOverride,
  type CostOverrideRecord,
} from '@/data/cost-overrides';
import { adoptUser, syncRound } from '@/data/sync/engine';
import type { ServerRecord } from '@/data/sync/apply';
import {
  effectiveLaborRate,
  effectiveMaterialPrice,
  indexOverrides,
} from '@/features/estimator/cost-data/effective';
import { freshDatabases } from '../support/local-db';

// A user's own prices (src/data/cost-overrides.ts, Dexie version 9, synced through the outbox)
// and the price an estimate uses (src/features/estimator/cost-data/effective.ts).
const fresh = freshDatabases('cost-overrides');
const A = 'usera0000000001';
const B = 'userb0000000001';

const override = (fields: Partial<CostOverrideRecord>): CostOverrideRecord => ({
  id: 'override0000001',
  owner: A,
  material: '',
  soc_code: '',
  price_cents: 1000,
  currency: 'EUR',
  note: '',
  created: '2026-11-20 10:00:00.000Z',
  updated: '2026-11-20 10:00:00.000Z',
  ...fields,
});

describe('effectiveMaterialPrice', () => {
  const material = { id: 'material0000001', price_cents: 2999, currency: 'USD' };

  it('uses the user’s own price over the table’s', () => {
    const own = [override({ material: 'material0000001', price_cents: 2450, currency: 'EUR' })];
    expect(effectiveMaterialPrice(material, own)).toEqual({
      cents: 2450,
      currency: 'EUR',
      from: 'own',
    });
    expect(effectiveMaterialPrice(material, indexOverrides(own))).toEqual({
      cents: 2450,
      currency: 'EUR',
      from: 'own',
    });
  });

  it('falls back to the table’s sourced price, then to none', () => {
    const otherMaterial = [override({ material: 'material0000002', price_cents: 1 })];
    expect(effectiveMaterialPrice(material, otherMaterial)).toEqual({
      cents: 2999,
      currency: 'USD',
      from: 'table',
    });
    expect(
      effectiveMaterialPrice({ id: 'material0000001', price_cents: 0, currency: '' }, []),
    ).toEqual({ cents: 0, currency: '', from: 'none' });
  });

  it('does not take an occupation’s rate for a material', () => {
    const rate = [override({ soc_code: '47-2181', price_cents: 5000 })];
    expect(effectiveMaterialPrice(material, rate).from).toBe('table');
  });
});

describe('effectiveLaborRate', () => {
  const roofers = {
    soc_code: '47-2181',
    hourly_median_cents: 2514,
    hourly_mean_cents: 2701,
    currency: 'USD',
  };

  it('uses the user’s own rate for the occupation in every area', () => {
    const own = [override({ soc_code: '47-2181', price_cents: 4500, currency: 'GBP' })];
    expect(effectiveLaborRate(roofers, own)).toEqual({
      cents: 4500,
      currency: 'GBP',
      from: 'own',
    });
  });

  it('falls back to the median, then the mean, then none', () => {
    expect(effectiveLaborRate(roofers, [])).toEqual({
      cents: 2514,
      currency: 'USD',
      from: 'median',
    });
    expect(effectiveLaborRate({ ...roofers, hourly_median_cents: 0 }, [])).toEqual({
      cents: 2701,
      currency: 'USD',
      from: 'mean',
    });
    expect(
      effectiveLaborRate({ ...roofers, hourly_median_cents: 0, hourly_mean_cents: 0 }, []),
    ).toEqual({ cents: 0, currency: '', from: 'none' });
  });
});

describe('the user’s overrides on the device', () => {
  it('creates an override with its owner and queues one create', async () => {
    const db = fresh();
    const made = await setOverride(A, { material: 'material0000001' }, 1999, 'EUR', db);
    expect(await listOverrides(A, db)).toEqual([made]);
    expect(await listOverrides(null, db)).toEqual([]);
    const queued = await db.outbox.toArray();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      collection: 'cost_overrides',
      op: 'create',
      recordId: made.id,
      body: {
        owner: A,
        material: 'material0000001',
        soc_code: '',
        price_cents: 1999,
        currency: 'EUR',
      },
    });
  });

  it('changes an existing override in place, queuing only what changed', async () => {
    const db = fresh();
    await db.cost_overrides.put(override({ soc_code: '47-2181', price_cents: 4000 }));
    const changed = await setOverride(A, { soc_code: '47-2181' }, 4200, 'EUR', db);
    expect(changed.id).toBe('override0000001');
    expect((await db.cost_overrides.get('override0000001'))?.price_cents).toBe(4200);
    const queued = await db.outbox.toArray();
    expect(queued.map((r) => [r.op, r.body])).toEqual([['update', { price_cents: 4200 }]]);
  });

  it('clears an override and queues its delete', async () => {
    const db = fresh();
    await db.cost_overrides.put(override({ material: 'material0000001' }));
    await clearOverride(A, { material: 'material0000001' }, db);
    expect(await findOverride(A, { material: 'material0000001' }, db)).toBeUndefined();
    expect((await db.outbox.toArray()).map((r) => [r.op, r.recordId])).toEqual([
      ['delete', 'override0000001'],
    ]);
    await clearOverride(A, { material: 'material0000001' }, db);
    expect(await db.outbox.count()).toBe(1);
  });

  it('refuses a price that is not a whole number of cents of at least 1, or a bad currency', async () => {
    const db = fresh();
    for (const cents of [0, -5, 12.5, Number.NaN]) {
      await expect(setOverride(A, { material: 'm' }, cents, 'EUR', db)).rejects.toThrow(RangeError);
    }
    await expect(setOverride(A, { material: 'm' }, 100, 'eur', db)).rejects.toThrow(RangeError);
    expect(await db.outbox.count()).toBe(0);
  });

  it('pulls the user’s overrides in a round and drops them when another user signs in', async () => {
    const db = fresh();
    const server = override({ id: 'fromserver00001', material: 'material0000009' });
    const fetchPage = (collection: string): Promise<ServerRecord[]> =>
      Promise.resolve(collection === 'cost_overrides' ? [server as unknown as ServerRecord] : []);
    await syncRound({ db, fetchPage, send: () => Promise.resolve({ kind: 'sent' }), userId: A });
    expect((await listOverrides(A, db)).map((o) => o.id)).toEqual(['fromserver00001']);
    await adoptUser(db, B);
    expect(await db.cost_overrides.count()).toBe(0);
    expect(await db.sync_state.get('cost_overrides')).toBeUndefined();
  });
});
