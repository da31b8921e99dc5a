#!/usr/bin/env node
// `npm run dev`: Vite with hot reload, proxying /api and /_ to PocketBase at POCKETBASE_DEV_URL
// (default http://127.0.0.1:8090). When no PocketBase answers there, it starts one on that
// port (serving the existing dist/, data in PB_DATA_DIR) with the local mail catcher, so
// sign-up and password emails can be read on the catcher's page. A PocketBase already running
// (e.g. `npm start` in another terminal) is used as it is. `npm run dev:payments` (--payments)
// also runs the Stripe emulator for the server it starts and points the app's Stripe.js at it.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { emulatorClientEnv, launch, mailNotice, ROOT, wantsPayments } from './pocketbase.mjs';

const pocketbaseUrl = process.env.POCKETBASE_DEV_URL ?? 'http://127.0.0.1:8090';

/** @param {string} path @returns {Promise<Response | null>} */
async function get(path) {
  try {
    return await fetch(`${pocketbaseUrl}${path}`, { signal: AbortSignal.timeout(2000) });
  } catch {
    return null;
  }
}

async function main() {
  const payments = wantsPayments(process.argv.slice(2));
  const viteArgs = process.argv.slice(2).filter((arg) => arg !== '--payments');
  /** @type {(() => Promise<void>) | null} */
  let stopServer = null;
  if ((await get('/api/health'))?.ok) {
    const caps = await get('/api/app/capabilities');
    const notice = mailNotice(
      caps?.ok ? /** @type {{ mailState?: string }} */ (await caps.json()) : null,
      null,
    );
    console.log(
      `  PocketBase already runs at ${pocketbaseUrl}; using it.${notice ? `\n${notice}` : ''}`,
    );
    if (payments) {
      console.log(
        '  --payments: that server keeps its own Stripe settings; stop it to use the emulator.',
      );
    }
  } else {
    const { hostname, port } = new URL(pocketbaseUrl);
    if (hostname !== '127.0.0.1' && hostname !== 'localhost') {
      console.error(`No PocketBase answers at ${pocketbaseUrl}; start it there first.`);
      process.exit(1);
    }
    process.env.PORT = port || '80';
    stopServer = await launch({ build: false, mailCatcher: true, payments });
  }
  if (payments) {
    // The app loads the emulator's Stripe.js stand-in instead of js.stripe.com.
    Object.assign(process.env, emulatorClientEnv(process.env));
  }
  const vite = spawn(join(ROOT, 'node_modules', '.bin', 'vite'), viteArgs, {
    cwd: ROOT,
    stdio: 'inherit',
  });
  const stop = async (/** @type {number} */ code) => {
    if (vite.exitCode === null) vite.kill('SIGTERM');
    await stopServer?.();
    process.exit(code);
  };
  vite.once('exit', (code) => void stop(code ?? 0));
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
}

main().catch((/** @type {unknown} */ error) => {
  console.error(error);
  process.exit(1);
});
