#!/usr/bin/env node
// `npm run bench:cost-data` (part of `npm run bench`): the materials and labour search of
// the cost data goals in Debian's Chromium with real IndexedDB. Builds tests/bench/cost-data-bench.ts,
// fills the device tables with 2,000 materials and 9,720 labour rates (45 occupations × 54
// areas × 4 years, a full OEWS import), then prints the first load from IndexedDB into the
// search index and the p50/p95 of 500 searches (words + trade + region over both tables;
// goal p95 <= 30 ms). Figures are printed, never asserted.
import { chromium } from '@playwright/test';
import { join } from 'node:path';
import { build } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { ROOT } from './pocketbase.mjs';

const output = /** @type {import('rolldown').RolldownOutput[]} */ (
  await build({
    configFile: false,
    logLevel: 'warn',
    resolve: { alias: { '@': join(ROOT, 'src') } },
    build: {
      write: false,
      minify: true,
      lib: {
        entry: join(ROOT, 'tests/bench/cost-data-bench.ts'),
        formats: ['iife'],
        name: 'costDataBench',
        fileName: 'cost-data-bench',
      },
    },
  })
);
const code = output[0]?.output[0]?.code ?? '';

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  // IndexedDB needs a real origin: serve an empty page from a made-up one.
  await page.route('http://bench.test/', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench</title>' }),
  );
  await page.goto('http://bench.test/');
  await page.addScriptTag({ content: code });
  /** @typedef {{ materials: number, laborRates: number, loadMs: number, p50: number, p95: number }} Result */
  /** @type {Result} */
  const result = await page.evaluate(() => {
    /** @type {{ costBench: { run(materials: number, queries: number): Promise<Result> } }} */
    const w = /** @type {any} */ (window);
    return w.costBench.run(2000, 500);
  });
  const ms = (/** @type {number} */ v) => `${v.toFixed(2)} ms`;
  console.log(
    `cost data search (${result.materials} materials, ${result.laborRates} labour rates): ` +
      `p50 ${ms(result.p50)}, p95 ${ms(result.p95)} (goal p95 <= 30 ms); ` +
      `first load from IndexedDB into the index ${ms(result.loadMs)}`,
  );
} finally {
  await browser.close();
}
