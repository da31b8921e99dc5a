import { describe, expect, it } from 'vitest';
import {
  addressFrom,
  EMPTY_ADDRESS,
  geolocationErrorKey,
  POSITION_OPTIONS,
  reverseGeocodeUrl,
} from '@/features/geolocation/model';
import en from '@/i18n/locales/en/common.json' with { type: 'json' };

describe('geolocation (spec §8, §9)', () => {
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
});
