/**
 * Saving a plan to the user's account ("The plan file stays on the device
 * (IndexedDB) unless the user saves the project to their account; then it uploads as a
 * protected file"; collection `plan_files`, docs/sync.md "Plan files"). The upload goes
 * through the outbox like every write: the file's bytes travel in the queued create's body as
 * a QueuedFile (an ArrayBuffer, which IndexedDB stores everywhere), and push.ts turns it into
 * a multipart upload when it is sent, once, with the record id made here. Until then the plan
 * is on this device only. A later save of the same plan queues an update of its name and
 * takeoff (the file does not change).
 */
import { localDb, type LocalDb, type PlanRow } from './local-db';
import { enqueue } from './sync/outbox';
import { newRecordId } from './sync/record-id';
import { sendSoon } from './sync/send-soon';

/** A file queued in an outbox body; push.ts sends it as a file part. */
export interface QueuedFile {
  readonly $file: ArrayBuffer;
  readonly type: string;
  readonly name: string;
}

/** Whether an outbox body value is a queued file. */
export function isQueuedFile(value: unknown): value is QueuedFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    '$file' in value &&
    value.$file instanceof ArrayBuffer
  );
}

/** The takeoff the account keeps with the file (lib/plan-files.js checks its shape). */
export function takeoffOf(plan: PlanRow): Record<string, unknown> {
  return {
    page: plan.page,
    unit: plan.unit,
    scales: plan.scales,
    measurements: plan.measurements,
  };
}

/**
 * Queues the plan's upload to `userId`'s account (or, when it was saved before, the update of
 * its name and takeoff) and marks the plan with the record id.
 * @returns the `plan_files` record id
 * @throws Error when the plan is not on this device
 */
export async function savePlanToAccount(planId: string, db: LocalDb = localDb()): Promise<string> {
  const id = await db.transaction('rw', ['plans', 'outbox'], async () => {
    const plan = await db.plans.get(planId);
    if (!plan) throw new Error(`No local plan ${planId}`);
    const body = { name: plan.name, takeoff: takeoffOf(plan) };
    if (plan.accountFileId) {
      await enqueue(
        { collection: 'plan_files', recordId: plan.accountFileId, op: 'update', body },
        db,
      );
      return plan.accountFileId;
    }
    const recordId = newRecordId();
    const file: QueuedFile = { $file: plan.data, type: plan.type, name: plan.name };
    await enqueue(
      { collection: 'plan_files', recordId, op: 'create', body: { ...body, file } },
      db,
    );
    await db.plans.update(planId, { accountFileId: recordId });
    return recordId;
  });
  sendSoon();
  return id;
}

/** Where a plan stands with the account (planAccountState). */
export type PlanAccountState = 'device' | 'waiting' | 'refused' | 'saved';

/**
 * Where a plan stands with the account, by its `accountFileId`: 'device' (never saved to it), 'waiting' (its upload
 * or update waits in the outbox: on this device only until sent), 'refused' (the server
 * refused it; the sync panel says why), 'saved'.
 */
export async function planAccountState(
  accountFileId: string | undefined,
  db: LocalDb = localDb(),
): Promise<PlanAccountState> {
  if (!accountFileId) return 'device';
  const rows = await db.outbox
    .where('recordId')
    .equals(accountFileId)
    .filter((row) => row.collection === 'plan_files')
    .toArray();
  if (rows.some((row) => row.error)) return 'refused';
  return rows.length > 0 ? 'waiting' : 'saved';
}
