/**
 * Geolocation rules: position options, error messages, geocoding URLs and answers. Pure.
 */
import { GEOLOCATION_MAX_AGE_MS, GEOLOCATION_TIMEOUT_MS } from '@/constants/business';

/** Options for getCurrentPosition: high accuracy, 10 s timeout, 5-minute cache. */
export const POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: GEOLOCATION_TIMEOUT_MS,
  maximumAge: GEOLOCATION_MAX_AGE_MS,
};

/** The `common` key of each geolocation error message. */
export type GeolocationErrorKey =
  | 'geolocation.unsupported'
  | 'geolocation.denied'
  | 'geolocation.unavailable'
  | 'geolocation.timeout'
  | 'geolocation.failed';

/**
 * The message for a failure.
 * @param code GeolocationPositionError.code (1 denied, 2 unavailable, 3 timeout), or
 *   'unsupported' when the browser has no geolocation
 */
export function geolocationErrorKey(code: number | 'unsupported'): GeolocationErrorKey {
  if (code === 'unsupported') return 'geolocation.unsupported';
  if (code === 1) return 'geolocation.denied';
  if (code === 2) return 'geolocation.unavailable';
  if (code === 3) return 'geolocation.timeout';
  return 'geolocation.failed';
}

/** Address fields filled from reverse geocoding ('' when unknown). */
export interface Address {
  readonly postcode: string;
  readonly city: string;
  readonly state: string;
  /** ISO 3166-1 alpha-2, upper case. */
  readonly countryCode: string;
}

export const EMPTY_ADDRESS: Address = { postcode: '', city: '', state: '', countryCode: '' };

/**
 * The reverse-geocoding request (Nominatim's `reverse?format=jsonv2&addressdetails=1`).
 * @param endpoint e.g. "https://nominatim.openstreetmap.org/reverse"
 * @param lat degrees
 * @param lon degrees
 */
export function reverseGeocodeUrl(endpoint: string, lat: number, lon: number): string {
  const url = new URL(endpoint);
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('addressdetails', '1');
  url.searchParams.set('lat', lat.toFixed(6));
  url.searchParams.set('lon', lon.toFixed(6));
  return url.toString();
}

/**
 * The address in a reverse-geocoding answer: postcode, city (or town or village), state,
 * country_code. Anything missing or malformed is ''.
 */
export function addressFrom(answer: unknown): Address {
  const address =
    answer && typeof answer === 'object' && 'address' in answer ? answer.address : null;
  if (!address || typeof address !== 'object') return EMPTY_ADDRESS;
  const a = address as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const country = text(a.country_code).toUpperCase();
  return {
    postcode: text(a.postcode),
    city: text(a.city) || text(a.town) || text(a.village),
    state: text(a.state),
    countryCode: /^[A-Z]{2}$/.test(country) ? country : '',
  };
}

/** A place found for a postcode: its position in degrees and its address. */
export interface Place {
  readonly lat: number;
  readonly lon: number;
  readonly address: Address;
}

/**
 * The postcode search request (Nominatim's `search?postalcode=&countrycodes=`, one result).
 * @param endpoint e.g. "https://nominatim.openstreetmap.org/search"
 * @param postcode as the user typed it
 * @param countryCode ISO 3166-1 alpha-2; '' searches every country
 */
export function postcodeSearchUrl(endpoint: string, postcode: string, countryCode: string): string {
  const url = new URL(endpoint);
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('addressdetails', '1');
  url.searchParams.set('limit', '1');
  url.searchParams.set('postalcode', postcode.trim());
  if (countryCode.trim()) url.searchParams.set('countrycodes', countryCode.trim().toLowerCase());
  return url.toString();
}

/**
 * The first place of a postcode search answer (an array of `{lat, lon, address}`, with
 * Nominatim's coordinates as strings).
 * @returns null when the answer holds no place with valid coordinates (0, 0 is not one)
 */
export function placeFrom(answer: unknown): Place | null {
  const first: unknown = Array.isArray(answer) ? answer[0] : null;
  if (!first || typeof first !== 'object') return null;
  const { lat, lon } = first as { lat?: unknown; lon?: unknown };
  const degrees = (v: unknown) =>
    (typeof v === 'string' && v.trim() !== '') || typeof v === 'number' ? Number(v) : NaN;
  const latitude = degrees(lat);
  const longitude = degrees(lon);
  // 0, 0 is what broken services answer for "unknown", never a postcode's place.
  const valid =
    !(latitude === 0 && longitude === 0) &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180;
  return valid ? { lat: latitude, lon: longitude, address: addressFrom(first) } : null;
}
