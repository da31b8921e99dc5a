/**
 * Pure rules of the moderation pages: which queue the URL asks for, whether a staff reason
 * may be sent, and which words (keys of the `moderation` namespace) say what the server
 * answered. No React, no SDK.
 */
import type { CallFailure } from '@/lib/pocketbase-call';

/**
 * The listing queues of /admin/listings (`?queue=`), the first the default; `all` is every
 * listing but removed ones, searchable (`?q=`), for a listing that left the other queues.
 */
export const LISTING_QUEUES = ['new', 'reported', 'suspended', 'all'] as const;
export type ListingQueue = (typeof LISTING_QUEUES)[number];

/** The review queues of /admin/reviews (`?queue=`), the first the default. */
export const REVIEW_QUEUES = ['reported', 'held', 'hidden'] as const;
export type ReviewQueue = (typeof REVIEW_QUEUES)[number];

/** The verification request states of /admin/verifications (`?status=`), the first the default. */
export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/**
 * The value of `name` in a query string when it is one of `allowed`, else the first of
 * `allowed` (a missing, empty or unknown value opens the default tab rather than an error).
 * @param search e.g. "?queue=reported" (location.search)
 */
export function queueFromSearch<Q extends string>(
  search: string,
  name: string,
  allowed: readonly [Q, ...Q[]],
): Q {
  const value = new URLSearchParams(search).get(name);
  return (allowed as readonly string[]).includes(value ?? '') ? (value as Q) : allowed[0];
}

/** The longest reason the server takes (docs/moderation.md "Routes"). */
export const REASON_MAX_LENGTH = 2000;

/** What is wrong with a reason before it is sent, or null when it may be sent. */
export type ReasonProblem = 'required' | 'tooLong';

/**
 * @param required whether the action needs a reason (suspend, hide, reject, resolve,
 *   background check); an optional reason is still held to the length limit
 */
export function checkReason(reason: string, required: boolean): ReasonProblem | null {
  const trimmed = reason.trim();
  if (required && trimmed === '') return 'required';
  if (trimmed.length > REASON_MAX_LENGTH) return 'tooLong';
  return null;
}

/** The `moderation` key of what happened to the owner's email after an action. */
export type MailOutcomeKey =
  'mail.sent' | 'mail.failed' | 'mail.skipped' | 'mail.skippedReinstate' | 'mail.unknown';

/**
 * The words for the `mail` of a moderate answer: `sent`, `failed` (the action stands) or
 * `skipped` (no mail server; after a suspension the owner still reads the reason in the
 * portal, after a reinstatement there is no reason to read); null when nobody was to be
 * mailed (`keep` answers `none`, or no `mail` at all); any other value says the app cannot
 * tell, rather than claim a mail.
 * @param action the action that was answered; 'suspend' when not given
 */
export function mailOutcomeKey(
  mail: unknown,
  action: 'suspend' | 'reinstate' = 'suspend',
): MailOutcomeKey | null {
  if (mail === 'skipped' && action === 'reinstate') return 'mail.skippedReinstate';
  if (mail === 'sent' || mail === 'failed' || mail === 'skipped') return `mail.${mail}`;
  if (mail === 'none' || mail === undefined || mail === null) return null;
  return 'mail.unknown';
}

/** The `moderation` key of a refused action (`errors.*`), read from the call's failure. */
export type ActionErrorKey =
  | 'errors.reasonRequired'
  | 'errors.reasonTooLong'
  | 'errors.invalid'
  | 'errors.invalidState'
  | 'errors.notFound'
  | 'errors.forbidden'
  | 'errors.offline'
  | 'errors.sessionEnded'
  | 'errors.rateLimited'
  | 'errors.failed';

const INVALID_STATE = 'invalid_state';

/**
 * Words for a failed moderation action. The server answers a move from the wrong state with
 * 400 and `data.status.code` = `invalid_state` (read by call-failure as an `invalid` answer
 * naming the field `status`), bad input with field errors, an unknown id with 404.
 */
export function actionErrorKey(failure: CallFailure): ActionErrorKey {
  switch (failure.kind) {
    case 'offline':
      return 'errors.offline';
    case 'network':
    case 'server':
      return 'errors.failed';
    case 'rateLimited':
      return 'errors.rateLimited';
    case 'invalid': {
      const fields = Object.values(failure.fields);
      if (fields.some((f) => f.code === INVALID_STATE)) return 'errors.invalidState';
      const reason = failure.fields.reason?.code;
      if (reason === 'validation_required') return 'errors.reasonRequired';
      if (
        reason === 'validation_max_text_constraint' ||
        reason === 'validation_length_out_of_range'
      ) {
        return 'errors.reasonTooLong';
      }
      return 'errors.invalid';
    }
    case 'refused':
      if (failure.code === INVALID_STATE) return 'errors.invalidState';
      if (failure.status === 404) return 'errors.notFound';
      if (failure.status === 403) return 'errors.forbidden';
      if (failure.status === 401) return 'errors.sessionEnded';
      return failure.status === 400 ? 'errors.invalid' : 'errors.failed';
  }
}

/** The counts of GET /api/admin/queues; null where the answer had no usable number. */
export interface QueueCounts {
  readonly newListings: number | null;
  readonly reportedListings: number | null;
  readonly reportedReviews: number | null;
  readonly heldReviews: number | null;
  readonly verificationRequests: number | null;
  readonly disputes: number | null;
  readonly securityEvents24h: number | null;
}

/** A card of the /admin dashboard: its count (also its label's key) and the queue it opens. */
export interface QueueCard {
  readonly count: keyof QueueCounts;
  readonly to: string;
}

/** The dashboard's cards, in the order shown. */
export const QUEUE_CARDS: readonly QueueCard[] = [
  { count: 'newListings', to: '/admin/listings?queue=new' },
  { count: 'reportedListings', to: '/admin/listings?queue=reported' },
  { count: 'reportedReviews', to: '/admin/reviews?queue=reported' },
  { count: 'heldReviews', to: '/admin/reviews?queue=held' },
  { count: 'verificationRequests', to: '/admin/verifications?status=pending' },
  { count: 'disputes', to: '/admin/disputes' },
  { count: 'securityEvents24h', to: '/admin/security-events' },
];

/**
 * Where a dashboard card leads: its queue; the security events card opens the list filtered
 * from the UTC day 24 hours ago (the list filters by whole days, so it may show a little more
 * than the card counts).
 * @param nowMs the current time, ms since the epoch
 */
export function queueCardLink(card: QueueCard, nowMs: number): string {
  if (card.count !== 'securityEvents24h') return card.to;
  const day = new Date(nowMs - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return `${card.to}?from=${day}`;
}

/**
 * The counts of an answer: whole numbers from 0, or null for a missing or malformed count
 * (shown as unknown: reading it as 0 would hide a queue that needs attention).
 */
export function readQueueCounts(answer: unknown): QueueCounts {
  const body = (answer && typeof answer === 'object' ? answer : {}) as Record<string, unknown>;
  const count = (key: keyof QueueCounts) => {
    const value = body[key];
    return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
  };
  return {
    newListings: count('newListings'),
    reportedListings: count('reportedListings'),
    reportedReviews: count('reportedReviews'),
    heldReviews: count('heldReviews'),
    verificationRequests: count('verificationRequests'),
    disputes: count('disputes'),
    securityEvents24h: count('securityEvents24h'),
  };
}

/** Why the server holds a review for staff (docs/moderation.md "Held reviews"). */
export const HELD_REASONS = ['new_account', 'self_dealing'] as const;
export type HeldReason = (typeof HELD_REASONS)[number];

/** A hold reason the interface names, or null for none ('') or one it does not know. */
export function knownHeldReason(reason: string): HeldReason | null {
  return (HELD_REASONS as readonly string[]).includes(reason) ? (reason as HeldReason) : null;
}

/** The reasons a user may give when reporting (docs/moderation.md "Data"). */
export const REPORT_REASONS = ['fake', 'spam', 'offensive', 'fraud', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** A report reason the interface names, or null for one it does not know (shown as sent). */
export function knownReportReason(reason: string): ReportReason | null {
  return (REPORT_REASONS as readonly string[]).includes(reason) ? (reason as ReportReason) : null;
}
