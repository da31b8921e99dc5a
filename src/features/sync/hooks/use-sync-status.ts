/**
 * The sync status the layout shows (online/offline, pending writes, last sync time; see
 * docs/sync.md) plus what needs the user: writes the server refused and edits in
 * conflict. Live: re-renders when the outbox, conflicts or sync state change. Read only: what
 * the user does about them is in src/data/sync-status.ts.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { syncStatus, type SyncStatus } from '@/data/sync-status';
import { useSession } from '@/lib/session';

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

/**
 * The last status read in this page, kept for the next component that asks: the full control
 * replaces the live button when pressed (sync-status-slot.tsx), and its panel must not open on
 * "All changes saved" while IndexedDB has not yet answered it and a change waits.
 */
let lastKnown: { userId: string | null; status: SyncStatus } | null = null;

/**
 * The sync status, live: the last one read in this page for the same user until IndexedDB
 * answers, else empty.
 */
export function useSyncStatus(): SyncStatus {
  const userId = useSession().user?.id ?? null;
  const status = useLiveQuery(async () => {
    const read = await syncStatus(undefined, userId);
    lastKnown = { userId, status: read };
    return read;
  }, [userId]);
  return status ?? (lastKnown?.userId === userId ? lastKnown.status : EMPTY);
}
