import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { superuser } from '../support/actors';
import { onOldSchema } from '../support/old-schema';
import { startTestPocketBase } from '../support/pocketbase';

// The identity migration on existing accounts: each gets its canonical email, the oldest of
// accounts sharing one keeps it and the later ones are reported, not merged (their canonical
// email stays empty, they keep working), and every account's free month starts at its
// identity's first sign-up.
const MIGRATION = '1764400000_identity.js';
const opts = { requestKey: null };
const work = mkdtempSync(join(tmpdir(), 'pb-identity-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe(MIGRATION, () => {
  it('canonicalises existing accounts and reports, without merging, those that share a mailbox', async () => {
    const dataDir = join(work, 'data');
    const ids: string[] = [];
    await onOldSchema(work, MIGRATION, dataDir, async (url) => {
      const admin = await superuser(url);
      for (const email of ['K2@X.TEST', 'k2+again@x.test', 'Jo.Smith@gmail.com', 'solo@x.test']) {
        const user = await admin
          .collection('users')
          .create(
            { email, password: 'a-long-password-1', passwordConfirm: 'a-long-password-1' },
            opts,
          );
        ids.push(user.id);
      }
    });

    const server = await startTestPocketBase({ dataDir });
    try {
      const admin = await superuser(server.url);
      const users = await Promise.all(
        ids.map((id) => admin.collection('users').getOne<Record<string, string>>(id, opts)),
      );
      const [first, second, , solo] = users;
      expect(users.map((u) => u['email_canonical'])).toEqual([
        'k2@x.test',
        '',
        'josmith@gmail.com',
        'solo@x.test',
      ]);
      // The later account shares the older one's free month.
      expect(second?.['free_since']).toBe(first?.['created']);
      expect(solo?.['free_since']).toBe(solo?.['created']);
      expect((await admin.collection('identities').getList(1, 1, opts)).totalItems).toBe(3);
      // The duplicate is reported in the logs with both accounts, and still works.
      const logs = await admin.logs.getList(1, 50, { filter: 'level = 4', ...opts });
      const report = logs.items.find((l) => l.message.startsWith('identity:'));
      expect(report?.message).toContain(ids[1]);
      expect(report?.message).toContain(ids[0]);
      await admin.collection('users').update(second?.['id'] ?? '', { name: 'Still here' }, opts);
    } finally {
      await server.stop();
    }
  });
});
