import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findPocketBase, ROOT } from '../../scripts/pocketbase.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'pb-migrations-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const ours = readdirSync(join(ROOT, 'pb_migrations')).filter((f) => /^\d+_.+\.js$/.test(f));

/** Runs a PocketBase command on this test's data dir, answering "y" to its confirmation. */
async function pocketbase(...args: string[]) {
  const bin = await findPocketBase();
  const run = spawnSync(
    bin,
    [
      ...args,
      `--dir=${dataDir}`,
      `--migrationsDir=${join(ROOT, 'pb_migrations')}`,
      `--hooksDir=${join(ROOT, 'pb_hooks')}`,
    ],
    { encoding: 'utf8', input: 'y\n' },
  );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('pb_migrations', () => {
  it('applies every migration, then reverts every one of them', async () => {
    const up = await pocketbase('migrate', 'up');
    expect(up.status).toBe(0);
    for (const file of ours) expect(up.output).toContain(`Applied ${file}`);

    const down = await pocketbase('migrate', 'down', String(ours.length));
    expect(down.status, down.output).toBe(0);
    for (const file of ours) expect(down.output).toContain(`Reverted ${file}`);

    // Up again on the reverted database: the down steps left nothing behind that clashes.
    const again = await pocketbase('migrate', 'up');
    expect(again.status, again.output).toBe(0);
    for (const file of ours) expect(again.output).toContain(`Applied ${file}`);
  });
});
