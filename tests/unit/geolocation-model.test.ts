import { describe, expect, it } from 'vitest';
import {
  addressFrom,
  EMPTY_ADDRESS,
  geolocationErrorKey,
  placeFrom,
  POSITION_OPTIONS,
  postcodeSearchUrl,
  reverseGeocodeUrl,
} from '@/features/geolocation/model';
import en from '@/i18n/locales/en/common.json' with { type: 'json' };

describe('geolocation', () => {
  it('asks for high accuracy, gives up after 10 s, reuses a position up to 5 minutes old', () => {
    expect(POSITION_OPTIONS).toEqual({
      enableHighAccuracy: true,
      timeout: 10_000,
      maximumAge: 300_000,
    });
  });

  it.each([
    ['unsupported', 'Geolocation is not supported by this browser'],
    [1, 'Location access denied by user'],
    [2, 'Location information unavailable'],
    [3, 'Location request timed out'],
    [0, 'Failed to get location'],
    [99, 'Failed to get location'],
  ] as const)('error %s → "%s"', (code, message) => {
    const key = geolocationErrorKey(code).split('.')[1] as keyof typeof en.geolocation;
    expect(en.geolocation[key]).toBe(message);
  });

  it('builds the Nominatim reverse request', () => {
    expect(reverseGeocodeUrl('https://nominatim.openstreetmap.org/reverse', 53.8, -1.55)).toBe(
      'https://nominatim.openstreetmap.org/reverse?format=jsonv2&addressdetails=1&lat=53.800000&lon=-1.550000',
    );
  });

  it('reads postcode, city or town or village, state and the country code', () => {
    expect(
      addressFrom({
        address: { postcode: 'LS1 4AP', city: 'Leeds', state: 'England', country_code: 'gb' },
      }),
    ).toEqual({ postcode: 'LS1 4AP', city: 'Leeds', state: 'England', countryCode: 'GB' });
    expect(addressFrom({ address: { town: 'Hebden Bridge' } }).city).toBe('Hebden Bridge');
    expect(addressFrom({ address: { village: 'Haworth' } }).city).toBe('Haworth');
  });

  it('leaves the fields empty for anything else', () => {
    expect(addressFrom(null)).toEqual(EMPTY_ADDRESS);
    expect(addressFrom({ error: 'Unable to geocode' })).toEqual(EMPTY_ADDRESS);
    expect(addressFrom({ address: { country_code: 'xyz', postcode: 7 } })).toEqual(EMPTY_ADDRESS);
  });

  it('builds the Nominatim postcode search, in one country when one is given', () => {
    expect(postcodeSearchUrl('https://nominatim.openstreetmap.org/search', ' 62701 ', 'US')).toBe(
      'https://nominatim.openstreetmap.org/search?format=jsonv2&addressdetails=1&limit=1&postalcode=62701&countrycodes=us',
    );
    expect(postcodeSearchUrl('https://geocode.test/search', 'SW1A 1AA', '')).toBe(
      'https://geocode.test/search?format=jsonv2&addressdetails=1&limit=1&postalcode=SW1A+1AA',
    );
  });

  it('reads the first place of a search answer, coordinates given as strings', () => {
    expect(
      placeFrom([
        {
          lat: '39.8017',
          lon: '-89.6436',
          address: {
            city: 'Springfield',
            state: 'Illinois',
            postcode: '62701',
            country_code: 'us',
          },
        },
        { lat: '0', lon: '0' },
      ]),
    ).toEqual({
      lat: 39.8017,
      lon: -89.6436,
      address: { city: 'Springfield', state: 'Illinois', postcode: '62701', countryCode: 'US' },
    });
    expect(placeFrom([{ lat: 51.5, lon: -0.12 }])).toEqual({
      lat: 51.5,
      lon: -0.12,
      address: EMPTY_ADDRESS,
    });
  });

  it('finds no place in an empty, malformed or out-of-range answer', () => {
    expect(placeFrom([])).toBeNull();
    // What a broken service answers for "unknown" is not a place.
    expect(placeFrom([{ lat: '0', lon: '0' }])).toBeNull();
    expect(placeFrom([{ lat: '0.0000', lon: '0.0000', address: {} }])).toBeNull();
    expect(placeFrom({ lat: '1', lon: '2' })).toBeNull();
    expect(placeFrom([{ lat: '', lon: '2' }])).toBeNull();
    expect(placeFrom([{ lat: 'north', lon: '2' }])).toBeNull();
    expect(placeFrom([{ lat: '91', lon: '2' }])).toBeNull();
    expect(placeFrom([{ lat: '1', lon: '-181' }])).toBeNull();
    expect(placeFrom([{ lat: null, lon: '2' }])).toBeNull();
  });
});
