import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { guest, PASSWORD, freshEmail, superuser } from '../support/actors';
import { opts, pdf } from '../support/contact-forms';
import { startTestPocketBase, type RunningPocketBase } from '../support/pocketbase';

// The restore drill of docs/self-hosting.md "Backups and restore": a server is backed up
// through PocketBase's API as a superuser, the backup is unzipped into a new, empty data
// directory, and a second server started on it has the records and the protected file.
const servers: RunningPocketBase[] = [];
const dirs: string[] = [];

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('restores a backup made through the API into a fresh directory, records and files', async () => {
    const first = await startTestPocketBase();
    servers.push(first);
    const email = freshEmail('restore');
    const user = await guest(first.url)
      .collection('users')
      .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: 'Rosa Restore' }, opts);
    const inquiry = await guest(first.url)
      .collection('legal_inquiries')
      .create(
        {
          type: 'law_enforcement',
          organisation: 'Metropolitan Police',
          name: 'DS Jane Smith',
          email: 'officer-restore@police.example',
          their_reference: 'CASE-RESTORE-1',
          message: 'We request the account details of the listing named in the attached order.',
          language: 'English',
          attachment: new File([pdf()], 'order.pdf', { type: 'application/pdf' }),
        },
        opts,
      );

    const admin = await superuser(first.url);
    await admin.backups.create('drill.zip', opts);
    const token = await admin.files.getToken(opts);
    const download = await fetch(`${first.url}/api/backups/drill.zip?token=${token}`);
    expect(download.status).toBe(200);
    const work = mkdtempSync(join(tmpdir(), 'tradesmarket-restore-'));
    dirs.push(work);
    const zip = join(work, 'drill.zip');
    writeFileSync(zip, Buffer.from(await download.arrayBuffer()));
    const dataDir = join(work, 'pb_data');
    const unzip = spawnSync('python3', ['-m', 'zipfile', '-e', zip, dataDir], { encoding: 'utf8' });
    expect(unzip.status, unzip.stderr).toBe(0);

    const second = await startTestPocketBase({ dataDir });
    servers.push(second);
    const restored = await superuser(second.url);
    expect((await restored.collection('users').getOne(user.id, opts)).email).toBe(email);
    const kept = await restored.collection('legal_inquiries').getOne(inquiry.id, opts);
    expect(kept.their_reference).toBe('CASE-RESTORE-1');
    const fileToken = await restored.files.getToken(opts);
    const file = await fetch(
      `${second.url}/api/files/legal_inquiries/${inquiry.id}/${kept.attachment as string}?token=${fileToken}`,
    );
    expect(file.status).toBe(200);
    expect((await file.text()).startsWith('%PDF-')).toBe(true);
    // The user signs in on the restored server with the password they had.
    const signIn = await guest(second.url)
      .collection('users')
      .authWithPassword(email, PASSWORD, opts);
    expect(signIn.record.id).toBe(user.id);
  });
});
