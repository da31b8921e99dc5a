/**
 * Postcode → position, for the contractor portal's "type a postcode or use current location"
 * and for browse's postcode search: asks the geocoding service (config.geocodeUrl) for a
 * postcode's place, and says whether it was found, not found, or could not be asked.
 */
import { config } from '@/lib/config';
import { geocoderJson } from './geocoder';
import { placeFrom, postcodeSearchUrl, type Place } from './model';

/**
 * What a postcode lookup came to: the place; 'not-found' when the service answered without
 * one; 'unavailable' when it could not be asked (offline, timeout, error, not JSON).
 */
export type PostcodeLookup =
  | { readonly status: 'found'; readonly place: Place }
  | { readonly status: 'not-found' }
  | { readonly status: 'unavailable' };

/**
 * @param postcode as typed ('' is never found)
 * @param countryCode ISO 3166-1 alpha-2, '' for any country
 * @returns the outcome; never throws
 */
export async function lookupPostcode(
  postcode: string,
  countryCode: string,
): Promise<PostcodeLookup> {
  if (!postcode.trim()) return { status: 'not-found' };
  if (typeof navigator !== 'undefined' && !navigator.onLine) return { status: 'unavailable' };
  const answer = await geocoderJson(postcodeSearchUrl(config.geocodeUrl, postcode, countryCode));
  if (answer === null) return { status: 'unavailable' };
  const place = placeFrom(answer);
  return place ? { status: 'found', place } : { status: 'not-found' };
}
