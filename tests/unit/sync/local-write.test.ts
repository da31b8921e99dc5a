import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createLocally, deleteLocally, updateLocally } from '@/data/sync/local-write';
import { freshDatabases, listing } from '../../support/local-db';

// Local writes and their outbox entries in one step (src/data/sync/local-write.ts).
const fresh = freshDatabases('sync-local-write-test');

describe('local writes', () => {
  it('change the record and queue the write in one step, updates based on the server version', async () => {
    const db = fresh();
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
