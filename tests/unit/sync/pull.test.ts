import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { afterCursorFilter, applyTombstones } from '@/data/sync/pull';
import { freshDatabases, listing } from '../../support/local-db';

// The pull's cursor filter and tombstones (src/data/sync/pull.ts).
const fresh = freshDatabases('sync-pull-test');

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

describe('tombstones', () => {
  it('delete the local copy unless it is newer than the tombstone', async () => {
    const db = fresh();
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
