/**
 * Client dashboard rules: which actions a hire offers, and the words for what reviewSchema
 * refuses (the repository checks the same schema). Pure.
 */
import * as v from 'valibot';
import type { HireRecord } from '@/data/hires';
import { reviewSchema } from '@/data/reviews';

/** The star values a review may have. */
export const RATINGS = [1, 2, 3, 4, 5] as const;

/** The `dashboard` key of a review form error. */
export type ReviewError = 'review.errors.rating' | 'review.errors.body';

/**
 * Checks a review before it is queued.
 * @param rating 0 while no star is chosen
 * @returns the first error, or null when the review is fine
 */
export function validateReview(rating: number, body: string): ReviewError | null {
  const result = v.safeParse(reviewSchema, { rating, body });
  if (result.success) return null;
  // The rating is asked for first, so its error is the one shown first.
  const fields = new Set(result.issues.map((issue) => v.getDotPath(issue)));
  return fields.has('rating') ? 'review.errors.rating' : 'review.errors.body';
}

/** The client may cancel a hire only while it is requested (the server's rule too). */
export const canCancel = (hire: Pick<HireRecord, 'status'>): boolean => hire.status === 'requested';

/** The client confirms or disputes a hire the contractor marked done (the server's rule too). */
export const canConfirm = (hire: Pick<HireRecord, 'status'>): boolean => hire.status === 'done';

/** The client may review a completed hire (confirmed by them) once. */
export function canReview(
  hire: Pick<HireRecord, 'id' | 'status'>,
  reviewedHires: ReadonlySet<string>,
): boolean {
  return hire.status === 'completed' && !reviewedHires.has(hire.id);
}
