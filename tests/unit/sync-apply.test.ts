import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalDb, type OutboxRow } from '@/data/local-db';
import {
  alreadyApplied,
  applyServerRecords,
  keepLocally,
  overlay,
  stripEnvelope,
  type ServerRecord,
} from '@/data/sync/apply';
import { discardConflict, discardRefused, reapplyConflict } from '@/data/sync/conflicts';
import { adoptUser, applyRealtimeEvent } from '@/data/sync/engine';
import { createLocally, deleteLocally, updateLocally } from '@/data/sync/local-write';
import { enqueue, flushOutbox, type SendOutcome } from '@/data/sync/outbox';
import { afterCursorFilter, applyTombstones } from '@/data/sync/pull';

let db: LocalDb;
let opened: LocalDb | undefined;
let n = 0;
const fresh = () => (opened = db = new LocalDb(`apply-test-${++n}`));
afterEach(async () => {
  opened?.close();
  await opened?.delete();
  opened = undefined;
});

const listing = (fields: Partial<ServerRecord> = {}): ServerRecord => ({
  id: 'listing00000001',
  created: '2026-11-01 10:00:00.000Z',
  updated: '2026-11-01 10:00:00.000Z',
  owner: 'owner0000000001',
  business_name: 'Acme Roofing',
  status: 'active',
  city: 'Boston',
  ...fields,
});

const entry = (op: OutboxRow['op'], body: Record<string, unknown>): OutboxRow => ({
  collection: 'contractors',
  recordId: 'listing00000001',
  op,
  body,
  attempts: 0,
  notBefore: 0,
  createdAt: 0,
});

describe('cursor filter', () => {
  it('asks for everything after (updated, id), ties broken by id', () => {
    expect(afterCursorFilter({ updated: '', id: '' })).toBe('');
    expect(afterCursorFilter({ updated: '2026-11-01 10:00:00.000Z', id: 'abc' })).toBe(
      "(updated > '2026-11-01 10:00:00.000Z' || (updated = '2026-11-01 10:00:00.000Z' && id > 'abc'))",
    );
  });

  it('refuses a cursor that could inject filter syntax', () => {
    expect(() => afterCursorFilter({ updated: "x' || 1=1 || '", id: 'a' })).toThrow(/Malformed/);
  });
});

describe('server records on the device', () => {
  it('drops PocketBase’s envelope fields', () => {
    const stored = stripEnvelope({
      ...listing(),
      collectionId: 'c',
      collectionName: 'contractors',
      expand: {},
    });
    expect(Object.keys(stored)).not.toContain('collectionName');
    expect(stored.business_name).toBe('Acme Roofing');
  });

  it('shows the server copy with the waiting edits on top, in order', () => {
    const server = listing();
    expect(
      overlay(server, [entry('update', { city: 'Salem' }), entry('update', { city: 'Lynn' })]),
    ).toMatchObject({
      city: 'Lynn',
      business_name: 'Acme Roofing',
    });
    expect(overlay(server, [entry('delete', {})])).toBeNull();
  });

  it('keeps other people’s listings only while they are active, one’s own always', () => {
    expect(keepLocally('contractors', listing({ status: 'draft' }), null)).toBe(false);
    expect(keepLocally('contractors', listing({ status: 'draft' }), 'owner0000000001')).toBe(true);
    expect(keepLocally('contractors', listing({ status: 'suspended' }), 'someone00000001')).toBe(
      false,
    );
    expect(keepLocally('reviews', listing({ status: 'draft' }), null)).toBe(true);
  });

  it('does not overwrite an edit still waiting in the outbox with an older server copy', async () => {
    fresh();
    await db.contractors.put(listing() as never);
    await updateLocally(db, 'contractors', 'listing00000001', { city: 'Salem' });
    await db.transaction('rw', ['contractors', 'outbox'], () =>
      applyServerRecords(
        db,
        'contractors',
        [listing({ updated: '2026-11-02 00:00:00.000Z', business_name: 'Acme Co' })],
        null,
      ),
    );
    expect(await db.contractors.get('listing00000001')).toMatchObject({
      city: 'Salem',
      business_name: 'Acme Co',
    });
  });

  it('tells a resent update that already reached the server from one that did not', () => {
    expect(
      alreadyApplied({ city: 'Salem', trades: ['a'] }, listing({ city: 'Salem', trades: ['a'] })),
    ).toBe(true);
    expect(alreadyApplied({ city: 'Salem' }, listing())).toBe(false);
  });
});

describe('tombstones', () => {
  it('delete the local copy unless it is newer than the tombstone', async () => {
    fresh();
    await db.contractors.bulkPut([
      listing({ id: 'gone00000000001' }),
      listing({ id: 'back00000000001', updated: '2026-11-03 00:00:00.000Z' }),
    ] as never);
    await db.transaction('rw', ['trades', 'contractors', 'reviews', 'hires'], () =>
      applyTombstones(db, [
        {
          id: 't1',
          created: '2026-11-02 00:00:00.000Z',
          updated: '',
          collection: 'contractors',
          record_id: 'gone00000000001',
        },
        {
          id: 't2',
          created: '2026-11-02 00:00:00.000Z',
          updated: '',
          collection: 'contractors',
          record_id: 'back00000000001',
        },
        {
          id: 't3',
          created: '2026-11-02 00:00:00.000Z',
          updated: '',
          collection: 'payments',
          record_id: 'x',
        },
      ]),
    );
    expect(await db.contractors.get('gone00000000001')).toBeUndefined();
    expect(await db.contractors.get('back00000000001')).toBeDefined();
  });
});

describe('local writes', () => {
  it('change the record and queue the write in one step, updates based on the server version', async () => {
    fresh();
    await createLocally(db, 'reviews', {
      id: 'review000000001',
      created: '',
      updated: '',
      contractor: 'c',
      author: 'a',
      hire: 'h',
      rating: 5,
      body: 'Great',
    });
    await db.contractors.put(listing() as never);
    await updateLocally(db, 'contractors', 'listing00000001', { city: 'Salem' });
    await deleteLocally(db, 'reviews', 'review000000001');
    const rows = await db.outbox.orderBy('seq').toArray();
    expect(rows.map((r) => [r.collection, r.op])).toEqual([
      ['reviews', 'create'],
      ['contractors', 'update'],
      ['reviews', 'delete'],
    ]);
    expect(rows[0]?.body).toEqual({
      contractor: 'c',
      author: 'a',
      hire: 'h',
      rating: 5,
      body: 'Great',
    });
    expect(rows[1]?.baseUpdated).toBe('2026-11-01 10:00:00.000Z');
    expect(await db.reviews.count()).toBe(0);
    await expect(
      updateLocally(db, 'hires', 'missing00000001', { status: 'cancelled' }),
    ).rejects.toThrow(/No local/);
  });
});

describe('conflicts', () => {
  const conflictOnce = (server: ServerRecord) => {
    const answers: SendOutcome[] = [{ kind: 'conflict', record: server }];
    const sent: OutboxRow[] = [];
    return {
      sent,
      send: (row: OutboxRow): Promise<SendOutcome> => {
        sent.push(row);
        return Promise.resolve(
          answers.shift() ?? {
            kind: 'sent',
            record: { ...server, ...row.body, updated: '2026-11-05 00:00:00.000Z' },
          },
        );
      },
    };
  };

  it('keep the server copy and the user’s edits (all of the record’s waiting edits) as one conflict', async () => {
    fresh();
    await db.contractors.put(listing() as never);
    await updateLocally(db, 'contractors', 'listing00000001', { city: 'Salem' });
    await updateLocally(db, 'contractors', 'listing00000001', { business_name: 'Acme & Sons' });
    const server = listing({ updated: '2026-11-04 00:00:00.000Z', city: 'Worcester' });
    const { send, sent } = conflictOnce(server);
    expect(await flushOutbox(send, db)).toEqual({ sent: 0, waiting: 0, refused: 0 });
    expect(sent).toHaveLength(1);
    expect(await db.contractors.get('listing00000001')).toMatchObject({
      city: 'Worcester',
      business_name: 'Acme Roofing',
    });
    const [conflict] = await db.conflicts.toArray();
    expect(conflict?.body).toEqual({ city: 'Salem', business_name: 'Acme & Sons' });

    expect(await reapplyConflict(db, conflict?.id ?? -1)).toBe(true);
    const [again] = await db.outbox.toArray();
    expect(again).toMatchObject({
      op: 'update',
      baseUpdated: '2026-11-04 00:00:00.000Z',
      body: { city: 'Salem', business_name: 'Acme & Sons' },
    });
    expect(await flushOutbox(send, db)).toMatchObject({ sent: 1, waiting: 0 });
    expect(await db.contractors.get('listing00000001')).toMatchObject({
      city: 'Salem',
      updated: '2026-11-05 00:00:00.000Z',
    });
  });

  it('discarding keeps the server version; discarding a refused create removes its record', async () => {
    fresh();
    const id = await db.conflicts.add({
      collection: 'contractors',
      recordId: 'x',
      body: { city: 'A' },
      createdAt: 0,
    });
    await discardConflict(db, id ?? -1);
    expect(await db.conflicts.count()).toBe(0);

    await createLocally(db, 'reviews', {
      id: 'review000000002',
      created: '',
      updated: '',
      contractor: 'c',
      author: 'a',
      hire: 'h',
      rating: 9,
      body: '',
    });
    await flushOutbox(
      () =>
        Promise.resolve({
          kind: 'refused',
          status: 400,
          message: 'rating: must be no more than 5',
        }),
      db,
    );
    const [refused] = await db.outbox.toArray();
    expect(refused?.error?.status).toBe(400);
    expect((await discardRefused(db, refused?.seq ?? -1))?.recordId).toBe('review000000002');
    expect(await db.reviews.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('rebases later edits of a record on the version the server made of the earlier one', async () => {
    fresh();
    await db.contractors.put(listing() as never);
    await updateLocally(db, 'contractors', 'listing00000001', { city: 'Salem' });
    await enqueue(
      {
        collection: 'contractors',
        recordId: 'listing00000001',
        op: 'update',
        body: { city: 'Lynn' },
        baseUpdated: '2026-11-01 10:00:00.000Z',
      },
      db,
    );
    const bases: (string | undefined)[] = [];
    let version = 0;
    const send = (row: OutboxRow): Promise<SendOutcome> => {
      bases.push(row.baseUpdated);
      version += 1;
      return Promise.resolve({
        kind: 'sent',
        record: listing({ ...row.body, updated: `2026-11-0${version + 5} 00:00:00.000Z` }),
      });
    };
    await flushOutbox(send, db);
    expect(bases).toEqual(['2026-11-01 10:00:00.000Z', '2026-11-06 00:00:00.000Z']);
  });
});

describe('changing user on a device', () => {
  it('removes the previous user’s hires, conflicts and unpublished listing, and restarts the hires pull', async () => {
    fresh();
    await adoptUser(db, null);
    await adoptUser(db, 'owner0000000001');
    await db.hires.put({
      id: 'h1',
      created: '',
      updated: '',
      client: 'owner0000000001',
      contractor: 'c',
      trade: '',
      description: '',
      status: 'requested',
      fee_status: 'waived',
    });
    await db.contractors.bulkPut([
      listing({ status: 'draft' }),
      listing({ id: 'other0000000001', owner: 'x' }),
    ] as never);
    await db.sync_state.put({
      key: 'hires',
      updated: '2026-11-01 00:00:00.000Z',
      id: 'h1',
      syncedAt: 1,
    });
    await adoptUser(db, 'owner0000000001');
    expect(await db.hires.count()).toBe(1);
    await adoptUser(db, null);
    expect(await db.hires.count()).toBe(0);
    expect(await db.sync_state.get('hires')).toBeUndefined();
    expect((await db.contractors.toArray()).map((r) => r.id)).toEqual(['other0000000001']);
  });
});

describe('realtime events', () => {
  it('apply creates, updates, deletions and tombstones like the pull does', async () => {
    fresh();
    const record = listing();
    await applyRealtimeEvent(db, { collection: 'contractors', action: 'create', record }, null);
    expect(await db.contractors.get(record.id)).toMatchObject({ business_name: 'Acme Roofing' });
    await applyRealtimeEvent(
      db,
      { collection: 'contractors', action: 'update', record: { ...record, status: 'draft' } },
      null,
    );
    expect(await db.contractors.get(record.id)).toBeUndefined();
    await applyRealtimeEvent(db, { collection: 'contractors', action: 'create', record }, null);
    await applyRealtimeEvent(
      db,
      {
        collection: 'record_deletions',
        action: 'create',
        record: {
          id: 't',
          created: '2026-11-02 00:00:00.000Z',
          updated: '',
          collection: 'contractors',
          record_id: record.id,
        },
      },
      null,
    );
    expect(await db.contractors.count()).toBe(0);
    await db.reviews.put({
      id: 'r1',
      created: '',
      updated: '',
      contractor: 'c',
      author: 'a',
      hire: 'h',
      rating: 4,
      body: '',
    });
    await applyRealtimeEvent(
      db,
      { collection: 'reviews', action: 'delete', record: { id: 'r1', created: '', updated: '' } },
      null,
    );
    expect(await db.reviews.count()).toBe(0);
    // Collections the device does not keep are ignored.
    await applyRealtimeEvent(
      db,
      { collection: 'payments', action: 'create', record: { id: 'p', created: '', updated: '' } },
      null,
    );
  });
});
