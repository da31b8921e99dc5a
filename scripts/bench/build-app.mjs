// The benches' build step: `npm run build` unless the command line says `--no-build`.
import { spawnSync } from 'node:child_process';
import { ROOT } from '../pocketbase.mjs';

/**
 * Builds the app into dist/ (`npm run build`, its errors shown) unless `argv` has `--no-build`,
 * which measures dist/ as it is (e.g. the e2e build). Exits the process with the build's
 * status when the build fails.
 * @param {string[]} argv the process arguments (process.argv)
 */
export function buildAppUnlessNoBuild(argv) {
  if (argv.includes('--no-build')) return;
  console.log('Building the app (npm run build)...');
  const built = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
