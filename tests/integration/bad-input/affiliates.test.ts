import { describe, expect, it } from 'vitest';
import { HTML, opts, SCRIPT, useMarketplace, useMatrix } from '../../support/bad-input';
import { ClientResponseError } from 'pocketbase';
import { countRecords } from '../../support/actors';
import { fieldCodes, row, superusersOnly, type Fields, type Row } from '../../support/refusal';

// Bad input to the affiliate programme: the `affiliates` collection takes no write from an
// API client (POST /api/affiliate/signup makes the record, staff set its status), and the
// application route refuses every bad field with 400 and writes nothing.
const m = useMatrix('bad-input/affiliates');
/** The people and records the cases run against. */
const w = useMarketplace(m);

describe('affiliates: no direct writes', () => {
  it.each<Row<Fields>>([
    row(
      'an application by the user themself',
      () => ({ user: w.outsider.id, referral_code: `fresh-${Date.now()}` }),
      superusersOnly,
    ),
    row(
      'status "approved" (approving oneself)',
      () => ({ user: w.outsider.id, referral_code: `fresh-${Date.now()}`, status: 'approved' }),
      superusersOnly,
    ),
    row(
      'an application for another user (client)',
      () => ({ user: w.client.id, referral_code: `fresh-${Date.now()}` }),
      superusersOnly,
    ),
    row(
      'an application by a guest',
      () => ({ user: w.outsider.id, referral_code: `fresh-${Date.now()}` }),
      superusersOnly,
      { by: () => m.as() },
    ),
  ])('%s', (_title, c) =>
    m.refusedCreate('affiliates', (c.by ?? (() => m.as(w.outsider)))(), c.body(), c.expected),
  );

  it.each<Row<Fields>>([
    row('a new referral_code', () => ({ referral_code: 'brand-new-code' }), superusersOnly),
    row('status "approved" (approving oneself)', () => ({ status: 'approved' }), superusersOnly),
    row('the record moved to another user', () => ({ user: w.outsider.id }), superusersOnly),
    row(
      'confirming the email oneself',
      () => ({ email_verified_at: '2026-01-01' }),
      superusersOnly,
    ),
    row('new payout details', () => ({ payout_details: HTML }), superusersOnly),
    row('an edit by another user', () => ({ payout_details: 'mine' }), superusersOnly, {
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
});

describe('POST /api/affiliate/signup: bad input', () => {
  const good = (): Fields => ({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    website: 'https://ada.example',
    promotion: 'A newsletter for home owners about renovations.',
    payoutMethod: 'paypal',
    payoutDetails: 'ada-paypal@example.com',
    acceptTerms: true,
  });
  const cases: Array<[string, Fields, Record<string, string>]> = [
    ['no name', { name: undefined }, { name: 'validation_required' }],
    ['a blank name', { name: '   ' }, { name: 'validation_required' }],
    ['a 101-character name', { name: 'n'.repeat(101) }, { name: 'validation_max_text_constraint' }],
    ['a name that is a number', { name: 5 }, { name: 'validation_invalid_type' }],
    ['no email', { email: undefined }, { email: 'validation_required' }],
    ['email "not-an-email"', { email: 'not-an-email' }, { email: 'validation_invalid_email' }],
    ['email as script', { email: SCRIPT }, { email: 'validation_invalid_email' }],
    ['no website or audience', { website: '' }, { website: 'validation_required' }],
    [
      'a 301-character website',
      { website: 'w'.repeat(301) },
      { website: 'validation_max_text_constraint' },
    ],
    [
      'promotion under 10 characters',
      { promotion: 'ads' },
      { promotion: 'validation_min_text_constraint' },
    ],
    [
      'promotion over 2000 characters',
      { promotion: 'p'.repeat(2001) },
      { promotion: 'validation_max_text_constraint' },
    ],
    ['no payout method', { payoutMethod: undefined }, { payoutMethod: 'validation_required' }],
    [
      'payout method "bitcoin"',
      { payoutMethod: 'bitcoin' },
      { payoutMethod: 'validation_invalid_value' },
    ],
    [
      'payout method as an array',
      { payoutMethod: ['paypal'] },
      { payoutMethod: 'validation_invalid_value' },
    ],
    [
      'a PayPal payout to something that is not an email',
      { payoutDetails: 'my paypal' },
      { payoutDetails: 'validation_invalid_email' },
    ],
    [
      'bank details under 10 characters',
      { payoutMethod: 'bank_transfer', payoutDetails: 'IBAN' },
      { payoutDetails: 'validation_min_text_constraint' },
    ],
    [
      'bank details over 500 characters',
      { payoutMethod: 'bank_transfer', payoutDetails: 'b'.repeat(501) },
      { payoutDetails: 'validation_max_text_constraint' },
    ],
    ['terms not accepted', { acceptTerms: false }, { acceptTerms: 'validation_required' }],
    [
      'terms accepted as "true" text',
      { acceptTerms: 'true' },
      { acceptTerms: 'validation_required' },
    ],
    [
      'a language that is not one of the 20',
      { language: 'Klingon' },
      { language: 'validation_invalid_value' },
    ],
    ['a forged status', { status: 'approved' }, { status: 'validation_not_allowed' }],
    [
      'a chosen referral code',
      { referral_code: 'MINE1234' },
      { referral_code: 'validation_not_allowed' },
    ],
    ['a chosen code', { code: 'MINE1234' }, { code: 'validation_not_allowed' }],
    ['another user', { user: 'doesnotexist123' }, { user: 'validation_not_allowed' }],
    [
      'a confirmed email by the body',
      { email_verified_at: '2026-01-01' },
      { email_verified_at: 'validation_not_allowed' },
    ],
  ];

  it.each(cases)('refuses %s with 400 and writes nothing', async (_title, change, errors) => {
    const before = await countRecords(m.admin, 'affiliates');
    const body = Object.fromEntries(
      Object.entries({ ...good(), ...change }).filter(([, value]) => value !== undefined),
    );
    const error: unknown = await m
      .as(w.outsider)
      .send('/api/affiliate/signup', { method: 'POST', body, ...opts })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClientResponseError);
    expect((error as ClientResponseError).status).toBe(400);
    expect(fieldCodes(error as ClientResponseError)).toEqual(errors);
    expect(await countRecords(m.admin, 'affiliates')).toBe(before);
  });

  it('refuses a body that is not an object', async () => {
    const error: unknown = await m
      .as(w.outsider)
      .send('/api/affiliate/signup', { method: 'POST', body: JSON.stringify('x'), ...opts })
      .catch((e: unknown) => e);
    expect((error as ClientResponseError).status).toBe(400);
  });
});
