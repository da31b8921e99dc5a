/**
 * Repository of the `estimates` table: the user's construction estimates, local-first. A
 * signed-in user's estimate is created, changed and deleted on the device and its server
 * write queued in the outbox in the same transaction (sent once, in order; docs/sync.md). A
 * project made signed out has owner '' and stays on this device with no outbox entry until
 * adoptDeviceEstimates moves it to the account that signs in.
 */
import { liveQuery } from 'dexie';
import { localDb, type LocalDb } from './local-db';
import type { EstimateRecord } from './records';
import { createLocally, deleteLocally, updateLocally } from './sync/local-write';
import { adoptDeviceEstimates as adoptInto } from './sync/engine';
import { newRecordId } from './sync/record-id';
import { sendSoon } from './sync/send-soon';

export type { EstimateRecord };

/** The fields a user edits (everything but id, owner and the server's dates). */
export type EstimateFields = Omit<EstimateRecord, 'id' | 'owner' | 'created' | 'updated'>;

/** A new, empty estimate's fields in `currency` (ISO 4217). */
export function blankEstimate(name: string, currency: string): EstimateFields {
  return {
    name,
    client_name: '',
    address: '',
    trades: [],
    currency,
    sections: [],
    settings: { overheadPercent: 0, profitPercent: 0, taxPercent: 0, regionalFactor: 1 },
  };
}

/**
 * The fields of a stored estimate the user edits (everything but id, owner and the server's
 * timestamps); also what the server is sent for a create: never `owner` (the server takes it
 * from the auth).
 */
export function estimateFields(record: EstimateRecord): EstimateFields {
  const { id: _id, owner: _owner, created: _c, updated: _u, ...fields } = record;
  return fields;
}

/**
 * Creates an estimate: for a signed-in `userId`, stored and its create queued; signed out
 * (null), stored on this device only (owner ''). Returns the stored record (its id is made
 * here, so the server keeps it).
 */
export async function createEstimate(
  fields: EstimateFields,
  userId: string | null,
  db: LocalDb = localDb(),
): Promise<EstimateRecord> {
  const record: EstimateRecord = {
    ...fields,
    id: newRecordId(),
    owner: userId ?? '',
    created: '',
    updated: '',
  };
  if (!userId) {
    await db.estimates.put(record);
    return record;
  }
  await createLocally(db, 'estimates', record, estimateFields(record));
  sendSoon();
  return record;
}

/**
 * Changes fields of an estimate: a device-only one is rewritten in place; an account's has
 * only the changed fields queued (If-Match on the version the device holds).
 * @returns false when nothing changed
 * @throws Error when there is no such estimate on the device
 */
export async function updateEstimate(
  id: string,
  patch: Partial<EstimateFields>,
  db: LocalDb = localDb(),
): Promise<boolean> {
  const current = await db.estimates.get(id);
  if (!current) throw new Error(`No local estimate ${id}`);
  if (current.owner === '') {
    await db.estimates.put({ ...current, ...patch });
    return true;
  }
  const changed = await updateLocally(db, 'estimates', id, patch);
  if (changed) sendSoon();
  return changed;
}

/** Deletes an estimate (queued for the server unless it is device-only). No-op when absent. */
export async function deleteEstimate(id: string, db: LocalDb = localDb()): Promise<void> {
  const current = await db.estimates.get(id);
  if (!current) return;
  if (current.owner === '') {
    await db.estimates.delete(id);
    return;
  }
  await deleteLocally(db, 'estimates', id);
  sendSoon();
}

/**
 * A copy of an estimate under a new id, named `name`, owned as the original (device-only
 * stays device-only).
 * @throws Error when there is no such estimate on the device
 */
export async function duplicateEstimate(
  id: string,
  name: string,
  db: LocalDb = localDb(),
): Promise<EstimateRecord> {
  const current = await db.estimates.get(id);
  if (!current) throw new Error(`No local estimate ${id}`);
  const { id: _id, owner, created: _c, updated: _u, ...fields } = current;
  return createEstimate({ ...fields, name }, owner || null, db);
}

/** One estimate on the device, or undefined. */
export function getEstimate(
  id: string,
  db: LocalDb = localDb(),
): Promise<EstimateRecord | undefined> {
  return db.estimates.get(id);
}

/**
 * The estimates this device shows to `userId` (null: signed out): theirs and the device-only
 * ones, most recently changed first (device-only and unsent ones, with no `updated`, first).
 */
export async function listEstimates(
  userId: string | null,
  db: LocalDb = localDb(),
): Promise<EstimateRecord[]> {
  const owners = userId ? ['', userId] : [''];
  const rows = await db.estimates.where('owner').anyOf(owners).toArray();
  return rows.sort((a, b) =>
    a.updated === b.updated ? 0 : !a.updated ? -1 : !b.updated ? 1 : a.updated < b.updated ? 1 : -1,
  );
}

/**
 * Moves every device-only estimate (made signed out) to `userId`'s account: each gets the
 * owner and its create is queued, in one transaction. (Each sync round does this too for the
 * signed-in user: sync/engine.ts adoptUser.)
 * @returns how many were moved
 */
export async function adoptDeviceEstimates(
  userId: string,
  db: LocalDb = localDb(),
): Promise<number> {
  const moved = await db.transaction('rw', ['estimates', 'outbox'], () => adoptInto(db, userId));
  if (moved > 0) sendSoon();
  return moved;
}

/**
 * Where an estimate's latest change is: only on this device, queued for the server, there, in
 * a conflict with another device's change (the user chooses in the sync panel), or refused by
 * the server.
 */
export type EstimateSyncState = 'device' | 'waiting' | 'synced' | 'conflict' | 'refused';

/**
 * Where an estimate's latest change is (for useLiveQuery: reads `estimates`, `conflicts` and
 * `outbox`): 'device' for a project made signed out (owner ''), 'conflict' while a conflict of
 * it waits for the user's decision, 'refused' when the server refused a write of it,
 * 'waiting' while the outbox holds a write of it, else 'synced'. undefined when there is no
 * such estimate on the device.
 */
export async function estimateSyncState(
  id: string,
  db: LocalDb = localDb(),
): Promise<EstimateSyncState | undefined> {
  return (await estimateSaveState(id, db))?.state;
}

/**
 * An estimate's sync state (estimateSyncState) with the fields it was read beside (for
 * useLiveQuery: one snapshot, so an editor can tell whether its latest change is in it yet).
 * undefined when there is no such estimate on the device.
 */
export async function estimateSaveState(
  id: string,
  db: LocalDb = localDb(),
): Promise<{ state: EstimateSyncState; fields: EstimateFields } | undefined> {
  const row = await db.estimates.get(id);
  if (!row) return undefined;
  return { state: await syncStateOf(row, db), fields: estimateFields(row) };
}

/** Where a stored estimate's latest change is (estimateSyncState). */
async function syncStateOf(row: EstimateRecord, db: LocalDb): Promise<EstimateSyncState> {
  if (row.owner === '') return 'device';
  const conflicts = await db.conflicts
    .where('[collection+recordId]')
    .equals(['estimates', row.id])
    .count();
  if (conflicts > 0) return 'conflict';
  const queued = await db.outbox.where('recordId').equals(row.id).toArray();
  if (queued.some((entry) => entry.error)) return 'refused';
  return queued.length > 0 ? 'waiting' : 'synced';
}

/**
 * Calls `onRow` with the stored estimate `id` now and after every change of it on this device
 * (the editor's own writes, the sync's, another tab's); undefined when there is none.
 * @returns a function that stops watching
 */
export function watchEstimate(
  id: string,
  onRow: (row: EstimateRecord | undefined) => void,
  db: LocalDb = localDb(),
): () => void {
  const subscription = liveQuery(() => db.estimates.get(id)).subscribe({
    next: onRow,
    error: () => undefined,
  });
  return () => subscription.unsubscribe();
}
