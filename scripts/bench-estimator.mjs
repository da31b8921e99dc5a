#!/usr/bin/env node
// `npm run bench:estimator` (also part of `npm run bench`): recomputing a construction
// estimate of 1,000 lines (10 sections of 100) after one edit, in Node with the app's own
// src/features/estimator/core/calc.ts (loaded through Vite's SSR module loader). Prints p50
// and p95 over 500 edits for the incremental recompute the page does (only the edited
// section is re-priced; the others are reused by identity) and for a full recompute (every
// section a new object). Goal: p95 <= 16 ms per edit. Figures are printed, never asserted.
import { createServer } from 'vite';
import { ROOT } from './pocketbase.mjs';
import { prng } from './prng.mjs';

const SECTIONS = 10;
const LINES_PER_SECTION = 100;
const EDITS = 500;
const GOAL_MS = 16;

/** @param {number[]} times @param {number} q */
const quantile = (times, q) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

const vite = await createServer({
  root: ROOT,
  configFile: false,
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
  optimizeDeps: { noDiscovery: true, entries: [] },
});
try {
  /** @typedef {{ computeEstimate(s: unknown, o: unknown): { grandTotalCents: number } }} Calc */
  const calc = /** @type {Calc} */ (
    await vite.ssrLoadModule('/src/features/estimator/core/calc.ts')
  );
  const random = prng('estimator-bench');
  const kinds = ['material', 'labour', 'other'];
  let id = 0;
  const makeLine = () => {
    id += 1;
    const kind = kinds[id % 3];
    return {
      id: `l${id}`,
      kind,
      description: `Line ${id}`,
      ref: '',
      quantity: Math.floor(random.next() * 100_000_000) / 1000,
      unit: kind === 'labour' ? 'h' : 'm2',
      unitCostCents: Math.floor(random.next() * 1_000_000),
      wastePercent: kind === 'material' ? Math.floor(random.next() * 3000) / 100 : 0,
    };
  };
  let sections = Array.from({ length: SECTIONS }, (_, s) => ({
    id: `s${s}`,
    name: `Section ${s}`,
    lines: Array.from({ length: LINES_PER_SECTION }, makeLine),
  }));
  const settings = {
    overheadPercent: 10,
    profitPercent: 15,
    taxPercent: 8.25,
    regionalFactor: 1.08,
  };

  /**
   * One edit: a new line in place of a random one, as the page's immutable update makes it;
   * `full` also copies every other section, so nothing is reused.
   * @param {typeof sections} all @param {boolean} full
   */
  const edit = (all, full) => {
    const s = Math.floor(random.next() * SECTIONS);
    const l = Math.floor(random.next() * LINES_PER_SECTION);
    return all.map((section, i) =>
      i === s
        ? { ...section, lines: section.lines.map((line, j) => (j === l ? makeLine() : line)) }
        : full
          ? { ...section }
          : section,
    );
  };

  /** @param {boolean} full @returns {number[]} milliseconds per edit (update + recompute) */
  const run = (full) => {
    const times = [];
    calc.computeEstimate(sections, settings); // warm the memo and the JIT
    for (let i = 0; i < EDITS; i += 1) {
      const t0 = performance.now();
      sections = edit(sections, full);
      const totals = calc.computeEstimate(sections, settings);
      times.push(performance.now() - t0);
      if (!Number.isSafeInteger(totals.grandTotalCents)) throw new Error('bad total');
    }
    return times;
  };

  const inc = run(false);
  const full = run(true);
  /** @param {number} t */
  const fmt = (t) => `${t.toFixed(3)} ms`;
  console.log(`estimator: ${SECTIONS * LINES_PER_SECTION} lines, ${EDITS} edits`);
  console.log(
    `  incremental recompute per edit: p50 ${fmt(quantile(inc, 0.5))}, p95 ${fmt(quantile(inc, 0.95))} (goal p95 <= ${GOAL_MS} ms)`,
  );
  console.log(
    `  full recompute per edit:        p50 ${fmt(quantile(full, 0.5))}, p95 ${fmt(quantile(full, 0.95))}`,
  );
} finally {
  await vite.close();
}
