/**
 * The outbox (docs/sync.md): writes made on this device wait here, in IndexedDB, until the
 * server has them. Up to OUTBOX_CONCURRENCY records are sent at once, each record's writes
 * strictly in order (a write naming another record waits for that record's writes too); a
 * network error or 5xx stops the run
 * and schedules a retry with backoff; a 4xx marks the entry as refused (kept for the user to
 * see, never retried); a create the server already has (sent before, answer lost) counts as
 * sent. Survives reloads and crashes: an entry is removed only after the server confirmed it,
 * in the same transaction that stores the server's copy. A 409 (the record changed on the
 * server since the edit was made) stores the server copy and merges the record's waiting edits
 * with it field by field: what only this device changed is sent again, what both sides
 * changed differently is kept as a conflict for the user (sync/merge.ts).
 */
import {
  SYNCED_TABLES,
  localDb,
  type ConflictRow,
  type LocalDb,
  type OutboxRow,
  type SyncedTable,
} from '../local-db';
import {
  applyServerDeletion,
  applyServerRecords,
  applyUserRecord,
  type ServerRecord,
} from './apply';
import { backoffMs } from './backoff';
import { combineEdits, mergeFields } from './merge';

/** How a send ended, as the transport reports it. */
export type SendOutcome =
  /** The server has the write; `record` is its copy after a create or update. */
  | { kind: 'sent'; record?: ServerRecord }
  | { kind: 'retry'; status: number | null; message: string }
  /** `code` and `fields` (field → validation code): the answer's reasons, when it gave any. */
  | {
      kind: 'refused';
      status: number;
      message: string;
      code?: string;
      fields?: Record<string, string>;
    }
  /** 409: the record changed on the server; `record` is its copy now, null when deleted. */
  | { kind: 'conflict'; record: ServerRecord | null };

/** Sends one entry to the server. Must not throw; classify instead. */
export type Send = (row: OutboxRow) => Promise<SendOutcome>;

/**
 * Adds a write to the outbox.
 * @returns the entry's sequence number
 */
export async function enqueue(
  entry: Pick<OutboxRow, 'collection' | 'recordId' | 'op' | 'body' | 'base' | 'baseUpdated'>,
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
 * Sends waiting entries until the outbox is empty or a send must be retried later: several
 * records at once, each record's entries in order (see `run`). Concurrent calls share one run.
 * @param send the transport (push.ts sendToPocketBase in the app, a stand-in in unit tests)
 * @param options.concurrency sends in flight at most (default OUTBOX_CONCURRENCY)
 */
export function flushOutbox(
  send: Send,
  db: LocalDb = localDb(),
  now: () => number = Date.now,
  userId: string | null = null,
  options: FlushOptions = {},
): Promise<FlushResult> {
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? OUTBOX_CONCURRENCY));
  running ??= run(send, db, now, userId, concurrency).finally(() => {
    running = null;
  });
  return running;
}

function syncedTable(collection: string): SyncedTable | null {
  return (SYNCED_TABLES as readonly string[]).includes(collection)
    ? (collection as SyncedTable)
    : null;
}

/** A sent entry and the server's copy of its record (none after a delete). */
interface Sent {
  readonly entry: OutboxRow & { seq: number };
  readonly record: ServerRecord | undefined;
}

/**
 * These entries are done, in one transaction: each is removed, later edits of its record are
 * moved onto the server's version, and the server's copies are stored (one bulk write per
 * table). The entries are of different records (the run never has two of one record out).
 */
async function confirmSent(
  db: LocalDb,
  sent: readonly Sent[],
  userId: string | null,
): Promise<void> {
  const tables = new Set<SyncedTable>();
  // The user's own record is not synced; only its language is kept (applyUserRecord).
  let user = false;
  for (const { entry } of sent) {
    const table = syncedTable(entry.collection);
    if (table) tables.add(table);
    if (entry.collection === 'users') user = true;
  }
  const stores = [...tables, ...(user ? ['settings'] : []), 'outbox'];
  await db.transaction('rw', stores, async () => {
    await db.outbox.bulkDelete(sent.map(({ entry }) => entry.seq));
    const made = new Map<string, { collection: string; updated: string }>();
    const byTable = new Map<SyncedTable, ServerRecord[]>();
    for (const { entry, record } of sent) {
      if (!record) continue;
      made.set(entry.recordId, { collection: entry.collection, updated: record.updated });
      const table = syncedTable(entry.collection);
      if (table) byTable.set(table, [...(byTable.get(table) ?? []), record]);
      else if (entry.collection === 'users') await applyUserRecord(db, record);
    }
    if (made.size === 0) return;
    // Later edits of these records were made on top of these writes: they are based on the
    // versions the server just made, not on newer foreign ones.
    await db.outbox
      .where('recordId')
      .anyOf([...made.keys()])
      .modify((row) => {
        const version = made.get(row.recordId);
        if (version && row.collection === version.collection && row.op === 'update') {
          row.baseUpdated = version.updated;
        }
      });
    for (const [table, records] of byTable) await applyServerRecords(db, table, records, userId);
  });
}

/**
 * 409: the record changed on the server since the edit. The record's waiting field edits are
 * merged with the server's copy (sync/merge.ts): fields the server did not change are queued
 * again on its version, in the place of the first edit (so the run sends them next); fields
 * changed on both sides become one conflict for the user; the server copy is stored (with the
 * re-queued fields on top). Uploads (no If-Match) are left waiting as they are.
 */
async function keepConflict(
  db: LocalDb,
  entry: OutboxRow & { seq: number },
  record: ServerRecord | null,
  userId: string | null,
  now: number,
): Promise<void> {
  const table = syncedTable(entry.collection);
  await db.transaction('rw', [...(table ? [table] : []), 'outbox', 'conflicts'], async () => {
    const edits = (await db.outbox.where('recordId').equals(entry.recordId).sortBy('seq')).filter(
      (row) =>
        row.collection === entry.collection &&
        !row.error &&
        row.op === 'update' &&
        row.baseUpdated !== undefined,
    );
    const fields = combineEdits(edits);
    const [first, ...later] = edits;
    await db.outbox.bulkDelete(later.map((row) => row.seq as number));
    if (!record) {
      await db.outbox.delete(entry.seq);
      if (table) await applyServerDeletion(db, table, entry.recordId);
      if (Object.keys(fields).length === 0) return;
      const gone = Object.fromEntries(
        Object.entries(fields).map(([field, edit]) => [field, { ...edit, theirs: null }]),
      );
      await keepFields(db, entry, gone, now, true);
      return;
    }
    const merged = mergeFields(fields, record);
    if (Object.keys(merged.resend).length > 0 && first?.seq !== undefined) {
      await db.outbox.update(first.seq, {
        body: merged.resend,
        base: merged.resendBase,
        baseUpdated: record.updated,
        attempts: 0,
        notBefore: now,
      });
    } else if (first?.seq !== undefined) {
      await db.outbox.delete(first.seq);
    }
    if (Object.keys(merged.conflicts).length > 0) {
      await keepFields(db, entry, merged.conflicts, now, false);
    }
    if (table) await applyServerRecords(db, table, [record], userId);
  });
}

/**
 * Stores conflicting fields: in the record's waiting conflict when it has one (one card per
 * record; a field found again takes the newer values), else in a new one.
 */
async function keepFields(
  db: LocalDb,
  entry: OutboxRow,
  fields: ConflictRow['fields'],
  now: number,
  gone: boolean,
): Promise<void> {
  const waiting = await db.conflicts
    .where('[collection+recordId]')
    .equals([entry.collection, entry.recordId])
    .first();
  if (waiting?.id !== undefined) {
    await db.conflicts.update(waiting.id, {
      fields: { ...waiting.fields, ...fields },
      ...(gone ? { gone: true } : {}),
    });
    return;
  }
  await db.conflicts.add({
    collection: entry.collection,
    recordId: entry.recordId,
    fields,
    ...(gone ? { gone: true } : {}),
    createdAt: now,
  });
}

/** Sends in flight at most at once (independent records); Chromium opens 6 connections per host. */
export const OUTBOX_CONCURRENCY = 6;

/** Waiting entries read per look at the outbox; later ones wait for the next look. */
const WINDOW = 128;

/** Options of one flush. */
export interface FlushOptions {
  /** Sends in flight at most at once; 1 sends strictly one after the other. */
  readonly concurrency?: number;
}

/** The record ids a write's body names (a hire's contractor, a review's hire...). */
function referencedIds(body: Record<string, unknown>): string[] {
  const ids: string[] = [];
  for (const value of Object.values(body)) {
    if (typeof value === 'string') ids.push(value);
    else if (Array.isArray(value)) {
      for (const item of value) if (typeof item === 'string') ids.push(item);
    }
  }
  return ids;
}

/**
 * The entries of `rows` (waiting, in `seq` order) that may be sent now: due, not in flight,
 * with no earlier waiting entry of the same record (per-record order: a create before its
 * updates and uploads) and none of a record the body names (a hire of a listing created on
 * this device waits for that create). The first entry not yet due stops the scan: what was
 * queued after it waits too, as before concurrency (a retry's backoff holds the queue).
 * @param limit how many to return at most
 */
export function readyEntries(
  rows: readonly OutboxRow[],
  inFlight: ReadonlySet<number>,
  now: number,
  limit: number,
): (OutboxRow & { seq: number })[] {
  const ready: (OutboxRow & { seq: number })[] = [];
  const earlier = new Set<string>();
  for (const row of rows) {
    if (ready.length >= limit) break;
    if (row.seq === undefined || row.error) continue;
    if (!inFlight.has(row.seq)) {
      if (row.notBefore > now) break;
      const blocked =
        earlier.has(row.recordId) || referencedIds(row.body).some((id) => earlier.has(id));
      if (!blocked) ready.push(row as OutboxRow & { seq: number });
    }
    earlier.add(row.recordId);
  }
  return ready;
}

/** What one send's answer means for its entry, stored when it is not a success (see `store`). */
async function settleOther(
  db: LocalDb,
  entry: OutboxRow & { seq: number },
  outcome: Exclude<SendOutcome, { kind: 'sent' }>,
  now: () => number,
  userId: string | null,
): Promise<void> {
  if (outcome.kind === 'conflict' && outcome.record?.updated === entry.baseUpdated) {
    // A 409 on the very version the edit was made on: merging would send the same request
    // again and again. Not a change made elsewhere; shown as refused.
    await db.outbox.update(entry.seq, { error: { status: 409, message: 'Conflict' } });
  } else if (outcome.kind === 'conflict') {
    await keepConflict(db, entry, outcome.record, userId, now());
  } else if (outcome.kind === 'refused') {
    await db.outbox.update(entry.seq, {
      error: {
        status: outcome.status,
        message: outcome.message,
        ...(outcome.code ? { code: outcome.code } : {}),
        ...(outcome.fields && Object.keys(outcome.fields).length > 0
          ? { fields: outcome.fields }
          : {}),
      },
    });
  } else {
    const attempts = entry.attempts + 1;
    await db.outbox.update(entry.seq, { attempts, notBefore: now() + backoffMs(attempts) });
  }
}

/** A send's answer waiting to be stored. */
interface Answered {
  readonly entry: OutboxRow & { seq: number };
  readonly outcome: SendOutcome;
}

/**
 * Stores the answers that arrived together: the successes in one transaction (confirmSent),
 * then each other answer on its own. @returns how many successes were stored
 */
async function store(
  db: LocalDb,
  answers: readonly Answered[],
  now: () => number,
  userId: string | null,
): Promise<number> {
  const sent: Sent[] = [];
  for (const { entry, outcome } of answers) {
    if (outcome.kind === 'sent') sent.push({ entry, record: outcome.record });
  }
  if (sent.length > 0) await confirmSent(db, sent, userId);
  for (const { entry, outcome } of answers) {
    if (outcome.kind !== 'sent') await settleOther(db, entry, outcome, now, userId);
  }
  return sent.length;
}

/**
 * Sends due entries, several records at once (up to `concurrency` in flight), each record's
 * entries strictly in order. The window opens as sends succeed (1, 2, 4, ... up to
 * `concurrency`), so the first send probes the network: offline, one request fails and the run
 * stops, as before concurrency. A retry stops the run: nothing new is sent, the sends in flight
 * finish and are stored.
 *
 * An answered send frees its place in the pool at once; its outcome is stored with the other
 * answers that arrived meanwhile, in one transaction (group commit), and its record stays
 * held until then: the record's next entry is read again after that commit (its If-Match
 * base moved) and only then sent. The waiting entries are read again only after a commit (or
 * when nothing else is left), not once per send.
 */
async function run(
  send: Send,
  db: LocalDb,
  now: () => number,
  userId: string | null,
  concurrency: number,
): Promise<FlushResult> {
  // Changed by the sends and the stores as they end, read by the loop.
  const state = {
    sent: 0,
    stop: false,
    open: 1,
    /** Answers being stored (storeQueued), or null. */
    storing: null as Promise<void> | null,
  };
  /** Sends waiting for their answer, by entry. */
  const inFlight = new Map<number, Promise<void>>();
  /** Answered entries whose outcome is not stored yet; their records are held. */
  const answered = new Set<number>();
  let queue: Answered[] = [];
  /** The waiting entries as last read; null: read them again (a commit changed them). */
  let rows: OutboxRow[] | null = null;

  // Ends by clearing `state.storing` in the same synchronous step as its last look at the
  // queue, so an answer queued later starts a new store.
  const storeQueued = async () => {
    while (queue.length > 0) {
      const answers = queue;
      queue = [];
      try {
        state.sent += await store(db, answers, now, userId);
      } catch {
        // Storing the outcome failed (the database went away): try again later.
        state.stop = true;
      }
      for (const { entry } of answers) answered.delete(entry.seq);
      rows = null;
    }
    state.storing = null;
  };

  for (;;) {
    let fresh = false;
    if (!state.stop && inFlight.size < state.open) {
      // Refused entries stay in the table until dismissed: read past them, or a run of
      // WINDOW refusals at the head would hold every later write.
      if (rows === null) {
        rows = await db.outbox
          .filter((row) => !row.error)
          .limit(WINDOW)
          .toArray();
        fresh = true;
      }
      const held = new Set([...inFlight.keys(), ...answered]);
      const ready = readyEntries(rows, held, now(), state.open - inFlight.size);
      for (const entry of ready) {
        const task = send(entry)
          .catch((error: unknown): SendOutcome => ({
            kind: 'retry',
            status: null,
            message: String(error),
          }))
          .then((outcome) => {
            if (outcome.kind === 'retry') state.stop = true;
            else if (outcome.kind === 'sent') state.open = Math.min(concurrency, state.open * 2);
            answered.add(entry.seq);
            inFlight.delete(entry.seq);
            queue.push({ entry, outcome });
            // Started in a later microtask: `state.storing` is set before it can end and clear it.
            state.storing ??= Promise.resolve().then(storeQueued);
          });
        inFlight.set(entry.seq, task);
      }
    }
    if (inFlight.size === 0 && state.storing === null) {
      // Done when nothing is out and the last look at the table came after the last commit.
      if (state.stop || fresh) break;
      rows = null;
      continue;
    }
    await Promise.race([...inFlight.values(), ...(state.storing ? [state.storing] : [])]);
  }
  const all = await db.outbox.toArray();
  return {
    sent: state.sent,
    waiting: all.filter((r) => !r.error).length,
    refused: all.filter((r) => r.error).length,
  };
}

/** The entry with this sequence number, or undefined once it was sent. */
export function outboxEntry(seq: number, db: LocalDb = localDb()): Promise<OutboxRow | undefined> {
  return db.outbox.get(seq);
}

/** Makes every waiting entry due now (after a sign-in, or when the user asks to retry). */
export async function makeDueNow(db: LocalDb = localDb(), now: number = Date.now()): Promise<void> {
  await db.outbox.filter((row) => !row.error).modify({ notBefore: now });
}

/** When the next waiting entry may be tried (epoch ms), or null when none waits. */
export async function nextAttemptAt(db: LocalDb = localDb()): Promise<number | null> {
  const next = await db.outbox.filter((row) => !row.error).first();
  return next ? next.notBefore : null;
}
