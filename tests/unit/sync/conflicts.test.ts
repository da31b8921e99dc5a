import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { OutboxRow } from '@/data/local-db';
import type { ServerRecord } from '@/data/sync/apply';
import { discardConflict, discardRefused, reapplyConflict } from '@/data/sync/conflicts';
import { createLocally, updateLocally } from '@/data/sync/local-write';
import { flushOutbox, type SendOutcome } from '@/data/sync/outbox';
import { freshDatabases, listing } from '../../support/local-db';

// What the user can do about a 409 or a refused write: reapply or discard (src/data/sync/conflicts.ts).
const fresh = freshDatabases('sync-conflicts-test');

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
    const db = fresh();
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
    const db = fresh();
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
});
