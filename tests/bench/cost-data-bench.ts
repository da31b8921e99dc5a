/**
 * The cost data bench's page code (scripts/bench-cost-data.mjs builds it and runs it in
 * Chromium): fills the Dexie tables with a synthetic materials and labour database as large
 * as a full import (every trade occupation in every state for four years), then times what a
 * search on the page does: the first load from IndexedDB into the index, and queries.
 */
import {
  listLaborRates,
  listMaterials,
  type LaborRateRow,
  type MaterialRow,
} from '@/data/cost-data';
import { LocalDb } from '@/data/local-db';
import {
  laborMatches,
  makeIndex,
  materialMatches,
  search,
} from '@/features/estimator/cost-data/search';

const WORDS = [
  'concrete',
  'roof',
  'tile',
  'pipe',
  'wire',
  'board',
  'paint',
  'stone',
  'steel',
  'glass',
  'foam',
  'brick',
];
const TRADES = Array.from({ length: 45 }, (_, i) => `trade${String(i).padStart(10, '0')}`);
const AREAS = Array.from({ length: 54 }, (_, i) => `Area ${i}`);

/** Deterministic pseudo-random numbers (mulberry32). */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Runs the bench. @returns timings in ms */
async function run(materialCount: number, queries: number) {
  const rand = prng(16);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const db = new LocalDb(`cost-bench-${Date.now()}`);
  const materials: MaterialRow[] = Array.from({ length: materialCount }, (_, i) => ({
    id: `m${String(i).padStart(14, '0')}`,
    created: '',
    updated: '',
    name: `${pick(WORDS)} ${pick(WORDS)} ${i}`,
    category: pick(['roofing', 'concrete', 'tile', 'plumbing', 'electrical']),
    trade: pick(TRADES),
    unit: 'm2',
    waste_pct: 10,
    price_cents: 0,
    currency: '',
    region: pick(['', 'US', 'DE']),
    price_date: '',
    source: '',
  }));
  const rates: LaborRateRow[] = [];
  for (let code = 0; code < 45; code += 1) {
    for (const area of AREAS) {
      for (const year of [2021, 2022, 2023, 2024]) {
        rates.push({
          id: `r${String(rates.length).padStart(14, '0')}`,
          created: '',
          updated: '',
          soc_code: `47-${String(2000 + code)}`,
          title: `${pick(WORDS)} workers ${code}`,
          trades: [pick(TRADES)],
          area_code: '',
          area_title: area,
          hourly_median_cents: 2500,
          hourly_mean_cents: 2600,
          currency: 'USD',
          year,
          source: 'bench',
        });
      }
    }
  }
  await db.materials.bulkPut(materials);
  await db.labor_rates.bulkPut(rates);

  const loadStart = performance.now();
  const materialIndex = makeIndex(await listMaterials(db), (r) => `${r.name} ${r.category}`);
  const laborIndex = makeIndex(
    await listLaborRates(db),
    (r) => `${r.title} ${r.soc_code} ${r.area_title}`,
  );
  const loadMs = performance.now() - loadStart;

  const times: number[] = [];
  for (let q = 0; q < queries; q += 1) {
    const words = rand() < 0.8 ? pick(WORDS).slice(0, 3 + Math.floor(rand() * 3)) : '';
    const trade = rand() < 0.5 ? pick(TRADES) : '';
    const region = rand() < 0.3 ? pick(AREAS) : '';
    const start = performance.now();
    search(materialIndex, words, (r) => materialMatches(r, { trade, category: '', region: '' }));
    search(laborIndex, words, (r) => laborMatches(r, { trade, region }));
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  db.close();
  await db.delete();
  return {
    materials: materials.length,
    laborRates: rates.length,
    loadMs,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
  };
}

(window as unknown as { costBench: { run: typeof run } }).costBench = { run };
