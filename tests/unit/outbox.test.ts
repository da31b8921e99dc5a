import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalDb, type OutboxRow } from '@/data/local-db';
import { backoffMs, BASE_DELAY_MS, MAX_DELAY_MS } from '@/data/sync/backoff';
import { enqueue, flushOutbox, nextAttemptAt, type SendOutcome } from '@/data/sync/outbox';
import { newRecordId } from '@/data/sync/record-id';

let db: LocalDb;
let n = 0;
const fresh = () => (db = new LocalDb(`outbox-test-${++n}`));
afterEach(async () => {
  db.close();
  await db.delete();
});

/** A stand-in server: answers each send with the next scripted outcome, records what came. */
function server(script: ('sent' | 'retry' | 'refused')[]) {
  const received: OutboxRow[] = [];
  const send = (row: OutboxRow): Promise<SendOutcome> => {
    received.push(row);
    const kind = script.shift() ?? 'sent';
    if (kind === 'sent') return Promise.resolve({ kind });
    if (kind === 'refused') return Promise.resolve({ kind, status: 400, message: 'bad' });
    return Promise.resolve({ kind, status: null, message: 'offline' });
  };
  return { send, received };
}

const capture = (email: string) => ({
  collection: 'exit_intent_captures',
  recordId: newRecordId(),
  op: 'create' as const,
  body: { email },
});

describe('outbox', () => {
  it('sends entries in the order they were made and empties itself', async () => {
    fresh();
    await enqueue(capture('a@x.co'), db);
    await enqueue(capture('b@x.co'), db);
    await enqueue(capture('c@x.co'), db);
    const { send, received } = server([]);
    expect(await flushOutbox(send, db)).toEqual({ sent: 3, waiting: 0, refused: 0 });
    expect(received.map((r) => r.body.email)).toEqual(['a@x.co', 'b@x.co', 'c@x.co']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('stops at a network error, keeps order, and waits with backoff before the retry', async () => {
    fresh();
    await enqueue(capture('a@x.co'), db, 1000);
    await enqueue(capture('b@x.co'), db, 1000);
    const { send, received } = server(['retry']);
    expect(await flushOutbox(send, db, () => 1000)).toEqual({ sent: 0, waiting: 2, refused: 0 });
    expect(received).toHaveLength(1);
    const first = await db.outbox.orderBy('seq').first();
    expect(first?.attempts).toBe(1);
    expect(first?.notBefore).toBeGreaterThanOrEqual(1000 + BASE_DELAY_MS / 2);
    expect(await nextAttemptAt(db)).toBe(first?.notBefore);
    // Too early: nothing is sent.
    expect((await flushOutbox(send, db, () => 1001)).sent).toBe(0);
    expect(received).toHaveLength(1);
    // Later: both go, the same record id as the first try (an idempotent create).
    const later = () => (first?.notBefore ?? 0) + 1;
    expect(await flushOutbox(send, db, later)).toEqual({ sent: 2, waiting: 0, refused: 0 });
    expect(received.map((r) => r.body.email)).toEqual(['a@x.co', 'a@x.co', 'b@x.co']);
    expect(received[0]?.recordId).toBe(received[1]?.recordId);
  });

  it('keeps a refused entry, marked with the error, and goes on with the next', async () => {
    fresh();
    await enqueue(capture('bad'), db);
    await enqueue(capture('b@x.co'), db);
    const { send } = server(['refused']);
    expect(await flushOutbox(send, db)).toEqual({ sent: 1, waiting: 0, refused: 1 });
    const kept = await db.outbox.toArray();
    expect(kept).toHaveLength(1);
    expect(kept[0]?.error).toEqual({ status: 400, message: 'bad' });
    // A refused entry is never sent again.
    const again = server([]);
    await flushOutbox(again.send, db);
    expect(again.received).toHaveLength(0);
  });

  it('survives a reload: what was queued is still there in a new connection', async () => {
    const name = `outbox-reload-${++n}`;
    const before = new LocalDb(name);
    await enqueue(capture('a@x.co'), before);
    before.close();
    db = new LocalDb(name);
    const { send, received } = server([]);
    await flushOutbox(send, db);
    expect(received.map((r) => r.body.email)).toEqual(['a@x.co']);
  });

  it('shares one run between concurrent flushes, so nothing is sent twice', async () => {
    fresh();
    await enqueue(capture('a@x.co'), db);
    const { send, received } = server([]);
    await Promise.all([flushOutbox(send, db), flushOutbox(send, db), flushOutbox(send, db)]);
    expect(received).toHaveLength(1);
  });
});

describe('backoffMs', () => {
  it('doubles per attempt between half and all of the ceiling, capped at 5 minutes', () => {
    expect(backoffMs(1, () => 0)).toBe(BASE_DELAY_MS / 2);
    expect(backoffMs(1, () => 0.999999)).toBe(BASE_DELAY_MS);
    expect(backoffMs(3, () => 0)).toBe(2 * BASE_DELAY_MS);
    expect(backoffMs(4, () => 0.5)).toBe(6 * BASE_DELAY_MS);
    expect(backoffMs(50, () => 0.999999)).toBe(MAX_DELAY_MS);
    expect(backoffMs(0, () => 0)).toBe(BASE_DELAY_MS / 2);
  });
});

describe('newRecordId', () => {
  it('is 15 characters of a-z and 0-9, and different each time', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newRecordId()));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]{15}$/);
  });
});
