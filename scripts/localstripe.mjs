#!/usr/bin/env node
// The Stripe emulator for development and tests: localstripe (PyPI), a stateful Stripe API
// with signed webhooks and a Stripe.js stand-in. Finds or installs the pinned version into
// .localstripe/venv (as scripts/pocketbase.mjs does for PocketBase) and serves it on a
// loopback port. Used by the test setups and `npm run dev:payments`; run
// `node scripts/localstripe.mjs --help` for the command line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const LOCALSTRIPE_VERSION = '1.15.10';
// Not imported from ./pocketbase.mjs, which imports this module (for --payments).
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const VENV_DIR = join(ROOT, '.localstripe', 'venv');
const VENV_PYTHON = join(VENV_DIR, 'bin', 'python');
// localstripe and every package it pulls, pinned by version and SHA-256 (pip-compile).
const REQUIREMENTS = join(ROOT, 'scripts', 'python', 'localstripe.txt');

/** The secret key every emulator accepts (any `sk_test_...`); never a real key. */
export const EMULATOR_SECRET_KEY = 'sk_test_localstripe';
/** The publishable key the Stripe.js stand-in is given. */
export const EMULATOR_PUBLISHABLE_KEY = 'pk_test_localstripe';

/** The webhook events the server handles (pb_hooks/lib/payments.js). */
export const WEBHOOK_EVENTS = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'charge.refunded',
];

/** Card numbers the emulator knows (any future expiry, any 3-digit CVC). */
export const TEST_CARDS = [
  { number: '4242424242424242', outcome: 'succeeds' },
  { number: '4000000000000341', outcome: 'is declined when charged' },
  { number: '4000002500003155', outcome: 'asks for 3-D Secure, then succeeds' },
];

/** Thrown when the emulator cannot be found or installed; `message` says what to do. */
export class LocalstripeUnavailableError extends Error {}

// localstripe's own entry point listens on every interface and saves its state to
// /tmp/localstripe.pickle after each write, shared by every emulator on the machine. This
// runs the same app on 127.0.0.1 only, with its state in memory (each run starts empty).
// Its Stripe.js stand-in lacks createPaymentMethod (an empty stub), which the app's payment
// dialog uses: the served stand-in gets one (COMPLETE_JS below) that creates the card
// PaymentMethod on the emulator with the page's publishable key, as Stripe.js does, so a
// person can pay in the browser with `npm start -- --payments`.
const SERVE_PY = `
import sys, logging
from aiohttp import web
import localstripe.resources as resources
resources.Store.dump_to_disk = lambda self: None
resources.Store.try_load_from_disk = lambda self: None
import localstripe.server as server
from localstripe.server import app

complete_js = open(sys.argv[2]).read()
original_key = server.get_api_key

def get_api_key(request):
    # Stripe.js creates PaymentMethods with the publishable key; so does the completed stand-in.
    if (request.method == 'POST' and request.path == '/v1/payment_methods'
            and request.query.get('key', '').startswith('pk_')):
        return 'sk_test_publishable_key_payment_method'
    return original_key(request)

server.get_api_key = get_api_key

@web.middleware
async def completed_stand_in(request, handler):
    response = await handler(request)
    if request.path == '/js.stripe.com/v3/':
        return web.Response(text=response.text + complete_js, content_type='application/javascript')
    return response

app.middlewares.append(completed_stand_in)
logging.getLogger('aiohttp.access').setLevel(logging.WARNING)
web.run_app(app, host='127.0.0.1', port=int(sys.argv[1]), print=None)
`;

/**
 * Appended to the emulator's Stripe.js stand-in: `createPaymentMethod({type: 'card', card})`
 * posting the card element's fields to the emulator's /v1/payment_methods, answering
 * `{paymentMethod}` or `{error: {message}}` as Stripe.js does.
 */
const COMPLETE_JS = `
;(function () {
  var make = Stripe;
  Stripe = function (apiKey, options) {
    var stripe = make(apiKey, options);
    stripe.createPaymentMethod = async function (input) {
      var element = input && input.card;
      var card = element && element.value ? element.value.card : {};
      var body = ['type=card'].concat(Object.keys(card).map(function (field) {
        return 'card[' + field + ']=' + encodeURIComponent(card[field]);
      })).join('&');
      try {
        var response = await fetch(LOCALSTRIPE_BASE_API + '/v1/payment_methods?key=' +
          encodeURIComponent(apiKey), {
          method: 'POST',
          headers: {'Content-Type': 'application/x-www-form-urlencoded'},
          body: body,
        });
        var res = await response.json().catch(function () { return {}; });
        if (response.status !== 200 || res.error) {
          return {error: res.error || {message: 'Your card was not accepted.'}};
        }
        return {paymentMethod: res};
      } catch (err) {
        return {error: {message: String(err)}};
      }
    };
    return stripe;
  };
})();
`;

/** @returns {Promise<number>} a TCP port that is free on 127.0.0.1 right now */
function freePort() {
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

/** @param {string} python @returns {string | null} the localstripe version it imports */
function installedVersion(python) {
  if (!existsSync(python)) return null;
  const out = spawnSync(
    python,
    ['-c', 'import importlib.metadata as m; print(m.version("localstripe"))'],
    { encoding: 'utf8' },
  );
  return out.status === 0 ? out.stdout.trim() : null;
}

/**
 * Finds the emulator's Python, installing localstripe 1.15.10 from PyPI into
 * .localstripe/venv when it is not there yet.
 * @returns {string} the venv's python executable
 * @throws {LocalstripeUnavailableError} when python3 with venv or PyPI is missing
 */
export function findLocalstripe() {
  if (installedVersion(VENV_PYTHON) === LOCALSTRIPE_VERSION) return VENV_PYTHON;
  const python = ['python3', 'python'].find(
    (cmd) => spawnSync(cmd, ['--version'], { encoding: 'utf8' }).status === 0,
  );
  if (!python) throw new LocalstripeUnavailableError('localstripe needs python3 on PATH.');
  console.log(`[localstripe] installing localstripe==${LOCALSTRIPE_VERSION} from PyPI...`);
  if (!existsSync(VENV_PYTHON)) {
    const venv = spawnSync(python, ['-m', 'venv', VENV_DIR], { encoding: 'utf8' });
    if (venv.status !== 0) {
      throw new LocalstripeUnavailableError(
        `"${python} -m venv" failed (install python3-venv): ${venv.stderr.trim()}`,
      );
    }
  }
  const pip = spawnSync(
    VENV_PYTHON,
    [
      '-m',
      'pip',
      'install',
      '--quiet',
      '--disable-pip-version-check',
      '--require-hashes',
      '-r',
      REQUIREMENTS,
    ],
    { encoding: 'utf8' },
  );
  if (pip.status !== 0 || installedVersion(VENV_PYTHON) !== LOCALSTRIPE_VERSION) {
    throw new LocalstripeUnavailableError(
      `pip install localstripe==${LOCALSTRIPE_VERSION} failed: ${(pip.stderr || pip.stdout).trim().slice(-400)}`,
    );
  }
  return VENV_PYTHON;
}

/**
 * @typedef {object} RunningLocalstripe
 * @property {string} url base URL, e.g. http://127.0.0.1:8111 (STRIPE_API_BASE)
 * @property {number} pid process id of the emulator
 * @property {() => Promise<void>} stop stops it by its PID
 */

/** @param {string} url @param {number} timeoutMs */
async function waitForEmulator(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/js.stripe.com/v3/`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`localstripe did not answer at ${url} within ${timeoutMs} ms`);
}

/**
 * Starts the emulator on 127.0.0.1, empty.
 * @param {{ port?: number, quiet?: boolean }} [options] port default: a free one
 * @returns {Promise<RunningLocalstripe>}
 * @throws {LocalstripeUnavailableError} when it cannot be installed; Error when it does not start
 */
export async function startLocalstripe(options = {}) {
  const python = findLocalstripe();
  const port = options.port ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'localstripe-'));
  const completeJs = join(dir, 'complete.js');
  writeFileSync(completeJs, COMPLETE_JS);
  const child = spawn(python, ['-c', SERVE_PY, String(port), completeJs], {
    stdio: options.quiet === false ? 'inherit' : 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise((r) => child.once('exit', r)).finally(() =>
    rmSync(dir, { recursive: true, force: true }),
  );
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await Promise.race([
      waitForEmulator(url, 20_000),
      exited.then((code) => {
        throw new Error(`localstripe exited with code ${String(code)} (is port ${port} taken?)`);
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: /** @type {number} */ (child.pid), stop };
}

/**
 * Tells the emulator where to send signed events (its `/_config/webhooks/{id}`).
 * @param {string} emulatorUrl the emulator's base URL
 * @param {{ id: string, url: string, secret: string, events?: string[] }} webhook
 *   `url`: the server's POST /api/payments/webhook; `secret`: STRIPE_WEBHOOK_SECRET
 * @returns {Promise<void>}
 * @throws when the emulator refuses it
 */
export async function registerWebhook(emulatorUrl, webhook) {
  const form = new URLSearchParams({ url: webhook.url, secret: webhook.secret });
  for (const event of webhook.events ?? WEBHOOK_EVENTS) form.append('events[]', event);
  const res = await fetch(`${emulatorUrl}/_config/webhooks/${encodeURIComponent(webhook.id)}`, {
    method: 'POST',
    body: form,
  });
  if (!res.ok) throw new Error(`localstripe refused the webhook: HTTP ${res.status}`);
}

/** @returns {string} lines listing the test cards, for people trying payments */
export function testCardsNotice() {
  return [
    '  Payments:   Stripe emulator (localstripe); no real money moves. Test cards (any future',
    '              expiry date, any 3-digit CVC):',
    ...TEST_CARDS.map((card) => `                ${card.number}  ${card.outcome}`),
  ].join('\n');
}

const HELP = `Usage: node scripts/localstripe.mjs [serve|path] [--port N]
  serve   run the Stripe emulator on 127.0.0.1 (default port 8420) until Ctrl+C
  path    print the emulator's Python (installing localstripe ${LOCALSTRIPE_VERSION} if needed)`;

/**
 * The command line: `[serve|path|help] [--port N]`.
 * @param {string[]} args process.argv.slice(2)
 * @returns {{ command: string, port: number }} command 'serve' and port 8420 by default
 */
export function parseArgs(args) {
  const portAt = args.indexOf('--port');
  const port = portAt >= 0 ? Number(args[portAt + 1]) : 8420;
  const [command = 'serve'] = args.filter(
    (a, i) => !a.startsWith('--') && !(portAt >= 0 && i === portAt + 1),
  );
  return { command, port };
}

async function main() {
  const { command, port } = parseArgs(process.argv.slice(2));
  if (command === 'path') {
    console.log(findLocalstripe());
    return;
  }
  if (command !== 'serve') {
    console.log(HELP);
    process.exit(command === 'help' ? 0 : 2);
  }
  const emulator = await startLocalstripe({ port });
  console.log(`  Stripe emulator: ${emulator.url} (STRIPE_API_BASE)\n${testCardsNotice()}`);
  const shutdown = () => void emulator.stop().then(() => process.exit(0));
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((/** @type {unknown} */ error) => {
    console.error(error instanceof LocalstripeUnavailableError ? error.message : error);
    process.exit(1);
  });
}
