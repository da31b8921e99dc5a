import { describe, expect, it } from 'vitest';
import { HTML, opts, SCRIPT, useMarketplace, useMatrix } from '../../support/bad-input';
import { bad, byCreateRule, byUpdateRule, row, type Fields, type Row } from '../../support/refusal';

// Bad input to `affiliates`: applying and editing the affiliate record. Every case answers
// 4xx and writes nothing (tests/support/bad-input.ts).
const m = useMatrix('bad-input/affiliates');
/** The people and records the cases run against. */
const w = useMarketplace(m);

describe('affiliates: applying as an affiliate', () => {
  let codes = 0;
  const application = (fields: Fields = {}): Fields => ({
    user: w.outsider.id,
    referral_code: `fresh-${Date.now()}-${(codes += 1)}`,
    payout_method: 'paypal',
    ...fields,
  });

  it.each<Row<Fields>>([
    row(
      'an application without referral_code',
      () => application({ referral_code: undefined }),
      bad('referral_code', 'validation_required'),
    ),
    row(
      'referral_code "abc" (min 4)',
      () => application({ referral_code: 'abc' }),
      bad('referral_code', 'validation_min_text_constraint'),
    ),
    row(
      'a 33-character referral_code (max 32)',
      () => application({ referral_code: 'r'.repeat(33) }),
      bad('referral_code', 'validation_max_text_constraint'),
    ),
    row(
      'referral_code "<script>alert(1)</script>" (pattern ^[A-Za-z0-9_-]+$)',
      () => application({ referral_code: SCRIPT }),
      bad('referral_code', 'validation_invalid_format'),
    ),
    row(
      `referral_code "x'; DROP TABLE affiliates;--"`,
      () => application({ referral_code: "x'; DROP TABLE affiliates;--" }),
      bad('referral_code', 'validation_invalid_format'),
    ),
    row(
      'status "approved" (approving oneself)',
      () => application({ status: 'approved' }),
      byCreateRule,
    ),
    row(
      'an application for another user (client)',
      () => application({ user: w.client.id }),
      byCreateRule,
    ),
    row(
      'payout_method "bitcoin" (not an allowed value)',
      () => application({ payout_method: 'bitcoin' }),
      bad('payout_method', 'validation_invalid_value'),
    ),
    // PocketBase 0.40.6 alone keeps the last element; lib/body-types.js refuses it.
    row(
      'payout_method ["paypal", "bank_transfer"] (an array for a single select)',
      () => application({ payout_method: ['paypal', 'bank_transfer'] }),
      bad('payout_method', 'validation_invalid_type'),
    ),
    row(
      'a 501-character payout_details (max 500)',
      () => application({ payout_details: 'p'.repeat(501) }),
      bad('payout_details', 'validation_max_text_constraint'),
    ),
    row(
      "another affiliate's referral_code",
      () => application({ referral_code: String(w.affiliate.referral_code) }),
      bad('referral_code', 'validation_not_unique'),
    ),
    row(
      'a second application by a user who has one',
      () => application({ user: w.client.id }),
      bad('user', 'validation_not_unique'),
      { by: () => m.as(w.client) },
    ),
    row('an application by a guest', () => application(), byCreateRule, { by: () => m.as() }),
  ])('%s', (_title, c) =>
    m.refusedCreate('affiliates', (c.by ?? (() => m.as(w.outsider)))(), c.body(), c.expected),
  );
});

describe("affiliates: editing the affiliate's record", () => {
  it.each<Row<Fields>>([
    row('a new referral_code', () => ({ referral_code: 'brand-new-code' }), byUpdateRule),
    row('status "approved" (approving oneself)', () => ({ status: 'approved' }), byUpdateRule),
    row('the record moved to another user', () => ({ user: w.outsider.id }), byUpdateRule),
    row(
      'payout_method "cash" (not an allowed value)',
      () => ({ payout_method: 'cash' }),
      bad('payout_method', 'validation_invalid_value'),
    ),
    row(
      'a 501-character payout_details',
      () => ({ payout_details: 'p'.repeat(501) }),
      bad('payout_details', 'validation_max_text_constraint'),
    ),
    row('an edit by another user', () => ({ payout_details: 'mine' }), byUpdateRule, {
      by: () => m.as(w.outsider),
    }),
  ])('%s', (_title, c) =>
    m.refusedUpdate(
      'affiliates',
      (c.by ?? (() => m.as(w.client)))(),
      w.affiliate.id,
      c.body(),
      c.expected,
    ),
  );

  it('stores HTML/script payout_details as plain text, byte for byte', async () => {
    const saved = await m
      .as(w.client)
      .collection('affiliates')
      .update(w.affiliate.id, { payout_details: HTML }, opts);
    expect(saved.payout_details).toBe(HTML);
    expect(
      (await m.as(w.client).collection('affiliates').getOne(w.affiliate.id, opts)).payout_details,
    ).toBe(HTML);
  });
});
