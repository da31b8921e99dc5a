/**
 * Repository of the estimators' shared cost data on the device
 * (docs/cost-data.md): the `materials` and `labor_rates` tables, a read-only cache of the
 * server's collections, so both databases are searchable offline after one visit. A refresh
 * replaces a table whole in one transaction (the tables are small and the server keeps no
 * tombstones for them), so records staff deleted disappear too, and a failed fetch leaves the
 * previous copy untouched.
 */
import { localDb, type LaborRateRow, type LocalDb, type MaterialRow } from './local-db';

export type { LaborRateRow, MaterialRow };

/** The cached collections. */
export type CostTable = 'materials' | 'labor_rates';

/**
 * Reads every record of a collection from the server (the feature's api.ts supplies it), with
 * `expand` of `trade` (materials) or `trades` (labor_rates): the device keeps trade values.
 */
export type FetchAll = (collection: CostTable) => Promise<readonly Record<string, unknown>[]>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
/** The `value` of each expanded trade record (one or a list). */
function tradeValues(expanded: unknown): string[] {
  const list = Array.isArray(expanded) ? (expanded as unknown[]) : [expanded];
  return list
    .map((t) => (t && typeof t === 'object' ? text((t as { value?: unknown }).value) : ''))
    .filter((v) => v !== '');
}
const expand = (r: Record<string, unknown>, field: string): unknown =>
  r.expand && typeof r.expand === 'object'
    ? (r.expand as Record<string, unknown>)[field]
    : undefined;

const int = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** A server record as a MaterialRow: only the known fields, with their types. Pure. */
export function toMaterialRow(r: Record<string, unknown>): MaterialRow {
  return {
    id: text(r.id),
    created: text(r.created),
    updated: text(r.updated),
    name: text(r.name),
    category: text(r.category),
    trade: tradeValues(expand(r, 'trade'))[0] ?? '',
    unit: text(r.unit),
    waste_pct: int(r.waste_pct),
    price_cents: int(r.price_cents),
    currency: text(r.currency),
    region: text(r.region),
    price_date: text(r.price_date),
    source: text(r.source),
  };
}

/** A server record as a LaborRateRow: only the known fields, with their types. Pure. */
export function toLaborRateRow(r: Record<string, unknown>): LaborRateRow {
  return {
    id: text(r.id),
    created: text(r.created),
    updated: text(r.updated),
    soc_code: text(r.soc_code),
    title: text(r.title),
    trades: tradeValues(expand(r, 'trades')),
    area_code: text(r.area_code),
    area_title: text(r.area_title),
    hourly_median_cents: int(r.hourly_median_cents),
    hourly_mean_cents: int(r.hourly_mean_cents),
    currency: text(r.currency),
    year: int(r.year),
    source: text(r.source),
  };
}

/**
 * Replaces the device's copy of both tables with the server's.
 * @param fetchAll reads a whole collection (all pages)
 * @param now epoch ms clock, stored as the table's `syncedAt`
 * @returns the number of rows stored per table
 * @throws whatever fetchAll throws (offline); the previous copy is kept
 */
export async function refreshCostData(
  fetchAll: FetchAll,
  db: LocalDb = localDb(),
  now: () => number = Date.now,
): Promise<Record<CostTable, number>> {
  const [materials, rates] = await Promise.all([fetchAll('materials'), fetchAll('labor_rates')]);
  const materialRows = materials.map(toMaterialRow).filter((r) => r.id !== '');
  const rateRows = rates.map(toLaborRateRow).filter((r) => r.id !== '');
  await db.transaction('rw', [db.materials, db.labor_rates, db.sync_state], async () => {
    await db.materials.clear();
    await db.materials.bulkPut(materialRows);
    await db.labor_rates.clear();
    await db.labor_rates.bulkPut(rateRows);
    const syncedAt = now();
    for (const [key, rows] of [
      ['materials', materialRows],
      ['labor_rates', rateRows],
    ] as const) {
      const newest = rows.reduce((max, r) => (r.updated > max ? r.updated : max), '');
      await db.sync_state.put({ key, updated: newest, id: '', syncedAt });
    }
  });
  return { materials: materialRows.length, labor_rates: rateRows.length };
}

/** Every material on the device, by name. @returns [] before the first refresh */
export async function listMaterials(db: LocalDb = localDb()): Promise<MaterialRow[]> {
  const rows = await db.materials.toArray();
  return rows.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/** Every labour rate on the device, by SOC code then area. @returns [] before the first refresh */
export async function listLaborRates(db: LocalDb = localDb()): Promise<LaborRateRow[]> {
  const rows = await db.labor_rates.toArray();
  return rows.sort(
    (a, b) =>
      a.soc_code.localeCompare(b.soc_code) ||
      a.area_title.localeCompare(b.area_title) ||
      b.year - a.year,
  );
}

/** When a table was last refreshed on this device, epoch ms; 0 = never. */
export async function costDataSyncedAt(table: CostTable, db: LocalDb = localDb()): Promise<number> {
  return (await db.sync_state.get(table))?.syncedAt ?? 0;
}
