/**
 * Client dashboard rules (issue 5 "Hiring"): which actions a hire offers and what a review
 * must be. Pure, shared by the components and their tests.
 */
import type { HireRecord } from '@/data/hires';

/** Longest review text (the server's limit). */
export const REVIEW_BODY_MAX = 2000;

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
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) return 'review.errors.rating';
  if (body.trim().length > REVIEW_BODY_MAX) return 'review.errors.body';
  return null;
}

/** The client may cancel a hire only while it is requested (the server's rule too). */
export const canCancel = (hire: Pick<HireRecord, 'status'>): boolean => hire.status === 'requested';

/** The client may review a completed hire once. */
export function canReview(
  hire: Pick<HireRecord, 'id' | 'status'>,
  reviewedHires: ReadonlySet<string>,
): boolean {
  return hire.status === 'completed' && !reviewedHires.has(hire.id);
}

/** "YYYY-MM-DD" of a PocketBase date ("2026-05-01 12:00:00.000Z"), '' when unset. */
export function dayOf(value: unknown): string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : '';
}
