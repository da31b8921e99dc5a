import { describe, it } from 'vitest';
import { SCRIPT, useMarketplace, useMatrix } from '../../support/bad-input';
import { bad, row, unparsed, type Row } from '../../support/refusal';

// Bad input to POST /api/track-visit. Every case answers 4xx and writes nothing
// (tests/support/bad-input.ts).
const m = useMatrix('bad-input/track-visit');
/** The people and records the cases run against. */
const w = useMarketplace(m);

describe('POST /api/track-visit', () => {
  const route = '/api/track-visit';
  let visitors = 0;
  const visitorId = () => `bad_input_visitor_${Date.now()}_${(visitors += 1)}`;
  const code = () => String(w.affiliate.referral_code);

  it.each<Row<unknown>>([
    row('a JSON array as the body', () => [{ visitorId: visitorId() }], unparsed),
    row('malformed JSON as the body', () => '{"visitorId":', unparsed),
    row(
      'a 7-character visitorId (min 8)',
      () => ({ visitorId: 'v'.repeat(7) }),
      bad('visitorId', 'validation_invalid_format'),
    ),
    row(
      'a 65-character visitorId (max 64)',
      () => ({ visitorId: 'v'.repeat(65) }),
      bad('visitorId', 'validation_invalid_format'),
    ),
    row(
      'visitorId "<script>alert(1)</script>"',
      () => ({ visitorId: SCRIPT }),
      bad('visitorId', 'validation_invalid_format'),
    ),
    row(
      'visitorId 12345678 (a number)',
      () => ({ visitorId: 12345678 }),
      bad('visitorId', 'validation_invalid_type'),
    ),
    row(
      'ref {code} (an object)',
      () => ({ visitorId: visitorId(), ref: { code: code() } }),
      bad('ref', 'validation_invalid_type'),
    ),
    row(
      'a real referral code padded to 33 characters (max 32)',
      () => ({ visitorId: visitorId(), ref: code().padEnd(33, 'x') }),
      bad('ref', 'validation_invalid_format'),
    ),
    row(
      'a real referral code followed by <script>',
      () => ({ visitorId: visitorId(), ref: `${code()}${SCRIPT}` }),
      bad('ref', 'validation_invalid_format'),
    ),
    row(
      'userAgent ["x"] (an array)',
      () => ({ visitorId: visitorId(), ref: code(), userAgent: ['x'] }),
      bad('userAgent', 'validation_invalid_type'),
    ),
  ])('%s', (_title, c) =>
    m.refusedRoute(route, c.body(), c.expected, ['visitor_sessions', 'affiliate_clicks']),
  );
});
