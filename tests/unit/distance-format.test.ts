import { describe, expect, it } from 'vitest';
import { distanceUnitFor, formatDistance, KM_PER_MILE, regionOf, toKm } from '@/i18n/format';

describe('distanceUnitFor (the browser region decides)', () => {
  it('is miles in the United States and the United Kingdom', () => {
    expect(distanceUnitFor('en-US')).toBe('mile');
    expect(distanceUnitFor('en-GB')).toBe('mile');
    expect(distanceUnitFor('es-US')).toBe('mile');
    expect(distanceUnitFor('cy-GB')).toBe('mile');
  });

  it('is kilometres elsewhere, and without a region or a tag', () => {
    expect(distanceUnitFor('en-AU')).toBe('kilometer');
    expect(distanceUnitFor('de-DE')).toBe('kilometer');
    expect(distanceUnitFor('fr-CA')).toBe('kilometer');
    expect(distanceUnitFor('en')).toBe('kilometer');
    expect(distanceUnitFor('')).toBe('kilometer');
    expect(distanceUnitFor(undefined)).toBe('kilometer');
    expect(distanceUnitFor('not a tag!')).toBe('kilometer');
  });

  it('reads the region of a tag', () => {
    expect(regionOf('en-GB')).toBe('GB');
    expect(regionOf('zh-Hant-TW')).toBe('TW');
    expect(regionOf('en')).toBe('');
    expect(regionOf('!!')).toBe('');
  });
});

describe('formatDistance (Intl units)', () => {
  it('shows km in the locale’s words and digits', () => {
    expect(formatDistance(5.25, 'kilometer', 'en')).toBe('5.3 km');
    expect(formatDistance(5.25, 'kilometer', 'de')).toBe('5,3 km');
    expect(formatDistance(12, 'kilometer', 'ja')).toBe('12 km');
  });

  it('converts to miles when the unit is miles', () => {
    expect(formatDistance(10 * KM_PER_MILE, 'mile', 'en')).toBe('10 mi');
    expect(formatDistance(8, 'mile', 'en')).toBe('5 mi');
    expect(formatDistance(25 * KM_PER_MILE, 'mile', 'fr', 0)).toBe('25\u202fmi');
  });

  it('turns a radius in the unit into km for the search', () => {
    expect(toKm(10, 'mile')).toBeCloseTo(16.09344, 5);
    expect(toKm(10, 'kilometer')).toBe(10);
  });
});
