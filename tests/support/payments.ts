/**
 * Debts and payment calls for the payment tests (tests/integration/payments*.test.ts and the
 * bad-input matrix): a listing that owes its fee, an accepted hire whose fee is unpaid, and
 * the payment routes called as a user would call them, answering status and body.
 */
import type PocketBase from 'pocketbase';
import { ClientResponseError } from 'pocketbase';
import { signUp, type Actor, type RecordModel } from './actors';
import type { Addresses } from './loopback';

const opts = { requestKey: null };

export interface PaymentAnswer {
  payment: {
    id: string;
    kind: string;
    target: string;
    status: string;
    amount_cents: number;
    currency: string;
    failure_message: string;
  };
  next: 'succeeded' | 'requires_action' | 'failed' | 'pending';
  clientSecret?: string;
  message?: string;
}

/** A route's answer: its status and JSON body (an error's body for a refusal). */
export interface Answer<T> {
  status: number;
  body: T;
}

/** Sends a request with the client's session; never throws for an HTTP error. */
export async function call<T = PaymentAnswer>(
  pb: PocketBase,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Answer<T>> {
  try {
    const result = (await pb.send(path, {
      method,
      ...(body !== undefined && { body }),
      requestKey: null,
    })) as T;
    return { status: 200, body: result };
  } catch (error) {
    if (!(error instanceof ClientResponseError) || error.status === 0) throw error;
    return { status: error.status, body: error.response as T };
  }
}

/** POST /api/payments/intent as `pb`. */
export function payFee(
  pb: PocketBase,
  body: unknown,
): Promise<Answer<PaymentAnswer & { message?: string; data?: Record<string, { code: string }> }>> {
  return call(pb, 'POST', '/api/payments/intent', body);
}

/** The people and records of one debt. */
export interface Debts {
  readonly admin: PocketBase;
  readonly url: string;
  readonly from?: Addresses;
  readonly tradeId: string;
}

/**
 * A contractor (with `fields`, e.g. language_preference) and their listing (active unless
 * `listingFields` says otherwise), with a phone and an email. Those are hidden fields, which
 * the API drops from an owner's create; a superuser sets them.
 */
export async function owingListing(
  d: Debts,
  fields: Record<string, unknown> = {},
  listingFields: Record<string, unknown> = {},
): Promise<{ owner: Actor; listing: RecordModel }> {
  const owner = await signUp(d.url, { user_type: 'contractor', ...fields }, d.from);
  const created = await owner.pb.collection('contractors').create(
    {
      owner: owner.id,
      business_name: 'Payments Roofing',
      trades: [d.tradeId],
      status: 'active',
      ...listingFields,
    },
    opts,
  );
  const listing = await d.admin
    .collection('contractors')
    .update(created.id, { phone: '+1 555 0142', email: `listing-${owner.id}@example.com` }, opts);
  return { owner, listing };
}

/**
 * A client past their free month with a hire the contractor accepted, fee unpaid. The
 * server waives the fee of a client in their first 30 days; a superuser sets it to unpaid,
 * as it would be for a client who signed up earlier.
 */
export async function unpaidHire(
  d: Debts,
  clientFields: Record<string, unknown> = {},
): Promise<{ client: Actor; contractor: Actor; listing: RecordModel; hire: RecordModel }> {
  const { owner: contractor, listing } = await owingListing(d);
  const client = await signUp(d.url, { user_type: 'client', ...clientFields }, d.from);
  const requested = await client.pb
    .collection('hires')
    .create({ client: client.id, contractor: listing.id, status: 'requested' }, opts);
  await contractor.pb.collection('hires').update(requested.id, { status: 'accepted' }, opts);
  const hire = await d.admin
    .collection('hires')
    .update(requested.id, { fee_status: 'unpaid', fee_waiver: '' }, opts);
  return { client, contractor, listing, hire };
}
