import { describe, expect, it } from 'vitest';
import { HTML, NO_SUCH_ID, opts, SCRIPT, useMarketplace, useMatrix } from '../../support/bad-input';
import { bad, byCreateRule, byUpdateRule, row, type Fields, type Row } from '../../support/refusal';

// Bad input to `contractors`: creating and editing a listing. Every case answers 4xx and
// writes nothing (tests/support/bad-input.ts).
const m = useMatrix('bad-input/contractors');
/** The people and records the cases run against. */
const w = useMarketplace(m);

describe('contractors: creating a listing', () => {
  const application = (fields: Fields = {}): Fields => ({
    owner: w.newcomer.id,
    business_name: 'Newcomer Roofing',
    trades: [w.roofer],
    status: 'active',
    ...fields,
  });
  const forged = (field: string, value: unknown) =>
    row(
      `a forged ${field} (${JSON.stringify(value)}, a server field)`,
      () => application({ [field]: value }),
      byCreateRule,
    );

  it.each<Row<Fields>>([
    row(
      'a listing without business_name',
      () => application({ business_name: undefined }),
      bad('business_name', 'validation_required'),
    ),
    row(
      'a listing without trades',
      () => application({ trades: undefined }),
      bad('trades', 'validation_required'),
    ),
    row(
      'a listing without status (draft or active only)',
      () => application({ status: undefined }),
      byCreateRule,
    ),
    row('a listing without owner', () => application({ owner: undefined }), byCreateRule),
    row(
      'business_name "A" (min 2)',
      () => application({ business_name: 'A' }),
      bad('business_name', 'validation_min_text_constraint'),
    ),
    row(
      'a 121-character business_name (max 120)',
      () => application({ business_name: 'b'.repeat(121) }),
      bad('business_name', 'validation_max_text_constraint'),
    ),
    row(
      'a 5001-character description (max 5000)',
      () => application({ description: 'd'.repeat(5001) }),
      bad('description', 'validation_max_text_constraint'),
    ),
    row(
      'phone "<script>alert(1)</script>" (pattern ^[+0-9 ().-]*$)',
      () => application({ phone: SCRIPT }),
      bad('phone', 'validation_invalid_format'),
    ),
    row(
      'a 33-digit phone (max 32)',
      () => application({ phone: '1'.repeat(33) }),
      bad('phone', 'validation_max_text_constraint'),
    ),
    row(
      'country_code "us" (pattern ^[A-Z]{2}$)',
      () => application({ country_code: 'us' }),
      bad('country_code', 'validation_invalid_format'),
    ),
    row(
      'website "javascript:alert(1)"',
      () => application({ website: 'javascript:alert(1)' }),
      bad('website', 'validation_invalid_url'),
    ),
    row(
      'email "not-an-email"',
      () => application({ email: 'not-an-email' }),
      bad('email', 'validation_is_email'),
    ),
    row(
      'lat 91 (max 90)',
      () => application({ lat: 91 }),
      bad('lat', 'validation_max_number_constraint'),
    ),
    row(
      'lon -181 (min -180)',
      () => application({ lon: -181 }),
      bad('lon', 'validation_min_number_constraint'),
    ),
    row(
      'service_radius_km 1001 (max 1000)',
      () => application({ service_radius_km: 1001 }),
      bad('service_radius_km', 'validation_max_number_constraint'),
    ),
    row(
      'years_in_business 2.5 (integers only)',
      () => application({ years_in_business: 2.5 }),
      bad('years_in_business', 'validation_only_int_constraint'),
    ),
    // PocketBase 0.40.6 alone stores 0; lib/body-types.js refuses it.
    row(
      'years_in_business "ten" (a string for a number)',
      () => application({ years_in_business: 'ten' }),
      bad('years_in_business', 'validation_invalid_type'),
    ),
    row(
      'trades {id} (an object for a relation)',
      () => application({ trades: { id: w.roofer } }),
      bad('trades', 'validation_invalid_type'),
    ),
    row(
      'trades naming a trade that does not exist',
      () => application({ trades: [NO_SUCH_ID] }),
      bad('trades', 'validation_missing_rel_records'),
    ),
    row(
      'owner {id} (an object for a relation)',
      () => application({ owner: { id: w.newcomer.id } }),
      byCreateRule,
    ),
    row(
      'status "published" (draft or active only)',
      () => application({ status: 'published' }),
      byCreateRule,
    ),
    // PocketBase 0.40.6 alone keeps the last element; lib/body-types.js refuses it.
    row(
      'status ["draft", "active"] (an array for a single select)',
      () => application({ status: ['draft', 'active'] }),
      bad('status', 'validation_invalid_type'),
    ),
    row(
      'status "suspended" (the server suspends)',
      () => application({ status: 'suspended' }),
      byCreateRule,
    ),
    forged('verified', true),
    forged('verified', false),
    forged('background_check', true),
    forged('rating_avg', 5),
    forged('rating_count', 99),
    forged('listed_until', '2099-01-01 00:00:00.000Z'),
    row(
      'a listing whose owner is another user (rival)',
      () => application({ owner: w.rival.id }),
      byCreateRule,
    ),
    row('a listing created by a guest', () => application(), byCreateRule, { by: () => m.as() }),
  ])('%s', (_title, c) =>
    m.refusedCreate('contractors', (c.by ?? (() => m.as(w.newcomer)))(), c.body(), c.expected),
  );
});

describe("contractors: updating the owner's listing", () => {
  const forged = (field: string, value: unknown) =>
    row(
      `a forged ${field} (${JSON.stringify(value)}, a server field)`,
      () => ({ [field]: value }),
      byUpdateRule,
    );

  it.each<Row<Fields>>([
    row(
      'business_name ""',
      () => ({ business_name: '' }),
      bad('business_name', 'validation_required'),
    ),
    row(
      'a 121-character business_name',
      () => ({ business_name: 'b'.repeat(121) }),
      bad('business_name', 'validation_max_text_constraint'),
    ),
    row(
      'phone "<script>alert(1)</script>"',
      () => ({ phone: SCRIPT }),
      bad('phone', 'validation_invalid_format'),
    ),
    row('trades [] (at least one)', () => ({ trades: [] }), bad('trades', 'validation_required')),
    row(
      'status "archived" (draft, active or removed only)',
      () => ({ status: 'archived' }),
      byUpdateRule,
    ),
    row('status "suspended" set by the owner', () => ({ status: 'suspended' }), byUpdateRule),
    forged('verified', true),
    forged('background_check', true),
    forged('rating_avg', 5),
    forged('rating_count', 99),
    forged('listed_until', '2099-01-01 00:00:00.000Z'),
    row('the listing handed to another owner (rival)', () => ({ owner: w.rival.id }), byUpdateRule),
    row(
      'an edit by another contractor (rival)',
      () => ({ business_name: 'Mine now' }),
      byUpdateRule,
      {
        by: () => m.as(w.rival),
      },
    ),
    row('an edit by a guest', () => ({ business_name: 'Mine now' }), byUpdateRule, {
      by: () => m.as(),
    }),
  ])('%s', (_title, c) =>
    m.refusedUpdate(
      'contractors',
      (c.by ?? (() => m.as(w.pro)))(),
      w.listing.id,
      c.body(),
      c.expected,
    ),
  );

  it('stores an HTML/script description as plain text, byte for byte', async () => {
    const saved = await m
      .as(w.pro)
      .collection('contractors')
      .update(w.listing.id, { description: HTML }, opts);
    expect(saved.description).toBe(HTML);
    expect((await m.as().collection('contractors').getOne(w.listing.id, opts)).description).toBe(
      HTML,
    );
  });
});
