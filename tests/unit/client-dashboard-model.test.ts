import { describe, expect, it } from 'vitest';
import { canCancel, canReview, validateReview } from '@/features/client-dashboard/model';
import { dayOf } from '@/lib/pocketbase-dates';

describe('validateReview', () => {
  it('needs 1 to 5 whole stars', () => {
    expect(validateReview(0, 'ok')).toBe('review.errors.rating');
    expect(validateReview(6, 'ok')).toBe('review.errors.rating');
    expect(validateReview(2.5, 'ok')).toBe('review.errors.rating');
    for (const rating of [1, 2, 3, 4, 5]) expect(validateReview(rating, '')).toBeNull();
  });

  it('allows at most 2000 characters of text, spaces around not counted', () => {
    expect(validateReview(5, 'a'.repeat(2000))).toBeNull();
    expect(validateReview(5, ` ${'a'.repeat(2000)} `)).toBeNull();
    expect(validateReview(5, 'a'.repeat(2001))).toBe('review.errors.body');
  });
});

describe('hire actions', () => {
  it('cancels only requested hires', () => {
    expect(canCancel({ status: 'requested' })).toBe(true);
    for (const status of ['accepted', 'declined', 'completed', 'cancelled'] as const) {
      expect(canCancel({ status })).toBe(false);
    }
  });

  it('reviews a completed hire once', () => {
    expect(canReview({ id: 'h1', status: 'completed' }, new Set())).toBe(true);
    expect(canReview({ id: 'h1', status: 'completed' }, new Set(['h1']))).toBe(false);
    expect(canReview({ id: 'h1', status: 'accepted' }, new Set())).toBe(false);
  });

  it('reads the day of a PocketBase date', () => {
    expect(dayOf('2026-05-01 12:00:00.000Z')).toBe('2026-05-01');
    expect(dayOf('')).toBe('');
    expect(dayOf(undefined)).toBe('');
  });
});
