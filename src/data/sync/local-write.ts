/**
 * Local writes: the change to the local record and its outbox entry are made in one Dexie
 * transaction, so the screen and the queue never disagree, even after a crash. The outbox
 * sends it when the network allows.
 */
import { notifyChanged } from '../changes';
import type { LocalDb, SyncedTable } from '../local-db';
import type { SyncedRecord } from '../records';
import { changedFields } from './merge';
import { enqueue } from './outbox';

type Row = SyncedRecord & Record<string, unknown>;

/**
 * Creates a record locally and queues its create.
 * @param record the whole record with a client-generated id (record-id.ts); `created` and
 *   `updated` are '' until the server has it
 * @param body the fields to send (defaults to the record minus created/updated)
 */
export async function createLocally<T extends SyncedRecord>(
  db: LocalDb,
  table: SyncedTable,
  record: T,
  body?: Record<string, unknown>,
): Promise<T> {
  const { id: _id, created: _created, updated: _updated, ...fields } = record;
  await db.transaction('rw', [table, 'outbox'], async () => {
    await db.table(table).put(record);
    await enqueue(
      { collection: table, recordId: record.id, op: 'create', body: body ?? fields },
      db,
    );
  });
  return record;
}

/** What an edit was made on, when that is older than the local copy (a form left open). */
export interface EditedFrom {
  /** The value each field had when the user started editing it. */
  readonly base: Record<string, unknown>;
  /** The record's `updated` then (sent as If-Match). */
  readonly baseUpdated: string;
}

/**
 * Changes fields of a local record and queues the update: only the fields that differ from
 * the local copy, each with the value it had (the base), made on the server version the local
 * copy came from (its `updated`, sent as If-Match). On a 409 the outbox merges field by field
 * (sync/merge.ts). Call inside or outside a transaction over the table and `outbox`.
 * @param from when the edit was made on an older copy (a form opened before a sync): the
 *   values and version it was made on, so a field changed elsewhere meanwhile comes back as a
 *   conflict instead of being overwritten
 * @returns false when nothing differs (nothing stored or queued)
 * @throws Error when the record is not in the local database
 */
export async function updateLocally(
  db: LocalDb,
  table: SyncedTable,
  id: string,
  patch: Record<string, unknown>,
  from?: EditedFrom,
): Promise<boolean> {
  return db.transaction('rw', [table, 'outbox'], async () => {
    const current = (await db.table(table).get(id)) as Row | undefined;
    if (!current) throw new Error(`No local ${table} record ${id}`);
    const { body, base } = changedFields(current, patch);
    if (Object.keys(body).length === 0) return false;
    if (from) {
      for (const field of Object.keys(body)) {
        if (field in from.base) base[field] = from.base[field];
      }
    }
    await db.table(table).put({ ...current, ...body });
    await enqueue(
      {
        collection: table,
        recordId: id,
        op: 'update',
        body,
        base,
        baseUpdated: from?.baseUpdated ?? current.updated,
      },
      db,
    );
    notifyChanged(table, [id]);
    return true;
  });
}

/** Deletes a local record and queues the delete. */
export async function deleteLocally(db: LocalDb, table: SyncedTable, id: string): Promise<void> {
  await db.transaction('rw', [table, 'outbox'], async () => {
    await db.table(table).delete(id);
    await enqueue({ collection: table, recordId: id, op: 'delete', body: {} }, db);
    notifyChanged(table, [id]);
  });
}
