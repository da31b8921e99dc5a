/**
 * The sync status the layout shows (online/offline, pending writes, last sync time; see
 * docs/sync.md) plus what needs the user: writes the server refused and edits in
 * conflict. Live: re-renders when the outbox, conflicts or sync state change. Read only: what
 * the user does about them is in src/data/sync-status.ts.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { syncStatus, type SyncStatus } from '@/data/sync-status';
import { useSession } from '@/features/session';

export type { SyncStatus };

const EMPTY: SyncStatus = {
  pending: 0,
  refused: [],
  conflicts: [],
  decisions: 0,
  tradeValues: {},
  lastSyncAt: null,
  // Not claimed before IndexedDB answered.
  listingsComplete: true,
};

/** The sync status, live; empty until IndexedDB answered. */
export function useSyncStatus(): SyncStatus {
  const userId = useSession().user?.id ?? null;
  return useLiveQuery(() => syncStatus(undefined, userId), [userId]) ?? EMPTY;
}
