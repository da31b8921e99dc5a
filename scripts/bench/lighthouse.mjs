// Lighthouse for the benches, kept out of the project's install: its own package in
// scripts/bench/lighthouse (pinned, with a lockfile), installed with `npm ci` there the first
// time a bench needs it. `npm ci && npm test` never downloads it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), 'lighthouse');
const BIN = join(PACKAGE_DIR, 'node_modules', '.bin', 'lighthouse');

/**
 * The Lighthouse executable, installed into scripts/bench/lighthouse/node_modules first
 * when it is not there yet.
 * @returns {string} absolute path of the `lighthouse` command
 * @throws {Error} when `npm ci` there fails (no registry, or the lockfile out of step)
 */
export function lighthouseBin() {
  if (existsSync(BIN)) return BIN;
  console.log('[bench] installing Lighthouse for the benches (scripts/bench/lighthouse)...');
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: PACKAGE_DIR,
    stdio: 'inherit',
  });
  if (install.status !== 0 || !existsSync(BIN)) {
    throw new Error(`npm ci in ${PACKAGE_DIR} failed (exit ${String(install.status)})`);
  }
  return BIN;
}
