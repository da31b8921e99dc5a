import { describe, expect, it } from 'vitest';
import { HTML, NO_SUCH_ID, opts, useMarketplace, useMatrix } from '../../support/bad-input';
import {
  bad,
  byCreateRule,
  byUpdateRule,
  row,
  type Fields,
  type Row,
  hiddenFromCaller,
} from '../../support/refusal';

// Bad input to `hires`: requesting a hire and changing a requested one. Every case answers
// 4xx and writes nothing (tests/support/bad-input.ts).
const m = useMatrix('bad-input/hires');
/** The people and records the cases run against. */
const w = useMarketplace(m);

describe('hires: requesting a hire', () => {
  const hireRequest = (fields: Fields = {}): Fields => ({
    client: w.client.id,
    contractor: w.listing.id,
    trade: w.roofer,
    status: 'requested',
    description: 'Fix the roof',
    ...fields,
  });

  it.each<Row<Fields>>([
    row('a hire without contractor', () => hireRequest({ contractor: undefined }), byCreateRule),
    row('a hire without status', () => hireRequest({ status: undefined }), byCreateRule),
    row('a hire created as "accepted"', () => hireRequest({ status: 'accepted' }), byCreateRule),
    row(
      'status "bogus" (not an allowed value)',
      () => hireRequest({ status: 'bogus' }),
      byCreateRule,
    ),
    row(
      'a hire for another client (outsider)',
      () => hireRequest({ client: w.outsider.id }),
      byCreateRule,
    ),
    row(
      'a forged fee_status ("unpaid", a server field)',
      () => hireRequest({ fee_status: 'unpaid' }),
      byCreateRule,
    ),
    row(
      'a hire of a draft listing',
      () => hireRequest({ contractor: w.draftListing.id }),
      byCreateRule,
    ),
    row(
      'a hire of a contractor id that does not exist',
      () => hireRequest({ contractor: NO_SUCH_ID }),
      byCreateRule,
    ),
    row(
      'contractor {id} (an object for a relation)',
      () => hireRequest({ contractor: { id: w.listing.id } }),
      byCreateRule,
    ),
    row(
      'a contractor hiring their own listing',
      () => hireRequest({ client: w.pro.id }),
      byCreateRule,
      {
        by: () => m.as(w.pro),
      },
    ),
    row('a hire requested by a guest', () => hireRequest(), byCreateRule, { by: () => m.as() }),
    row(
      'a 2001-character description (max 2000)',
      () => hireRequest({ description: 'd'.repeat(2001) }),
      bad('description', 'validation_max_text_constraint'),
    ),
    row(
      'trade naming a trade that does not exist',
      () => hireRequest({ trade: NO_SUCH_ID }),
      bad('trade', 'validation_missing_rel_records'),
    ),
    // PocketBase 0.40.6 alone keeps the last id; lib/body-types.js refuses it.
    row(
      'trade [roofer, carpenter] (an array for a single relation)',
      () => hireRequest({ trade: [w.roofer, w.carpenter] }),
      bad('trade', 'validation_invalid_type'),
    ),
  ])('%s', (_title, c) =>
    m.refusedCreate('hires', (c.by ?? (() => m.as(w.client)))(), c.body(), c.expected),
  );

  it('stores an HTML/script description as plain text, byte for byte', async () => {
    // The outsider: the client already has an open request with this listing.
    const saved = await m
      .as(w.outsider)
      .collection('hires')
      .create(hireRequest({ client: w.outsider.id, description: HTML }), opts);
    expect(saved.description).toBe(HTML);
    expect((await m.as(w.pro).collection('hires').getOne(saved.id, opts)).description).toBe(HTML);
  });
});

describe('hires: changing a requested hire', () => {
  it.each<Row<Fields>>([
    row('the client accepting their own request', () => ({ status: 'accepted' }), byUpdateRule),
    row(
      'the contractor completing a request not yet accepted',
      () => ({ status: 'completed' }),
      byUpdateRule,
      { by: () => m.as(w.pro) },
    ),
    row(
      'the contractor setting status "paid" (not a status)',
      () => ({ status: 'paid' }),
      byUpdateRule,
      {
        by: () => m.as(w.pro),
      },
    ),
    row(
      'the contractor accepting and setting fee_status "paid"',
      () => ({ status: 'accepted', fee_status: 'paid' }),
      byUpdateRule,
      { by: () => m.as(w.pro) },
    ),
    row(
      'the client cancelling and rewriting the description',
      () => ({ status: 'cancelled', description: 'Something else' }),
      byUpdateRule,
    ),
    row(
      'the client cancelling and moving the hire to another client',
      () => ({ status: 'cancelled', client: w.outsider.id }),
      byUpdateRule,
    ),
    row(
      'the client cancelling and moving the hire to another listing',
      () => ({ status: 'cancelled', contractor: w.draftListing.id }),
      byUpdateRule,
    ),
    row(
      'the client cancelling and changing the trade',
      () => ({ status: 'cancelled', trade: w.carpenter }),
      byUpdateRule,
    ),
    row('an outsider cancelling it', () => ({ status: 'cancelled' }), hiddenFromCaller, {
      by: () => m.as(w.outsider),
    }),
    row(
      'the client sending status ["cancelled", "accepted"] (the last value counts)',
      () => ({ status: ['cancelled', 'accepted'] }),
      byUpdateRule,
    ),
  ])('%s', (_title, c) =>
    m.refusedUpdate(
      'hires',
      (c.by ?? (() => m.as(w.client)))(),
      w.pending.id,
      c.body(),
      c.expected,
    ),
  );
});
