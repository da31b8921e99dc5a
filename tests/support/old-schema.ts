/**
 * A data directory on the schema as it was before a migration, for tests of what that
 * migration does to existing data: the migrations before it are applied with no hooks but the
 * data files they read, and the server is run while the test writes records through the API.
 * Afterwards the test starts a server of today's code on the same directory.
 */
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { findPocketBase, freePort, ROOT } from '../../scripts/pocketbase.mjs';
import { TEST_SUPERUSER } from './pocketbase';

/** A migrations dir with the migrations before `migration`, and a hooks dir with their data. */
function before(work: string, migration: string): { migrations: string; hooks: string } {
  const migrations = join(work, 'migrations');
  const hooks = join(work, 'hooks');
  mkdirSync(migrations, { recursive: true });
  mkdirSync(join(hooks, 'lib'), { recursive: true });
  for (const file of readdirSync(join(ROOT, 'pb_migrations'))) {
    if (/^\d+_.+\.js$/.test(file) && file < migration) {
      copyFileSync(join(ROOT, 'pb_migrations', file), join(migrations, file));
    }
  }
  for (const file of ['trades.json', 'languages.json']) {
    copyFileSync(join(ROOT, 'pb_hooks/lib', file), join(hooks, 'lib', file));
  }
  return { migrations, hooks };
}

/**
 * Runs the server on the schema before `migration` (no hooks) on `dataDir` while `use`
 * writes records through the API as the test superuser.
 * @param work a scratch directory of the test's own
 */
export async function onOldSchema(
  work: string,
  migration: string,
  dataDir: string,
  use: (url: string) => Promise<void>,
): Promise<void> {
  const bin = await findPocketBase();
  const { migrations, hooks } = before(work, migration);
  const common = [`--dir=${dataDir}`, `--migrationsDir=${migrations}`, `--hooksDir=${hooks}`];
  for (const args of [
    ['migrate', 'up'],
    ['superuser', 'upsert', TEST_SUPERUSER.email, TEST_SUPERUSER.password],
  ]) {
    const run = spawnSync(bin, [...args, ...common], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
  }
  const port = await freePort();
  const child = spawn(bin, ['serve', `--http=127.0.0.1:${port}`, ...common], { stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const url = `http://127.0.0.1:${port}`;
    await expect
      .poll(
        () =>
          fetch(`${url}/api/health`).then(
            (r) => r.ok,
            () => false,
          ),
        { timeout: 10_000 },
      )
      .toBe(true);
    await use(url);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}
