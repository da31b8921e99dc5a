/**
 * Local writes: the change to the local record and its outbox entry are made in one Dexie
 * transaction, so the screen and the queue never disagree, even after a crash. The outbox
 * sends it when the network allows.
 */
import { notifyChanged } from '../changes';
import type { LocalDb, SyncedTable } from '../local-db';
import type { SyncedRecord } from '../records';
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

/**
 * Changes fields of a local record and queues the update, based on the server version the
 * local copy came from (its `updated`).
 * @throws Error when the record is not in the local database
 */
export async function updateLocally(
  db: LocalDb,
  table: SyncedTable,
  id: string,
  patch: Record<string, unknown>,
): Promise<void> {
  await db.transaction('rw', [table, 'outbox'], async () => {
    const current = (await db.table(table).get(id)) as Row | undefined;
    if (!current) throw new Error(`No local ${table} record ${id}`);
    await db.table(table).put({ ...current, ...patch });
    await enqueue(
      { collection: table, recordId: id, op: 'update', body: patch, baseUpdated: current.updated },
      db,
    );
    notifyChanged(table, [id]);
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
