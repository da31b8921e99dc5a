/**
 * What the user can do about writes the server did not take (nothing is dropped silently):
 * a field changed on both sides (sync/merge.ts) is decided field by field, keeping the user's
 * value (queued again on the version the device now holds) or the server's; a refused write
 * (4xx) can be discarded, which also drops the local record of a refused create.
 */
import { notifyChanged } from '../changes';
import { SYNCED_TABLES, type LocalDb, type SyncedTable } from '../local-db';
import { updateLocally } from './local-write';

function synced(collection: string): SyncedTable | null {
  return (SYNCED_TABLES as readonly string[]).includes(collection)
    ? (collection as SyncedTable)
    : null;
}

/** Which value of a conflicting field stays. */
export type ConflictChoice = 'mine' | 'theirs';

/**
 * Settles conflicting fields of one conflict. "mine" applies the user's value to the local
 * copy and queues it on the version the device holds now (If-Match that version, so a newer
 * change elsewhere is merged again); "theirs" leaves the server's value. The conflict is
 * removed with its last field.
 * @param fields the fields to settle; all of the conflict's when omitted
 * @returns whether an edit was queued (false for "theirs", a gone record, or no conflict)
 */
export async function resolveConflict(
  db: LocalDb,
  conflictId: number,
  choice: ConflictChoice,
  fields?: readonly string[],
): Promise<boolean> {
  const conflict = await db.conflicts.get(conflictId);
  const table = conflict ? synced(conflict.collection) : null;
  if (!conflict) return false;
  const settle = fields ?? Object.keys(conflict.fields);
  return db.transaction('rw', [...(table ? [table] : []), 'outbox', 'conflicts'], async () => {
    const chosen = new Set(settle);
    const left = Object.fromEntries(
      Object.entries(conflict.fields).filter(([field]) => !chosen.has(field)),
    );
    const patch = Object.fromEntries(
      Object.entries(conflict.fields)
        .filter(([field]) => chosen.has(field))
        .map(([field, both]) => [field, both.mine]),
    );
    if (Object.keys(left).length === 0) await db.conflicts.delete(conflictId);
    else await db.conflicts.update(conflictId, { fields: left });
    if (choice === 'theirs' || conflict.gone || !table) return false;
    if (!(await db.table(table).get(conflict.recordId))) return false;
    return updateLocally(db, table, conflict.recordId, patch);
  });
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
