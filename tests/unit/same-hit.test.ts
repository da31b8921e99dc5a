import { describe, expect, it } from 'vitest';
import { sameHit } from '@/features/browse/components/listing-card';
import type { BrowseHit, ListingEntry } from '@/data/search';

const entry: ListingEntry = {
  id: 'abc123',
  owner: 'u1',
  businessName: 'Slate & Co',
  city: 'York',
  region: '',
  postcode: 'YO1 7HH',
  postcodeKey: 'YO17HH',
  trades: ['roofer'],
  lat: 53.96,
  lon: -1.08,
  serviceRadiusKm: 30,
  ratingAvg: 4.5,
  ratingCount: 2,
  verified: true,
  insured: false,
  logo: '',
  text: 'slate & co roofs',
  name: 'slate & co',
  summary: 'Roofs.',
  created: '2026-11-01 10:00:00.000Z',
};

describe('sameHit: whether a browse card would show the same', () => {
  it('is true for an equal entry the index built again', () => {
    const a: BrowseHit = { entry, distanceKm: 4.2 };
    const b: BrowseHit = { entry: { ...entry, trades: ['roofer'] }, distanceKm: 4.2 };
    expect(sameHit(a, b)).toBe(true);
    expect(sameHit({ entry, distanceKm: null }, { entry, distanceKm: null })).toBe(true);
  });

  it('is false when the distance or anything the entry holds changed', () => {
    expect(sameHit({ entry, distanceKm: 4.2 }, { entry, distanceKm: 4.3 })).toBe(false);
    expect(sameHit({ entry, distanceKm: 4.2 }, { entry, distanceKm: null })).toBe(false);
    const rated = { ...entry, ratingAvg: 4.6, ratingCount: 3 };
    expect(sameHit({ entry, distanceKm: 1 }, { entry: rated, distanceKm: 1 })).toBe(false);
    const renamed = { ...entry, businessName: 'Slate and Co' };
    expect(sameHit({ entry, distanceKm: 1 }, { entry: renamed, distanceKm: 1 })).toBe(false);
  });
});
