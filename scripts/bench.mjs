#!/usr/bin/env node
// `npm run bench`: prints, for the production build, the gzip bytes of the JS and CSS that
// `/` needs up to hydration (from the Vite manifest), the largest route chunk, the same
// figures for a framework floor (react + react-dom + react-router rendering one route); the
// JS a signed-out first visit to `/` downloads until the network is idle, measured in
// Chromium (scripts/bench-js.mjs), and its entry chunk; and Lighthouse 12 mobile scores with
// LCP, TBT and CLS for `/`, `/browse`, a seeded contractor profile and `/faq` served by
// PocketBase (the median of each figure over BENCH_LIGHTHOUSE_RUNS runs, 5 by default).
// Beside Lighthouse's TBT it prints the blocking time from the main thread's CPU time in the
// same runs' traces (scripts/bench/trace-blocking.mjs).
// Budgets: first visit JS <= 160 KB gzip, entry <= 100 KB; Lighthouse
// performance >= 97, accessibility, best practices and SEO 100, LCP <= 1.8 s, TBT <= 150 ms,
// CLS <= 0.02. Figures are printed, never asserted. On a busy machine they are noisy.
import react from '@vitejs/plugin-react';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { entryFile, measureFirstVisitJs, printFirstVisitJs } from './bench-js.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { ROOT, servePocketBase } from './pocketbase.mjs';
import { seed } from './seed.mjs';
import { median } from './bench/median.mjs';
import { threadBlocking } from './bench/trace-blocking.mjs';
import { buildAppUnlessNoBuild } from './bench/build-app.mjs';
import { lighthouseBin } from './bench/lighthouse.mjs';

const KB = 1024;
const CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS].join(' ');

/** @param {string} file @returns {number} gzip (level 9) bytes of a file */
const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
/** @param {number} bytes */
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * @typedef {{ file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean,
 *   imports?: string[], dynamicImports?: string[], css?: string[] }} Chunk
 */

/**
 * The files a page needs before it can paint: the entry chunk and its static imports, plus,
 * when given, a lazily loaded route module and its static imports (the route's content is
 * what the first meaningful paint shows).
 * @param {string} distDir
 * @param {string | null} routeSrc source path of the route module, e.g. src/features/home/...
 * @returns {{ js: number, css: number, files: string[], largestRoute: { file: string, bytes: number } }}
 */
function firstPaintBytes(distDir, routeSrc) {
  /** @type {Record<string, Chunk>} */
  const manifest = /** @type {Record<string, Chunk>} */ (
    JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'))
  );
  const seen = new Set();
  /** @param {string} key */
  const walk = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) walk(dep);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('no entry chunk in the Vite manifest');
  walk(entry);
  if (routeSrc) {
    if (!manifest[routeSrc]) throw new Error(`${routeSrc} is not a chunk of the build`);
    walk(routeSrc);
  }
  const chunks = [...seen].map((key) => /** @type {Chunk} */ (manifest[key]));
  const files = chunks.map((c) => c.file);
  const cssFiles = [...new Set(chunks.flatMap((c) => c.css ?? []))];
  const routeChunks = Object.values(manifest).filter((c) => c.isDynamicEntry);
  const largestRoute = routeChunks
    .map((c) => ({ file: c.file, bytes: gzipBytes(join(distDir, c.file)) }))
    .sort((a, b) => b.bytes - a.bytes)[0] ?? { file: '-', bytes: 0 };
  return {
    js: files.reduce((sum, f) => sum + gzipBytes(join(distDir, f)), 0),
    css: cssFiles.reduce((sum, f) => sum + gzipBytes(join(distDir, f)), 0),
    files,
    largestRoute,
  };
}

/** Builds the framework floor: react + react-dom + react-router rendering one lazy route. */
async function buildFloor() {
  const dir = mkdtempSync(join(ROOT, 'node_modules', '.bench-floor-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>',
  );
  writeFileSync(
    join(dir, 'main.jsx'),
    `import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
const Home = lazy(() => import('./home.jsx'));
createRoot(document.getElementById('root')).render(
  <StrictMode><BrowserRouter><Suspense fallback={<p>Loading...</p>}>
    <Routes><Route path="/" element={<Home />} /></Routes>
  </Suspense></BrowserRouter></StrictMode>,
);`,
  );
  writeFileSync(
    join(dir, 'home.jsx'),
    `export default function Home() { return <h1>Hire contractors for $1</h1>; }`,
  );
  await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: { outDir: join(dir, 'dist'), manifest: true, target: 'es2022' },
  });
  return { dir, dist: join(dir, 'dist') };
}

/**
 * @typedef {{ categories: Record<string, { score: number }>,
 *   audits: Record<string, { numericValue: number, score: number | null, title: string }> }} LighthouseResult
 */

/** Lighthouse runs per URL; the median of each figure is reported. */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

/**
 * Runs Lighthouse 12 (mobile defaults) on one URL in Debian's Chromium, LIGHTHOUSE_RUNS
 * times, and returns the median of each figure (simulated throttling makes single runs vary
 * by several points), the performance score of every run, and every audit under 0.9 in any
 * run.
 * @param {string} url
 */
function lighthouseMedian(url) {
  const runs = Array.from({ length: LIGHTHOUSE_RUNS }, () => {
    try {
      return lighthouse(url);
    } catch (error) {
      // Lighthouse sometimes fails to record a trace (NO_NAVSTART); one retry.
      console.log(
        `  (retrying: ${error instanceof Error ? (error.message.split('\n')[1] ?? '') : ''})`,
      );
      return lighthouse(url);
    }
  });
  /** @param {'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls' | 'cpuBlockingMs'} key */
  const mid = (key) => median(runs.map((r) => r[key]));
  return {
    performance: mid('performance'),
    accessibility: mid('accessibility'),
    bestPractices: mid('bestPractices'),
    seo: mid('seo'),
    fcpMs: mid('fcpMs'),
    lcpMs: mid('lcpMs'),
    tbtMs: mid('tbtMs'),
    cpuBlockingMs: mid('cpuBlockingMs'),
    cls: mid('cls'),
    performanceRuns: runs.map((r) => r.performance),
    failing: [...new Set(runs.flatMap((r) => r.failing))],
  };
}

const SUPERUSER = { email: 'superuser@bench.local', password: 'bench-superuser-pass-1' };

/**
 * Seeds the demo data (scripts/seed.mjs: 45 contractors with reviews) and returns the path
 * of one contractor's profile: the one with the most reviews (ties by name), so that every
 * run measures the same page, and the longest one (ids are random, names are not).
 * @param {string} url the server
 * @returns {Promise<string>} e.g. /profile/abc123
 */
async function seededProfilePath(url) {
  await seed({ url, ...SUPERUSER, log: () => undefined });
  const response = await fetch(
    `${url}/api/collections/contractors/records?perPage=1&sort=-rating_count,business_name`,
  );
  if (!response.ok) throw new Error(`listing the seeded contractors failed: ${response.status}`);
  const { items } = /** @type {{ items: { id: string }[] }} */ (await response.json());
  if (!items[0]) throw new Error('the seed created no contractor');
  return `/profile/${items[0].id}`;
}

/**
 * Runs Lighthouse 12 (mobile defaults) once on one URL in Debian's Chromium.
 * @param {string} url
 */
function lighthouse(url) {
  const out = mkdtempSync(join(tmpdir(), 'lh-'));
  const report = join(out, 'report.json');
  const run = spawnSync(
    lighthouseBin(),
    [
      url,
      `--chrome-flags=${CHROME_FLAGS}`,
      '--output=json',
      `--output-path=${report}`,
      // The trace too (report-0.trace.json), for the blocking time from CPU time.
      '--save-assets',
      '--quiet',
    ],
    {
      encoding: 'utf8',
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
    },
  );
  if (run.status !== 0) throw new Error(`lighthouse failed on ${url}:\n${run.stderr.slice(-2000)}`);
  const result = /** @type {LighthouseResult} */ (JSON.parse(readFileSync(report, 'utf8')));
  const trace = /** @type {{ traceEvents: import('./bench/trace-blocking.mjs').TraceEvent[] }} */ (
    JSON.parse(readFileSync(join(out, 'report-0.trace.json'), 'utf8'))
  );
  const cpu = threadBlocking(trace.traceEvents);
  rmSync(out, { recursive: true, force: true });
  const score = (/** @type {string} */ id) => Math.round((result.categories[id]?.score ?? 0) * 100);
  const audit = (/** @type {string} */ id) => result.audits[id]?.numericValue ?? NaN;
  const failing = Object.entries(result.audits)
    .filter(([, a]) => a.score !== null && a.score < 0.9)
    .map(([id]) => id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    cpuBlockingMs: cpu?.blockingMs ?? NaN,
    failing,
  };
}

async function main() {
  // `--no-build` measures the existing dist/ (e.g. the e2e build).
  buildAppUnlessNoBuild(process.argv);
  const dist = join(ROOT, 'dist');
  const app = firstPaintBytes(dist, 'src/features/home/components/home-page.tsx');

  console.log('Building the framework floor (react + react-dom + react-router)...');
  const floor = await buildFloor();
  const floorBytes = firstPaintBytes(floor.dist, 'home.jsx');
  rmSync(floor.dir, { recursive: true, force: true });

  console.log(
    '\nBundle (gzip -9 bytes of the JS and CSS / loads up to hydration: the entry, its imports and the' +
      '\nhome chunk; the prerendered HTML paints before any of it runs)',
  );
  console.log(`  app   /  JS ${kb(app.js)}  CSS ${kb(app.css)}  (${app.files.length} JS files)`);
  console.log(`  floor /  JS ${kb(floorBytes.js)}  CSS ${kb(floorBytes.css)}`);
  console.log(`  ratio app/floor JS: ${(app.js / floorBytes.js).toFixed(2)}`);
  console.log(`  largest route chunk: ${app.largestRoute.file} ${kb(app.largestRoute.bytes)}`);

  const server = await servePocketBase({ publicDir: dist, quiet: true, superuser: SUPERUSER });
  mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
  try {
    console.log(
      '\nFirst visit (Chromium, fresh profile, signed out, service worker blocked: gzip -9 bytes of every' +
        '\nJS response until the network is idle)',
    );
    const firstVisit = await measureFirstVisitJs(`${server.url}/`, { entry: entryFile(dist) });
    printFirstVisitJs(firstVisit, { floor: floorBytes.js });
    const profile = await seededProfilePath(server.url);
    console.log(
      `\nLighthouse 12, mobile (simulated slow 4G, 4x CPU), served by PocketBase, ${LIGHTHOUSE_RUNS} runs per URL`,
    );
    console.log(
      '  budgets: performance >= 97, accessibility 100, best practices 100, SEO 100, LCP <= 1800 ms,' +
        ' TBT <= 150 ms, CLS <= 0.02; each figure the median of the runs',
    );
    console.log(
      "  TBT (CPU): the same rule from the main thread's CPU time in each run's trace, x4, every" +
        '\n  task after the first paint (Lighthouse takes wall time, which on a busy machine is mostly' +
        '\n  time the thread did not run: scripts/bench/trace-blocking.mjs)',
    );
    /** @type {Record<string, unknown>} */
    const results = { bundle: { app, floor: floorBytes }, firstVisit };
    // One discarded run first: the first Lighthouse run after the build and server start
    // scores lower (cold caches, build processes winding down).
    try {
      lighthouse(`${server.url}/`);
    } catch {
      // a failed warm-up run changes nothing
    }
    /** @type {[string, string][]} */
    const pages = [
      ['/', '/'],
      ['/browse', '/browse'],
      ['profile', profile],
      ['/faq', '/faq'],
    ];
    for (const [name, path] of pages) {
      const r = lighthouseMedian(`${server.url}${path}`);
      results[name] = { path, ...r };
      console.log(
        `  ${name.padEnd(8)} perf ${r.performance}  a11y ${r.accessibility}  best ${r.bestPractices}  seo ${r.seo}` +
          `  FCP ${r.fcpMs} ms  LCP ${r.lcpMs} ms  TBT ${r.tbtMs} ms (CPU ${r.cpuBlockingMs} ms)  CLS ${r.cls}` +
          `  (median of ${r.performanceRuns.length} runs; perf per run: ${r.performanceRuns.join(', ')})`,
      );
      if (r.failing.length) console.log(`           audits under 0.9: ${r.failing.join(', ')}`);
    }
    writeFileSync(
      join(ROOT, 'bench-results', 'latest.json'),
      `${JSON.stringify(results, null, 2)}\n`,
    );
    console.log('\nFull figures: bench-results/latest.json');
  } finally {
    await server.stop();
  }
}

main().catch((/** @type {unknown} */ error) => {
  console.error(error);
  process.exit(1);
});
