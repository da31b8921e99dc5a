/**
 * The outbox's transport to PocketBase (ARCHITECTURE.md "Sync protocol"). Every request
 * passes `requestKey: null`, so the SDK never cancels one send because another started.
 */
import { ClientResponseError } from 'pocketbase';
import { getPocketBase } from '@/lib/pocketbase';
import type { OutboxRow } from '../local-db';
import type { SendOutcome } from './outbox';

/**
 * Whether a refused create means the record is already there (an earlier send reached the
 * server but its answer was lost): PocketBase answers 400 with a field error on `id`.
 */
function alreadyCreated(error: ClientResponseError): boolean {
  const data = error.response.data as Record<string, { code?: string } | undefined> | undefined;
  return error.status === 400 && data?.id?.code !== undefined;
}

/** Sends one outbox entry. Never throws. */
export async function sendToPocketBase(row: OutboxRow): Promise<SendOutcome> {
  try {
    const pb = await getPocketBase();
    const records = pb.collection(row.collection);
    const options = { requestKey: null };
    if (row.op === 'create') await records.create({ ...row.body, id: row.recordId }, options);
    else if (row.op === 'update') await records.update(row.recordId, row.body, options);
    else await records.delete(row.recordId, options);
    return { kind: 'sent' };
  } catch (error) {
    if (!(error instanceof ClientResponseError)) {
      return { kind: 'retry', status: null, message: String(error) };
    }
    if (row.op === 'create' && alreadyCreated(error)) return { kind: 'sent' };
    if (row.op === 'delete' && error.status === 404) return { kind: 'sent' };
    // status 0: the request never got an answer (offline, aborted); 429 and 5xx: try later.
    if (error.status === 0 || error.status === 429 || error.status >= 500) {
      return { kind: 'retry', status: error.status || null, message: error.message };
    }
    return { kind: 'refused', status: error.status, message: error.message };
  }
}
