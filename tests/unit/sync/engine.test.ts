import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { adoptUser, applyRealtimeEvent } from '@/data/sync/engine';
import { freshDatabases, listing } from '../../support/local-db';

// The sync engine's user switch and realtime events (src/data/sync/engine.ts).
const fresh = freshDatabases('sync-engine-test');

describe('changing user on a device', () => {
  it('removes the previous user’s hires, conflicts and unpublished listing, and restarts the hires pull', async () => {
    const db = fresh();
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
    const db = fresh();
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

  it("leave the user's own listing to a pull, keeping its phone and email on the device", async () => {
    const db = fresh();
    const own = { ...listing({ owner: 'owner0000000001' }), phone: '+1 555 0143' };
    await db.contractors.put(own as never);
    const outcome = await applyRealtimeEvent(
      db,
      // What a realtime message carries: no hidden fields.
      {
        collection: 'contractors',
        action: 'update',
        record: { ...listing({ owner: 'owner0000000001' }), description: 'New roof' },
      },
      'owner0000000001',
    );
    expect(outcome).toBe('pull');
    expect(await db.contractors.get(own.id)).toMatchObject({ phone: '+1 555 0143' });
    // Someone else's listing, and the own listing seen signed out, are applied as they come.
    const other = listing({ id: 'other0000000001', owner: 'x' });
    expect(
      await applyRealtimeEvent(
        db,
        { collection: 'contractors', action: 'create', record: other },
        'owner0000000001',
      ),
    ).toBe('applied');
    expect(await db.contractors.get(other.id)).toMatchObject({ owner: 'x' });
  });
});
