/**
 * The portal's server calls for verification (collection `verification_requests`,
 * docs/moderation.md): the owner's requests, sending documents (multipart), and a link to
 * an uploaded document (protected files: a short-lived file token). Not local-first: the
 * documents go straight to the server, so each call needs a connection and answers a
 * CallResult (nothing is sent while offline).
 */
import type { CommonOptions } from 'pocketbase';
import { fileUrl } from '@/lib/files';
import { callPocketBase, type CallResult } from '@/lib/pocketbase-call';
import type { VerificationStatus } from './verification-model';

const options: CommonOptions = { requestKey: null };

/** A verification request as the owner reads it. Dates: PocketBase strings, '' when unset. */
export interface VerificationRequest {
  readonly id: string;
  readonly status: VerificationStatus;
  /** Stored file names, '' when that document was not sent. */
  readonly licence_document: string;
  readonly insurance_document: string;
  readonly note: string;
  /** Staff's reason (required to reject), '' otherwise. */
  readonly decision_reason: string;
  readonly decided_at: string;
  readonly created: string;
}

const STATUSES: readonly string[] = ['pending', 'approved', 'rejected'];
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Reads a request from a server answer; null when it is not one. A request without a status
 * yet has no decision: it waits for staff.
 */
export function parseVerificationRequest(json: unknown): VerificationRequest | null {
  if (!json || typeof json !== 'object') return null;
  const r = json as Record<string, unknown>;
  if (typeof r.id !== 'string' || !r.id) return null;
  const status = r.status === '' || r.status === undefined ? 'pending' : r.status;
  if (typeof status !== 'string' || !STATUSES.includes(status)) return null;
  return {
    id: r.id,
    status: status as VerificationStatus,
    licence_document: text(r.licence_document),
    insurance_document: text(r.insurance_document),
    note: text(r.note),
    decision_reason: text(r.decision_reason),
    decided_at: text(r.decided_at),
    created: text(r.created),
  };
}

/** The owner's requests for this listing, newest first (the list rule shows only their own). */
export function listVerificationRequests(
  contractorId: string,
): Promise<CallResult<VerificationRequest[]>> {
  return callPocketBase(async (pb) => {
    const records = await pb.collection('verification_requests').getFullList({
      ...options,
      filter: pb.filter('contractor = {:contractor}', { contractor: contractorId }),
      sort: '-created',
    });
    return records.map(parseVerificationRequest).filter((r) => r !== null);
  });
}

/** What the owner sends: at least one document (checked by validateVerification first). */
export interface VerificationInput {
  readonly contractor: string;
  readonly owner: string;
  readonly licence: File | null;
  readonly insurance: File | null;
  readonly note: string;
}

/** Sends the documents as one multipart request; the server answers the new request. */
export function sendVerificationRequest(
  input: VerificationInput,
): Promise<CallResult<VerificationRequest | null>> {
  return callPocketBase(async (pb) => {
    const form = new FormData();
    form.append('contractor', input.contractor);
    form.append('owner', input.owner);
    form.append('note', input.note.trim());
    if (input.licence) form.append('licence_document', input.licence);
    if (input.insurance) form.append('insurance_document', input.insurance);
    const record = await pb.collection('verification_requests').create(form, options);
    return parseVerificationRequest(record);
  });
}

/**
 * The address of one of the owner's uploaded documents, with a file token (valid for a few
 * minutes: ask for it when the user opens the file).
 */
export function verificationDocumentUrl(
  requestId: string,
  fileName: string,
): Promise<CallResult<string>> {
  return callPocketBase(async (pb) => {
    const token = await pb.files.getToken(options);
    const url = fileUrl('verification_requests', requestId, fileName);
    return `${url}?token=${encodeURIComponent(token)}`;
  });
}
