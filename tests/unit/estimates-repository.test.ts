import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  adoptDeviceEstimates,
  blankEstimate,
  createEstimate,
  deleteEstimate,
  duplicateEstimate,
  estimateSaveState,
  estimateSyncState,
  getEstimate,
  listEstimates,
  updateEstimate,
  type EstimateFields,
} from '@/data/estimates';
import type { OutboxRow } from '@/data/local-db';
import type { ServerRecord } from '@/data/sync/apply';
import { flushOutbox, type SendOutcome } from '@/data/sync/outbox';
import { freshDatabases } from '../support/local-db';

// The estimates repository (src/data/estimates.ts) on fake-indexeddb: local-first writes
// through the outbox, sent exactly once and in order; projects made signed out stay on the
// device until a sign-in adopts them.
const open = freshDatabases('estimates-repo');
const USER = 'user00000000001';

const fields = (over: Partial<EstimateFields> = {}): EstimateFields => ({
  ...blankEstimate('Kitchen', 'EUR'),
  sections: [
    {
      id: 's1',
      name: 'Floor',
      lines: [
        {
          id: 'l1',
          kind: 'material',
          description: 'Tiles',
          ref: '',
          quantity: 12.5,
          unit: 'm2',
          unitCostCents: 2399,
          wastePercent: 10,
        },
      ],
    },
  ],
  ...over,
});

/**
 * A stand-in server holding the estimates it accepted; `online` false answers every send
 * with a network failure (retry). Counts every write it applied.
 */
function server() {
  const records = new Map<string, ServerRecord>();
  const applied: { op: OutboxRow['op']; id: string; body: Record<string, unknown> }[] = [];
  let clock = 0;
  const state = { online: true };
  const stamp = () => `2026-11-26 10:00:${String(++clock).padStart(2, '0')}.000Z`;
  const send = (row: OutboxRow): Promise<SendOutcome> => {
    if (!state.online) return Promise.resolve({ kind: 'retry', status: null, message: 'offline' });
    applied.push({ op: row.op, id: row.recordId, body: row.body });
    if (row.op === 'delete') {
      records.delete(row.recordId);
      return Promise.resolve({ kind: 'sent' });
    }
    const before = records.get(row.recordId) ?? { owner: USER, created: stamp() };
    const record = { ...before, ...row.body, id: row.recordId, updated: stamp() } as ServerRecord;
    records.set(row.recordId, record);
    return Promise.resolve({ kind: 'sent', record });
  };
  return { records, applied, send, state };
}

let hoursLater = 0;
/** Flushes with a clock an hour past the previous flush's: past any backoff (at most 5 min). */
const flush = (db: ReturnType<typeof open>, send: ReturnType<typeof server>['send']) => {
  hoursLater += 1;
  const at = Date.now() + hoursLater * 3_600_000;
  return flushOutbox(send, db, () => at, USER);
};

describe('estimates repository, signed in', () => {
  it('creates locally, queues one create without owner, and sends it once', async () => {
    const db = open();
    const srv = server();
    const made = await createEstimate(fields(), USER, db);
    expect(made.owner).toBe(USER);
    const [queued] = await db.outbox.toArray();
    expect(queued).toMatchObject({ collection: 'estimates', op: 'create', recordId: made.id });
    expect(queued?.body).not.toHaveProperty('owner');
    await flush(db, srv.send);
    await flush(db, srv.send);
    expect(srv.applied.map((a) => a.op)).toEqual(['create']);
    expect(await db.outbox.count()).toBe(0);
    expect((await getEstimate(made.id, db))?.updated).not.toBe('');
  });

  it('offline create, edit and delete of another: each sent once, in order, when online', async () => {
    const db = open();
    const srv = server();
    srv.state.online = false;
    const a = await createEstimate(fields({ name: 'A' }), USER, db);
    const b = await createEstimate(fields({ name: 'B' }), USER, db);
    expect(await updateEstimate(a.id, { name: 'A2', client_name: 'Ms Client' }, db)).toBe(true);
    expect(await updateEstimate(a.id, { name: 'A2' }, db)).toBe(false); // nothing changed
    await deleteEstimate(b.id, db);
    await flush(db, srv.send); // offline: nothing reaches the server, nothing is lost
    expect(srv.applied).toEqual([]);
    expect(await db.outbox.count()).toBe(4);
    expect((await getEstimate(a.id, db))?.name).toBe('A2');
    expect(await getEstimate(b.id, db)).toBeUndefined();

    srv.state.online = true;
    await flush(db, srv.send);
    await flush(db, srv.send);
    expect(srv.applied.map((w) => `${w.op} ${w.id === a.id ? 'A' : 'B'}`)).toEqual([
      'create A',
      'create B',
      'update A',
      'delete B',
    ]);
    expect(srv.applied[2]?.body).toEqual({ name: 'A2', client_name: 'Ms Client' });
    expect([...srv.records.values()].map((r) => r.name)).toEqual(['A2']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('duplicates under a new id, queued as its own create', async () => {
    const db = open();
    const srv = server();
    const a = await createEstimate(fields(), USER, db);
    const copy = await duplicateEstimate(a.id, 'Kitchen (copy)', db);
    expect(copy.id).not.toBe(a.id);
    expect(copy.sections).toEqual(a.sections);
    await flush(db, srv.send);
    expect(srv.records.size).toBe(2);
    expect(srv.records.get(copy.id)?.name).toBe('Kitchen (copy)');
  });

  it('lists the user’s and the device-only estimates, not another user’s', async () => {
    const db = open();
    const mine = await createEstimate(fields({ name: 'Mine' }), USER, db);
    const local = await createEstimate(fields({ name: 'Device' }), null, db);
    await createEstimate(fields({ name: 'Theirs' }), 'user00000000002', db);
    const ids = (await listEstimates(USER, db)).map((r) => r.id).sort();
    expect(ids).toEqual([mine.id, local.id].sort());
    expect((await listEstimates(null, db)).map((r) => r.id)).toEqual([local.id]);
  });

  it('refuses to update an estimate that is not on the device', async () => {
    const db = open();
    await expect(updateEstimate('missing00000000', { name: 'x' }, db)).rejects.toThrow();
  });
});

describe('estimates repository, signed out', () => {
  it('keeps a project on the device with no outbox entry, whatever is done to it', async () => {
    const db = open();
    const a = await createEstimate(fields({ name: 'Offline A' }), null, db);
    const b = await createEstimate(fields({ name: 'Offline B' }), null, db);
    await updateEstimate(a.id, { name: 'Offline A2' }, db);
    await deleteEstimate(b.id, db);
    expect(a.owner).toBe('');
    expect(await db.outbox.count()).toBe(0);
    expect((await getEstimate(a.id, db))?.name).toBe('Offline A2');
    expect(await getEstimate(b.id, db)).toBeUndefined();
  });

  it('moves device projects to the account on sign-in, each created once', async () => {
    const db = open();
    const srv = server();
    const a = await createEstimate(fields({ name: 'Before sign-in' }), null, db);
    expect(await adoptDeviceEstimates(USER, db)).toBe(1);
    expect(await adoptDeviceEstimates(USER, db)).toBe(0); // nothing left to move
    expect((await getEstimate(a.id, db))?.owner).toBe(USER);
    await flush(db, srv.send);
    await flush(db, srv.send);
    expect(srv.applied).toHaveLength(1);
    expect(srv.applied[0]).toMatchObject({ op: 'create', id: a.id });
    expect(srv.applied[0]?.body).not.toHaveProperty('owner');
    expect(srv.records.get(a.id)?.name).toBe('Before sign-in');
  });
});

describe('estimateSaveState: the sync state with the fields stored beside it', () => {
  it('gives the stored fields, so an editor can tell its change is not in them yet', async () => {
    const db = open();
    const mine = await createEstimate(fields(), USER, db);
    expect(await estimateSaveState(mine.id, db)).toEqual({ state: 'waiting', fields: fields() });
    await updateEstimate(mine.id, { name: 'Bathroom' }, db);
    expect(await estimateSaveState(mine.id, db)).toEqual({
      state: 'waiting',
      fields: fields({ name: 'Bathroom' }),
    });
    const local = await createEstimate(fields(), null, db);
    expect((await estimateSaveState(local.id, db))?.state).toBe('device');
    expect(await estimateSaveState('nosuchestimate1', db)).toBeUndefined();
  });
});

describe('estimateSyncState: where the latest change is', () => {
  it('device-only signed out; waiting while queued; synced once sent', async () => {
    const db = open();
    const srv = server();
    const local = await createEstimate(fields(), null, db);
    expect(await estimateSyncState(local.id, db)).toBe('device');

    srv.state.online = false;
    const mine = await createEstimate(fields(), USER, db);
    expect(await estimateSyncState(mine.id, db)).toBe('waiting');
    await flush(db, srv.send);
    expect(await estimateSyncState(mine.id, db)).toBe('waiting');
    srv.state.online = true;
    await flush(db, srv.send);
    expect(await estimateSyncState(mine.id, db)).toBe('synced');
    await updateEstimate(mine.id, { name: 'Changed' }, db);
    expect(await estimateSyncState(mine.id, db)).toBe('waiting');
    expect(await estimateSyncState('nosuchestimate1', db)).toBeUndefined();
  });

  it("conflict while another device's change waits for a decision; refused when the server said no", async () => {
    const db = open();
    const mine = await createEstimate(fields(), USER, db);
    await db.outbox
      .where('recordId')
      .equals(mine.id)
      .modify((row) => {
        row.error = { status: 403, message: 'Your listing is suspended.', code: 'owner_suspended' };
      });
    expect(await estimateSyncState(mine.id, db)).toBe('refused');
    await db.conflicts.add({
      collection: 'estimates',
      recordId: mine.id,
      fields: { client_name: { mine: 'Mr Lee', theirs: 'Mrs Lee' } },
      createdAt: Date.now(),
    });
    expect(await estimateSyncState(mine.id, db)).toBe('conflict');
    // Another estimate's conflict is not this one's.
    const other = await createEstimate(fields(), USER, db);
    await db.outbox.clear();
    expect(await estimateSyncState(other.id, db)).toBe('synced');
  });
});
