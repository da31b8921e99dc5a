import { describe, expect, it } from 'vitest';
import { sameResult } from '@/lib/same-result';

describe('sameResult: whether a live query answered what it answered before', () => {
  it('is true for equal records read again, though they are new objects', () => {
    const read = () => ({
      listing: { id: 'abc', business_name: 'Slate & Co', trades: ['t1'], rating_avg: 4.5 },
      reviews: [{ id: 'r1', rating: 5, body: 'Tidy.' }],
    });
    expect(read()).not.toBe(read());
    expect(sameResult(read(), read())).toBe(true);
    expect(sameResult(null, null)).toBe(true);
    expect(sameResult(undefined, undefined)).toBe(true);
  });

  it('is false when any field, element or count differs', () => {
    const base = { id: 'abc', rating_avg: 4.5, reviews: [{ id: 'r1' }] };
    expect(sameResult(base, { ...base, rating_avg: 4.6 })).toBe(false);
    expect(sameResult(base, { ...base, reviews: [] })).toBe(false);
    expect(sameResult(base, { ...base, reviews: [{ id: 'r1' }, { id: 'r2' }] })).toBe(false);
    expect(sameResult(null, { id: 'abc' })).toBe(false);
    expect(sameResult(undefined, null)).toBe(false);
  });
});
