#!/usr/bin/env node
// `npm run bench:js`: the JavaScript a signed-out first visit to `/` downloads, measured in
// Chromium (Playwright) against the built app served by PocketBase: the gzip (-9) bytes of
// every JS response from navigation until the network is idle, with the service worker
// blocked (its precache would fetch every chunk), and the entry chunk on its own. Budgets:
// total <= 160 KB, entry <= 100 KB. `--no-build` measures the existing dist/.
// bench.mjs prints the same figures beside the framework floor.
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { ROOT, servePocketBase } from './pocketbase.mjs';
import { buildAppUnlessNoBuild } from './bench/build-app.mjs';

const KB = 1024;

/** @param {number} bytes @returns {string} */
export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * The entry chunk's file name in a Vite build (from dist/.vite/manifest.json).
 * @param {string} distDir
 * @returns {string} e.g. assets/index-B0vBEDIO.js
 */
export function entryFile(distDir) {
  /** @type {Record<string, { file: string, isEntry?: boolean }>} */
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('no entry chunk in the Vite manifest');
  return entry.file;
}

/**
 * Opens `url` in a fresh Chromium context (no storage: a signed-out first visit, service
 * worker blocked), waits until the network is idle (no request for 500 ms) and then `settleMs`
 * more (idle-time loads are part of the visit), and adds up the JS responses. The browser
 * looks like a person's (no `HeadlessChrome` in the user agent, `navigator.webdriver`
 * false): otherwise the app's security monitor reports the bench as a bot on start, which
 * loads the PocketBase SDK no visitor's page loads.
 * @param {string} url
 * @param {{ entry?: string, settleMs?: number }} [options] entry: the entry chunk's path
 * @returns {Promise<{ total: number, entry: number, files: { path: string, bytes: number }[] }>}
 *   gzip -9 bytes of every JS response, of the entry chunk, and per file (largest first)
 */
export async function measureFirstVisitJs(url, options = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const userAgent = (
      await browser.newBrowserCDPSession().then(async (cdp) => {
        const { userAgent: agent } = /** @type {{ userAgent: string }} */ (
          await cdp.send('Browser.getVersion')
        );
        await cdp.detach();
        return agent;
      })
    ).replace('HeadlessChrome', 'Chrome');
    const context = await browser.newContext({ serviceWorkers: 'block', userAgent });
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
    });
    const page = await context.newPage();
    /** @type {Promise<{ path: string, bytes: number }>[]} */
    const pending = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      const type = response.headers()['content-type'] ?? '';
      if (!path.endsWith('.js') && !path.endsWith('.mjs') && !type.includes('javascript')) return;
      pending.push(
        response
          .body()
          .then((body) => ({ path, bytes: gzipSync(body, { level: 9 }).length }))
          .catch(() => ({ path, bytes: 0 })),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(options.settleMs ?? 3000);
    await page.waitForLoadState('networkidle');
    const files = (await Promise.all(pending)).sort((a, b) => b.bytes - a.bytes);
    const entryPath = options.entry ? `/${options.entry}` : null;
    return {
      total: files.reduce((sum, f) => sum + f.bytes, 0),
      entry: files.find((f) => f.path === entryPath)?.bytes ?? 0,
      files,
    };
  } finally {
    await browser.close();
  }
}

/**
 * Prints the figures of measureFirstVisitJs.
 * @param {Awaited<ReturnType<typeof measureFirstVisitJs>>} result
 * @param {{ floor?: number, verbose?: boolean }} [options] floor: framework floor JS bytes
 */
export function printFirstVisitJs(result, options = {}) {
  console.log(
    `  / signed out, until network idle (SW blocked): JS ${kb(result.total)} in ${result.files.length} files   budget <= 160.0 KB`,
  );
  console.log(`  entry chunk: ${kb(result.entry)}   budget <= 100.0 KB`);
  if (options.floor !== undefined) console.log(`  framework floor: ${kb(options.floor)}`);
  if (options.verbose) {
    for (const f of result.files) console.log(`    ${kb(f.bytes).padStart(9)}  ${f.path}`);
  }
}

async function main() {
  buildAppUnlessNoBuild(process.argv);
  const dist = join(ROOT, 'dist');
  const server = await servePocketBase({ publicDir: dist, quiet: true });
  try {
    const result = await measureFirstVisitJs(`${server.url}/`, { entry: entryFile(dist) });
    printFirstVisitJs(result, { verbose: true });
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((/** @type {unknown} */ error) => {
    console.error(error);
    process.exit(1);
  });
}
