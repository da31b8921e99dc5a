/** Repository of the `hires` table: hire requests, status changes, both sides' reads. */
import { localDb, type LocalDb } from './local-db';
import type { ListingRecord, HireRecord } from './records';
import { createLocally, updateLocally } from './sync/local-write';
import { newRecordId } from './sync/record-id';
import { sendSoon } from './sync/send-soon';

export type { HireRecord };

/** What a client fills in to ask for a hire. Dates are "YYYY-MM-DD" or ''. */
export interface HireRequest {
  /** Trade record id (one of the listing's). */
  readonly trade: string;
  readonly description: string;
  readonly preferredStart: string;
  readonly preferredEnd: string;
  readonly contactPreference: 'phone' | 'email' | 'either';
  /** '' when not given. */
  readonly clientPhone: string;
}

const toPocketBaseDate = (day: string) => (day ? `${day} 12:00:00.000Z` : '');

/** Newest first; a hire the server does not have yet ('' created) counts as newest. */
const newestFirst = (a: HireRecord, b: HireRecord) => {
  const key = (hire: HireRecord) => hire.created || '\uffff';
  return key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : 0;
};

/**
 * Queues a hire request from `clientId` to a listing. Its fee is waived during the promo
 * (the server records it so), and the server adds the client's name and, unless they asked
 * to be phoned, their email for the contractor (`client_name`, `client_email`).
 * @returns the new hire (status "requested"), stored locally and queued for the server
 */
export async function requestHire(
  clientId: string,
  listing: Pick<ListingRecord, 'id'>,
  request: HireRequest,
  db: LocalDb = localDb(),
): Promise<HireRecord> {
  const fields = {
    client: clientId,
    contractor: listing.id,
    trade: request.trade,
    description: request.description.trim(),
    status: 'requested' as const,
    preferred_start: toPocketBaseDate(request.preferredStart),
    preferred_end: toPocketBaseDate(request.preferredEnd),
    contact_preference: request.contactPreference,
    client_phone: request.clientPhone.trim(),
  };
  const hire = await createLocally<HireRecord>(
    db,
    'hires',
    { id: newRecordId(), created: '', updated: '', fee_status: 'waived', ...fields },
    fields,
  );
  sendSoon();
  return hire;
}

/**
 * Moves a hire on: the contractor accepts, declines or completes; the client cancels.
 * @throws Error when the hire is not on this device
 */
export async function setHireStatus(
  hireId: string,
  status: 'accepted' | 'declined' | 'completed' | 'cancelled',
  db: LocalDb = localDb(),
): Promise<void> {
  await updateLocally(db, 'hires', hireId, { status });
  sendSoon();
}

/** The hires `clientId` asked for, newest first (not yet sent ones on top). */
export async function clientHires(
  clientId: string,
  db: LocalDb = localDb(),
): Promise<HireRecord[]> {
  const hires = await db.hires.filter((hire) => hire.client === clientId).toArray();
  return hires.sort(newestFirst);
}

/**
 * The client's newest hire of one listing that is still open (requested or accepted), or
 * null: the profile says so, so a second request is a choice, not an accident.
 */
export async function openHireWith(
  clientId: string,
  contractorId: string,
  db: LocalDb = localDb(),
): Promise<HireRecord | null> {
  const open = (await clientHires(clientId, db)).filter(
    (hire) =>
      hire.contractor === contractorId &&
      (hire.status === 'requested' || hire.status === 'accepted'),
  );
  return open[0] ?? null;
}

/** The hire requests sent to a listing, newest first by `created`. */
export async function incomingHires(
  listingId: string,
  db: LocalDb = localDb(),
): Promise<HireRecord[]> {
  const hires = await db.hires.filter((hire) => hire.contractor === listingId).toArray();
  return hires.sort((a, b) => (a.created < b.created ? 1 : a.created > b.created ? -1 : 0));
}
