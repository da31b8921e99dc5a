import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findPocketBase, freePort, ROOT } from '../../scripts/pocketbase.mjs';
import { superuser } from '../support/actors';
import { startTestPocketBase, TEST_SUPERUSER } from '../support/pocketbase';

// The migration that makes a listing's position nullable: listings stored at exactly 0, 0
// (what a failed postcode lookup used to save) come out with no position and a new `updated`
// (so devices pull them again); real positions are kept as they were.
const MIGRATION = '1763775100_contractors_position_nullable.js';
const opts = { requestKey: null };
const work = mkdtempSync(join(tmpdir(), 'pb-position-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A migrations dir with the migrations before MIGRATION, and a hooks dir with their data. */
function before(): { migrations: string; hooks: string } {
  const migrations = join(work, 'migrations');
  const hooks = join(work, 'hooks');
  mkdirSync(migrations);
  mkdirSync(join(hooks, 'lib'), { recursive: true });
  for (const file of readdirSync(join(ROOT, 'pb_migrations'))) {
    if (/^\d+_.+\.js$/.test(file) && file < MIGRATION) {
      copyFileSync(join(ROOT, 'pb_migrations', file), join(migrations, file));
    }
  }
  for (const file of ['trades.json', 'languages.json']) {
    copyFileSync(join(ROOT, 'pb_hooks/lib', file), join(hooks, 'lib', file));
  }
  return { migrations, hooks };
}

/** Runs the server on the old schema (no hooks) while `use` writes listings through the API. */
async function onOldSchema(dataDir: string, use: (url: string) => Promise<void>) {
  const bin = await findPocketBase();
  const { migrations, hooks } = before();
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
    for (let i = 0; i < 100; i += 1) {
      const ok = await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await use(url);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

describe(MIGRATION, () => {
  it('turns an exact 0, 0 into no position and keeps real positions', async () => {
    const dataDir = join(work, 'data');
    const ids = new Map<string, string>();
    const updatedBefore = new Map<string, string>();
    await onOldSchema(dataDir, async (url) => {
      const admin = await superuser(url);
      const trade = await admin.collection('trades').getFirstListItem('value = "roofer"', opts);
      for (const [name, lat, lon] of [
        ['gulf', 0, 0],
        ['leeds', 53.7997, -1.5492],
        ['greenwich', 51.4779, 0],
      ] as const) {
        const user = await admin.collection('users').create(
          {
            email: `${name}@example.com`,
            password: 'a-long-password-1',
            passwordConfirm: 'a-long-password-1',
          },
          opts,
        );
        const created = await admin.collection('contractors').create(
          {
            owner: user.id,
            business_name: `${name} roofing`,
            trades: [trade.id],
            postcode: 'AB1 2CD',
            status: 'active',
            // Set as the create hook would, so the later fee migration leaves it alone.
            listed_until: '2030-01-01 00:00:00.000Z',
            lat,
            lon,
          },
          opts,
        );
        expect([created.lat, created.lon]).toEqual([lat, lon]);
        ids.set(name, created.id);
        updatedBefore.set(name, String(created.updated));
      }
    });

    await new Promise((r) => setTimeout(r, 20));
    const server = await startTestPocketBase({ dataDir });
    try {
      const admin = await superuser(server.url);
      const get = (name: string) =>
        admin.collection('contractors').getOne(ids.get(name) ?? '', opts);
      const gulf = await get('gulf');
      expect([gulf.lat, gulf.lon]).toEqual([null, null]);
      expect(String(gulf.updated) > (updatedBefore.get('gulf') ?? '')).toBe(true);
      const leeds = await get('leeds');
      expect([leeds.lat, leeds.lon]).toEqual([53.7997, -1.5492]);
      expect(leeds.updated).toBe(updatedBefore.get('leeds'));
      const greenwich = await get('greenwich');
      expect([greenwich.lat, greenwich.lon]).toEqual([51.4779, 0]);
    } finally {
      await server.stop();
    }
  });
});
