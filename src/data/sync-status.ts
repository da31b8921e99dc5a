/** Repository of the sync status: waiting writes, refused ones and conflicts, and their fixes. */
import {
  localDb,
  type ConflictField,
  type ConflictRow,
  type LocalDb,
  type OutboxRow,
} from './local-db';
import { discardRefused, resolveConflict, type ConflictChoice } from './sync/conflicts';
import { LAST_ROUND_KEY } from './sync/engine';
import { pulledOnce } from './sync/pull';
import { sendSoon } from './sync/send-soon';

export type { ConflictChoice, ConflictField, ConflictRow, OutboxRow };

/** A conflict with what the panel names it by. */
export interface ConflictView extends ConflictRow {
  /** The record as people know it: a listing's business name; for a hire, the other party. */
  readonly recordName: string;
}

/** The state of the outbox and of the last sync round. */
export interface SyncStatus {
  /** Writes waiting for the network. */
  readonly pending: number;
  /** Writes the server refused (4xx), with its message. */
  readonly refused: readonly OutboxRow[];
  /** Records with fields changed here and elsewhere, waiting for the user's decision. */
  readonly conflicts: readonly ConflictView[];
  /** Conflicting fields in all (each needs a decision). */
  readonly decisions: number;
  /** Trade record id → trade value, for conflicts on a listing's trades. */
  readonly tradeValues: Readonly<Record<string, string>>;
  /** epoch ms of the last complete sync round, null before the first. */
  readonly lastSyncAt: number | null;
  /**
   * Whether every listing has reached this device at least once (docs/sync.md "Cold device");
   * until then a search, above all offline, may miss some.
   */
  readonly listingsComplete: boolean;
}

/** How a conflict's record is named: a listing by its business name, a hire by the other party. */
async function recordName(
  db: LocalDb,
  conflict: ConflictRow,
  userId: string | null,
): Promise<string> {
  if (conflict.collection === 'contractors') {
    const listing = await db.contractors.get(conflict.recordId);
    const mine = conflict.fields.business_name?.mine;
    return listing?.business_name ?? (typeof mine === 'string' ? mine : '');
  }
  if (conflict.collection === 'hires') {
    const hire = await db.hires.get(conflict.recordId);
    if (!hire) return '';
    if (hire.client !== userId && hire.client_name) return hire.client_name;
    return (await db.contractors.get(hire.contractor))?.business_name ?? hire.client_name ?? '';
  }
  return '';
}

/**
 * Reads the sync status (for useLiveQuery: it reads `outbox`, `conflicts`, `sync_state`, and
 * the records and trades the conflicts name).
 * @param userId the signed-in user (names a hire by the other party), or null
 */
export async function syncStatus(
  db: LocalDb = localDb(),
  userId: string | null = null,
): Promise<SyncStatus> {
  const [rows, conflicts, round, listingsComplete] = await Promise.all([
    db.outbox.toArray(),
    db.conflicts.toArray(),
    db.sync_state.get(LAST_ROUND_KEY),
    pulledOnce(db, 'contractors'),
  ]);
  const views = await Promise.all(
    conflicts.map(async (conflict) => ({
      ...conflict,
      recordName: await recordName(db, conflict, userId),
    })),
  );
  const tradeValues: Record<string, string> = {};
  if (conflicts.some((conflict) => 'trades' in conflict.fields)) {
    for (const trade of await db.trades.toArray()) tradeValues[trade.id] = trade.value;
  }
  return {
    pending: rows.filter((row) => !row.error).length,
    refused: rows.filter((row) => row.error),
    conflicts: views,
    decisions: conflicts.reduce((sum, conflict) => sum + Object.keys(conflict.fields).length, 0),
    tradeValues,
    lastSyncAt: round?.syncedAt || null,
    listingsComplete,
  };
}

/** Ids of records with a write still in the outbox (waiting or refused). */
export async function recordsInOutbox(db: LocalDb = localDb()): Promise<Set<string>> {
  const rows = await db.outbox.toArray();
  return new Set(rows.map((row) => row.recordId));
}

/**
 * Keeps the user's value ("mine") or the server's ("theirs") of conflicting fields; "mine" is
 * queued on the version the device holds and sent soon.
 * @param fields the fields to settle; all of the conflict's when omitted
 * @returns whether an edit was queued
 */
export async function decideConflict(
  conflictId: number,
  choice: ConflictChoice,
  fields?: readonly string[],
  db: LocalDb = localDb(),
): Promise<boolean> {
  const queued = await resolveConflict(db, conflictId, choice, fields);
  if (queued) sendSoon();
  return queued;
}

/**
 * Drops a write the server refused; a refused create also removes its local record, which
 * never existed on the server.
 * @returns the removed entry, or undefined when there was none
 */
export function dismissRefusedWrite(
  seq: number,
  db: LocalDb = localDb(),
): Promise<OutboxRow | undefined> {
  return discardRefused(db, seq);
}
