/** Repository of the sync status: waiting writes, refused ones and conflicts, and their fixes. */
import { localDb, type ConflictRow, type LocalDb, type OutboxRow } from './local-db';
import { discardConflict, discardRefused, reapplyConflict } from './sync/conflicts';
import { LAST_ROUND_KEY } from './sync/engine';
import { sendSoon } from './sync/send-soon';

export type { ConflictRow, OutboxRow };

/** The state of the outbox and of the last sync round. */
export interface SyncStatus {
  /** Writes waiting for the network. */
  readonly pending: number;
  /** Writes the server refused (4xx), with its message. */
  readonly refused: readonly OutboxRow[];
  /** Edits the server refused with 409 (the record changed elsewhere). */
  readonly conflicts: readonly ConflictRow[];
  /** epoch ms of the last complete sync round, null before the first. */
  readonly lastSyncAt: number | null;
}

/** Reads the sync status (for useLiveQuery: it reads `outbox`, `conflicts`, `sync_state`). */
export async function syncStatus(db: LocalDb = localDb()): Promise<SyncStatus> {
  const [rows, conflicts, round] = await Promise.all([
    db.outbox.toArray(),
    db.conflicts.toArray(),
    db.sync_state.get(LAST_ROUND_KEY),
  ]);
  return {
    pending: rows.filter((row) => !row.error).length,
    refused: rows.filter((row) => row.error),
    conflicts,
    lastSyncAt: round?.syncedAt || null,
  };
}

/** Ids of records with a write still in the outbox (waiting or refused). */
export async function recordsInOutbox(db: LocalDb = localDb()): Promise<Set<string>> {
  const rows = await db.outbox.toArray();
  return new Set(rows.map((row) => row.recordId));
}

/**
 * Applies a conflicted edit again on the version the device now holds, and sends it.
 * @returns false when the conflict or its record is gone (nothing queued)
 */
export async function reapplyConflictedEdit(
  conflictId: number,
  db: LocalDb = localDb(),
): Promise<boolean> {
  const queued = await reapplyConflict(db, conflictId);
  sendSoon();
  return queued;
}

/** Drops a conflicted edit; the server's version stays. */
export async function discardConflictedEdit(
  conflictId: number,
  db: LocalDb = localDb(),
): Promise<void> {
  await discardConflict(db, conflictId);
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
