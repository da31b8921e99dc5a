import { describe, expect, it } from 'vitest';
import { HTML, opts, useMarketplace, useMatrix } from '../../support/bad-input';
import {
  bad,
  byCreateRule,
  invalid,
  byUpdateRule,
  row,
  type Fields,
  type Row,
} from '../../support/refusal';

// Bad input to `reviews`: writing and editing a review. Every case answers 4xx and writes
// nothing (tests/support/bad-input.ts).
const m = useMatrix('bad-input/reviews');
/** The people and records the cases run against. */
const w = useMarketplace(m);

describe('reviews: writing a review', () => {
  const reviewOf = (fields: Fields = {}): Fields => ({
    contractor: w.listing.id,
    hire: w.done.id,
    author: w.client.id,
    rating: 4,
    body: 'Good work',
    ...fields,
  });

  it.each<Row<Fields>>([
    row(
      'a review without rating',
      () => reviewOf({ rating: undefined }),
      bad('rating', 'validation_required'),
    ),
    row(
      'rating 0 (min 1; 0 counts as blank)',
      () => reviewOf({ rating: 0 }),
      bad('rating', 'validation_required'),
    ),
    row(
      'rating 6 (max 5)',
      () => reviewOf({ rating: 6 }),
      bad('rating', 'validation_max_number_constraint'),
    ),
    row(
      'rating 4.5 (integers only)',
      () => reviewOf({ rating: 4.5 }),
      bad('rating', 'validation_only_int_constraint'),
    ),
    row(
      'rating "five" (a string for a number)',
      () => reviewOf({ rating: 'five' }),
      bad('rating', 'validation_invalid_type'),
    ),
    row(
      'a 2001-character body (max 2000)',
      () => reviewOf({ body: 'b'.repeat(2001) }),
      bad('body', 'validation_max_text_constraint'),
    ),
    row(
      'a review signed with another author (outsider)',
      () => reviewOf({ author: w.outsider.id }),
      byCreateRule,
    ),
    row(
      "a review of another client's completed hire",
      () => reviewOf({ hire: w.outsiderHire.id }),
      byCreateRule,
    ),
    row(
      'a review of a hire not completed yet',
      () => reviewOf({ hire: w.pending.id }),
      byCreateRule,
    ),
    row(
      "a review naming another contractor than the hire's",
      () => reviewOf({ contractor: w.draftListing.id }),
      byCreateRule,
    ),
    row('a review without hire', () => reviewOf({ hire: undefined }), byCreateRule),
    row(
      'hire {id} (an object for a relation)',
      () => reviewOf({ hire: { id: w.done.id } }),
      byCreateRule,
    ),
    row(
      'a second review of the same listing by its author',
      () => reviewOf({ hire: w.reviewed.id }),
      invalid({ author: 'validation_not_unique', contractor: 'validation_not_unique' }),
    ),
    row('a review by a guest', () => reviewOf(), byCreateRule, { by: () => m.as() }),
  ])('%s', (_title, c) =>
    m.refusedCreate('reviews', (c.by ?? (() => m.as(w.client)))(), c.body(), c.expected),
  );
});

describe("reviews: editing the author's review", () => {
  it.each<Row<Fields>>([
    row('rating 6', () => ({ rating: 6 }), bad('rating', 'validation_max_number_constraint')),
    row(
      'rating "great" (a string for a number)',
      () => ({ rating: 'great' }),
      bad('rating', 'validation_invalid_type'),
    ),
    row(
      'a 2001-character body',
      () => ({ body: 'b'.repeat(2001) }),
      bad('body', 'validation_max_text_constraint'),
    ),
    row('the review moved to another author', () => ({ author: w.outsider.id }), byUpdateRule),
    row("the review moved to the author's other hire", () => ({ hire: w.done.id }), byUpdateRule),
    row(
      'the review moved to another contractor',
      () => ({ contractor: w.draftListing.id }),
      byUpdateRule,
    ),
    row('an edit by an outsider', () => ({ rating: 1 }), byUpdateRule, {
      by: () => m.as(w.outsider),
    }),
    row('an edit by a guest', () => ({ rating: 1 }), byUpdateRule, { by: () => m.as() }),
  ])('%s', (_title, c) =>
    m.refusedUpdate(
      'reviews',
      (c.by ?? (() => m.as(w.client)))(),
      w.review.id,
      c.body(),
      c.expected,
    ),
  );

  it('stores an HTML/script body as plain text, byte for byte', async () => {
    const saved = await m
      .as(w.client)
      .collection('reviews')
      .update(w.review.id, { body: HTML }, opts);
    expect(saved.body).toBe(HTML);
    expect((await m.as().collection('reviews').getOne(w.review.id, opts)).body).toBe(HTML);
  });
});
