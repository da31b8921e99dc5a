/**
 * The outbox's transport to PocketBase. Every request passes `requestKey: null`, so the SDK
 * never cancels one send because another started. Updates carry the version they were made on
 * as If-Match; the server answers 409 when the record moved on (pb_hooks/lib/record-hooks.js).
 */
import { ClientResponseError, type default as PocketBase } from 'pocketbase';
import { serverFieldErrors } from '@/lib/call-failure';
import { getPocketBase } from '@/lib/pocketbase';
import type { OutboxRow } from '../local-db';
import { isQueuedFile } from '../plan-files';
import { alreadyApplied, type ServerRecord } from './apply';
import type { SendOutcome } from './outbox';

/**
 * Whether a refused create means the record is already there (an earlier send reached the
 * server but its answer was lost): PocketBase answers 400 with a field error on `id`.
 */
function alreadyCreated(error: ClientResponseError): boolean {
  const data = error.response.data as Record<string, { code?: string } | undefined> | undefined;
  return error.status === 400 && data?.id?.code !== undefined;
}

/**
 * The machine-readable reasons of a refusal: the answer's `code` (our hooks' JSON answers) and
 * each refused field's code (`data.<field>.code`), which the app puts into words.
 */
function reasonsOf(error: ClientResponseError): { code?: string; fields?: Record<string, string> } {
  const body = error.response as { code?: unknown; data?: unknown };
  const fields = Object.fromEntries(
    Object.entries(serverFieldErrors(body.data))
      .filter(([, e]) => e.code !== '')
      .map(([field, e]) => [field, e.code]),
  );
  return {
    ...(typeof body.code === 'string' && body.code ? { code: body.code } : {}),
    ...(Object.keys(fields).length > 0 ? { fields } : {}),
  };
}

/** The server's copy of a record, or null when it is gone or cannot be read. */
async function serverCopy(
  pb: PocketBase,
  collection: string,
  id: string,
): Promise<ServerRecord | null> {
  try {
    return await pb.collection(collection).getOne<ServerRecord>(id, { requestKey: null });
  } catch {
    return null;
  }
}

/** Sends one outbox entry with the app's client. Never throws. */
export async function sendToPocketBase(row: OutboxRow): Promise<SendOutcome> {
  let pb: PocketBase;
  try {
    pb = await getPocketBase();
  } catch (error) {
    return { kind: 'retry', status: null, message: String(error) };
  }
  return sendWith(pb, row);
}

/**
 * A create's body with its queued files (plan-files.ts QueuedFile) as File objects, so the
 * SDK sends it as multipart; other bodies unchanged.
 */
function withFiles(body: Record<string, unknown>): Record<string, unknown> {
  if (!Object.values(body).some(isQueuedFile)) return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) =>
      isQueuedFile(value)
        ? [key, new File([value.$file], value.name, { type: value.type })]
        : [key, value],
    ),
  );
}

/** Collections anyone may write to without signing in. */
const OPEN_COLLECTIONS = ['exit_intent_captures', 'support_requests', 'legal_inquiries'];

/**
 * Sends one outbox entry with the given client (as whoever it is signed in as). Never throws.
 * Signed out (or with an expired token, 401), a user's write waits for the next sign-in
 * instead of being refused.
 */
export async function sendWith(pb: PocketBase, row: OutboxRow): Promise<SendOutcome> {
  if (!OPEN_COLLECTIONS.includes(row.collection) && !pb.authStore.isValid) {
    return { kind: 'retry', status: 401, message: 'Waiting for sign-in' };
  }
  try {
    const records = pb.collection(row.collection);
    if (row.op === 'create') {
      const record = await records.create<ServerRecord>(
        { ...withFiles(row.body), id: row.recordId },
        { requestKey: null },
      );
      return { kind: 'sent', record };
    }
    if (row.op === 'update') {
      const headers: Record<string, string> = row.baseUpdated
        ? { 'If-Match': `"${row.baseUpdated}"` }
        : {};
      // The REST call RecordService.update makes, without its side effect: on the signed-in
      // user's own record it saves the answer into the auth store, which the app hears as a
      // session change (another sync round, the inactivity timer restarted). A queued write
      // being delivered is not one; the language rule reads the answer from the outbox.
      const record = await pb.send<ServerRecord>(
        `/api/collections/${encodeURIComponent(row.collection)}/records/${encodeURIComponent(row.recordId)}`,
        { method: 'PATCH', body: row.body, requestKey: null, headers },
      );
      return { kind: 'sent', record };
    }
    await records.delete(row.recordId, { requestKey: null });
    return { kind: 'sent' };
  } catch (error) {
    if (!(error instanceof ClientResponseError)) {
      return { kind: 'retry', status: null, message: String(error) };
    }
    if (row.op === 'create' && error.status === 400) {
      // A resend of a create that reached the server before: the id is taken (or a unique
      // field, such as a listing's owner, is reported first). The record with this
      // client-generated id exists: the create is done.
      const record = await serverCopy(pb, row.collection, row.recordId);
      if (record) return { kind: 'sent', record };
      if (alreadyCreated(error)) return { kind: 'sent' };
    }
    if (row.op === 'delete' && error.status === 404) return { kind: 'sent' };
    if (
      row.op === 'update' &&
      error.status >= 400 &&
      error.status < 500 &&
      error.status !== 401 &&
      error.status !== 429
    ) {
      // A resend of an update that reached the server before is refused by the If-Match
      // check (409) or by a rule about the old state (404): the edit is there, it is done.
      const record = await serverCopy(pb, row.collection, row.recordId);
      if (record && alreadyApplied(row.body, record)) return { kind: 'sent', record };
      if (error.status === 409) return { kind: 'conflict', record };
      // Refused by a rule about the record's state, which changed elsewhere since the edit
      // (a client's cancel of a hire the contractor accepted meanwhile): merged like a 409,
      // so the user sees both values of the field instead of the server's bare refusal.
      if (record && row.baseUpdated && record.updated !== row.baseUpdated) {
        return { kind: 'conflict', record };
      }
    }
    // status 0: the request never got an answer (offline, aborted); 401: the session ended
    // (the write waits for the next sign-in); 429 and 5xx: try later.
    if (error.status === 0 || error.status === 401 || error.status === 429 || error.status >= 500) {
      return { kind: 'retry', status: error.status || null, message: error.message };
    }
    return { kind: 'refused', status: error.status, message: error.message, ...reasonsOf(error) };
  }
}
