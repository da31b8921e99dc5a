import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { superuser } from '../support/actors';
import { testPocketBaseUrl } from '../support/servers';

// The daily `mailMarksPrune` cron (pb_hooks/cron.pb.js, lib/mail-marks.js pruneMarks): marks
// last sent before every kind's window (30 days, the exit-intent offer's) are deleted, as
// they limit nothing; marks inside it stay and keep limiting. Run through PocketBase's crons
// API, as a superuser can from the dashboard.
const url = testPocketBaseUrl();
const opts = { requestKey: null };
const DAY_MS = 24 * 60 * 60 * 1000;
let admin: PocketBase;

beforeAll(async () => {
  admin = await superuser(url);
});

const at = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().replace('T', ' ');

async function mark(kind: string, lastSent: string): Promise<string> {
  const key = `${kind}-${Math.random().toString(16).slice(2)}`.padEnd(64, '0').slice(0, 64);
  const created = await admin
    .collection('mail_recipient_marks')
    .create({ kind, key_hash: key, last_sent: lastSent }, opts);
  return created.id;
}

async function exists(id: string): Promise<boolean> {
  return admin
    .collection('mail_recipient_marks')
    .getOne(id, opts)
    .then(
      () => true,
      () => false,
    );
}

describe('pruning mail recipient marks', () => {
  it('deletes the marks older than the longest window (30 days) and keeps the younger ones', async () => {
    const old = await mark('exit_offer', at(31 * DAY_MS));
    const oldHire = await mark('hire_request', at(40 * DAY_MS));
    const released = await mark('hire_request', '');
    const recentOffer = await mark('exit_offer', at(29 * DAY_MS));
    const recentHire = await mark('hire_request', at(2 * DAY_MS));

    expect((await admin.crons.getFullList(opts)).map((job) => job.id)).toContain('mailMarksPrune');
    await admin.crons.run('mailMarksPrune', opts);
    // The API starts the job and answers at once.
    await expect.poll(() => exists(old), { timeout: 10_000 }).toBe(false);
    expect(await exists(oldHire)).toBe(false);
    expect(await exists(released)).toBe(false);
    expect(await exists(recentOffer)).toBe(true);
    expect(await exists(recentHire)).toBe(true);
  });
});
