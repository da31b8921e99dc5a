import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { OutboxRow } from '@/data/local-db';
import type { ServerRecord } from '@/data/sync/apply';
import { discardRefused, resolveConflict } from '@/data/sync/conflicts';
import { createLocally, updateLocally } from '@/data/sync/local-write';
import { flushOutbox, type SendOutcome } from '@/data/sync/outbox';
import { freshDatabases, listing } from '../../support/local-db';

// A 409 merged field by field, and what the user decides about the rest
// (src/data/sync/outbox.ts keepConflict, src/data/sync/conflicts.ts).
const fresh = freshDatabases('sync-conflicts-test');

const AFTER = '2026-11-05 00:00:00.000Z';

/** A server that answers the first send with 409 and `server`, then takes what it is sent. */
function conflictOnce(server: ServerRecord) {
  const answers: SendOutcome[] = [{ kind: 'conflict', record: server }];
  const sent: OutboxRow[] = [];
  let current = server;
  return {
    sent,
    send: (row: OutboxRow): Promise<SendOutcome> => {
      sent.push(structuredClone(row));
      const answer = answers.shift();
      if (answer) return Promise.resolve(answer);
      current = { ...current, ...row.body, updated: AFTER };
      return Promise.resolve({ kind: 'sent', record: current });
    },
  };
}

describe('a 409 merged field by field', () => {
  it('sends again, silently, the fields only this device changed; keeps the other device’s fields', async () => {
    const db = fresh();
    await db.contractors.put(listing({ description: 'Old', phone: '1' }) as never);
    await updateLocally(db, 'contractors', 'listing00000001', { phone: '2', description: 'Old' });
    await updateLocally(db, 'contractors', 'listing00000001', { city: 'Salem' });
    const server = listing({
      updated: '2026-11-04 00:00:00.000Z',
      description: 'New elsewhere',
      phone: '1',
    });
    const { send, sent } = conflictOnce(server);

    expect(await flushOutbox(send, db)).toEqual({ sent: 1, waiting: 0, refused: 0 });
    expect(sent.map((row) => row.body)).toEqual([{ phone: '2' }, { phone: '2', city: 'Salem' }]);
    expect(sent[1]).toMatchObject({
      baseUpdated: '2026-11-04 00:00:00.000Z',
      base: { phone: '1', city: 'Boston' },
    });
    expect(await db.conflicts.count()).toBe(0);
    expect(await db.contractors.get('listing00000001')).toMatchObject({
      description: 'New elsewhere',
      phone: '2',
      city: 'Salem',
      updated: AFTER,
    });
  });

  it('keeps a field changed on both sides to different values as a conflict, with base, mine and theirs', async () => {
    const db = fresh();
    await db.contractors.put(listing({ phone: '1' }) as never);
    await updateLocally(db, 'contractors', 'listing00000001', { city: 'Salem', phone: '2' });
    const server = listing({ updated: '2026-11-04 00:00:00.000Z', city: 'Worcester', phone: '1' });
    const { send, sent } = conflictOnce(server);

    expect(await flushOutbox(send, db)).toEqual({ sent: 1, waiting: 0, refused: 0 });
    expect(sent.at(-1)?.body).toEqual({ phone: '2' });
    const [conflict] = await db.conflicts.toArray();
    expect(conflict).toMatchObject({
      collection: 'contractors',
      recordId: 'listing00000001',
      fields: { city: { base: 'Boston', mine: 'Salem', theirs: 'Worcester' } },
    });
    expect(Object.keys(conflict?.fields ?? {})).toEqual(['city']);
    // The server's value is shown until the user decides.
    expect(await db.contractors.get('listing00000001')).toMatchObject({
      city: 'Worcester',
      phone: '2',
    });
  });

  it('settles a field both sides changed to the same value without asking', async () => {
    const db = fresh();
    await db.contractors.put(listing() as never);
    await updateLocally(db, 'contractors', 'listing00000001', { city: 'Salem' });
    const { send, sent } = conflictOnce(
      listing({ updated: '2026-11-04 00:00:00.000Z', city: 'Salem' }),
    );
    expect(await flushOutbox(send, db)).toEqual({ sent: 0, waiting: 0, refused: 0 });
    expect(sent).toHaveLength(1);
    expect(await db.conflicts.count()).toBe(0);
  });

  it('treats an unknown base (an update queued by version 2) as changed: a conflict, never overwritten', async () => {
    const db = fresh();
    await db.contractors.put(listing({ description: 'Old', city: 'Salem' }) as never);
    await db.outbox.add({
      collection: 'contractors',
      recordId: 'listing00000001',
      op: 'update',
      body: { description: 'Old', city: 'Salem' },
      base: {},
      baseUpdated: '2026-11-01 10:00:00.000Z',
      attempts: 0,
      notBefore: 0,
      createdAt: 0,
    });
    const server = listing({
      updated: '2026-11-04 00:00:00.000Z',
      description: 'New elsewhere',
      city: 'Salem',
    });
    const { send, sent } = conflictOnce(server);
    expect(await flushOutbox(send, db)).toEqual({ sent: 0, waiting: 0, refused: 0 });
    expect(sent).toHaveLength(1);
    const [conflict] = await db.conflicts.toArray();
    expect(conflict?.fields).toEqual({ description: { mine: 'Old', theirs: 'New elsewhere' } });
  });

  it('keeps the edits of a record deleted elsewhere as a conflict marked gone', async () => {
    const db = fresh();
    await db.contractors.put(listing() as never);
    await updateLocally(db, 'contractors', 'listing00000001', { city: 'Salem' });
    await flushOutbox(() => Promise.resolve({ kind: 'conflict', record: null }), db);
    const [conflict] = await db.conflicts.toArray();
    expect(conflict).toMatchObject({
      gone: true,
      fields: { city: { mine: 'Salem', theirs: null } },
    });
    expect(await db.contractors.get('listing00000001')).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses, instead of resending forever, a 409 answered with the very version the edit was made on', async () => {
    const db = fresh();
    await db.contractors.put(listing() as never);
    await updateLocally(db, 'contractors', 'listing00000001', { city: 'Salem' });
    let sends = 0;
    const result = await flushOutbox(() => {
      sends += 1;
      return Promise.resolve({ kind: 'conflict', record: listing({ city: 'Worcester' }) });
    }, db);
    expect(sends).toBe(1);
    expect(result).toEqual({ sent: 0, waiting: 0, refused: 1 });
  });
});

describe('deciding a conflict', () => {
  async function withConflict() {
    const db = fresh();
    await db.contractors.put(listing({ phone: '1' }) as never);
    await updateLocally(db, 'contractors', 'listing00000001', { city: 'Salem', phone: '2' });
    const server = listing({ updated: '2026-11-04 00:00:00.000Z', city: 'Worcester', phone: '3' });
    const transport = conflictOnce(server);
    await flushOutbox(transport.send, db);
    const [conflict] = await db.conflicts.toArray();
    return { db, id: conflict?.id ?? -1, ...transport };
  }

  it('“Keep mine” queues the user’s value on the server’s version; the field leaves the conflict', async () => {
    const { db, id, send, sent } = await withConflict();
    expect(Object.keys((await db.conflicts.get(id))?.fields ?? {})).toEqual(['city', 'phone']);
    expect(await resolveConflict(db, id, 'mine', ['city'])).toBe(true);
    expect(await db.outbox.toArray()).toMatchObject([
      {
        op: 'update',
        body: { city: 'Salem' },
        base: { city: 'Worcester' },
        baseUpdated: '2026-11-04 00:00:00.000Z',
      },
    ]);
    expect(Object.keys((await db.conflicts.get(id))?.fields ?? {})).toEqual(['phone']);
    expect(await db.contractors.get('listing00000001')).toMatchObject({
      city: 'Salem',
      phone: '3',
    });
    expect(await flushOutbox(send, db)).toMatchObject({ sent: 1, waiting: 0 });
    expect(sent.at(-1)?.body).toEqual({ city: 'Salem' });
  });

  it('“Keep theirs” queues nothing; the conflict goes with its last field', async () => {
    const { db, id } = await withConflict();
    expect(await resolveConflict(db, id, 'theirs', ['city'])).toBe(false);
    expect(await resolveConflict(db, id, 'theirs', ['phone'])).toBe(false);
    expect(await db.conflicts.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.contractors.get('listing00000001')).toMatchObject({
      city: 'Worcester',
      phone: '3',
    });
  });
});

describe('refused writes', () => {
  it('discarding a refused create removes its record', async () => {
    const db = fresh();
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

describe('one conflict per record', () => {
  it('adds fields found by a later 409 to the record’s waiting conflict', async () => {
    const db = fresh();
    await db.contractors.put(listing({ phone: '1' }) as never);
    await updateLocally(db, 'contractors', 'listing00000001', { city: 'Salem' });
    await flushOutbox(
      conflictOnce(listing({ updated: '2026-11-04 00:00:00.000Z', city: 'Worcester', phone: '1' }))
        .send,
      db,
    );
    await updateLocally(db, 'contractors', 'listing00000001', { phone: '2' });
    await flushOutbox(
      conflictOnce(listing({ updated: '2026-11-06 00:00:00.000Z', city: 'Worcester', phone: '3' }))
        .send,
      db,
    );
    const conflicts = await db.conflicts.toArray();
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]?.fields).toEqual({
      city: { base: 'Boston', mine: 'Salem', theirs: 'Worcester' },
      phone: { base: '1', mine: '2', theirs: '3' },
    });
  });
});
