import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { superuser } from '../support/actors';
import { onOldSchema } from '../support/old-schema';
import { startTestPocketBase } from '../support/pocketbase';

// The migration that makes a listing's position nullable: listings stored at exactly 0, 0
// (what a failed postcode lookup used to save) come out with no position and a new `updated`
// (so devices pull them again); real positions are kept as they were.
const MIGRATION = '1763775100_contractors_position_nullable.js';
const opts = { requestKey: null };
const work = mkdtempSync(join(tmpdir(), 'pb-position-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe(MIGRATION, () => {
  it('turns an exact 0, 0 into no position and keeps real positions', async () => {
    const dataDir = join(work, 'data');
    const ids = new Map<string, string>();
    const updatedBefore = new Map<string, string>();
    await onOldSchema(work, MIGRATION, dataDir, async (url) => {
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
