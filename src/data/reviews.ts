/** Repository of the `reviews` table: reviewing a hire, reviews by listing and by author. */
import * as v from 'valibot';
import { localDb, type LocalDb } from './local-db';
import type { HireRecord, ReviewRecord } from './records';
import { createLocally, updateLocally } from './sync/local-write';
import { newRecordId } from './sync/record-id';
import { sendSoon } from './sync/send-soon';

export type { ReviewRecord };

/** Longest review text (the server's limit). */
export const REVIEW_BODY_MAX = 2000;

/** A review as its author writes it: 1–5 whole stars, a text of at most REVIEW_BODY_MAX. */
export const reviewSchema = v.object({
  rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  body: v.pipe(v.string(), v.trim(), v.maxLength(REVIEW_BODY_MAX)),
});

/**
 * Queues a review of a completed hire. One review per client per listing (the server's unique
 * index): when this author already reviewed the hire's listing, that review is edited instead.
 * @param rating 1–5
 * @returns the new or edited review, stored locally and queued for the server
 * @throws ValiError (valibot) when rating or body fail reviewSchema; nothing is stored
 */
export async function reviewHire(
  authorId: string,
  hire: Pick<HireRecord, 'id' | 'contractor'>,
  rating: number,
  body: string,
  db: LocalDb = localDb(),
): Promise<ReviewRecord> {
  const checked = v.parse(reviewSchema, { rating, body });
  const fields = {
    contractor: hire.contractor,
    author: authorId,
    hire: hire.id,
    rating: checked.rating,
    body: checked.body,
  };
  const existing = await db.reviews
    .where('contractor')
    .equals(hire.contractor)
    .filter((review) => review.author === authorId)
    .first();
  if (existing) {
    const edit = { rating: checked.rating, body: checked.body };
    await updateLocally(db, 'reviews', existing.id, edit);
    sendSoon();
    return { ...existing, ...edit };
  }
  const review = await createLocally<ReviewRecord>(db, 'reviews', {
    id: newRecordId(),
    created: '',
    updated: '',
    ...fields,
  });
  sendSoon();
  return review;
}

/**
 * A listing's reviews on this device, newest first, without those staff hid (the author's
 * device keeps its own hidden review; the listing shows what everyone sees).
 */
export async function listingReviews(
  contractorId: string,
  db: LocalDb = localDb(),
): Promise<ReviewRecord[]> {
  const all = await db.reviews.where('contractor').equals(contractorId).toArray();
  const reviews = all.filter((review) => review.hidden !== true);
  return reviews.sort((a, b) => (a.created < b.created ? 1 : -1));
}

/** Reviews written by `authorId` held on this device. */
export function reviewsBy(authorId: string, db: LocalDb = localDb()): Promise<ReviewRecord[]> {
  return db.reviews.filter((review) => review.author === authorId).toArray();
}
