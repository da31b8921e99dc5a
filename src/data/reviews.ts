/** Repository of the `reviews` table: reviewing a hire, reviews by listing and by author. */
import { localDb, type LocalDb } from './local-db';
import type { HireRecord, ReviewRecord } from './records';
import { createLocally } from './sync/local-write';
import { newRecordId } from './sync/record-id';
import { sendSoon } from './sync/send-soon';

export type { ReviewRecord };

/**
 * Queues a review of a completed hire (one per hire; the server enforces it too).
 * @param rating 1–5
 * @returns the new review, stored locally and queued for the server
 */
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

/** A listing's reviews on this device, newest first. */
export async function listingReviews(
  contractorId: string,
  db: LocalDb = localDb(),
): Promise<ReviewRecord[]> {
  const reviews = await db.reviews.where('contractor').equals(contractorId).toArray();
  return reviews.sort((a, b) => (a.created < b.created ? 1 : -1));
}

/** Reviews written by `authorId` held on this device. */
export function reviewsBy(authorId: string, db: LocalDb = localDb()): Promise<ReviewRecord[]> {
  return db.reviews.filter((review) => review.author === authorId).toArray();
}
