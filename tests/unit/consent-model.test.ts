import { describe, expect, it } from 'vitest';
import {
  bannerVariant,
  consentRecord,
  IDENTIFIER_KEYS,
  mayStoreIdentifiers,
  STRICT_CONSENT_COUNTRIES,
} from '@/features/consent/model';

const EU27 = 'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE';

describe('bannerVariant', () => {
  it.each([...EU27.split(' '), 'IS', 'LI', 'NO', 'GB', 'CH'])(
    '%s must consent explicitly',
    (country) => {
      expect(bannerVariant(country)).toBe('strict');
    },
  );

  it('covers exactly the EU 27, the EEA three, the UK and Switzerland (plus EL/UK spellings)', () => {
    expect(STRICT_CONSENT_COUNTRIES.size).toBe(27 + 3 + 2 + 2);
  });

  it.each(['US', 'CA', 'MX', 'BR', 'JP', 'IN', 'AU', 'TR', 'RU'])('%s gets Got It', (country) => {
    expect(bannerVariant(country)).toBe('notice');
  });

  it('is strict when the country is unknown, and ignores case', () => {
    expect(bannerVariant(null)).toBe('strict');
    expect(bannerVariant('de')).toBe('strict');
    expect(bannerVariant('us')).toBe('notice');
  });
});

describe('consentRecord', () => {
  it('is {accepted, timestamp, location} with the country in upper case', () => {
    expect(consentRecord(true, '2026-11-22T10:00:00.000Z', 'de')).toEqual({
      accepted: true,
      timestamp: '2026-11-22T10:00:00.000Z',
      location: 'DE',
    });
    expect(consentRecord(false, 't', null).location).toBe('');
  });
});

describe('mayStoreIdentifiers', () => {
  const accepted = consentRecord(true, 't', 'DE');
  const declined = consentRecord(false, 't', 'US');
  it('follows a stored choice, wherever the visitor is', () => {
    expect(mayStoreIdentifiers(accepted, 'DE')).toBe(true);
    expect(mayStoreIdentifiers(declined, 'US')).toBe(false);
  });
  it('while undecided: yes for notice countries, no for strict or unknown ones', () => {
    expect(mayStoreIdentifiers(undefined, 'US')).toBe(true);
    expect(mayStoreIdentifiers(undefined, 'FR')).toBe(false);
    expect(mayStoreIdentifiers(undefined, null)).toBe(false);
  });
  it('names the identifier keys', () => {
    expect(IDENTIFIER_KEYS).toEqual(['visitor_id', 'affiliate_code', 'affiliate_first_visit']);
  });
});
