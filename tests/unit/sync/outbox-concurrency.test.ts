import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OutboxRow } from '@/data/local-db';
import {
  enqueue,
  flushOutbox,
  OUTBOX_CONCURRENCY,
  readyEntries,
  type SendOutcome,
} from '@/data/sync/outbox';
import { freshDatabases } from '../../support/local-db';

// The outbox sending several records at once (src/data/sync/outbox.ts run): a bounded number
// in flight, each record's writes in order and never two at once, a write naming another
// record after that record's writes, each write applied once however sends fail.
const fresh = freshDatabases('sync-outbox-concurrency');

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Fault = 'ok' | 'before' | 'lost';

/**
 * A stand-in server that takes `delayMs` per send and applies each write once (by the
 * entry's `n`: resends of a write it has are answered like the first). It notes how many
 * sends were in flight at most, and whether one record ever had two in flight.
 */
function server(faults: Fault[] = [], delays: number[] = []) {
  const applied = new Map<string, number[]>();
  const busy = new Set<string>();
  let inFlight = 0;
  let maxInFlight = 0;
  let overlap = false;
  let sends = 0;
  const send = async (row: OutboxRow): Promise<SendOutcome> => {
    const fault = faults.shift() ?? 'ok';
    sends += 1;
    if (busy.has(row.recordId)) overlap = true;
    busy.add(row.recordId);
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await wait(delays.shift() ?? 1);
    inFlight -= 1;
    busy.delete(row.recordId);
    if (fault === 'before') return { kind: 'retry', status: null, message: 'offline' };
    const n = row.body.n as number;
    const list = applied.get(row.recordId) ?? [];
    if (!list.includes(n)) list.push(n);
    applied.set(row.recordId, list);
    if (fault === 'lost') return { kind: 'retry', status: null, message: 'answer lost' };
    return { kind: 'sent' };
  };
  return {
    send,
    applied,
    get maxInFlight() {
      return maxInFlight;
    },
    get overlap() {
      return overlap;
    },
    get sends() {
      return sends;
    },
  };
}

const write = (recordId: string, n: number, body: Record<string, unknown> = {}) => ({
  collection: 'exit_intent_captures',
  recordId,
  op: n === 0 ? ('create' as const) : ('update' as const),
  body: { n, ...body },
});

describe('outbox concurrency', () => {
  it(`sends independent records ${OUTBOX_CONCURRENCY} at a time, each once`, async () => {
    const db = fresh();
    for (let i = 0; i < 30; i += 1) await enqueue(write(`record${i}`, 0), db);
    const fake = server([], Array(30).fill(5) as number[]);
    expect(await flushOutbox(fake.send, db)).toEqual({ sent: 30, waiting: 0, refused: 0 });
    expect(fake.maxInFlight).toBe(OUTBOX_CONCURRENCY);
    expect(fake.sends).toBe(30);
    expect(fake.applied.size).toBe(30);
  });

  it('sends one at a time with concurrency 1', async () => {
    const db = fresh();
    for (let i = 0; i < 8; i += 1) await enqueue(write(`record${i}`, 0), db);
    const fake = server();
    await flushOutbox(fake.send, db, Date.now, null, { concurrency: 1 });
    expect(fake.maxInFlight).toBe(1);
    expect(fake.applied.size).toBe(8);
  });

  it("keeps one record's writes in order and never two in flight", async () => {
    const db = fresh();
    // record a: create and three updates, between writes of other records.
    for (let n = 0; n < 4; n += 1) {
      await enqueue(write('a', n), db);
      await enqueue(write(`other${n}`, 0), db);
    }
    // The first writes of `a` are slow: later records must not overtake them in `a`'s order.
    const fake = server([], [20, 1, 1, 1, 20, 1, 20, 1]);
    await flushOutbox(fake.send, db);
    expect(fake.applied.get('a')).toEqual([0, 1, 2, 3]);
    expect(fake.overlap).toBe(false);
  });

  it('holds a write that names a record created earlier until that create is sent', async () => {
    const db = fresh();
    // Three quick writes open the window; then a slow create, a hire naming it, another write.
    for (let i = 0; i < 3; i += 1) await enqueue(write(`warmup${i}`, 0), db);
    await enqueue(write('listingcreated1', 0), db);
    await enqueue(write('hirenaming00001', 0, { contractor: 'listingcreated1' }), db);
    await enqueue(write('unrelated000001', 0, { trades: ['trade1'] }), db);
    const order: string[] = [];
    const fake = server([], [1, 1, 1, 30, 1, 1]);
    const send = async (row: OutboxRow): Promise<SendOutcome> => {
      order.push(`start ${row.recordId}`);
      const outcome = await fake.send(row);
      order.push(`end ${row.recordId}`);
      return outcome;
    };
    expect(await flushOutbox(send, db)).toMatchObject({ sent: 6, waiting: 0 });
    const created = order.indexOf('end listingcreated1');
    expect(order.indexOf('start hirenaming00001')).toBeGreaterThan(created);
    expect(order.indexOf('start unrelated000001')).toBeLessThan(created);
  });

  it('stops at a retry: sends in flight finish and are stored, nothing new starts', async () => {
    const db = fresh();
    for (let i = 0; i < 12; i += 1) await enqueue(write(`record${i}`, 0), db, 1000);
    // Three succeed (the window opens to 4), then the next send fails before the server.
    const fake = server(['ok', 'ok', 'ok', 'before', 'ok', 'ok'], [1, 1, 1, 1, 10, 10]);
    const result = await flushOutbox(fake.send, db, () => 1000);
    expect(result.sent).toBe(fake.applied.size);
    expect(result.sent + result.waiting).toBe(12);
    expect(fake.sends).toBeLessThan(12);
    const failed = (await db.outbox.toArray()).filter((row) => row.attempts === 1);
    expect(failed).toHaveLength(1);
    // Before its backoff ends nothing goes; afterwards everything does, each once.
    const later = server();
    await flushOutbox(later.send, db, () => 1001);
    expect(later.sends).toBe(0);
    const due = (failed[0]?.notBefore ?? 0) + 1;
    expect(await flushOutbox(later.send, db, () => due)).toMatchObject({ sent: result.waiting });
    const all = [...fake.applied.keys(), ...later.applied.keys()].sort();
    expect(all).toEqual(Array.from({ length: 12 }, (_, i) => `record${i}`).sort());
  });

  it("sends a record's next edit only once the answer before it is stored, on that version", async () => {
    const db = fresh();
    // Five records, each a create and two edits, interleaved; answers of various speeds.
    const ids = Array.from({ length: 5 }, (_, i) => `hirerecord0000${i}`);
    for (let n = 0; n < 3; n += 1) {
      for (const id of ids) {
        await enqueue(
          {
            collection: 'hires',
            recordId: id,
            op: n === 0 ? 'create' : 'update',
            body: { description: `edit ${n}` },
            ...(n > 0 ? { baseUpdated: 'made on this device' } : {}),
          },
          db,
        );
      }
    }
    const version = new Map<string, number>();
    const seen: string[] = [];
    const send = async (row: OutboxRow): Promise<SendOutcome> => {
      const before = version.get(row.recordId);
      // The edit is based on the version the server made of the previous write...
      if (row.op === 'update') seen.push(`${row.baseUpdated} <- ${String(before)}`);
      // ...and that write's answer is stored: its entry is gone, the server's copy is kept.
      const stored = await db.hires.get(row.recordId);
      if (before !== undefined && stored?.updated !== `v${before}`) seen.push('not stored');
      await wait(row.recordId.endsWith('1') ? 15 : 1 + (seen.length % 3));
      const n = (before ?? -1) + 1;
      version.set(row.recordId, n);
      const updated = `v${n}`;
      return {
        kind: 'sent',
        record: { id: row.recordId, created: 'v0', updated, client: 'someone', ...row.body },
      };
    };
    expect(await flushOutbox(send, db, Date.now, 'someone')).toEqual({
      sent: 15,
      waiting: 0,
      refused: 0,
    });
    expect(seen.filter((line) => line.split(' <- ')[0] !== `v${line.split(' <- ')[1]}`)).toEqual(
      [],
    );
    for (const id of ids) {
      expect(await db.hires.get(id)).toMatchObject({ updated: 'v2', description: 'edit 2' });
    }
  });

  it('goes on past more refused entries than it reads at once', async () => {
    const db = fresh();
    await db.outbox.bulkAdd(
      Array.from({ length: 140 }, (_, i) => ({
        ...write(`refused${i}`, 0),
        attempts: 0,
        notBefore: 0,
        createdAt: 0,
      })),
    );
    await enqueue(write('good', 0), db);
    const refuseAll = (row: OutboxRow): Promise<SendOutcome> =>
      Promise.resolve(
        row.recordId === 'good'
          ? { kind: 'sent' }
          : { kind: 'refused', status: 400, message: 'bad' },
      );
    expect(await flushOutbox(refuseAll, db)).toEqual({ sent: 1, waiting: 0, refused: 140 });
  }, 60_000);

  it('applies every write once and in record order, whatever fails (property)', async () => {
    const step = fc.record({
      record: fc.constantFrom('r1', 'r2', 'r3', 'r4', 'r5'),
      fault: fc.constantFrom<Fault>('ok', 'ok', 'ok', 'before', 'lost'),
      delay: fc.integer({ min: 0, max: 4 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 1, maxLength: 24 }),
        fc.integer({ min: 1, max: 8 }),
        async (steps, concurrency) => {
          const db = fresh();
          const expected = new Map<string, number[]>();
          for (const [n, s] of steps.entries()) {
            const list = expected.get(s.record) ?? [];
            const op = list.length === 0 ? ('create' as const) : ('update' as const);
            await enqueue({ ...write(s.record, n), op }, db, 0);
            list.push(n);
            expected.set(s.record, list);
          }
          const fake = server(
            steps.map((s) => s.fault),
            steps.map((s) => s.delay),
          );
          let clock = 0;
          for (let i = 0; i < 200 && (await db.outbox.count()) > 0; i += 1) {
            clock += 600_000;
            await flushOutbox(fake.send, db, () => clock, null, { concurrency });
          }
          expect(await db.outbox.count()).toBe(0);
          expect(fake.overlap).toBe(false);
          expect(fake.maxInFlight).toBeLessThanOrEqual(concurrency);
          expect(Object.fromEntries(fake.applied)).toEqual(Object.fromEntries(expected));
          db.close();
          await db.delete();
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);
});

describe('readyEntries', () => {
  const row = (seq: number, recordId: string, extra: Partial<OutboxRow> = {}): OutboxRow => ({
    seq,
    collection: 'hires',
    recordId,
    op: 'update',
    body: {},
    attempts: 0,
    notBefore: 0,
    createdAt: 0,
    ...extra,
  });

  it('takes the first write of each record, skips refused ones, stops at one not yet due', () => {
    const rows = [
      row(1, 'a'),
      row(2, 'a'),
      row(3, 'b', { error: { status: 400, message: 'bad' } }),
      row(4, 'b'),
      row(5, 'c', { body: { contractor: 'a' } }),
      row(6, 'd'),
      row(7, 'e', { notBefore: 50 }),
      row(8, 'f'),
    ];
    expect(readyEntries(rows, new Set(), 10, 10).map((r) => r.seq)).toEqual([1, 4, 6]);
    // What is in flight is not taken again, and still holds its record's later writes.
    expect(readyEntries(rows, new Set([1]), 10, 10).map((r) => r.seq)).toEqual([4, 6]);
    expect(readyEntries(rows, new Set(), 10, 2).map((r) => r.seq)).toEqual([1, 4]);
    expect(readyEntries(rows, new Set(), 100, 10).map((r) => r.seq)).toEqual([1, 4, 6, 7, 8]);
  });
});
