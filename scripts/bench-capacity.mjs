#!/usr/bin/env node
// `npm run bench:capacity` (and the last part of `npm run bench`): what one PocketBase 0.40.6
// serving this app sustains on loopback, with 50,000 active listings seeded the data bench's
// way (raw SQL through the bench-only route bench/seed-route.pb.js, one owner each).
// For each target of TARGETS, autocannon keeps `connections` requests in flight for
// BENCH_CAPACITY_SECONDS and the bench prints requests/s (2xx answers only), p50/p95/p99
// latency, the answers that were not 2xx, and the CPU shares over the run: PocketBase's
// process, this Node process (the load generator) and the whole machine (/proc).
// Then 2,000 realtime subscribers (Server-Sent Events, GET /api/realtime + subscribe to
// `contractors/*`) wait for one listing change saved by a superuser: how many received it,
// and the delivery p50/p95/max from the moment the save was sent.
//
// Rate limits stay as the migrations set them (docs/security-model.md "Rate limits"). The
// server is set up as docs/self-hosting.md says for production behind the reverse proxy:
// Settings → "User IP proxy headers" = X-Real-IP. The bench plays that proxy: each request
// carries the X-Real-IP of a simulated visitor (198.18.0.0/15, the benchmark range), a new
// visitor every REQUESTS_PER_VISITOR requests, so the per-address limits apply per visitor as
// in production. A second, shorter run per target sends everything as ONE visitor: what a
// single address (or one NAT) gets before the limiter answers 429.
//
// Figures are printed, never asserted; bench-results/capacity-latest.json keeps them.
// Env: BENCH_LISTINGS (50000), BENCH_CAPACITY_SECONDS (10), BENCH_CAPACITY_CONNECTIONS (50),
// BENCH_SUBSCRIBERS (2000), BENCH_HOOKS_POOL (PocketBase's --hooksPool; the launcher's
// HOOKS_POOL, 50, when unset), POCKETBASE_BIN. The HTML target needs a built app in dist/ (npm
// run bench builds it first); without one it is skipped.
import autocannon from 'autocannon';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { cpus, loadavg, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate, seedInChunks } from './bench-data.mjs';
import {
  cpuPercent,
  fmt,
  formatTable,
  latencySummary,
  machineTicks,
  parseSse,
  processTicks,
  saturation,
  visitorAddress,
} from './bench/capacity-lib.mjs';
import { HOOKS_POOL as LAUNCHER_HOOKS_POOL, ROOT, servePocketBase } from './pocketbase.mjs';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 50_000);
const SECONDS = Number(process.env.BENCH_CAPACITY_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CAPACITY_CONNECTIONS ?? 50);
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 2000);
const HOOKS_POOL = process.env.BENCH_HOOKS_POOL ?? '';
/** How long the realtime audience may take to connect; the rest are counted as not connected. */
const CONNECT_DEADLINE_MS = 180_000;
/** The one-visitor run of each target: shorter, fewer connections. */
const ONE_VISITOR = { seconds: 5, connections: 10 };
/** Requests each simulated visitor makes before the next address takes over. */
const REQUESTS_PER_VISITOR = 20;
/** Signed-in clients the hire creates rotate through (seeded owners, signed in by superuser). */
const CLIENTS = 200;
/** How many subscribers connect at once while the realtime audience is built up. */
const SUBSCRIBE_BATCH = 100;
/** How long the subscribers may take to receive the change. */
const DELIVERY_TIMEOUT_MS = 30_000;
const SUPERUSER = { email: 'superuser@bench.local', password: 'bench-superuser-pass-1' };
const CLK_TCK = 100; // USER_HZ on Linux (getconf CLK_TCK)
const HIRE_DESCRIPTION = 'Bench hire request: please quote for the work described.';

/**
 * What the targets are given: the server, its seeded data and the signed-in clients.
 * @typedef {object} BenchContext
 * @property {string} url
 * @property {{ id: string, value: string }[]} trades
 * @property {string[]} listingIds ids of seeded listings nobody of `clients` owns
 * @property {{ id: string, token: string }[]} clients signed-in users (verified)
 * @property {{ updated: string, id: string }[]} cursors where each page of a cold pull starts
 */

/**
 * One request of a target.
 * @typedef {{ method: 'GET' | 'POST', path: string, headers?: Record<string, string>,
 *   body?: string }} TargetRequest
 */

/**
 * One load target. To add one (e.g. the sync's SQL pull route once merged), add an entry.
 * @typedef {object} Target
 * @property {string} name short name for the table
 * @property {string} what what it is, for the JSON and the docs
 * @property {number} [connections] requests in flight (default BENCH_CAPACITY_CONNECTIONS)
 * @property {(ctx: BenchContext) => Promise<string>} [skip] a reason not to run, or ''
 * @property {(ctx: BenchContext) => Promise<string>} [note] a remark for the results
 * @property {(ctx: BenchContext, n: number) => TargetRequest} request the n-th request
 */

const json = { 'content-type': 'application/json' };

/**
 * The pull's filter after a cursor: the same text as afterCursorFilter in src/data/sync/pull.ts.
 * @param {{ updated: string, id: string }} c
 */
const afterCursor = (c) =>
  c.updated === ''
    ? ''
    : `(updated > '${c.updated}' || (updated = '${c.updated}' && id > '${c.id}'))`;

/**
 * A page of the pull as the app asks for it (src/data/sync/pull.ts and remote.ts).
 * @param {{ updated: string, id: string }} c
 */
const pullPath = (c) => {
  const filter = afterCursor(c);
  return `/api/collections/contractors/records?page=1&perPage=1000&skipTotal=1&sort=updated%2Cid${
    filter ? `&filter=${encodeURIComponent(filter)}` : ''
  }`;
};

/** @param {{ id: string }} trade */
const browsePath = (trade) =>
  `/api/collections/contractors/records?page=1&perPage=30&skipTotal=1&sort=-rating_avg%2Cid&filter=${encodeURIComponent(
    `trades ?= '${trade.id}'`,
  )}`;

/** @type {Target[]} */
const TARGETS = [
  {
    name: 'browse by trade (REST)',
    what: 'GET the first 30 active listings of a trade, best rated first, as a guest (trades rotate). The app itself browses its local copy; this is the REST list a guest without one (or a crawler) gets.',
    request: (ctx, n) => ({
      method: 'GET',
      path: browsePath(/** @type {{ id: string }} */ (ctx.trades[n % ctx.trades.length])),
    }),
  },
  {
    name: 'browse page (HTML)',
    what: 'GET /browse?trade=<trade> as a guest: the HTML the server sends (server-rendered once the ssr work lands; the static app shell before).',
    skip: async (ctx) => {
      const res = await fetch(`${ctx.url}/browse?trade=${ctx.trades[0]?.value ?? ''}`);
      const type = res.headers.get('content-type') ?? '';
      await res.text();
      return res.ok && type.includes('text/html')
        ? ''
        : `no HTML at /browse (HTTP ${res.status}, ${type}): build the app (npm run build)`;
    },
    // The page shows the trade's best in the app's "best" order (rating weighted by how many
    // rated), not the REST list's best rated first: its page data (id="server-page") says it
    // was filled by the server.
    note: async (ctx) => {
      const trade = /** @type {{ id: string, value: string }} */ (ctx.trades[0]);
      const html = await (await fetch(`${ctx.url}/browse?trade=${trade.value}`)).text();
      return html.includes('id="server-page"')
        ? `server-rendered: the HTML lists the trade's listings (${html.length} bytes)`
        : `not server-rendered: the HTML does not list the trade's listings (${html.length} bytes)`;
    },
    request: (ctx, n) => ({
      method: 'GET',
      path: `/browse?trade=${encodeURIComponent(ctx.trades[n % ctx.trades.length]?.value ?? '')}`,
      headers: { accept: 'text/html' },
    }),
  },
  {
    name: 'pull page (1,000)',
    what: 'GET one page of the cold-device pull as the app asks for it (src/data/sync/pull.ts: filter after the (updated, id) cursor, sort updated,id, 1,000 a page, skipTotal), as a guest; pages rotate over the whole 50,000.',
    connections: 4,
    request: (ctx, n) => ({
      method: 'GET',
      path: pullPath(
        /** @type {{ updated: string, id: string }} */ (ctx.cursors[n % ctx.cursors.length]),
      ),
    }),
  },
  // The sync work's faster pull route, once merged, is one more entry here, e.g.:
  //   { name: 'pull page (SQL route)', what: '...', connections: 4,
  //     request: (ctx, n) => ({ method: 'GET', path: `/api/<route>?after=...` }) },
  {
    name: 'hire create',
    what: 'POST /api/collections/hires/records as one of 200 signed-in, verified clients (rotating), to listings they do not own: the API rules, the client-contact hook and the fee hooks run.',
    request: (ctx, n) => {
      const client = /** @type {{ id: string, token: string }} */ (
        ctx.clients[n % ctx.clients.length]
      );
      return {
        method: 'POST',
        path: '/api/collections/hires/records',
        headers: { ...json, authorization: client.token },
        body: JSON.stringify({
          client: client.id,
          contractor: ctx.listingIds[n % ctx.listingIds.length],
          status: 'requested',
          description: `${HIRE_DESCRIPTION} (${n})`,
        }),
      };
    },
  },
  {
    name: 'track visit',
    what: 'POST /api/track-visit with a new visitor id each request, as a guest (the page-load tracking every visit sends).',
    request: (_ctx, n) => ({
      method: 'POST',
      path: '/api/track-visit',
      headers: json,
      body: JSON.stringify({
        visitorId: `bench-visitor-${n}`,
        referrer: '',
        userAgent: 'bench-capacity',
      }),
    }),
  },
];

/**
 * @param {string} url @param {string} path @param {string} token
 * @param {{ method?: string, body?: unknown }} [init]
 * @returns {Promise<unknown>} the JSON answer (null for 204)
 */
async function api(url, path, token, init = {}) {
  const res = await fetch(`${url}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { ...json, ...(token && { authorization: token }) },
    ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
  });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
  if (res.status === 204) return null;
  /** @type {unknown} */
  const body = await res.json();
  return body;
}

/** @param {number} pid @returns {number} */
const pidTicks = (pid) => processTicks(readFileSync(`/proc/${pid}/stat`, 'utf8'));
/** @returns {{ busy: number, total: number }} */
const machineNow = () => machineTicks(readFileSync('/proc/stat', 'utf8'));
/** @param {number | 'self'} pid @returns {string} e.g. "20000 / 20000" (soft / hard) */
function openFilesLimit(pid) {
  const line = readFileSync(`/proc/${pid}/limits`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'));
  const [soft, hard] = line?.split(/\s{2,}/).slice(1, 3) ?? ['?', '?'];
  return `${soft} / ${hard}`;
}
/** @param {number} pid @returns {number} resident memory in MB */
function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? NaN) / 1024;
}

/**
 * CPU shares from a start point: PocketBase's process, this process and the machine.
 * @param {number} pid PocketBase's
 */
function cpuMeter(pid) {
  const started = performance.now();
  const pb = pidTicks(pid);
  const self = process.cpuUsage();
  const machine = machineNow();
  return () => {
    const ms = performance.now() - started;
    const used = process.cpuUsage(self);
    const m = machineNow();
    return {
      serverCpu: cpuPercent(pidTicks(pid) - pb, CLK_TCK, ms),
      loadCpu: ((used.user + used.system) / 1000 / ms) * 100,
      machineBusy: ((m.busy - machine.busy) / Math.max(1, m.total - machine.total)) * 100,
    };
  };
}

let nextVisitor = 0;

/**
 * Waits until PocketBase is idle (under 10 % of a core over half a second), at most 60 s:
 * it keeps working through requests whose clients autocannon already closed, and that work
 * must not count against the next target.
 * @param {number} pid
 * @returns {Promise<number>} ms waited
 */
async function drain(pid) {
  const started = performance.now();
  while (performance.now() - started < 60_000) {
    const before = pidTicks(pid);
    await new Promise((r) => setTimeout(r, 500));
    if (cpuPercent(pidTicks(pid) - before, CLK_TCK, 500) < 10) break;
  }
  return performance.now() - started;
}

/**
 * Runs one target with autocannon and measures it.
 * @param {BenchContext} ctx @param {number} pid PocketBase's
 * @param {Target} target
 * @param {{ seconds: number, connections: number, oneVisitor: boolean }} run
 */
async function load(ctx, pid, target, run) {
  let n = 0;
  const firstVisitor = nextVisitor;
  /** @type {number[]} */
  const latencies = [];
  /** @type {Record<string, number>} */
  const statuses = {};
  /** @type {Record<string, string>} the first body of each answer that was not 2xx */
  const samples = {};
  const meter = cpuMeter(pid);
  let peakRss = rssMb(pid);
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(pid))), 500);
  /** @type {autocannon.Options} */
  const options = {
    url: ctx.url,
    connections: run.connections,
    duration: run.seconds,
    timeout: 30,
    requests: [
      {
        setupRequest: (req) => {
          const i = n++;
          const visitor = run.oneVisitor
            ? firstVisitor
            : firstVisitor + Math.floor(i / REQUESTS_PER_VISITOR);
          const r = target.request(ctx, i);
          return {
            ...req,
            method: r.method,
            path: r.path,
            headers: {
              ...req.headers,
              ...r.headers,
              'x-real-ip': visitorAddress(visitor % (2 * 65536)),
            },
            body: r.body ?? '',
          };
        },
        onResponse: (status, body) => {
          if ((status < 200 || status > 299) && !(status in samples)) {
            samples[status] = body.slice(0, 300);
          }
        },
      },
    ],
  };
  /** @type {autocannon.Result} */
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, done) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      latencies.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
  const cpu = meter();
  clearInterval(sampler);
  nextVisitor = run.oneVisitor
    ? firstVisitor + 1
    : firstVisitor + Math.ceil(n / REQUESTS_PER_VISITOR) + 1;
  const ok = Object.entries(statuses)
    .filter(([s]) => s.startsWith('2'))
    .reduce((a, [, c]) => a + c, 0);
  const limited = statuses['429'] ?? 0;
  const serverErrors = Object.entries(statuses)
    .filter(([s]) => s.startsWith('5'))
    .reduce((a, [, c]) => a + c, 0);
  const errors = serverErrors + result.errors + result.timeouts;
  return {
    seconds: result.duration,
    connections: run.connections,
    visitors: run.oneVisitor ? 1 : Math.ceil(n / REQUESTS_PER_VISITOR),
    requests: latencies.length,
    okPerSecond: ok / result.duration,
    limitedPerSecond: limited / result.duration,
    latencyMs: latencySummary(latencies),
    statuses,
    samples,
    connectionErrors: result.errors,
    timeouts: result.timeouts,
    ...cpu,
    pocketbasePeakRssMb: peakRss,
    limitedBy: saturation({ ...cpu, cores: cpus().length, errors, limited }),
  };
}

/**
 * A realtime subscriber: GET /api/realtime, then subscribe its client id to `topic`.
 * @param {string} url @param {string} topic @param {string} address its X-Real-IP
 * @returns {Promise<{ received: Promise<number>, close: () => void }>} `received` settles with
 *   the performance.now() of the first message on the topic
 */
function subscriber(url, topic, address) {
  return new Promise((resolve, reject) => {
    /** @type {(at: number) => void} */
    let onMessage = () => {};
    const received = new Promise((r) => (onMessage = r));
    const req = httpRequest(`${url}/api/realtime`, {
      agent: false,
      headers: { accept: 'text/event-stream', 'x-real-ip': address },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`GET /api/realtime: HTTP ${res.statusCode}`));
        res.resume();
        return;
      }
      res.setEncoding('utf8');
      let rest = '';
      res.on('data', (/** @type {string} */ chunk) => {
        const parsed = parseSse(rest + chunk);
        rest = parsed.rest;
        for (const ev of parsed.events) {
          if (ev.event === 'PB_CONNECT') {
            const { clientId } = /** @type {{ clientId: string }} */ (JSON.parse(ev.data));
            fetch(`${url}/api/realtime`, {
              method: 'POST',
              headers: { ...json, 'x-real-ip': address },
              body: JSON.stringify({ clientId, subscriptions: [topic] }),
            })
              .then(async (sub) => {
                if (!sub.ok) throw new Error(`subscribe: HTTP ${sub.status} ${await sub.text()}`);
                resolve({ received, close: () => req.destroy() });
              })
              .catch(reject);
          } else if (ev.event === topic) {
            onMessage(performance.now());
          }
        }
      });
    });
    req.end();
  });
}

/**
 * Opens `count` subscribers to `contractors/*`, saves one listing change as a superuser and
 * times its delivery to each.
 * @param {BenchContext} ctx @param {number} pid @param {string} token superuser's
 * @param {number} count
 */
async function realtime(ctx, pid, token, count) {
  const rssBefore = rssMb(pid);
  const connectStarted = performance.now();
  /** @type {{ received: Promise<number>, close: () => void }[]} */
  const subs = [];
  let refused = 0;
  /** @type {string[]} */
  const reasons = [];
  for (let i = 0; i < count; i += SUBSCRIBE_BATCH) {
    if (performance.now() - connectStarted > CONNECT_DEADLINE_MS) {
      refused += count - i;
      reasons.push(`${count - i} not tried: connecting took over ${CONNECT_DEADLINE_MS / 1000} s`);
      break;
    }
    const batch = await Promise.allSettled(
      Array.from({ length: Math.min(SUBSCRIBE_BATCH, count - i) }, (_v, k) =>
        subscriber(ctx.url, 'contractors/*', visitorAddress((nextVisitor + i + k) % 131072)),
      ),
    );
    for (const s of batch) {
      if (s.status === 'fulfilled') subs.push(s.value);
      else {
        refused += 1;
        if (reasons.length < 3) reasons.push(String(s.reason));
      }
    }
  }
  nextVisitor += count;
  const connectMs = performance.now() - connectStarted;
  const rssWith = rssMb(pid);
  await new Promise((r) => setTimeout(r, 1000));
  const listingId = /** @type {string} */ (ctx.listingIds[0]);
  const meter = cpuMeter(pid);
  const saveStarted = performance.now();
  const saved = api(ctx.url, `/api/collections/contractors/records/${listingId}`, token, {
    method: 'PATCH',
    body: { description: `Changed for the realtime bench at ${new Date().toISOString()}.` },
  }).then(() => performance.now() - saveStarted);
  /** @type {Promise<null>} */
  const timeout = new Promise((r) => setTimeout(() => r(null), DELIVERY_TIMEOUT_MS));
  const arrivals = await Promise.all(
    subs.map((s) => Promise.race([s.received.then((at) => at - saveStarted), timeout])),
  );
  const cpu = meter();
  const saveMs = await saved;
  for (const s of subs) s.close();
  /** @type {number[]} */
  const delivered = arrivals.filter((a) => a !== null);
  return {
    subscribers: count,
    connected: subs.length,
    refused,
    refusedReasons: reasons,
    connectSeconds: connectMs / 1000,
    received: delivered.length,
    saveMs,
    deliveryMs: latencySummary(delivered),
    pocketbaseRssMb: { before: rssBefore, withSubscribers: rssWith },
    ...cpu,
  };
}

/**
 * Walks a cold pull once (as a guest) and returns where each page starts.
 * @param {string} url
 * @returns {Promise<{ cursors: { updated: string, id: string }[], ms: number }>}
 */
async function walkPull(url) {
  const cursors = [{ updated: '', id: '' }];
  const started = performance.now();
  for (;;) {
    const cursor = /** @type {{ updated: string, id: string }} */ (cursors[cursors.length - 1]);
    const page = /** @type {{ items: { updated: string, id: string }[] }} */ (
      await api(url, pullPath(cursor), '')
    );
    const last = page.items[page.items.length - 1];
    if (page.items.length < 1000 || !last) break;
    cursors.push({ updated: last.updated, id: last.id });
  }
  return { cursors, ms: performance.now() - started };
}

/**
 * Counts the server's logged request errors (5xx) and SQLite busy/locked errors of the run.
 * @param {string} url @param {string} token
 */
async function loggedErrors(url, token) {
  /** @param {string} filter */
  const count = async (filter) => {
    try {
      const page = /** @type {{ totalItems: number }} */ (
        await api(url, `/api/logs?perPage=1&filter=${encodeURIComponent(filter)}`, token)
      );
      return page.totalItems;
    } catch {
      return NaN;
    }
  };
  return {
    status5xx: await count('data.status >= 500'),
    sqliteBusyOrLocked: await count(
      "message ~ 'locked' || message ~ 'SQLITE_BUSY' || data.error ~ 'locked' || data.error ~ 'busy'",
    ),
  };
}

async function main() {
  const benchStarted = Date.now();
  const work = mkdtempSync(join(tmpdir(), 'bench-capacity-'));
  const hooksDir = join(work, 'hooks');
  cpSync(join(ROOT, 'pb_hooks'), hooksDir, { recursive: true });
  copyFileSync(
    join(ROOT, 'scripts', 'bench', 'seed-route.pb.js'),
    join(hooksDir, 'bench-seed.pb.js'),
  );
  const publicDir = existsSync(join(ROOT, 'dist', 'index.html'))
    ? join(ROOT, 'dist')
    : join(work, 'public');
  mkdirSync(publicDir, { recursive: true });
  const server = await servePocketBase({
    publicDir,
    hooksDir,
    superuser: SUPERUSER,
    quiet: true,
    serveArgs: HOOKS_POOL ? [`--hooksPool=${HOOKS_POOL}`] : [],
  });
  try {
    const { token } = /** @type {{ token: string }} */ (
      await api(server.url, '/api/collections/_superusers/auth-with-password', '', {
        body: { identity: SUPERUSER.email, password: SUPERUSER.password },
      })
    );
    // Production behind the documented proxy: the visitor's address comes from X-Real-IP.
    await api(server.url, '/api/settings', token, {
      method: 'PATCH',
      body: { trustedProxy: { headers: ['X-Real-IP'], useLeftmostIP: false } },
    });
    const settings = /** @type {{ rateLimits: { enabled: boolean, rules: object[] } }} */ (
      await api(server.url, '/api/settings', token)
    );
    const { items: trades } = /** @type {{ items: { id: string, value: string }[] }} */ (
      await api(server.url, '/api/collections/trades/records?perPage=100', token)
    );

    console.log(`Seeding ${LISTINGS.toLocaleString('en-US')} active listings, one owner each...`);
    const data = generate(
      LISTINGS,
      trades.map((t) => t.id),
    );
    await seedInChunks((chunk) => api(server.url, '/api/bench/seed', token, { body: chunk }), data);
    // The first CLIENTS owners hire; the listings they hire are never their own.
    const clientIds = data.users.slice(0, CLIENTS).map((row) => String(row[0]));
    /** @type {{ id: string, token: string }[]} */
    const clients = [];
    for (const id of clientIds) {
      const auth = /** @type {{ token: string }} */ (
        await api(server.url, `/api/collections/users/impersonate/${id}`, token, {
          body: { duration: 3600 },
        })
      );
      clients.push({ id, token: auth.token });
    }
    const listingIds = data.contractors.slice(CLIENTS).map((row) => String(row[0]));
    console.log('Walking one cold pull to find the page cursors...');
    const pull = await walkPull(server.url);

    /** @type {BenchContext} */
    const ctx = { url: server.url, trades, listingIds, clients, cursors: pull.cursors };
    /** @type {Record<string, unknown>[]} */
    const results = [];
    for (const target of TARGETS) {
      const reason = target.skip ? await target.skip(ctx) : '';
      if (reason) {
        console.log(`Skipping ${target.name}: ${reason}`);
        results.push({ name: target.name, what: target.what, skipped: reason });
        continue;
      }
      const connections = target.connections ?? CONNECTIONS;
      console.log(`${target.name}: ${SECONDS} s, ${connections} connections, many visitors...`);
      await drain(server.pid);
      const many = await load(ctx, server.pid, target, {
        seconds: SECONDS,
        connections,
        oneVisitor: false,
      });
      console.log(`${target.name}: ${ONE_VISITOR.seconds} s as one visitor...`);
      await drain(server.pid);
      const one = await load(ctx, server.pid, target, { ...ONE_VISITOR, oneVisitor: true });
      const note = target.note ? await target.note(ctx) : '';
      if (note) console.log(`${target.name}: ${note}`);
      results.push({
        name: target.name,
        what: target.what,
        ...(note && { note }),
        manyVisitors: many,
        oneVisitor: one,
      });
    }
    const logged = await loggedErrors(server.url, token);

    console.log(`Realtime: ${SUBSCRIBERS} subscribers to contractors/*, one listing change...`);
    await drain(server.pid);
    const live = await realtime(ctx, server.pid, token, SUBSCRIBERS);

    const machine = {
      cpus: cpus().length,
      model: cpus()[0]?.model ?? '?',
      memoryGb: totalmem() / 1024 ** 3,
      loadAverageAtEnd: loadavg(),
      openFiles: { bench: openFilesLimit('self'), pocketbase: openFilesLimit(server.pid) },
      node: process.version,
    };

    /** @typedef {ReturnType<typeof load> extends Promise<infer R> ? R : never} LoadResult */
    const rows = results.map((r) => {
      const m = /** @type {LoadResult | undefined} */ (r.manyVisitors);
      const o = /** @type {LoadResult | undefined} */ (r.oneVisitor);
      const name = String(r.name);
      if (!m || !o) return [name, 'skipped', '', '', '', '', '', '', '', '', '', ''];
      const non2xx = Object.entries(m.statuses)
        .filter(([s]) => !s.startsWith('2'))
        .map(([s, c]) => `${s}:${c}`)
        .join(' ');
      return [
        name,
        String(m.connections),
        fmt(m.okPerSecond),
        fmt(m.latencyMs.p50, 1),
        fmt(m.latencyMs.p95, 1),
        non2xx || '0',
        `${fmt(m.serverCpu)} %`,
        `${fmt(m.loadCpu)} %`,
        `${fmt(m.machineBusy)} %`,
        `${fmt(m.pocketbasePeakRssMb)} MB`,
        m.limitedBy,
        `${fmt(o.okPerSecond)} ok, ${fmt(o.limitedPerSecond)} 429`,
      ];
    });
    console.log(
      `\nCapacity bench: one PocketBase 0.40.6 on loopback, ${LISTINGS.toLocaleString('en-US')} listings, ${machine.cpus} cores (${machine.model}), load generator in this Node process (autocannon)`,
    );
    console.log(
      `  PocketBase --hooksPool=${HOOKS_POOL || `${LAUNCHER_HOOKS_POOL} (the launcher's)`}; many visitors: ${SECONDS} s per target, a new X-Real-IP every ${REQUESTS_PER_VISITOR} requests; one visitor: ${ONE_VISITOR.seconds} s, ${ONE_VISITOR.connections} connections, one address`,
    );
    console.log(
      formatTable(
        [
          'target',
          'conns',
          'req/s (2xx)',
          'p50 ms',
          'p95 ms',
          'not 2xx',
          'PB CPU',
          'load-gen CPU',
          'machine busy',
          'PB RSS peak',
          'limited by',
          'one visitor /s',
        ],
        rows,
      ),
    );
    console.log(
      `  cold pull walked once: ${pull.cursors.length} pages in ${fmt(pull.ms)} ms; server log: ${fmt(logged.status5xx)} answers >= 500, ${fmt(logged.sqliteBusyOrLocked)} SQLite busy/locked errors`,
    );
    console.log(
      formatTable(
        [
          'realtime',
          'connected',
          'received',
          'p50 ms',
          'p95 ms',
          'max ms',
          'save ms',
          'PB CPU',
          'PB memory',
        ],
        [
          [
            `${live.subscribers} subscribers, 1 change`,
            fmt(live.connected),
            fmt(live.received),
            fmt(live.deliveryMs.p50, 1),
            fmt(live.deliveryMs.p95, 1),
            fmt(live.deliveryMs.max, 1),
            fmt(live.saveMs, 1),
            `${fmt(live.serverCpu)} %`,
            `${fmt(live.pocketbaseRssMb.before)} -> ${fmt(live.pocketbaseRssMb.withSubscribers)} MB`,
          ],
        ],
      ),
    );
    if (live.refused > 0) console.log(`  refused subscribers: ${live.refusedReasons.join('; ')}`);
    console.log(
      `  subscribers connected in ${fmt(live.connectSeconds, 1)} s; open files (soft / hard): bench ${machine.openFiles.bench}, PocketBase ${machine.openFiles.pocketbase}; load average at end ${machine.loadAverageAtEnd.map((l) => fmt(l, 2)).join(' ')}`,
    );
    console.log(`  (capacity bench took ${fmt((Date.now() - benchStarted) / 1000)} s)`);

    mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
    writeFileSync(
      join(ROOT, 'bench-results', 'capacity-latest.json'),
      `${JSON.stringify(
        {
          at: new Date().toISOString(),
          listings: LISTINGS,
          seconds: SECONDS,
          hooksPool: HOOKS_POOL ? Number(HOOKS_POOL) : LAUNCHER_HOOKS_POOL,
          requestsPerVisitor: REQUESTS_PER_VISITOR,
          oneVisitor: ONE_VISITOR,
          machine,
          rateLimits: settings.rateLimits,
          trustedProxyHeader: 'X-Real-IP',
          coldPull: { pages: pull.cursors.length, ms: pull.ms },
          targets: results,
          serverLog: logged,
          realtime: live,
        },
        null,
        2,
      )}\n`,
    );
    console.log('Full figures: bench-results/capacity-latest.json');
  } finally {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((/** @type {unknown} */ error) => {
  console.error(error);
  process.exit(1);
});
