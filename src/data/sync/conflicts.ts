/**
 * What the user can do about writes the server did not take (nothing is dropped silently):
 * a conflict (409, the record changed elsewhere) can be reapplied on top of the server's
 * version or discarded; a refused write (4xx) can be discarded, which also drops the local
 * record of a refused create.
 */
import { notifyChanged } from '../changes';
import { SYNCED_TABLES, type LocalDb, type SyncedTable } from '../local-db';
import { enqueue } from './outbox';

function synced(collection: string): SyncedTable | null {
  return (SYNCED_TABLES as readonly string[]).includes(collection)
    ? (collection as SyncedTable)
    : null;
}

/**
 * Applies a kept edit again, this time on the version the device now holds, and queues it.
 * @returns false when the conflict or the record is gone (nothing queued)
 */
export async function reapplyConflict(db: LocalDb, conflictId: number): Promise<boolean> {
  const conflict = await db.conflicts.get(conflictId);
  const table = conflict ? synced(conflict.collection) : null;
  if (!conflict || !table) return false;
  return db.transaction('rw', [table, 'outbox', 'conflicts'], async () => {
    const current = (await db.table(table).get(conflict.recordId)) as
      { updated: string } | undefined;
    await db.conflicts.delete(conflictId);
    if (!current) return false;
    await db.table(table).put({ ...current, ...conflict.body });
    notifyChanged(table, [conflict.recordId]);
    await enqueue(
      {
        collection: conflict.collection,
        recordId: conflict.recordId,
        op: 'update',
        body: conflict.body,
        baseUpdated: current.updated,
      },
      db,
    );
    return true;
  });
}

/** Forgets a kept edit; the server's version stays. */
export async function discardConflict(db: LocalDb, conflictId: number): Promise<void> {
  await db.conflicts.delete(conflictId);
}

/**
 * Forgets a write the server refused. A refused create also removes its local record, which
 * never existed on the server.
 * @returns the removed entry, or undefined when there was none
 */
export async function discardRefused(db: LocalDb, seq: number) {
  return db.transaction('rw', [...SYNCED_TABLES, 'outbox'], async () => {
    const entry = await db.outbox.get(seq);
    if (!entry?.error) return undefined;
    await db.outbox.delete(seq);
    const table = synced(entry.collection);
    if (table && entry.op === 'create') {
      await db.table(table).delete(entry.recordId);
      notifyChanged(table, [entry.recordId]);
    }
    return entry;
  });
}
