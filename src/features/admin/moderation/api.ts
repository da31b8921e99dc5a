/**
 * Server calls of the moderation pages (docs/moderation.md "Routes"): the queue counts, the
 * listing, review, dispute and verification queues, the staff actions on them, and a file
 * token to open a verification document. Each answers a CallResult; a 401
 * `staff_session_expired` is handled by the caller (the shell's useStaffCall).
 */
import type { Page } from '@/components/list';
import { fileUrl } from '@/lib/files';
import { callPocketBase, type CallResult } from '@/lib/pocketbase-call';
import {
  readQueueCounts,
  type ListingQueue,
  type QueueCounts,
  type ReviewQueue,
  type VerificationStatus,
} from './model';

const options = { requestKey: null };

/** An open report of a listing or review. */
export interface ReportRow {
  readonly id: string;
  readonly reason: string;
  readonly details: string;
  readonly created: string;
}

/** A listing of a queue (GET /api/admin/listings). */
export interface ListingRow {
  readonly id: string;
  readonly businessName: string;
  readonly ownerEmail: string;
  readonly status: string;
  readonly suspensionReason: string;
  readonly verified: boolean;
  readonly backgroundCheck: boolean;
  /** When a background check result (passed or not) was recorded; '' when none was. */
  readonly backgroundCheckedAt: string;
  readonly created: string;
  readonly reports: readonly ReportRow[];
}

/** A review of a queue (GET /api/admin/reviews). */
export interface ReviewRow {
  readonly id: string;
  readonly contractorId: string;
  readonly businessName: string;
  readonly authorName: string;
  readonly rating: number;
  readonly body: string;
  readonly hidden: boolean;
  /** Why the server holds it for staff (`new_account`, `self_dealing`); '' when not held. */
  readonly heldReason: string;
  readonly created: string;
  readonly reports: readonly ReportRow[];
}

/** A disputed hire (GET /api/admin/disputes); `trade` is the trade's value. */
export interface DisputeRow {
  readonly id: string;
  readonly contractorId: string;
  readonly businessName: string;
  readonly clientName: string;
  readonly trade: string;
  readonly description: string;
  readonly disputeReason: string;
  readonly updated: string;
}

/** A verification request (GET /api/admin/verifications); documents are file names. */
export interface VerificationRow {
  readonly id: string;
  readonly contractorId: string;
  readonly businessName: string;
  readonly ownerEmail: string;
  readonly licenceDocument: string;
  readonly insuranceDocument: string;
  readonly note: string;
  readonly status: string;
  readonly decisionReason: string;
  readonly created: string;
}

/** A listing action; `reason` is required to suspend. */
export type ListingAction = 'suspend' | 'reinstate' | 'keep';
/** A review action; `reason` is required to hide. */
export type ReviewAction = 'hide' | 'unhide' | 'keep';
/** How a dispute ends: the work stands, or the hire is cancelled. */
export type DisputeOutcome = 'completed' | 'cancelled';
/** A verification decision; `reason` is required to reject. */
export type VerificationDecision = 'approve' | 'reject';

const list = <T>(path: string, query: Record<string, string | number>) =>
  callPocketBase((pb) => pb.send<Page<T>>(path, { ...options, query }));

const post = <T>(path: string, body: Record<string, unknown>) =>
  callPocketBase((pb) => pb.send<T>(path, { ...options, method: 'POST', body }));

const id = (value: string) => encodeURIComponent(value);

/** What needs attention: the dashboard's counts. */
export async function fetchQueueCounts(): Promise<CallResult<QueueCounts>> {
  const result = await callPocketBase((pb) => pb.send<unknown>('/api/admin/queues', options));
  return result.ok ? { ok: true, value: readQueueCounts(result.value) } : result;
}

/**
 * A page of the listings of a queue, each with its open reports. `search` (the `all` queue
 * only) matches business names and owner emails, case-insensitive.
 */
export function fetchListings(
  queue: ListingQueue,
  page: number,
  perPage: number,
  search = '',
): Promise<CallResult<Page<ListingRow>>> {
  const query: Record<string, string | number> = { queue, page, perPage };
  if (queue === 'all' && search.trim()) query.q = search.trim();
  return list<ListingRow>('/api/admin/listings', query);
}

/** Suspends, reinstates or keeps a listing; `mail` says whether its owner was emailed. */
export function moderateListing(
  listingId: string,
  action: ListingAction,
  reason: string,
): Promise<CallResult<{ id: string; status: string; mail?: string }>> {
  return post(`/api/admin/listings/${id(listingId)}/moderate`, { action, reason });
}

/** Records the result of a listing's background check (`reason`: the check's reference). */
export function recordBackgroundCheck(
  listingId: string,
  passed: boolean,
  reason: string,
): Promise<CallResult<{ id: string; backgroundCheck: boolean }>> {
  return post(`/api/admin/listings/${id(listingId)}/background-check`, { passed, reason });
}

/** A page of the reviews of a queue, each with its open reports. */
export function fetchReviews(
  queue: ReviewQueue,
  page: number,
  perPage: number,
): Promise<CallResult<Page<ReviewRow>>> {
  return list<ReviewRow>('/api/admin/reviews', { queue, page, perPage });
}

/** Hides, unhides or keeps a review. */
export function moderateReview(
  reviewId: string,
  action: ReviewAction,
  reason: string,
): Promise<CallResult<{ id: string; hidden: boolean }>> {
  return post(`/api/admin/reviews/${id(reviewId)}/moderate`, { action, reason });
}

/** A page of the disputed hires, oldest first. */
export function fetchDisputes(
  page: number,
  perPage: number,
): Promise<CallResult<Page<DisputeRow>>> {
  return list<DisputeRow>('/api/admin/disputes', { page, perPage });
}

/** Ends a dispute; the reason is shown to both parties. */
export function resolveDispute(
  hireId: string,
  outcome: DisputeOutcome,
  reason: string,
): Promise<CallResult<{ id: string; status: string }>> {
  return post(`/api/admin/hires/${id(hireId)}/resolve`, { outcome, reason });
}

/** A page of the verification requests in one state. */
export function fetchVerifications(
  status: VerificationStatus,
  page: number,
  perPage: number,
): Promise<CallResult<Page<VerificationRow>>> {
  return list<VerificationRow>('/api/admin/verifications', { status, page, perPage });
}

/** Approves or rejects a pending verification request. */
export function decideVerification(
  requestId: string,
  decision: VerificationDecision,
  reason: string,
): Promise<CallResult<{ id: string; status: string }>> {
  return post(`/api/admin/verifications/${id(requestId)}/decide`, { decision, reason });
}

/**
 * The address of a verification document, with a short-lived file token (the collection's
 * files are protected: only the owner and active staff may fetch them).
 */
export async function verificationDocumentUrl(
  requestId: string,
  fileName: string,
): Promise<CallResult<string>> {
  const token = await callPocketBase((pb) => pb.files.getToken(options));
  if (!token.ok) return token;
  const url = fileUrl('verification_requests', requestId, fileName);
  return { ok: true, value: `${url}?token=${encodeURIComponent(token.value)}` };
}
