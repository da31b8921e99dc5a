/**
 * How server records enter the local database (docs/sync.md), shared by
 * the pull, realtime events and the outbox's answers. Two rules:
 * - a record with writes still waiting in the outbox is shown as the user left it: the
 *   server copy is overlaid with those writes (the server gets them soon, or answers 409);
 * - a listing that is not active and not the signed-in user's own is not kept (it left the
 *   public list: unpublished or suspended).
 */
import { notifyChanged } from '../changes';
import type { LocalDb, OutboxRow, SyncedTable } from '../local-db';
import type { SyncedRecord } from '../records';

/** A record as the REST API returns it. */
export type ServerRecord = SyncedRecord & Record<string, unknown>;

/** The record without PocketBase's envelope fields (collectionId, collectionName, expand). */
export function stripEnvelope(record: ServerRecord): ServerRecord {
  const { collectionId: _id, collectionName: _name, expand: _expand, ...fields } = record;
  return fields;
}

/**
 * The record the user sees: the server copy with the waiting writes on top, in order.
 * @returns null when a waiting write deletes it
 */
export function overlay(server: ServerRecord, pending: readonly OutboxRow[]): ServerRecord | null {
  let record: ServerRecord | null = server;
  for (const entry of pending) {
    if (entry.op === 'delete') record = null;
    else record = { ...(record ?? server), ...entry.body };
  }
  return record;
}

/**
 * Whether the server copy already holds every field of an edit: a retried update whose first
 * send reached the server (answer lost), or the same change made elsewhere. Such an update is
 * done, not refused or in conflict.
 */
export function alreadyApplied(body: Record<string, unknown>, record: ServerRecord): boolean {
  return Object.entries(body).every(
    ([field, value]) => JSON.stringify(record[field]) === JSON.stringify(value),
  );
}

/** Whether a pulled record belongs in the local copy. */
export function keepLocally(table: SyncedTable, record: ServerRecord, userId: string | null) {
  if (table !== 'contractors') return true;
  return record.status === 'active' || (userId !== null && record.owner === userId);
}

/**
 * Waiting (not refused) outbox entries of some records of one collection, by record id, in
 * send order. Looked up by record id: reading every entry of the collection made a flush of
 * n queued creates read n²/2 rows (each confirmed send stores the server's copy through here).
 */
export async function pendingByRecord(
  db: LocalDb,
  collection: string,
  ids: readonly string[],
): Promise<Map<string, OutboxRow[]>> {
  const rows = await db.outbox
    .where('recordId')
    .anyOf([...ids])
    .filter((row) => row.collection === collection)
    .sortBy('seq');
  const byRecord = new Map<string, OutboxRow[]>();
  for (const row of rows) {
    if (row.error) continue;
    const list = byRecord.get(row.recordId) ?? [];
    list.push(row);
    byRecord.set(row.recordId, list);
  }
  return byRecord;
}

/**
 * Stores server records in one table. Call inside a transaction over the table and `outbox`.
 * The records are written first, as the server sent them, and only then is the outbox read:
 * the write is handed to IndexedDB at once (a pull's next page is copied while the page before
 * still commits), and the few records with writes waiting are written again on top, in the same
 * transaction, so what commits is always the overlaid copy.
 * @param records as the server sent them
 * @param userId the signed-in user, or null
 */
export async function applyServerRecords(
  db: LocalDb,
  table: SyncedTable,
  records: readonly ServerRecord[],
  userId: string | null,
): Promise<void> {
  if (records.length === 0) return;
  const store = db.table<ServerRecord, string>(table);
  const put: ServerRecord[] = [];
  const remove: string[] = [];
  for (const raw of records) {
    const record = stripEnvelope(raw);
    if (keepLocally(table, record, userId)) put.push(record);
    else remove.push(raw.id);
  }
  const written = Promise.all([
    put.length > 0 ? store.bulkPut(put) : undefined,
    remove.length > 0 ? store.bulkDelete(remove) : undefined,
  ]);
  notifyChanged(
    table,
    records.map((record) => record.id),
  );
  // A pull of thousands of records into a device with nothing waiting (a cold device) skips
  // the look-up of a thousand ids in the outbox per page.
  const pending =
    (await db.outbox.count()) === 0
      ? new Map<string, OutboxRow[]>()
      : await pendingByRecord(
          db,
          table,
          records.map((record) => record.id),
        );
  await written;
  const overPut: ServerRecord[] = [];
  const overRemove: string[] = [];
  for (const raw of records) {
    const waiting = pending.get(raw.id);
    if (!waiting) continue;
    const record = overlay(stripEnvelope(raw), waiting);
    if (record && keepLocally(table, record, userId)) overPut.push(record);
    else overRemove.push(raw.id);
  }
  if (overPut.length > 0) await store.bulkPut(overPut);
  if (overRemove.length > 0) await store.bulkDelete(overRemove);
}

/**
 * Keeps what the server answered to this device's write of a user record: its
 * `language_preference` and `updated`, so a copy of the profile read before that write (a
 * session stored offline) is known to be older (src/data/language.ts). Call inside a
 * transaction over `settings`.
 */
export async function applyUserRecord(db: LocalDb, record: ServerRecord): Promise<void> {
  const name = record.language_preference;
  if (typeof name !== 'string') return;
  await db.settings.put({
    key: 'profile_language',
    value: { userId: record.id, name, updated: record.updated },
  });
}

/** Removes one record a server event says was deleted. Same transaction rule. */
export async function applyServerDeletion(
  db: LocalDb,
  table: SyncedTable,
  id: string,
): Promise<void> {
  await db.table(table).delete(id);
  notifyChanged(table, [id]);
}
