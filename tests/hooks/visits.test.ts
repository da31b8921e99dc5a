import { describe, expect, it } from 'vitest';
import { loadHooksLib } from '../support/hooks-lib';

type Parsed =
  | { errors: Record<string, { code: string }> }
  | { value: { visitorId: string; ref: string; referrer: string; userAgent: string } };
const { parseTrackVisit, countryFromHeaders, clickDedupeSources } = loadHooksLib('visits.js') as {
  parseTrackVisit: (body: unknown) => Parsed;
  countryFromHeaders: (headers: Record<string, string>, trustedHeader: string) => string;
  clickDedupeSources: (
    affiliateId: string,
    visitorId: string,
    ip: string,
    nowIso: string,
  ) => { ip: string; visitor: string };
};

const codes = (parsed: Parsed) =>
  'errors' in parsed
    ? Object.fromEntries(Object.entries(parsed.errors).map(([k, e]) => [k, e.code]))
    : {};

describe('parseTrackVisit', () => {
  it('accepts the visitor id shape and a referral code', () => {
    expect(
      parseTrackVisit({ visitorId: 'visitor_1732240000000_ab12cd34', ref: 'JANE-2026' }),
    ).toEqual({
      value: {
        visitorId: 'visitor_1732240000000_ab12cd34',
        ref: 'JANE-2026',
        referrer: '',
        userAgent: '',
      },
    });
  });

  it('allows a visit with no identifier and no ref', () => {
    expect(parseTrackVisit({})).toEqual({
      value: { visitorId: '', ref: '', referrer: '', userAgent: '' },
    });
  });

  it('refuses malformed ids and codes and non-string fields', () => {
    expect(codes(parseTrackVisit({ visitorId: 'a b c d e f g', ref: 'x', userAgent: 7 }))).toEqual({
      visitorId: 'validation_invalid_format',
      ref: 'validation_invalid_format',
      userAgent: 'validation_invalid_type',
    });
    expect(codes(parseTrackVisit('text'))).toEqual({ body: 'validation_invalid_type' });
  });

  it('cuts the referrer to 2048 and the user agent to 512 characters', () => {
    const parsed = parseTrackVisit({ referrer: 'r'.repeat(3000), userAgent: 'u'.repeat(900) });
    expect('value' in parsed && parsed.value.referrer.length).toBe(2048);
    expect('value' in parsed && parsed.value.userAgent.length).toBe(512);
  });
});

describe('countryFromHeaders', () => {
  it.each([
    [{ cf_ipcountry: 'DE' }, 'DE'],
    [{ cf_ipcountry: 'gb ' }, 'GB'],
    [{ cf_ipcountry: 'XX' }, ''],
    [{ cf_ipcountry: 'T1' }, ''],
    [{ cf_ipcountry: 'DEU' }, ''],
    [{ cf_ipcountry: '<b>' }, ''],
    [{ x_country_code: 'FR' }, ''],
    [{}, ''],
  ])('with TRUSTED_PROXY_HEADER=CF-IPCountry, %o → "%s"', (headers, country) => {
    expect(countryFromHeaders(headers, 'CF-IPCountry')).toBe(country);
  });

  it('believes no header when no trusted proxy is named', () => {
    expect(countryFromHeaders({ cf_ipcountry: 'DE', x_country_code: 'FR' }, '')).toBe('');
  });
});

describe('clickDedupeSources', () => {
  const at = '2026-11-26T15:00:00.000Z';

  it('keys a click by affiliate, IP and UTC day whatever the visitor id', () => {
    const a = clickDedupeSources('aff1', 'visitor_aaaaaaaa', '203.0.113.7', at);
    const b = clickDedupeSources('aff1', 'visitor_bbbbbbbb', '203.0.113.7', '2026-11-26T23:59:59Z');
    expect(a.ip).toBe(b.ip);
    expect(a.visitor).not.toBe(b.visitor);
    expect(clickDedupeSources('aff1', '', '203.0.113.8', at).ip).not.toBe(a.ip);
    expect(clickDedupeSources('aff2', '', '203.0.113.7', at).ip).not.toBe(a.ip);
    expect(clickDedupeSources('aff1', '', '203.0.113.7', '2026-11-27T00:00:00Z').ip).not.toBe(a.ip);
  });

  it('keys a visitor across IPs, and has no visitor key without an id', () => {
    const a = clickDedupeSources('aff1', 'visitor_aaaaaaaa', '203.0.113.7', at);
    const b = clickDedupeSources('aff1', 'visitor_aaaaaaaa', '198.51.100.1', at);
    expect(a.visitor).toBe(b.visitor);
    expect(a.visitor).not.toBe('');
    expect(clickDedupeSources('aff1', '', '203.0.113.7', at).visitor).toBe('');
  });
});
