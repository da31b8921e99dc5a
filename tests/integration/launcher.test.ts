import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase from 'pocketbase';
import { afterAll, describe, expect, it } from 'vitest';
import { findPocketBase, servePocketBase } from '../../scripts/pocketbase.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'pb-launcher-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('scripts/pocketbase.mjs', () => {
  it('serves the pinned version and keeps data across restarts of the same data dir', async () => {
    const first = await servePocketBase({ dataDir, quiet: true });
    try {
      const health = await fetch(`${first.url}/api/health`);
      expect(health.status).toBe(200);
      const pb = new PocketBase(first.url);
      await pb.collection('users').create(
        {
          email: 'kept@example.com',
          password: 'kept-password-1',
          passwordConfirm: 'kept-password-1',
        },
        { requestKey: null },
      );
    } finally {
      await first.stop();
    }
    expect(() => process.kill(first.pid, 0)).toThrow();

    const second = await servePocketBase({ dataDir, quiet: true });
    try {
      const pb = new PocketBase(second.url);
      const auth = await pb
        .collection('users')
        .authWithPassword('kept@example.com', 'kept-password-1', { requestKey: null });
      expect(auth.record.email).toBe('kept@example.com');
    } finally {
      await second.stop();
    }
  });

  it('finds a binary that reports PocketBase 0.40.6', async () => {
    const bin = await findPocketBase();
    expect(spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout).toContain(
      'pocketbase version 0.40.6',
    );
  });
});
