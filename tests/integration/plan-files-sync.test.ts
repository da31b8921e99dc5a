import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalDb } from '@/data/local-db';
import { planAccountState, savePlanToAccount } from '@/data/plan-files';
import { addPlan, updatePlan } from '@/data/plans';
import { syncRound } from '@/data/sync/engine';
import { sendWith } from '@/data/sync/push';
import { pageReader } from '@/data/sync/remote';
import { signUp, superuser, type Actor } from '../support/actors';
import { testPocketBaseUrl } from '../support/servers';

// "Save to my account" of a plan through the real outbox (fake-indexeddb) to the real
// PocketBase: queued while offline, the plan stays on the device; then uploaded once as a
// protected file with its takeoff; a later save updates the takeoff.
const url = testPocketBaseUrl();
const opts = { requestKey: null };
const pdf = readFileSync('tests/fixtures/plan-one-page.pdf');
const opened: LocalDb[] = [];
let n = 0;

afterEach(async () => {
  for (const db of opened.splice(0)) {
    db.close();
    await db.delete();
  }
});

const round = (db: LocalDb, who: Actor, online = true) =>
  syncRound({
    db,
    fetchPage: pageReader(who.pb),
    send: online
      ? (row) => sendWith(who.pb, row)
      : () => Promise.resolve({ kind: 'retry', status: null, message: 'offline' }),
    userId: who.id,
    pull: online,
    // Back online an hour later: past the retry delay the offline sends scheduled.
    now: online ? () => Date.now() + 3_600_000 : Date.now,
  });

describe('saving a plan to the account', () => {
  it('waits on the device while offline, then uploads the file once with its takeoff', async () => {
    const db = new LocalDb(`plan-files-sync-${Date.now()}-${++n}`);
    opened.push(db);
    const user = await signUp(url, { user_type: 'contractor' });
    const admin = await superuser(url);
    const plan = await addPlan(
      {
        name: 'ground.pdf',
        type: 'application/pdf',
        data: pdf.buffer.slice(pdf.byteOffset, pdf.byteOffset + pdf.byteLength),
      },
      db,
    );
    const id = await savePlanToAccount(plan.id, db);
    expect(await planAccountState(id, db)).toBe('waiting');

    await round(db, user, false);
    await round(db, user, false);
    expect(await planAccountState(id, db)).toBe('waiting');
    await expect(admin.collection('plan_files').getOne(id, opts)).rejects.toMatchObject({
      status: 404,
    });

    await round(db, user);
    await round(db, user);
    expect(await planAccountState(id, db)).toBe('saved');
    const saved = await admin.collection('plan_files').getFullList({
      filter: `owner = "${user.id}"`,
      ...opts,
    });
    expect(saved.map((r) => r.id)).toEqual([id]);
    expect(saved[0]?.takeoff).toEqual({ page: 1, unit: 'm', scales: {}, measurements: [] });
    const token = await user.pb.files.getToken(opts);
    const file = await fetch(
      `${url}/api/files/plan_files/${id}/${String(saved[0]?.file)}?token=${token}`,
    );
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);

    await updatePlan(plan.id, { unit: 'ft' }, db);
    expect(await savePlanToAccount(plan.id, db)).toBe(id);
    await round(db, user);
    expect((await admin.collection('plan_files').getOne(id, opts)).takeoff).toMatchObject({
      unit: 'ft',
    });
    expect(
      await admin
        .collection('plan_files')
        .getList(1, 1, { filter: `owner = "${user.id}"`, ...opts }),
    ).toMatchObject({ totalItems: 1 });
  });
});
