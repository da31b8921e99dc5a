#!/usr/bin/env node
// `npm run bench:cpu`: the main thread's CPU work of one signed-out first load of `/`, `/browse`,
// a seeded contractor profile and `/faq`, at 4x CPU slowdown (the factor Lighthouse's mobile
// run simulates), from a sampling CPU profile (the DevTools protocol's Profiler, 0.2 ms
// interval) taken from navigation until 3 s after the page marks `<html data-ready>`.
//
// Why beside Lighthouse's TBT (scripts/bench.mjs): on a shared 2-core machine the same build
// scores TBT 500-900 ms from run to run, because Lighthouse simulates from the wall time of
// each task, which another process lengthens. A profile counts the samples of this page's
// own code, so it moves far less with load; it shows where the blocking time comes from.
//
// Builds the app unminified (`npm run build -- --minify false`, into dist/) so functions keep
// their names, unless given `--no-build`. Prints, per page, the median over BENCH_CPU_RUNS
// loads (3 by default), in ms of profile time at 4x:
//   app JS    every sample whose stack is in the app's own scripts (not Playwright's);
//   React     React's work (performWorkOnRoot: rendering and committing), of which
//   sync      the synchronous part (performSyncWorkOnRoot: re-renders React cannot split);
//   loader    the inline scripts of the page itself (the head script, the loader and its Intl
//             warm-up: scripts/defer-app-code.mjs).
// Figures are printed, never asserted. docs/rendering.md "Long tasks".
import { chromium } from 'playwright';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { ROOT, servePocketBase } from './pocketbase.mjs';
import { seed } from './seed.mjs';
import { median } from './bench/median.mjs';
import { spawnSync } from 'node:child_process';

const RUNS = Number(process.env.BENCH_CPU_RUNS ?? 3);
const SUPERUSER = { email: 'superuser@bench.local', password: 'bench-superuser-pass-1' };

/**
 * @typedef {{ id: number, callFrame: { functionName: string, url: string, lineNumber: number },
 *   children?: number[] }} ProfileNode
 * @typedef {{ nodes: ProfileNode[], samples: number[], timeDeltas: number[] }} CpuProfile
 * @typedef {{ appJs: number, react: number, sync: number, loader: number }} CpuFigures
 */

/**
 * Sums a CPU profile's sample time (ms) by what the sampled stack contains.
 * @param {CpuProfile} profile
 * @param {string} origin the app's origin: scripts from it are the app's
 * @returns {CpuFigures}
 */
export function cpuFigures(profile, origin) {
  /** @type {Map<number, ProfileNode>} */
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  /** @type {Map<number, number>} */
  const parent = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const figures = { appJs: 0, react: 0, sync: 0, loader: 0 };
  profile.samples.forEach((sample, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    /** @type {ProfileNode[]} */
    const stack = [];
    for (
      let id = /** @type {number | undefined} */ (sample);
      id !== undefined;
      id = parent.get(id)
    ) {
      const node = nodes.get(id);
      if (node) stack.push(node);
    }
    const has = (/** @type {(frame: ProfileNode['callFrame']) => boolean} */ test) =>
      stack.some((node) => test(node.callFrame));
    if (has((f) => f.url.startsWith(origin))) figures.appJs += ms;
    if (has((f) => f.functionName === 'performWorkOnRoot')) figures.react += ms;
    if (has((f) => f.functionName === 'performSyncWorkOnRoot')) figures.sync += ms;
    // The page's own inline scripts: the document's URL, not a file under /assets/.
    if (has((f) => f.url.startsWith(origin) && !f.url.includes('/assets/'))) figures.loader += ms;
  });
  return figures;
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    console.log('Building the app unminified (npm run build -- --minify false)...');
    const built = spawnSync('npm', ['run', 'build', '--silent', '--', '--minify', 'false'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const server = await servePocketBase({
    publicDir: join(ROOT, 'dist'),
    quiet: true,
    superuser: SUPERUSER,
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    await seed({ url: server.url, ...SUPERUSER, log: () => undefined });
    const listed = await fetch(
      `${server.url}/api/collections/contractors/records?perPage=1&sort=-rating_count,business_name`,
    );
    const { items } = /** @type {{ items: { id: string }[] }} */ (await listed.json());
    if (!items[0]) throw new Error('the seed created no contractor');
    /** @type {[string, string][]} */
    const pages = [
      ['/', '/'],
      ['/browse', '/browse'],
      ['profile', `/profile/${items[0].id}`],
      ['/faq', '/faq'],
    ];
    console.log(
      `\nMain-thread CPU of a first load at 4x (sampling profile, median of ${RUNS} loads, ms)`,
    );
    for (const [name, path] of pages) {
      /** @type {CpuFigures[]} */
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          serviceWorkers: 'block',
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
        await page.goto(`${server.url}${path}`);
        await page.waitForSelector('html[data-ready]', { state: 'attached', timeout: 60_000 });
        await page.waitForTimeout(3000);
        const { profile } = await cdp.send('Profiler.stop');
        runs.push(cpuFigures(/** @type {CpuProfile} */ (profile), server.url));
        await context.close();
      }
      /** @param {keyof CpuFigures} key */
      const mid = (key) => Math.round(median(runs.map((r) => r[key])));
      console.log(
        `  ${name.padEnd(8)} app JS ${mid('appJs')}  React ${mid('react')} (sync ${mid('sync')})  loader ${mid('loader')}`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((/** @type {unknown} */ error) => {
    console.error(error);
    process.exit(1);
  });
}
