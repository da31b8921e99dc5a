#!/usr/bin/env node
// `npm run bench:creates`: the server's side of the outbox goal (>= 500 independent
// writes/s on loopback). A Node loop sends hire creates of one signed-in client to a real
// PocketBase 0.40.6 on loopback, one at a time and with 6 in flight (the outbox's pool of
// sends, docs/sync.md), and prints creates/s, the mean latency and PocketBase's CPU per create
// (from /proc). Twice: with the app's hooks (pb_hooks, as the release runs them) and with no JS
// hook at all (no *.pb.js file: the same migrations, API rules and data): PocketBase's own floor on this machine,
// which no client and no hook change can pass.
// Rate limits are raised on this bench-only server (production keeps 60 creates a minute per
// address). Figures are printed, never asserted. Env: BENCH_CREATES (300 a figure),
// POCKETBASE_BIN.
import { copyFileSync, cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate, seedInChunks } from './bench-data.mjs';
import { ROOT, servePocketBase } from './pocketbase.mjs';

const CREATES = Number(process.env.BENCH_CREATES ?? 300);
const IN_FLIGHT = [1, 6];
const LISTINGS = 2000;
const SUPERUSER = { email: 'superuser@bench.local', password: 'bench-superuser-pass-1' };
const CLIENT = { email: 'client@bench.invalid', password: 'bench-client-pass-1' };

/**
 * A JSON request to the server; throws on an answer that is not 2xx.
 * @param {string} url the server's origin
 * @param {string} path
 * @param {{ token?: string, body?: unknown, method?: string }} [options]
 * @returns {Promise<unknown>} the parsed answer
 */
async function api(url, path, { token, body, method } = {}) {
  const res = await fetch(`${url}${path}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: { 'content-type': 'application/json', ...(token && { authorization: token }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${path}: HTTP ${String(res.status)} ${await res.text()}`);
  /** @type {unknown} */
  const json = await res.json();
  return json;
}

/**
 * CPU time a process has used (user + system), from /proc.
 * @param {number} pid
 * @returns {number} ms (clock ticks of 10 ms)
 */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** A PocketBase record id (15 characters of a-z0-9). */
function recordId() {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length: 15 }, () => alphabet[Math.floor(Math.random() * 36)]).join('');
}

/**
 * Serves PocketBase with `hooks` (the app's, or none but the bench's seed route), seeds
 * listings and a verified client, and measures hire creates at each of IN_FLIGHT.
 * @param {'app' | 'none'} hooks
 * @returns {Promise<{ inFlight: number, perSecond: number, latencyMs: number, cpuMsPerCreate: number }[]>}
 */
async function measure(hooks) {
  const work = mkdtempSync(join(tmpdir(), 'bench-creates-'));
  const hooksDir = join(work, 'hooks');
  cpSync(join(ROOT, 'pb_hooks'), hooksDir, { recursive: true });
  // No hook: no *.pb.js file. The migrations still need the modules of lib/.
  if (hooks === 'none') {
    for (const name of readdirSync(hooksDir)) {
      if (name.endsWith('.pb.js')) rmSync(join(hooksDir, name));
    }
  }
  copyFileSync(
    join(ROOT, 'scripts', 'bench', 'seed-route.pb.js'),
    join(hooksDir, 'bench-seed.pb.js'),
  );
  const server = await servePocketBase({ hooksDir, superuser: SUPERUSER, quiet: true });
  try {
    const { token } = /** @type {{ token: string }} */ (
      await api(server.url, '/api/collections/_superusers/auth-with-password', {
        body: { identity: SUPERUSER.email, password: SUPERUSER.password },
      })
    );
    const settings = /** @type {{ rateLimits: { rules: object[] } }} */ (
      await api(server.url, '/api/settings', { token })
    );
    const rules = settings.rateLimits.rules.map((rule) => ({
      ...rule,
      maxRequests: 1_000_000,
    }));
    await api(server.url, '/api/settings', {
      token,
      method: 'PATCH',
      body: { rateLimits: { ...settings.rateLimits, rules } },
    });
    const { items: trades } = /** @type {{ items: { id: string }[] }} */ (
      await api(server.url, '/api/collections/trades/records?perPage=100', { token })
    );
    const data = generate(
      LISTINGS,
      trades.map((t) => t.id),
    );
    await seedInChunks((chunk) => api(server.url, '/api/bench/seed', { token, body: chunk }), data);
    const listingIds = data.contractors.map((row) => String(row[0]));
    await api(server.url, '/api/collections/users/records', {
      token,
      body: { ...CLIENT, passwordConfirm: CLIENT.password, user_type: 'client', verified: true },
    });
    const auth = /** @type {{ token: string, record: { id: string } }} */ (
      await api(server.url, '/api/collections/users/auth-with-password', {
        body: { identity: CLIENT.email, password: CLIENT.password },
      })
    );
    let next = 0;
    const create = () =>
      api(server.url, '/api/collections/hires/records', {
        token: auth.token,
        body: {
          id: recordId(),
          client: auth.record.id,
          contractor: listingIds[next++ % listingIds.length],
          status: 'requested',
          description: 'Bench hire request: please quote for the work described.',
        },
      });
    for (let i = 0; i < 20; i++) await create(); // warm the VMs and SQLite's caches
    const rows = [];
    for (const inFlight of IN_FLIGHT) {
      let started = 0;
      const cpuBefore = cpuMs(server.pid);
      const t0 = performance.now();
      await Promise.all(
        Array.from({ length: inFlight }, async () => {
          while (started < CREATES) {
            started++;
            await create();
          }
        }),
      );
      const ms = performance.now() - t0;
      rows.push({
        inFlight,
        perSecond: CREATES / (ms / 1000),
        latencyMs: (ms / CREATES) * inFlight,
        cpuMsPerCreate: (cpuMs(server.pid) - cpuBefore) / CREATES,
      });
    }
    return rows;
  } finally {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

const load = loadavg()[0]?.toFixed(1);
console.log(
  `Hire creates of one client on loopback, ${String(CREATES)} a figure (load average ${load ?? '?'} at the start)`,
);
for (const hooks of /** @type {const} */ (['app', 'none'])) {
  for (const row of await measure(hooks)) {
    console.log(
      `  ${hooks === 'app' ? "the app's hooks" : 'no JS hooks    '}  ${String(row.inFlight)} in flight: ${row.perSecond.toFixed(0).padStart(4)} creates/s, ${row.latencyMs.toFixed(1)} ms each, PocketBase CPU ${row.cpuMsPerCreate.toFixed(2)} ms a create`,
    );
  }
}
console.log('  goal (the outbox, docs/sync.md): >= 500 writes/s');
