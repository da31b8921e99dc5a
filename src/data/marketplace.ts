/**
 * Repositories of the marketplace (issue 5 "Hiring", "Contractor portal"): each write
 * changes IndexedDB and queues the server write in one transaction (sync/local-write.ts),
 * then asks the sync engine to send it. Reads are plain Dexie queries for useLiveQuery.
 */
import { localDb, type LocalDb } from './local-db';
import type { ContractorRecord, HireRecord, ReviewRecord } from './records';
import { createLocally, updateLocally } from './sync/local-write';
import { enqueue } from './sync/outbox';
import { newRecordId } from './sync/record-id';

function sendSoon(): void {
  void import('./sync/runner').then(({ requestSync }) => requestSync()).catch(() => undefined);
}

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

/**
 * Queues a hire request from `clientId` to a listing. Its fee is waived during the promo
 * (the server records it so), and the server adds the client's name and, unless they asked
 * to be phoned, their email for the contractor (`client_name`, `client_email`).
 * @returns the new hire (status "requested")
 */
export async function requestHire(
  clientId: string,
  listing: Pick<ContractorRecord, 'id'>,
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

/** Moves a hire on: the contractor accepts, declines or completes; the client cancels. */
export async function setHireStatus(
  hireId: string,
  status: 'accepted' | 'declined' | 'completed' | 'cancelled',
  db: LocalDb = localDb(),
): Promise<void> {
  await updateLocally(db, 'hires', hireId, { status });
  sendSoon();
}

/** Queues a review of a completed hire (one per hire; the server enforces it too). */
export async function reviewHire(
  authorId: string,
  hire: Pick<HireRecord, 'id' | 'contractor'>,
  rating: number,
  body: string,
  db: LocalDb = localDb(),
): Promise<ReviewRecord> {
  const fields = {
    contractor: hire.contractor,
    author: authorId,
    hire: hire.id,
    rating,
    body: body.trim(),
  };
  const review = await createLocally<ReviewRecord>(db, 'reviews', {
    id: newRecordId(),
    created: '',
    updated: '',
    ...fields,
  });
  sendSoon();
  return review;
}

/** The listing fields its owner edits (files go separately). */
export type ListingFields = Pick<
  ContractorRecord,
  | 'business_name'
  | 'trades'
  | 'description'
  | 'phone'
  | 'email'
  | 'website'
  | 'city'
  | 'region'
  | 'postcode'
  | 'country_code'
  | 'lat'
  | 'lon'
  | 'service_radius_km'
  | 'years_in_business'
  | 'license_number'
  | 'insured'
  | 'status'
>;

/** The user's own listing on this device: its id is the owner's id when made here. */
export async function ownListing(
  ownerId: string,
  db: LocalDb = localDb(),
): Promise<ContractorRecord | undefined> {
  return (
    (await db.contractors.get(ownerId)) ??
    (await db.contractors.filter((row) => row.owner === ownerId).first())
  );
}

/**
 * Creates or updates the owner's listing. A new listing gets the owner's id as its id, so a
 * device finds it without an index and a retried create cannot make a second one.
 * @param files new logo and photos to upload (Blobs are kept in IndexedDB until sent)
 */
export async function saveListing(
  ownerId: string,
  fields: ListingFields,
  files: { logo?: Blob; photos?: Blob[] } = {},
  db: LocalDb = localDb(),
): Promise<string> {
  const existing = await ownListing(ownerId, db);
  const uploads: Record<string, unknown> = {};
  if (files.logo) uploads.logo = files.logo;
  if (files.photos?.length) uploads['photos+'] = files.photos;
  if (existing) {
    // The edit and its uploads are queued together: a crash cannot keep one without the
    // other. The uploads are an entry of their own, without If-Match: new photos are added
    // to whatever the server holds, so they never conflict.
    await db.transaction('rw', ['contractors', 'outbox'], async () => {
      await updateLocally(db, 'contractors', existing.id, { ...fields });
      if (Object.keys(uploads).length > 0) {
        await enqueue(
          { collection: 'contractors', recordId: existing.id, op: 'update', body: uploads },
          db,
        );
      }
    });
  } else {
    const record: ContractorRecord = {
      id: ownerId,
      created: '',
      updated: '',
      owner: ownerId,
      ...fields,
      verified: false,
      background_check: false,
      logo: '',
      photos: [],
      rating_avg: 0,
      rating_count: 0,
      listed_until: '',
    };
    await createLocally(db, 'contractors', record, { owner: ownerId, ...fields, ...uploads });
  }
  sendSoon();
  return existing?.id ?? ownerId;
}
