import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  costDataSyncedAt,
  listLaborRates,
  listMaterials,
  refreshCostData,
  type CostTable,
} from '@/data/cost-data';
import { freshDatabases } from '../support/local-db';

// The device's copy of the shared cost data (src/data/cost-data.ts, Dexie version 5).
const open = freshDatabases('cost-data');

const material = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  collectionId: 'pbc_1',
  collectionName: 'materials',
  created: '2026-11-20 10:00:00.000Z',
  updated: '2026-11-20 10:00:00.000Z',
  name,
  category: 'roofing',
  trade: 'trade0000000001',
  expand: { trade: { id: 'trade0000000001', value: 'roofer' } },
  unit: 'm2',
  waste_pct: 10,
  price_cents: 0,
  currency: '',
  region: '',
  price_date: '',
  source: '',
  ...extra,
});
const rate = (id: string, area: string) => ({
  id,
  created: '2026-11-20 10:00:00.000Z',
  updated: '2026-11-21 10:00:00.000Z',
  soc_code: '47-2181',
  title: 'Roofers',
  trades: ['trade0000000001'],
  expand: { trades: [{ value: 'roofer' }, { value: 'waterproofing_specialist' }] },
  area_code: '39',
  area_title: area,
  hourly_median_cents: 2400,
  hourly_mean_cents: 2500,
  currency: 'USD',
  year: 2024,
  source: 'BLS OEWS May 2024',
});

const server = (tables: Record<CostTable, Record<string, unknown>[]>) => (c: CostTable) =>
  Promise.resolve(tables[c]);

describe('refreshCostData', () => {
  it('stores both tables with only their known fields, and when', async () => {
    const db = open();
    expect(await listMaterials(db)).toEqual([]);
    expect(await costDataSyncedAt('materials', db)).toBe(0);
    const counts = await refreshCostData(
      server({
        materials: [material('m2', 'Slate'), material('m1', 'Asphalt shingles')],
        labor_rates: [rate('r1', 'Ohio')],
      }),
      db,
      () => 1234,
    );
    expect(counts).toEqual({ materials: 2, labor_rates: 1 });
    const rows = await listMaterials(db);
    expect(rows.map((r) => r.name)).toEqual(['Asphalt shingles', 'Slate']);
    expect(rows[0]).not.toHaveProperty('collectionId');
    expect(rows[0]?.trade).toBe('roofer');
    expect((await listLaborRates(db))[0]?.trades).toEqual(['roofer', 'waterproofing_specialist']);
    expect((await listLaborRates(db))[0]).toMatchObject({
      area_title: 'Ohio',
      hourly_median_cents: 2400,
    });
    expect(await costDataSyncedAt('labor_rates', db)).toBe(1234);
  });

  it('drops what the server no longer has and keeps the copy when offline', async () => {
    const db = open();
    await refreshCostData(
      server({ materials: [material('m1', 'A'), material('m2', 'B')], labor_rates: [] }),
      db,
    );
    await refreshCostData(server({ materials: [material('m2', 'B')], labor_rates: [] }), db);
    expect((await listMaterials(db)).map((r) => r.id)).toEqual(['m2']);
    await expect(
      refreshCostData(() => Promise.reject(new TypeError('Failed to fetch')), db),
    ).rejects.toThrow('Failed to fetch');
    expect((await listMaterials(db)).map((r) => r.id)).toEqual(['m2']);
  });

  it('reads malformed fields as empty values instead of storing them', async () => {
    const db = open();
    await refreshCostData(
      server({
        materials: [
          material('m1', 'A', { price_cents: '12', waste_pct: null, name: 5 }),
          { name: 'no id' },
        ],
        labor_rates: [{ ...rate('r1', 'Ohio'), expand: { trades: 'x' } }],
      }),
      db,
    );
    const [row] = await listMaterials(db);
    expect(row).toMatchObject({ id: 'm1', name: '', price_cents: 0, waste_pct: 0 });
    expect(await db.materials.count()).toBe(1);
    expect((await listLaborRates(db))[0]?.trades).toEqual([]);
  });
});
