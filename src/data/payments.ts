/**
 * The user's payments of the $1 fees (docs/fees.md): starting one through the server's
 * payment intent route, reading one back, and listing the user's own. Not local-first: paying
 * needs the network, and the server is the only source of a payment's state, so nothing here
 * is kept in IndexedDB. Every call answers a `CallResult` (never rejects).
 */
import { clientPlaceHeaders } from '@/lib/client-place';
import { callPocketBase, type CallResult } from '@/lib/pocketbase-call';

/** What a payment pays for: a listing's one-time fee or a hire's fee. */
export type PaymentKind = 'listing' | 'hire';

/** A payment's state on the server; `pending` until Stripe settles it. */
export type PaymentStatus = 'pending' | 'succeeded' | 'failed' | 'refunded';

/** A payment as the server answers it (collection `payments`, the intent and status routes). */
export interface PaymentRecord {
  readonly id: string;
  readonly kind: PaymentKind;
  /** The listing's or the hire's record id. */
  readonly target: string;
  readonly status: PaymentStatus;
  /** Minor units of `currency` (cents for USD). */
  readonly amount_cents: number;
  /** ISO 4217, upper case. */
  readonly currency: string;
  /** Stripe's English words for a declined card (for staff), '' otherwise. */
  readonly failure_message: string;
  /**
   * Why a failed payment failed, as a code (Stripe's `decline_code` or error `code`, or the
   * server's `payment_interrupted`/`payment_failed`), '' otherwise: the interface words it.
   */
  readonly failure_code: string;
  /** PocketBase date strings, '' when unset or not sent. */
  readonly paid_at: string;
  readonly created: string;
}

/** What the intent route says to do next. */
export type IntentNext = 'succeeded' | 'requires_action' | 'failed' | 'pending';

/** The answer of POST /api/payments/intent. */
export interface IntentAnswer {
  readonly payment: PaymentRecord;
  readonly next: IntentNext;
  /** The PaymentIntent's client secret, for 3-D Secure (`requires_action`); '' otherwise. */
  readonly clientSecret: string;
  /** Stripe's or the server's English words (a declined card), '' when none: not for display. */
  readonly message: string;
  /** Why the payment failed (`next` is `failed`), as a code; '' otherwise. */
  readonly failure_code: string;
}

/** A debt to pay: which fee, of which record, with which Stripe PaymentMethod (`pm_...`). */
export interface IntentInput {
  readonly kind: PaymentKind;
  readonly target: string;
  readonly paymentMethod: string;
}

const KINDS: readonly string[] = ['listing', 'hire'];
const STATUSES: readonly string[] = ['pending', 'succeeded', 'failed', 'refunded'];
const NEXTS: readonly string[] = ['succeeded', 'requires_action', 'failed', 'pending'];

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Reads a payment from a server answer.
 * @returns null when `json` is not a payment (a proxy's page, an older server)
 */
export function parsePayment(json: unknown): PaymentRecord | null {
  if (!json || typeof json !== 'object') return null;
  const r = json as Record<string, unknown>;
  if (typeof r.id !== 'string' || r.id === '') return null;
  if (typeof r.kind !== 'string' || !KINDS.includes(r.kind)) return null;
  if (typeof r.status !== 'string' || !STATUSES.includes(r.status)) return null;
  if (typeof r.amount_cents !== 'number' || !Number.isFinite(r.amount_cents)) return null;
  return {
    id: r.id,
    kind: r.kind as PaymentKind,
    target: text(r.target),
    status: r.status as PaymentStatus,
    amount_cents: r.amount_cents,
    currency: text(r.currency).toUpperCase() || 'USD',
    failure_message: text(r.failure_message),
    failure_code: text(r.failure_code),
    paid_at: text(r.paid_at),
    created: text(r.created),
  };
}

/**
 * Reads the intent route's answer.
 * @returns null when it is not one
 */
export function parseIntentAnswer(json: unknown): IntentAnswer | null {
  if (!json || typeof json !== 'object') return null;
  const r = json as Record<string, unknown>;
  const payment = parsePayment(r.payment);
  if (!payment || typeof r.next !== 'string' || !NEXTS.includes(r.next)) return null;
  return {
    payment,
    next: r.next as IntentNext,
    clientSecret: text(r.clientSecret),
    message: text(r.message) || payment.failure_message,
    failure_code: text(r.failure_code) || payment.failure_code,
  };
}

/** A server answer that is not what the route promises, as a failure. */
const UNREADABLE = { ok: false, failure: { kind: 'server', status: 502, message: '' } } as const;

/**
 * Asks the server to charge a fee with a card: POST /api/payments/intent (signed in), with the
 * place headers of the sanctions check.
 * @returns the answer (`next` says what to do), or the failure: 503 payments are off, 451 a
 *   sanctioned place, 400/403/404 the caller does not owe this (`message` says why)
 */
export async function createIntent(input: IntentInput): Promise<CallResult<IntentAnswer>> {
  const headers = await clientPlaceHeaders();
  const outcome = await callPocketBase((pb) =>
    pb.send<unknown>('/api/payments/intent', {
      method: 'POST',
      body: { kind: input.kind, target: input.target, paymentMethod: input.paymentMethod },
      headers,
      requestKey: null,
    }),
  );
  if (!outcome.ok) return outcome;
  const answer = parseIntentAnswer(outcome.value);
  return answer ? { ok: true, value: answer } : UNREADABLE;
}

/**
 * One of the user's payments, as the server knows it now (it asks Stripe while the payment is
 * pending): GET /api/payments/{id}.
 * @param id the payment's record id (from the URL: anything; the server decides)
 * @returns the payment; a `refused` 404 when it does not exist or is someone else's
 */
export async function getPayment(id: string): Promise<CallResult<PaymentRecord>> {
  const outcome = await callPocketBase((pb) =>
    pb.send<unknown>(`/api/payments/${encodeURIComponent(id)}`, { requestKey: null }),
  );
  if (!outcome.ok) return outcome;
  // The route answers as the intent route does (`{payment, next}`); a bare payment is read too.
  const body = outcome.value as { payment?: unknown } | null;
  const payment = parsePayment(
    body && typeof body === 'object' && body.payment ? body.payment : body,
  );
  return payment ? { ok: true, value: payment } : UNREADABLE;
}

/**
 * The signed-in user's payments, newest first (the `payments` collection, which its API rule
 * limits to the owner's own).
 * @returns at most 200 payments; records that cannot be read are left out
 */
export async function listMyPayments(): Promise<CallResult<PaymentRecord[]>> {
  const outcome = await callPocketBase((pb) =>
    pb.collection('payments').getList(1, 200, { sort: '-created', requestKey: null }),
  );
  if (!outcome.ok) return outcome;
  const payments = outcome.value.items
    .map((item) => parsePayment(item))
    .filter((p): p is PaymentRecord => p !== null);
  return { ok: true, value: payments };
}
