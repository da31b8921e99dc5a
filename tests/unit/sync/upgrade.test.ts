import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalDb, type OutboxRow } from '@/data/local-db';
import { flushOutbox, type SendOutcome } from '@/data/sync/outbox';
import {
  FIXTURE_IDS,
  restoreDatabase,
  type DatabaseDump,
} from '../../fixtures/local-db/fixture-db';
import v2 from '../../fixtures/local-db/v2.json';

// A device that takes a new release opens the database the previous release left
// (tests/fixtures/local-db/v<version>.json, written by that release's code) and loses nothing.
let opened: LocalDb | undefined;
afterEach(async () => {
  opened?.close();
  await opened?.delete();
  opened = undefined;
});

async function openUpgraded(name: string, dump: DatabaseDump): Promise<LocalDb> {
  await restoreDatabase(name, dump);
  opened = new LocalDb(name);
  await opened.open();
  return opened;
}

describe('local database upgrades', () => {
  it('version 2 → current: every queued write, conflict and cached record is kept, in the new shape', async () => {
    const db = await openUpgraded('upgrade-from-v2', v2);
    expect(db.verno).toBeGreaterThan(2);
    const outbox = await db.outbox.orderBy('seq').toArray();
    expect(outbox.map((row) => [row.collection, row.op, row.body])).toEqual(
      v2.tables.outbox.rows.map((row) => [row.collection, row.op, row.body]),
    );
    // Updates made on a known version now say their bases are unknown; others are unchanged.
    for (const row of outbox) {
      expect(row.base).toEqual(row.baseUpdated === undefined ? undefined : {});
    }
    const [conflict] = await db.conflicts.toArray();
    // The v2 conflict held the whole form: the fields that differ from what the device shows
    // are left to decide (the city changed elsewhere; phone and years the user changed again
    // later, shown as the other side), the rest is dropped.
    expect(conflict).toMatchObject({
      collection: 'contractors',
      recordId: FIXTURE_IDS.listing,
      fields: {
        city: { mine: 'Cambridge', theirs: 'Somerville' },
        phone: { mine: '555-0100', theirs: '555-0199' },
        years_in_business: { mine: 30, theirs: 31 },
      },
    });
    expect(Object.keys(conflict?.fields ?? {}).sort()).toEqual([
      'city',
      'phone',
      'years_in_business',
    ]);
    expect(await db.contractors.get(FIXTURE_IDS.listing)).toMatchObject({ phone: '555-0199' });
    expect(await db.hires.get(FIXTURE_IDS.hire)).toMatchObject({ status: 'accepted' });
    expect(await db.trades.count()).toBe(1);
    expect(await db.sync_state.get('contractors')).toMatchObject({ id: FIXTURE_IDS.listing });
  });

  it('version 2 → current: the queued writes are each sent once, in order', async () => {
    const db = await openUpgraded('upgrade-from-v2-send', v2);
    const sent: OutboxRow[] = [];
    const send = (row: OutboxRow): Promise<SendOutcome> => {
      sent.push(row);
      const record = {
        id: row.recordId,
        created: '',
        updated: '2026-12-01 00:00:00.000Z',
        ...row.body,
      };
      return Promise.resolve({ kind: 'sent', record: record });
    };
    expect(await flushOutbox(send, db, Date.now, FIXTURE_IDS.owner)).toEqual({
      sent: 4,
      waiting: 0,
      refused: 0,
    });
    // Each record's writes in the order they were queued; independent records may go out
    // in any order (the pool sends several at once: docs/sync.md, Push).
    const byRecord = (rows: readonly { collection: string; recordId: string; op: string }[]) => {
      const groups = new Map<string, string[]>();
      for (const row of rows) {
        groups.set(row.recordId, [
          ...(groups.get(row.recordId) ?? []),
          `${row.collection} ${row.op}`,
        ]);
      }
      return Object.fromEntries(groups);
    };
    expect(byRecord(sent)).toEqual(byRecord(v2.tables.outbox.rows));
    expect(sent).toHaveLength(v2.tables.outbox.rows.length);
  });
});
