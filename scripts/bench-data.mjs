#!/usr/bin/env node
// `npm run bench:data` (and the second half of `npm run bench`): the data benchmarks, in
// Debian's Chromium with real IndexedDB against a real PocketBase 0.40.6 serving the built
// app. Seeds 50,000 active listings (raw SQL through a bench-only route,
// bench/seed-route.pb.js, one owner each), then measures, in a fresh browser profile:
//   - cold device: the first page of results for a search (trade + word) in an empty profile,
//     asked of the server before the full pull (ms; goal <= 1,000)
//   - pull sync throughput of all listings into the app's database (records/s), beside the raw
//     IndexedDB bulkPut ceiling measured in the same run, and their ratio (goal >= 0.85)
//   - browse query trade + word + distance sort on the in-memory index (p50/p95; goal p95 <=
//     30 ms), beside the same query as a raw IndexedDB cursor scan (p50, ratio)
//   - reload of /browse?trade=... offline to the first listing card (median of 5; goal <= 500 ms)
//   - outbox flush of 1,000 queued hire requests (independent records) against the server,
//     sent by the outbox's pool of concurrent sends (writes/s; goal >= 500)
//   - IndexedDB size (navigator.storage.estimate).
// Figures are printed, never asserted; bench-results/data-latest.json keeps them.
// Env: BENCH_LISTINGS (default 50000), CHROMIUM_PATH, POCKETBASE_BIN, BENCH_PULL=rest (the pull
// reads every page from the REST list API, as before the pull route; for A/B runs on one build).
// Flag: --no-build reuses dist/ (npm run bench builds it just before).
/// <reference lib="dom" />
import { chromium } from '@playwright/test';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import listingWords from './bench/listing-words.json' with { type: 'json' };
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { ROOT, servePocketBase } from './pocketbase.mjs';
import { prng } from './prng.mjs';
import { buildAppUnlessNoBuild } from './bench/build-app.mjs';

/**
 * The harness page's functions (tests/bench/harness.ts, on `window.bench`).
 * @typedef {{
 *   pull(): Promise<{ received: number, ms: number, serverMs: number, stored: number }>,
 *   putCeiling(): Promise<{ records: number, ms: number, rate: number }>,
 *   coldFirstPage(trade: string, word: string): Promise<{ received: number | null, hits: number,
 *     storedMs: number, ms: number }>,
 *   indexQueries(cases: unknown[]): Promise<{ buildMs: number, size: number, times: number[], hits: number[] }>,
 *   cursorQueries(cases: unknown[]): Promise<{ times: number[] }>,
 *   storage(): Promise<{ usage: number, details: Record<string, number> }>,
 *   outbox(email: string, password: string, ids: string[], count: number): Promise<{ sent: number,
 *     waiting: number, refused: number, queueMs: number, sendMs: number, ms: number }>,
 * }} Bench
 * @typedef {{ bench: Bench, __firstCard?: number }} BenchWindow
 */

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 50_000);
/** How the pull reads its pages: as the app does (the pull route), or the REST list API only. */
const PULL_TRANSPORT = process.env.BENCH_PULL === 'rest' ? 'rest' : 'app';
const QUERIES = 200;
const CURSOR_QUERIES = 10;
const RELOADS = 5;
const OUTBOX_WRITES = 1000;
const SUPERUSER = { email: 'superuser@bench.local', password: 'bench-superuser-pass-1' };
const BENCH_USER = { email: 'hirer@bench.invalid', password: 'bench-hirer-pass-1' };

const rand = prng(20251122);
const random = rand.next;
const pick = rand.pick;
const ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789'.split('');
const LETTERS = 'ABDEFGHJLNPQRSTUWXYZ'.split('');
/** @param {number} n */
const randomId = (n = 15) => Array.from({ length: n }, () => pick(ALNUM)).join('');
/** @param {number} ms @returns {string} PocketBase's date format */
const pbDate = (ms) => new Date(ms).toISOString().replace('T', ' ');

/**
 * What the listings are made of (bench/listing-words.json).
 * @typedef {object} ListingWords
 * @property {{ city: string, region: string, lat: number, lon: number, pc: string[] }[]} cities
 *   each with its postcode areas
 * @property {string[]} nameA first words of business names
 * @property {string[]} nameB last words of business names
 * @property {string[]} queryWords words the browse queries search for; each is in a share of
 *   the descriptions
 * @property {string[]} sentences what descriptions are made of
 */
const WORDS = /** @type {ListingWords} */ (listingWords);

/**
 * The rows to insert: one user and one active listing per index (also the capacity bench's
 * data, scripts/bench-capacity.mjs).
 * @param {number} count @param {string[]} tradeIds
 */
export function generate(count, tradeIds) {
  const start = Date.now() - 90 * 24 * 3600 * 1000;
  const listedUntil = pbDate(Date.now() + 365 * 24 * 3600 * 1000);
  const userCols = [
    'id',
    'email',
    'password',
    'tokenKey',
    'emailVisibility',
    'verified',
    'name',
    'created',
    'updated',
  ];
  const contractorCols = [
    'id',
    'owner',
    'business_name',
    'trades',
    'description',
    'phone',
    'email',
    'website',
    'city',
    'region',
    'postcode',
    'country_code',
    'lat',
    'lon',
    'service_radius_km',
    'years_in_business',
    'license_number',
    'insured',
    'verified',
    'background_check',
    'logo',
    'photos',
    'rating_avg',
    'rating_count',
    'status',
    'listed_until',
    'created',
    'updated',
  ];
  /** @type {unknown[][]} */
  const users = [];
  /** @type {unknown[][]} */
  const contractors = [];
  // Not a real hash: nobody signs in as these users.
  const hash = '$2a$10$benchbenchbenchbenchbOq1Jf2m3Q0p7kq4Qh0lQm3w3o7Cq7y8K';
  for (let i = 0; i < count; i++) {
    const at = pbDate(start + i * 150);
    const userId = randomId();
    users.push([
      userId,
      `owner-${i}@bench.invalid`,
      hash,
      randomId(50),
      false,
      true,
      `Owner ${i}`,
      at,
      at,
    ]);
    const place = pick(WORDS.cities);
    const trades = new Set([pick(tradeIds)]);
    const extra = Math.floor(random() * 3);
    for (let t = 0; t < extra; t++) trades.add(pick(tradeIds));
    let description = '';
    while (description.length < 280) description += `${pick(WORDS.sentences)} `;
    const rated = random() < 0.8;
    contractors.push([
      randomId(),
      userId,
      `${pick(WORDS.nameA)} ${pick(WORDS.nameB)} ${i}`,
      JSON.stringify([...trades]),
      description.trim(),
      `+44 20 7946 ${String(i % 10000).padStart(4, '0')}`,
      `owner-${i}@bench.invalid`,
      '',
      place.city,
      place.region,
      `${pick(place.pc)}${1 + Math.floor(random() * 20)} ${Math.floor(random() * 10)}${pick(LETTERS)}${pick(LETTERS)}`,
      'GB',
      Number((place.lat + (random() - 0.5) * 0.6).toFixed(5)),
      Number((place.lon + (random() - 0.5) * 0.9).toFixed(5)),
      pick([10, 25, 50, 100]),
      Math.floor(random() * 40),
      `LIC-${i}`,
      random() < 0.7,
      random() < 0.3,
      random() < 0.2,
      '',
      '[]',
      rated ? Number((3 + random() * 2).toFixed(2)) : 0,
      rated ? 1 + Math.floor(random() * 60) : 0,
      'active',
      listedUntil,
      at,
      at,
    ]);
  }
  return { userCols, users, contractorCols, contractors };
}

/** Listings (with their owners) sent to the bench-only seed route at once. */
const SEED_CHUNK = 5000;

/**
 * Sends generated rows to the bench-only seed route (scripts/bench/seed-route.pb.js) in chunks
 * of SEED_CHUNK listings.
 * @param {(chunk: { userCols: string[], users: unknown[][], contractorCols: string[],
 *   contractors: unknown[][] }) => Promise<unknown>} post posts one chunk's body
 * @param {ReturnType<typeof generate>} data from generate()
 */
export async function seedInChunks(post, data) {
  for (let i = 0; i < data.contractors.length; i += SEED_CHUNK) {
    await post({
      userCols: data.userCols,
      users: data.users.slice(i, i + SEED_CHUNK),
      contractorCols: data.contractorCols,
      contractors: data.contractors.slice(i, i + SEED_CHUNK),
    });
  }
}

/** @param {number[]} values @param {number} p 0–1 */
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? NaN;
}
/** @param {number} n @param {number} [digits] */
const fmt = (n, digits = 1) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/**
 * @param {string} url @param {string} path @param {string} token
 * @param {unknown} [body] JSON body: POST; none: GET
 * @returns {Promise<unknown>}
 */
async function api(url, path, token, body) {
  const res = await fetch(`${url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: token }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
  /** @type {unknown} */
  const json = await res.json();
  return json;
}

/**
 * What the bench changes on its own server, printed with the figures: production keeps the
 * limits (docs/security-model.md#rate-limits), where one address gets 60 record creates a
 * minute, so the outbox figure is the sync engine's and the server's speed, not what one user
 * may send.
 */
const SERVER_SETUP =
  'rate limits raised to 1,000,000 per window on this bench-only server (one client on loopback; production keeps 60 creates a minute per address, docs/security-model.md#rate-limits); PocketBase otherwise as the release runs it (--hooksPool 50)';

/** Raises every rate limit to 1,000,000 per window: the bench is one client on loopback. */
async function relaxRateLimits(/** @type {string} */ url, /** @type {string} */ token) {
  const headers = { 'content-type': 'application/json', authorization: token };
  const settings = /** @type {{ rateLimits: { rules: { maxRequests: number }[] } }} */ (
    await (await fetch(`${url}/api/settings`, { headers })).json()
  );
  const rules = settings.rateLimits.rules.map((rule) => ({ ...rule, maxRequests: 1_000_000 }));
  const saved = await fetch(`${url}/api/settings`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ rateLimits: { ...settings.rateLimits, rules } }),
  });
  if (!saved.ok) throw new Error(`could not relax rate limits: ${await saved.text()}`);
}

async function main() {
  const benchStarted = Date.now();
  buildAppUnlessNoBuild(process.argv);
  const work = mkdtempSync(join(tmpdir(), 'bench-data-'));
  const publicDir = join(work, 'public');
  const hooksDir = join(work, 'hooks');
  cpSync(join(ROOT, 'dist'), publicDir, { recursive: true });
  cpSync(join(ROOT, 'pb_hooks'), hooksDir, { recursive: true });
  copyFileSync(
    join(ROOT, 'scripts', 'bench', 'seed-route.pb.js'),
    join(hooksDir, 'bench-seed.pb.js'),
  );
  console.log('Building the bench harness page (tests/bench/harness.html)...');
  await build({
    root: join(ROOT, 'tests', 'bench'),
    configFile: false,
    logLevel: 'warn',
    base: '/bench/',
    resolve: { alias: { '@': join(ROOT, 'src') } },
    build: {
      outDir: join(publicDir, 'bench'),
      emptyOutDir: true,
      target: 'es2022',
      rolldownOptions: { input: join(ROOT, 'tests', 'bench', 'harness.html') },
    },
  });

  const server = await servePocketBase({
    publicDir,
    hooksDir,
    superuser: SUPERUSER,
    quiet: true,
  });
  /** @type {import('@playwright/test').BrowserContext | null} */
  let context = null;
  try {
    const { token } = /** @type {{ token: string }} */ (
      await api(server.url, '/api/collections/_superusers/auth-with-password', '', {
        identity: SUPERUSER.email,
        password: SUPERUSER.password,
      })
    );
    await relaxRateLimits(server.url, token);
    const { items: trades } = /** @type {{ items: { id: string, value: string }[] }} */ (
      await api(server.url, '/api/collections/trades/records?perPage=100', token)
    );

    console.log(`Seeding ${LISTINGS.toLocaleString('en-US')} active listings, one owner each...`);
    const data = generate(
      LISTINGS,
      trades.map((t) => t.id),
    );
    const seedStarted = performance.now();
    await seedInChunks((chunk) => api(server.url, '/api/bench/seed', token, chunk), data);
    const seedMs = performance.now() - seedStarted;
    const contractorIds = data.contractors.slice(0, OUTBOX_WRITES).map((row) => String(row[0]));
    await api(server.url, '/api/collections/users/records', token, {
      email: BENCH_USER.email,
      password: BENCH_USER.password,
      passwordConfirm: BENCH_USER.password,
      user_type: 'client',
      // The trust rules let only a verified email ask for a hire (docs/security-model.md).
      verified: true,
    });

    // Query cases: a trade, a word, an origin near one of the cities (deterministic).
    const cases = Array.from({ length: QUERIES }, () => {
      const trade = pick(trades);
      const place = pick(WORDS.cities);
      return {
        trade: trade.value,
        tradeId: trade.id,
        word: pick(WORDS.queryWords),
        lat: place.lat + (random() - 0.5) * 0.2,
        lon: place.lon + (random() - 0.5) * 0.2,
      };
    });

    const profile = join(work, 'profile');
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      headless: true,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    page.setDefaultTimeout(120_000);
    await page.goto(`${server.url}/bench/harness.html?pull=${PULL_TRANSPORT}`);
    await page.waitForFunction(() => document.title === 'bench ready');

    console.log('Cold device: first page of a search (pullFirstPage), empty database...');
    const coldTrade = trades.find((t) => t.value.startsWith('electrician')) ?? trades[0];
    /** @type {{ received: number | null, hits: number, storedMs: number, ms: number }[]} */
    const firstPages = [];
    for (const word of WORDS.queryWords.slice(0, 5)) {
      firstPages.push(
        await page.evaluate(
          ([trade, w]) =>
            /** @type {BenchWindow} */ (/** @type {unknown} */ (window)).bench.coldFirstPage(
              /** @type {string} */ (trade),
              /** @type {string} */ (w),
            ),
          [coldTrade?.value ?? '', word],
        ),
      );
    }
    console.log('Pulling every listing into IndexedDB (pullCollection)...');
    const pull = await page.evaluate(() =>
      /** @type {BenchWindow} */ (/** @type {unknown} */ (window)).bench.pull(),
    );
    console.log('The raw IndexedDB bulkPut ceiling, same records, same page size...');
    const ceiling = await page.evaluate(() =>
      /** @type {BenchWindow} */ (/** @type {unknown} */ (window)).bench.putCeiling(),
    );
    console.log('Browse queries on the in-memory index, and the same as a raw cursor scan...');
    const index = await page.evaluate(
      (c) => /** @type {BenchWindow} */ (/** @type {unknown} */ (window)).bench.indexQueries(c),
      cases,
    );
    const cursor = await page.evaluate(
      (c) => /** @type {BenchWindow} */ (/** @type {unknown} */ (window)).bench.cursorQueries(c),
      cases.slice(0, CURSOR_QUERIES),
    );
    const storage = await page.evaluate(() =>
      /** @type {BenchWindow} */ (/** @type {unknown} */ (window)).bench.storage(),
    );
    console.log(`Outbox: queueing ${OUTBOX_WRITES} hire requests, then flushing them...`);
    const outbox = await page.evaluate(
      ([email, password, ids, count]) =>
        /** @type {BenchWindow} */ (/** @type {unknown} */ (window)).bench.outbox(
          /** @type {string} */ (email),
          /** @type {string} */ (password),
          /** @type {string[]} */ (ids),
          /** @type {number} */ (count),
        ),
      /** @type {[string, string, string[], number]} */ ([
        BENCH_USER.email,
        BENCH_USER.password,
        contractorIds,
        OUTBOX_WRITES,
      ]),
    );

    console.log('Offline reload of /browse to the first listing card...');
    const browseTrade = trades.find((t) => t.value.startsWith('electrician')) ?? trades[0];
    const browseUrl = `${server.url}/browse?trade=${browseTrade?.value ?? ''}`;
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (document.querySelector('[data-testid="listing-card"]')) {
          /** @type {BenchWindow} */ (/** @type {unknown} */ (window)).__firstCard =
            performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto(browseUrl);
    await page.waitForFunction(() => navigator.serviceWorker.ready.then(() => true));
    // Once more online, so the service worker controls the page and the round of sync the
    // app starts on load is over before the network goes.
    await page.reload();
    await page.locator('[data-testid="listing-card"]').first().waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.waitForTimeout(3000);
    await context.setOffline(true);
    /** @type {number[]} */
    const coldStarts = [];
    for (let i = 0; i < RELOADS; i++) {
      await page.reload();
      await page.waitForFunction(
        () =>
          /** @type {BenchWindow} */ (/** @type {unknown} */ (window)).__firstCard !== undefined,
      );
      coldStarts.push(
        await page.evaluate(
          () =>
            /** @type {number} */ (
              /** @type {BenchWindow} */ (/** @type {unknown} */ (window)).__firstCard
            ),
        ),
      );
    }
    const storageAfter = await page.evaluate(async () => {
      const e = /** @type {StorageEstimate & { usageDetails?: Record<string, number> }} */ (
        await navigator.storage.estimate()
      );
      return { usage: e.usage ?? 0, details: e.usageDetails ?? {} };
    });

    const MB = 1024 * 1024;
    const pullRate = pull.received / (pull.ms / 1000);
    const pullRatio = pullRate / ceiling.rate;
    const firstPageMedian = percentile(
      firstPages.map((f) => f.ms),
      0.5,
    );
    const p50 = percentile(index.times, 0.5);
    const p95 = percentile(index.times, 0.95);
    const cursorP50 = percentile(cursor.times, 0.5);
    const coldMedian = percentile(coldStarts, 0.5);
    const writesPerS = outbox.sent / (outbox.ms / 1000);
    const idbBytes = storage.details.indexedDB ?? storage.usage;
    const meanHits =
      index.hits.reduce((/** @type {number} */ a, /** @type {number} */ b) => a + b, 0) /
      index.hits.length;

    console.log(
      `\nData bench: ${LISTINGS.toLocaleString('en-US')} listings, Chromium with real IndexedDB (fresh profile), PocketBase 0.40.6 on loopback`,
    );
    console.log(`  seed (raw SQL, not a goal): ${fmt(seedMs / 1000, 1)} s`);
    console.log(`  server: ${SERVER_SETUP}`);
    const rows = [
      [
        'cold device: first page of a search',
        `${fmt(firstPageMedian, 0)} ms median  (runs: ${firstPages.map((f) => `${fmt(f.ms, 0)} ms/${f.hits} hits`).join(', ')})`,
        '<= 1,000 ms',
      ],
      [
        'pull sync (contractors)',
        `${fmt(pullRate, 0)} records/s  (${pull.received} in ${fmt(pull.ms, 0)} ms; pages from ${PULL_TRANSPORT === 'rest' ? 'the REST list API (BENCH_PULL=rest)' : 'the pull route, as the app'})`,
        '>= 20,000 records/s',
      ],
      [
        '  raw IndexedDB bulkPut ceiling',
        `${fmt(ceiling.rate, 0)} records/s  (${ceiling.records} in ${fmt(ceiling.ms, 0)} ms); pull/ceiling ${fmt(pullRatio, 2)}`,
        'ratio >= 0.85',
      ],
      [
        '  of which the server (pages only)',
        `${fmt(pull.received / (pull.serverMs / 1000), 0)} records/s  (${fmt(pull.serverMs, 0)} ms to read the same pages without storing)`,
        '-',
      ],
      [
        'browse query p50 / p95',
        `${fmt(p50, 2)} / ${fmt(p95, 2)} ms  (${QUERIES} queries, mean ${fmt(meanHits, 0)} hits)`,
        'p95 <= 30 ms',
      ],
      ['  index build on load', `${fmt(index.buildMs, 0)} ms  (${index.size} entries)`, '-'],
      [
        '  raw IndexedDB cursor scan p50',
        `${fmt(cursorP50, 1)} ms  (${CURSOR_QUERIES} queries; ratio ${fmt(cursorP50 / p50, 0)}x)`,
        '-',
      ],
      [
        'offline reload -> first card',
        `${fmt(coldMedian, 0)} ms median  (runs: ${coldStarts.map((t) => fmt(t, 0)).join(', ')})`,
        '<= 500 ms',
      ],
      [
        'outbox flush',
        `${fmt(writesPerS, 0)} writes/s  (${outbox.sent} independent writes sent, ${outbox.refused} refused, ${outbox.waiting} waiting in ${fmt(outbox.ms, 0)} ms, of which waiting for the server ${fmt(outbox.sendMs, 0)} ms; queueing ${fmt(outbox.queueMs, 0)} ms)`,
        '>= 500 writes/s',
      ],
      [
        'IndexedDB size',
        `${fmt(idbBytes / MB, 1)} MB  (origin total ${fmt(storage.usage / MB, 1)} MB after pull; ${fmt(storageAfter.usage / MB, 1)} MB with outbox, hires and app shell cache)`,
        '-',
      ],
    ];
    const w0 = Math.max(...rows.map((r) => r[0]?.length ?? 0));
    const w1 = Math.max(...rows.map((r) => r[1]?.length ?? 0));
    console.log(`  ${'figure'.padEnd(w0)}  ${'measured'.padEnd(w1)}  goal`);
    for (const [name, value, goal] of rows)
      console.log(`  ${name?.padEnd(w0)}  ${value?.padEnd(w1)}  ${goal}`);
    const total = (Date.now() - benchStarted) / 1000;
    console.log(`  (data bench took ${fmt(total, 0)} s)`);

    mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
    writeFileSync(
      join(ROOT, 'bench-results', 'data-latest.json'),
      `${JSON.stringify(
        {
          listings: LISTINGS,
          server: SERVER_SETUP,
          pullTransport: PULL_TRANSPORT,
          seedMs,
          firstPages,
          firstPageMedian,
          pull,
          pullRate,
          ceiling,
          pullRatio,
          index: { ...index, p50, p95 },
          cursor: { ...cursor, p50: cursorP50 },
          coldStarts,
          coldMedian,
          outbox,
          writesPerS,
          storage,
          storageAfter,
        },
        null,
        2,
      )}\n`,
    );
    console.log('Full figures: bench-results/data-latest.json');
  } finally {
    await context?.close();
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

// Run as a script, not when the capacity bench imports `generate`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((/** @type {unknown} */ error) => {
    console.error(error);
    process.exit(1);
  });
}
