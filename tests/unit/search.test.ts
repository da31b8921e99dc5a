import { describe, expect, it } from 'vitest';
import type { ListingRecord } from '@/data/records';
import {
  distanceKm,
  isBrowsable,
  ListingIndex,
  postcodeKey,
  queryWords,
  toEntry,
} from '@/data/search';
import { DEFAULT_FILTERS, filtersToParams, parseFilters } from '@/features/browse/model';

const base: ListingRecord = {
  id: 'x',
  created: '2026-11-01 00:00:00.000Z',
  updated: '2026-11-01 00:00:00.000Z',
  owner: 'o',
  business_name: 'Acme',
  trades: ['t-roof'],
  description: '',
  phone: '',
  email: '',
  website: '',
  city: '',
  region: '',
  postcode: '',
  country_code: 'US',
  lat: 0,
  lon: 0,
  service_radius_km: 0,
  years_in_business: 0,
  license_number: '',
  insured: false,
  verified: false,
  background_check: false,
  logo: '',
  photos: [],
  rating_avg: 0,
  rating_count: 0,
  status: 'active',
  listed_until: '',
};
const trades = new Map([
  ['t-roof', 'roofer'],
  ['t-plumb', 'plumber_pipefitter_steamfitter'],
]);
const listing = (fields: Partial<ListingRecord>) =>
  toEntry({ ...base, ...fields }, (id) => trades.get(id));

// New York (10001), Newark (07102, about 14 km away), Boston (02108, about 300 km away).
const NYC = { lat: 40.7506, lon: -73.9972 };
const index = new ListingIndex();
index.upsert([
  listing({
    id: 'ny-roof',
    business_name: 'Empire Roofing',
    description: 'Flat roof repair and leaks',
    postcode: '10001',
    ...NYC,
    rating_avg: 4.2,
    rating_count: 10,
    created: '2026-10-01 00:00:00.000Z',
  }),
  listing({
    id: 'nj-roof',
    business_name: 'Garden State Roofs',
    description: 'Shingle roofs',
    postcode: '07102',
    lat: 40.7357,
    lon: -74.1724,
    rating_avg: 4.9,
    rating_count: 3,
    verified: true,
    created: '2026-11-01 00:00:00.000Z',
  }),
  listing({
    id: 'bos-roof',
    business_name: 'Beacon Roofing',
    description: 'Slate roof repair',
    postcode: '02108',
    lat: 42.3588,
    lon: -71.0707,
    rating_avg: 3.1,
    rating_count: 40,
    created: '2026-09-01 00:00:00.000Z',
  }),
  listing({
    id: 'ny-plumb',
    business_name: 'Empire Plumbing',
    description: 'Leaks fixed fast',
    trades: ['t-plumb'],
    postcode: '10001',
    ...NYC,
  }),
  listing({
    id: 'nowhere',
    business_name: 'Roof Nomads',
    description: 'We travel',
    trades: ['t-roof', 'unknown-id'],
    created: '2026-01-01 00:00:00.000Z',
  }),
]);
const ids = (hits: { entry: { id: string } }[]) => hits.map((h) => h.entry.id);

describe('browse search', () => {
  it('measures great-circle distances in km', () => {
    expect(distanceKm(NYC.lat, NYC.lon, 42.3588, -71.0707)).toBeCloseTo(306, -1);
    expect(distanceKm(1, 2, 1, 2)).toBe(0);
  });

  it('maps trade ids to values and drops unknown ones; no coordinates means no position', () => {
    const entry = index.get('nowhere');
    expect(entry?.trades).toEqual(['roofer']);
    expect(entry?.lat).toBeNull();
    // Null is "unknown" now; a copy stored before that still has 0, 0, which is no place.
    const unknown = toEntry({ ...base, id: 'unknown', lat: null, lon: null }, () => 'roofer');
    expect([unknown.lat, unknown.lon]).toEqual([null, null]);
  });

  it('filters by trade and by every word of the text, in name or description', () => {
    expect(ids(index.query({ trade: 'roofer', sort: 'newest' }))).toEqual([
      'nj-roof',
      'ny-roof',
      'bos-roof',
      'nowhere',
    ]);
    expect(ids(index.query({ text: 'roof REPAIR', sort: 'rating' }))).toEqual([
      'ny-roof',
      'bos-roof',
    ]);
    expect(ids(index.query({ trade: 'roofer', text: 'leaks' }))).toEqual(['ny-roof']);
    expect(queryWords('  Roof   repair ')).toEqual(['roof', 'repair']);
  });

  it('keeps listings within the radius of the origin and sorts them by distance', () => {
    const hits = index.query({ trade: 'roofer', origin: NYC, radiusKm: 50, sort: 'distance' });
    expect(ids(hits)).toEqual(['ny-roof', 'nj-roof']);
    expect(hits[1]?.distanceKm).toBeCloseTo(15, 0);
    // Without a radius, far and unplaced listings stay, the unplaced last.
    expect(ids(index.query({ trade: 'roofer', origin: NYC, sort: 'distance' }))).toEqual([
      'ny-roof',
      'nj-roof',
      'bos-roof',
      'nowhere',
    ]);
  });

  it('finds a listing without coordinates in the searched postcode, with no distance', () => {
    const local = new ListingIndex();
    local.upsert([
      listing({ id: 'placed', postcode: '10001', ...NYC }),
      listing({ id: 'unplaced', postcode: '100 01' }),
      listing({ id: 'elsewhere', postcode: '02108' }),
    ]);
    const hits = local.query({ origin: NYC, originPostcode: '10001', radiusKm: 10 });
    expect(ids(hits).sort()).toEqual(['placed', 'unplaced']);
    // In the place searched for, but how far is not known: no "0 mi away".
    expect(hits.find((hit) => hit.entry.id === 'unplaced')?.distanceKm).toBeNull();
    expect(hits.find((hit) => hit.entry.id === 'placed')?.distanceKm).toBe(0);
    // It still sorts with the nearest, ahead of a placed listing farther off.
    local.upsert([listing({ id: 'near', postcode: '07102', lat: NYC.lat + 0.05, lon: NYC.lon })]);
    expect(
      ids(local.query({ origin: NYC, originPostcode: '10001', radiusKm: 10, sort: 'distance' })),
    ).toEqual(['placed', 'unplaced', 'near']);
    // Measured from the user's own position, a postcode says nothing about distance.
    expect(ids(local.query({ origin: NYC, radiusKm: 10 })).sort()).toEqual(['near', 'placed']);
  });

  it('filters by minimum rating and verified, and sorts by rating then number of reviews', () => {
    expect(ids(index.query({ minRating: 4, sort: 'rating' }))).toEqual(['nj-roof', 'ny-roof']);
    expect(ids(index.query({ verifiedOnly: true }))).toEqual(['nj-roof']);
  });

  it('ranks name matches first in best match', () => {
    expect(ids(index.query({ text: 'empire' }))[0]).toMatch(/^ny-/);
    expect(ids(index.query({ text: 'beacon roof' }))).toEqual(['bos-roof']);
  });

  it('turns a postcode into the position of the listings that have it', () => {
    expect(index.postcodePosition(' 100 01')).toEqual(NYC);
    expect(index.postcodePosition('99999')).toBeNull();
    expect(postcodeKey('sw1a 1aa')).toBe('SW1A1AA');
  });

  it('shows only active listings within their listing period', () => {
    const now = '2026-11-22 00:00:00.000Z';
    expect(isBrowsable({ ...base, listed_until: '2026-12-01 00:00:00.000Z' }, now)).toBe(true);
    expect(isBrowsable({ ...base, listed_until: '2026-11-01 00:00:00.000Z' }, now)).toBe(false);
    expect(isBrowsable({ ...base, status: 'draft' }, now)).toBe(false);
    // Paid or fee-waived: listed with no end, as the server's API rule says.
    const ended = { ...base, listed_until: '2026-11-01 00:00:00.000Z' };
    expect(isBrowsable({ ...ended, listing_paid_at: '2026-10-30 00:00:00.000Z' }, now)).toBe(true);
    expect(isBrowsable({ ...ended, listing_fee_waiver: 'payments_off' }, now)).toBe(true);
  });

  it('updates and removes single listings', () => {
    const small = new ListingIndex();
    small.upsert([listing({ id: 'a', business_name: 'Alpha' })]);
    small.upsert([listing({ id: 'a', business_name: 'Alpha Two' })]);
    expect(small.get('a')?.businessName).toBe('Alpha Two');
    small.remove(['a', 'missing']);
    expect(small.size).toBe(0);
  });
});

describe('browse filters in the URL', () => {
  it('round-trips every filter and leaves defaults out', () => {
    const filters = {
      trade: 'roofer',
      text: 'flat roof',
      postcode: '10001',
      radius: 25,
      minRating: 4,
      verifiedOnly: true,
      sort: 'distance' as const,
    };
    const params = filtersToParams(filters);
    expect(params.toString()).toBe(
      'trade=roofer&q=flat+roof&postcode=10001&radius=25&rating=4&verified=1&sort=distance',
    );
    expect(parseFilters(params)).toEqual(filters);
    expect(filtersToParams(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('ignores values it does not offer', () => {
    const parsed = parseFilters(
      new URLSearchParams('radius=7&rating=2&sort=cheapest&verified=yes'),
    );
    expect(parsed).toMatchObject({
      radius: null,
      minRating: 0,
      sort: 'best',
      verifiedOnly: false,
    });
  });
});
