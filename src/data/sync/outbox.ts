/**
 * The outbox (ARCHITECTURE.md "Sync protocol"): writes made on this device wait here, in
 * IndexedDB, until the server has them. Sent strictly in order, one at a time; a network
 * error or 5xx stops the run and schedules a retry with backoff; a 4xx marks the entry as
 * refused (kept for the user to see, never retried); a create the server already has (sent
 * before, answer lost) counts as sent. Survives reloads and crashes: an entry is removed
 * only after the server confirmed it.
 */
import { localDb, type LocalDb, type OutboxRow } from '../local-db';
import { backoffMs } from './backoff';

/** How a send ended, as the transport reports it. */
export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'retry'; status: number | null; message: string }
  | { kind: 'refused'; status: number; message: string };

/** Sends one entry to the server. Must not throw; classify instead. */
export type Send = (row: OutboxRow) => Promise<SendOutcome>;

/**
 * Adds a write to the outbox.
 * @returns the entry's sequence number
 */
export async function enqueue(
  entry: Pick<OutboxRow, 'collection' | 'recordId' | 'op' | 'body'>,
  db: LocalDb = localDb(),
  now: number = Date.now(),
): Promise<number> {
  const seq = await db.outbox.add({
    ...entry,
    attempts: 0,
    notBefore: now,
    createdAt: now,
  });
  return seq as number;
}

/** Result of one flush: how many were sent, and whether entries are still waiting. */
export interface FlushResult {
  readonly sent: number;
  readonly waiting: number;
  readonly refused: number;
}

let running: Promise<FlushResult> | null = null;

/**
 * Sends waiting entries in order until the outbox is empty or a send must be retried
 * later. Concurrent calls share one run.
 * @param send the transport (push.ts sendToPocketBase in the app, a stand-in in unit tests)
 */
export function flushOutbox(
  send: Send,
  db: LocalDb = localDb(),
  now: () => number = Date.now,
): Promise<FlushResult> {
  running ??= run(send, db, now).finally(() => {
    running = null;
  });
  return running;
}

async function run(send: Send, db: LocalDb, now: () => number): Promise<FlushResult> {
  let sent = 0;
  for (;;) {
    const next = await db.outbox.filter((row) => !row.error).first();
    if (!next?.seq || next.notBefore > now()) break;
    const outcome = await send(next);
    if (outcome.kind === 'sent') {
      await db.outbox.delete(next.seq);
      sent += 1;
    } else if (outcome.kind === 'refused') {
      await db.outbox.update(next.seq, {
        error: { status: outcome.status, message: outcome.message },
      });
    } else {
      const attempts = next.attempts + 1;
      await db.outbox.update(next.seq, { attempts, notBefore: now() + backoffMs(attempts) });
      break;
    }
  }
  const rows = await db.outbox.toArray();
  return {
    sent,
    waiting: rows.filter((r) => !r.error).length,
    refused: rows.filter((r) => r.error).length,
  };
}

/** The entry with this sequence number, or undefined once it was sent. */
export function outboxEntry(seq: number, db: LocalDb = localDb()): Promise<OutboxRow | undefined> {
  return db.outbox.get(seq);
}

/** When the next waiting entry may be tried (epoch ms), or null when none waits. */
export async function nextAttemptAt(db: LocalDb = localDb()): Promise<number | null> {
  const next = await db.outbox.filter((row) => !row.error).first();
  return next ? next.notBefore : null;
}
