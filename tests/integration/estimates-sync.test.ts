import 'fake-indexeddb/auto';
import type PocketBase from 'pocketbase';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  blankEstimate,
  createEstimate,
  deleteEstimate,
  getEstimate,
  updateEstimate,
  type EstimateRecord,
} from '@/data/estimates';
import { LocalDb } from '@/data/local-db';
import { syncRound } from '@/data/sync/engine';
import { sendWith } from '@/data/sync/push';
import { pageReader } from '@/data/sync/remote';
import { guest, signUp, superuser, type Actor } from '../support/actors';
import { testPocketBaseUrl } from '../support/servers';

// Estimates through the real outbox and pull against the real PocketBase (fake-indexeddb on
// the device): a project made signed out stays on the device, moves to the account on sign-in
// and reaches the server once; queued edits and deletes arrive once.
const url = testPocketBaseUrl();
const opts = { requestKey: null };
let admin: PocketBase;
let db: LocalDb;
let n = 0;

beforeAll(async () => {
  admin = await superuser(url);
});
afterEach(async () => {
  db.close();
  await db.delete();
});
const freshDb = () => (db = new LocalDb(`estimates-sync-${Date.now()}-${++n}`));

const line = {
  id: 'l1',
  kind: 'material' as const,
  description: 'Tiles',
  ref: '',
  quantity: 12.5,
  unit: 'm2',
  unitCostCents: 2399,
  wastePercent: 10,
};

/** One sync round as `who` (null: signed out). */
function round(who: Actor | null) {
  const pb = who ? who.pb : guest(url);
  return syncRound({
    db,
    fetchPage: pageReader(pb),
    send: (row) => sendWith(pb, row),
    userId: who?.id ?? null,
  });
}

const serverCopies = (owner: string) =>
  admin
    .collection<EstimateRecord>('estimates')
    .getFullList({ filter: `owner = "${owner}"`, ...opts });

describe('estimates sync', () => {
  it('keeps a signed-out project on the device, then sends it once after sign-in', async () => {
    freshDb();
    const user = await signUp(url, { user_type: 'client' });
    const made = await createEstimate(
      {
        ...blankEstimate('Made signed out', 'EUR'),
        sections: [{ id: 's', name: 'Floor', lines: [line] }],
      },
      null,
      db,
    );
    await round(null);
    await expect(admin.collection('estimates').getOne(made.id, opts)).rejects.toMatchObject({
      status: 404,
    });
    await round(user);
    await round(user);
    const copies = await serverCopies(user.id);
    expect(copies.map((r) => r.id)).toEqual([made.id]);
    expect(copies[0]?.sections).toEqual([{ id: 's', name: 'Floor', lines: [line] }]);
    expect((await getEstimate(made.id, db))?.updated).toBe(copies[0]?.updated);
  });

  it('sends edits and deletes queued before a round once, in order', async () => {
    freshDb();
    const user = await signUp(url, { user_type: 'client' });
    await round(user);
    const a = await createEstimate(blankEstimate('A', 'USD'), user.id, db);
    const b = await createEstimate(blankEstimate('B', 'USD'), user.id, db);
    await updateEstimate(
      a.id,
      {
        name: 'A edited',
        settings: { overheadPercent: 10, profitPercent: 5, taxPercent: 7, regionalFactor: 1.1 },
      },
      db,
    );
    await deleteEstimate(b.id, db);
    await round(user);
    await round(user);
    const copies = await serverCopies(user.id);
    expect(copies.map((r) => [r.id, r.name])).toEqual([[a.id, 'A edited']]);
    expect(copies[0]?.settings).toEqual({
      overheadPercent: 10,
      profitPercent: 5,
      taxPercent: 7,
      regionalFactor: 1.1,
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('pulls estimates made on another device of the same user', async () => {
    freshDb();
    const user = await signUp(url, { user_type: 'client' });
    const elsewhere = await user.pb
      .collection('estimates')
      .create({ ...blankEstimate('From the laptop', 'GBP'), sections: [] }, opts);
    await round(user);
    expect((await getEstimate(elsewhere.id, db))?.name).toBe('From the laptop');
  });
});
