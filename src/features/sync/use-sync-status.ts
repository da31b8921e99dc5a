/**
 * The sync status the layout shows (ARCHITECTURE.md "Sync protocol": online/offline, pending
 * writes, last sync time) plus what needs the user: writes the server refused and edits in
 * conflict. Live: re-renders when the outbox, conflicts or sync state change.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { localDb, type ConflictRow, type OutboxRow } from '@/data/local-db';
import { LAST_ROUND_KEY } from '@/data/sync/engine';

export interface SyncStatus {
  /** Writes waiting for the network. */
  readonly pending: number;
  /** Writes the server refused (4xx), with its message. */
  readonly refused: readonly OutboxRow[];
  readonly conflicts: readonly ConflictRow[];
  /** epoch ms of the last complete sync round, null before the first. */
  readonly lastSyncAt: number | null;
}

const EMPTY: SyncStatus = { pending: 0, refused: [], conflicts: [], lastSyncAt: null };

export function useSyncStatus(): SyncStatus {
  return (
    useLiveQuery(async () => {
      const db = localDb();
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
    }) ?? EMPTY
  );
}

/** Applies a conflicted edit again on the current version and sends it. */
export async function reapply(conflictId: number): Promise<void> {
  const [{ reapplyConflict }, { requestSync }] = await Promise.all([
    import('@/data/sync/conflicts'),
    import('@/data/sync/runner'),
  ]);
  await reapplyConflict(localDb(), conflictId);
  void requestSync();
}

/** Drops a conflicted edit (the other version stays). */
export async function discard(conflictId: number): Promise<void> {
  const { discardConflict } = await import('@/data/sync/conflicts');
  await discardConflict(localDb(), conflictId);
}

/** Drops a refused write (a refused new record disappears too). */
export async function dismissRefused(seq: number): Promise<void> {
  const { discardRefused } = await import('@/data/sync/conflicts');
  await discardRefused(localDb(), seq);
}
