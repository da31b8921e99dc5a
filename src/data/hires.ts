/** Repository of the `hires` table: hire requests, status changes, both sides' reads. */
import * as v from 'valibot';
import { localDay } from '@/lib/local-day';
import { localDb, type LocalDb } from './local-db';
import type { ListingRecord, HireRecord } from './records';
import { createLocally, updateLocally } from './sync/local-write';
import { newRecordId } from './sync/record-id';
import { sendSoon } from './sync/send-soon';

export type { HireRecord };

/** Shortest description a hire request may have, in characters. */
export const HIRE_DESCRIPTION_MIN = 10;
/** Longest description a hire request may have (the server's limit). */
export const HIRE_DESCRIPTION_MAX = 2000;
/** A phone number as the server accepts it on a hire. */
const HIRE_PHONE = /^[+0-9 ().-]{0,32}$/;
/** A day from a date input, or '' for none. */
const DAY = /^(\d{4}-\d{2}-\d{2})?$/;

/**
 * What a client fills in to ask for a hire, checked as the server would, plus the dates: a
 * start from `today` ("YYYY-MM-DD", the user's local day) on, an end not before the start.
 * A refused date is reported on `preferredEnd`, a missing phone (asked to be phoned) on
 * `clientPhone`. Text fields are trimmed in the output.
 */
export function hireRequestSchema(today: string) {
  return v.pipe(
    v.object({
      /** Trade record id (one of the listing's). */
      trade: v.pipe(v.string(), v.nonEmpty()),
      description: v.pipe(
        v.string(),
        v.trim(),
        v.minLength(HIRE_DESCRIPTION_MIN),
        v.maxLength(HIRE_DESCRIPTION_MAX),
      ),
      preferredStart: v.pipe(v.string(), v.regex(DAY)),
      preferredEnd: v.pipe(v.string(), v.regex(DAY)),
      contactPreference: v.picklist(['phone', 'email', 'either']),
      /** Shared with this contractor only; '' when not given. */
      clientPhone: v.pipe(v.string(), v.trim(), v.regex(HIRE_PHONE)),
    }),
    v.forward(
      v.partialCheck(
        [['preferredStart'], ['preferredEnd']],
        ({ preferredStart: start, preferredEnd: end }) =>
          !start || (start >= today && (!end || end >= start)),
      ),
      ['preferredEnd'],
    ),
    v.forward(
      v.partialCheck(
        [['contactPreference'], ['clientPhone']],
        ({ contactPreference, clientPhone }) =>
          contactPreference !== 'phone' || /\d/.test(clientPhone),
      ),
      ['clientPhone'],
    ),
  );
}

/** A hire request as the form holds it. Dates are "YYYY-MM-DD" or ''. */
export type HireRequest = v.InferInput<ReturnType<typeof hireRequestSchema>>;

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
 * @throws ValiError (valibot) when the request fails hireRequestSchema; nothing is stored
 */
export async function requestHire(
  clientId: string,
  listing: Pick<ListingRecord, 'id'>,
  request: HireRequest,
  db: LocalDb = localDb(),
): Promise<HireRecord> {
  const checked = v.parse(hireRequestSchema(localDay()), request);
  const fields = {
    client: clientId,
    contractor: listing.id,
    trade: checked.trade,
    description: checked.description,
    status: 'requested' as const,
    preferred_start: toPocketBaseDate(checked.preferredStart),
    preferred_end: toPocketBaseDate(checked.preferredEnd),
    contact_preference: checked.contactPreference,
    client_phone: checked.clientPhone,
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
 * Moves a hire on through the outbox: the contractor accepts, declines or marks done; the
 * client cancels, confirms (completed) or disputes a done hire (with `disputeReason`, ≤ 500
 * characters). The server's rules decide (docs/security-model.md, "Trust rules").
 * @throws Error when the hire is not on this device
 */
export async function setHireStatus(
  hireId: string,
  status: 'accepted' | 'declined' | 'done' | 'completed' | 'disputed' | 'cancelled',
  db: LocalDb = localDb(),
  disputeReason = '',
): Promise<void> {
  const fields: Partial<HireRecord> =
    status === 'disputed' ? { status, dispute_reason: disputeReason.slice(0, 500) } : { status };
  await updateLocally(db, 'hires', hireId, fields);
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

/** Hires by id, as stored on this device (ids not on it are left out). */
export async function hiresById(
  ids: readonly string[],
  db: LocalDb = localDb(),
): Promise<Map<string, HireRecord>> {
  const rows = await db.hires.bulkGet([...new Set(ids)]);
  return new Map(rows.filter((r) => r !== undefined).map((r) => [r.id, r]));
}
