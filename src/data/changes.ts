/**
 * Change notices for synced tables: the sync engine and local writes say which records they
 * changed, so in-memory views (the browse index) refresh just those. Other tabs of the app
 * hear them through a BroadcastChannel. A notice is sent from inside the writing
 * transaction; listeners run later, outside it, and read after it committed (IndexedDB
 * orders a read after an earlier overlapping write).
 */
import type { SyncedTable } from './local-db';

/** Records of one table that were written or removed. */
export interface ChangeNotice {
  readonly table: SyncedTable;
  readonly ids: readonly string[];
}

type Listener = (notice: ChangeNotice) => void;

const listeners = new Set<Listener>();
const CHANNEL = 'tradesmarket-changes';
let channel: BroadcastChannel | null | undefined;

function broadcast(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
    channel?.addEventListener('message', (event: MessageEvent<ChangeNotice>) => {
      deliver(event.data);
    });
  }
  return channel;
}

function deliver(notice: ChangeNotice): void {
  for (const listener of listeners) listener(notice);
}

/** Announces changed records (to this tab after the current task, and to other tabs). */
export function notifyChanged(table: SyncedTable, ids: readonly string[]): void {
  if (ids.length === 0) return;
  const notice = { table, ids: [...ids] };
  setTimeout(() => {
    deliver(notice);
  }, 0);
  broadcast()?.postMessage(notice);
}

/**
 * Listens to change notices.
 * @returns a function that stops listening
 */
export function onChanged(listener: Listener): () => void {
  broadcast();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
