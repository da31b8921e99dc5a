import { describe, expect, it } from 'vitest';
import type { ListingRecord } from '@/data/records';
import {
  followListing,
  fitWithin,
  formFromListing,
  hireActions,
  listingErrorValues,
  listingFields,
  normalizeWebsite,
  photoSlotsLeft,
  postcodeLookupKey,
  validateListing,
  withPlace,
  withoutPlaceOf,
  type ListingFormValues,
} from '@/features/portal/model';
import { parsePocketBaseDate } from '@/lib/pocketbase-dates';

const valid: ListingFormValues = {
  ...formFromListing(null),
  businessName: 'Acme Roofing',
  trades: ['abc123abc123abc'],
};

const errorsOf = (change: Partial<ListingFormValues>) => validateListing({ ...valid, ...change });

describe('validateListing (the limits of pb_migrations/1763769900_contractors.js)', () => {
  it('accepts a name and one trade, with everything else empty', () => {
    expect(validateListing(valid)).toEqual({});
    expect(errorsOf({ radius: '', postcode: 'SW1A 1AA' })).toEqual({});
  });

  it('needs a business name of 2 to 120 characters and at least one trade', () => {
    expect(errorsOf({ businessName: ' A ' }).businessName).toBe('form.errors.businessName');
    expect(errorsOf({ businessName: 'x'.repeat(121) }).businessName).toBeDefined();
    expect(errorsOf({ businessName: 'x'.repeat(120) })).toEqual({});
    expect(errorsOf({ trades: [] }).trades).toBe('form.errors.trades');
  });

  it('limits the description to 5000 characters', () => {
    expect(errorsOf({ description: 'x'.repeat(5000) })).toEqual({});
    expect(errorsOf({ description: 'x'.repeat(5001) }).description).toBeDefined();
  });

  it('checks phone, email, website and country code', () => {
    expect(errorsOf({ phone: '+1 (555) 123-4567' })).toEqual({});
    expect(errorsOf({ phone: 'call me' }).phone).toBe('form.errors.phone');
    expect(errorsOf({ phone: '1'.repeat(33) }).phone).toBeDefined();
    expect(errorsOf({ email: 'a@b.co' })).toEqual({});
    expect(errorsOf({ email: 'a@b' }).email).toBe('form.errors.email');
    expect(errorsOf({ website: 'example.com' })).toEqual({});
    expect(errorsOf({ website: 'https://' }).website).toBe('form.errors.website');
    expect(errorsOf({ website: 'ftp://example.com' }).website).toBeDefined();
    expect(errorsOf({ countryCode: 'gb' })).toEqual({});
    expect(errorsOf({ countryCode: 'G' }).countryCode).toBe('form.errors.countryCode');
    expect(errorsOf({ countryCode: 'G1' }).countryCode).toBeDefined();
  });

  it('checks coordinates: in range, both or neither', () => {
    expect(errorsOf({ lat: '51.5', lon: '-0.12' })).toEqual({});
    expect(errorsOf({ lat: '91', lon: '0' }).lat).toBe('form.errors.lat');
    expect(errorsOf({ lat: '0', lon: '-181' }).lon).toBe('form.errors.lon');
    expect(errorsOf({ lat: 'north', lon: '1' }).lat).toBe('form.errors.lat');
    expect(errorsOf({ lat: '51.5', lon: '' }).lon).toBe('form.errors.coordinates');
  });

  it('refuses an exact 0, 0 (the old "unknown"), but not a real place on a meridian', () => {
    expect(errorsOf({ lat: '0', lon: '0' })).toEqual({ lat: 'place.zeroPosition' });
    expect(errorsOf({ lat: '0.0', lon: '-0' }).lat).toBe('place.zeroPosition');
    expect(errorsOf({ lat: '51.4779', lon: '0' })).toEqual({});
  });

  it('checks radius 0–1000 and whole years 0–150', () => {
    expect(errorsOf({ radius: '1000', years: '150' })).toEqual({});
    expect(errorsOf({ radius: '1001' }).radius).toBe('form.errors.radius');
    expect(errorsOf({ radius: '-1' }).radius).toBeDefined();
    expect(errorsOf({ years: '2.5' }).years).toBe('form.errors.years');
    expect(errorsOf({ years: '151' }).years).toBeDefined();
  });
});

describe('listingFields', () => {
  it('trims, upper-cases the country, adds https:// and turns empty numbers into 0', () => {
    const fields = listingFields({
      ...valid,
      businessName: '  Acme  ',
      website: 'acme.example',
      countryCode: 'us',
      radius: '',
      years: '12',
      lat: '40,5',
      lon: '-74',
    });
    expect(fields).toMatchObject({
      business_name: 'Acme',
      website: 'https://acme.example',
      country_code: 'US',
      service_radius_km: 0,
      years_in_business: 12,
      lat: 40.5,
      lon: -74,
      status: 'active',
    });
  });

  it('gives null coordinates, never 0, when the position is empty', () => {
    expect(listingFields({ ...valid, lat: '', lon: ' ' })).toMatchObject({ lat: null, lon: null });
    expect(formFromListing({ ...listingFields(valid), id: 'u1' } as ListingRecord)).toMatchObject({
      lat: '',
      lon: '',
    });
  });

  it('round-trips a stored listing through the form', () => {
    const record = {
      ...listingFields(valid),
      id: 'u1',
      owner: 'u1',
      lat: 0,
      lon: 0,
      service_radius_km: 40,
      status: 'draft',
    } as ListingRecord;
    const form = formFromListing(record);
    expect(form).toMatchObject({ lat: '', lon: '', radius: '40', status: 'draft' });
    expect(listingFields(form)).toEqual(listingFields({ ...valid, radius: '40', status: 'draft' }));
  });

  it('takes the radius in miles on a device that counts in miles, and stores kilometres', () => {
    const record = { ...listingFields(valid), id: 'u1', service_radius_km: 40 } as ListingRecord;
    const form = formFromListing(record, 'mile');
    expect(form).toMatchObject({ radius: '24.9', radiusUnit: 'mile' });
    expect(listingFields({ ...form, radius: '15' }).service_radius_km).toBe(24.14);
    // What was typed comes back unchanged when the form is opened again.
    const saved = { ...record, service_radius_km: 24.14 };
    expect(formFromListing(saved, 'mile').radius).toBe('15');
    expect(formFromListing(null, 'mile')).toMatchObject({ radius: '15', radiusUnit: 'mile' });
    expect(formFromListing(null)).toMatchObject({ radius: '25', radiusUnit: 'kilometer' });
  });

  it('refuses a radius over 1,000 km in miles too, and names the limit in the unit', () => {
    expect(validateListing({ ...valid, radiusUnit: 'mile', radius: '621' }).radius).toBeUndefined();
    expect(validateListing({ ...valid, radiusUnit: 'mile', radius: '622' }).radius).toBe(
      'form.errors.radius',
    );
    expect(listingErrorValues('en', 'mile').radiusMax).toBe('621 mi');
    expect(listingErrorValues('de').radiusMax).toBe('1.000 km');
  });

  it('leaves a website with a scheme alone', () => {
    expect(normalizeWebsite(' http://a.example ')).toBe('http://a.example');
    expect(normalizeWebsite('')).toBe('');
  });
});

describe('fitWithin (browser resize before upload)', () => {
  it('scales the longer side down to the limit, keeping the aspect ratio', () => {
    expect(fitWithin(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000, 1600)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(1024, 1024, 512)).toEqual({ width: 512, height: 512 });
  });

  it('never enlarges, and never gives a zero side', () => {
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(10000, 2, 1600)).toEqual({ width: 1600, height: 1 });
  });

  it('counts the photo slots left out of 10', () => {
    expect(photoSlotsLeft(0, 0)).toBe(10);
    expect(photoSlotsLeft(7, 2)).toBe(1);
    expect(photoSlotsLeft(9, 3)).toBe(0);
  });
});

describe('hire answers', () => {
  it('allows accept/decline on a request and completing an accepted hire only', () => {
    expect(hireActions({ status: 'requested', fee_status: 'unpaid' })).toEqual([
      'accepted',
      'declined',
    ]);
    expect(hireActions({ status: 'accepted', fee_status: 'paid' })).toEqual(['done']);
    expect(hireActions({ status: 'accepted', fee_status: 'waived' })).toEqual(['done']);
    // The server refuses to complete a hire whose fee is not settled: no button for it.
    expect(hireActions({ status: 'accepted', fee_status: 'unpaid' })).toEqual([]);
    for (const done of ['declined', 'completed', 'cancelled'] as const) {
      expect(hireActions({ status: done, fee_status: 'paid' })).toEqual([]);
    }
  });

  it('reads PocketBase dates', () => {
    expect(parsePocketBaseDate('2026-12-22 03:05:00.123Z')?.toISOString()).toBe(
      '2026-12-22T03:05:00.123Z',
    );
    expect(parsePocketBaseDate('')).toBeNull();
    expect(parsePocketBaseDate('soon')).toBeNull();
  });
});

describe('placing a typed postcode', () => {
  it('looks a postcode up only with its two-letter country', () => {
    expect(postcodeLookupKey({ postcode: ' sw1a 1aa ', countryCode: 'gb' })).toBe('SW1A 1AA|GB');
    expect(postcodeLookupKey({ postcode: '62701', countryCode: '' })).toBe('');
    expect(postcodeLookupKey({ postcode: '62701', countryCode: 'USA' })).toBe('');
    expect(postcodeLookupKey({ postcode: '  ', countryCode: 'US' })).toBe('');
  });

  it('takes the coordinates, and city and region only where they are empty', () => {
    const place = { lat: 39.80172, lon: -89.643604, address: { city: 'Springfield', state: 'IL' } };
    const placed = withPlace({ ...valid, city: '', region: '', lat: '', lon: '' }, place);
    expect(placed).toMatchObject({
      lat: '39.801720',
      lon: '-89.643604',
      city: 'Springfield',
      region: 'IL',
    });
    const typed = withPlace({ ...valid, city: 'Chatham', region: 'Illinois' }, place);
    expect(typed).toMatchObject({ city: 'Chatham', region: 'Illinois', lat: '39.801720' });
  });
});

describe('withoutPlaceOf', () => {
  const placed = { ...valid, postcode: '62702', countryCode: 'US', lat: '39.8', lon: '-89.6' };
  it('drops coordinates that were set for another postcode', () => {
    expect(withoutPlaceOf(placed, '62701|US')).toMatchObject({ lat: '', lon: '' });
  });
  it('keeps coordinates of this postcode, or typed by hand', () => {
    expect(withoutPlaceOf(placed, '62702|US')).toEqual(placed);
    expect(withoutPlaceOf(placed, '')).toEqual(placed);
  });
});

describe('followListing', () => {
  it('takes a synced change into fields the user has not touched, keeps the user’s changes and their bases', () => {
    const opened = { ...formFromListing(null), description: 'Old', years: '3', city: 'Leeds' };
    const current = { ...opened, years: '4', city: 'York' };
    const fresh = { ...opened, description: 'From the laptop', city: 'Bradford' };
    const next = followListing(current, opened, fresh);
    expect(next.values).toMatchObject({ description: 'From the laptop', years: '4', city: 'York' });
    expect(next.opened).toMatchObject({
      description: 'From the laptop',
      years: '3',
      city: 'Leeds',
    });
  });
});
