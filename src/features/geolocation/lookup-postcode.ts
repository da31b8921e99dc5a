/**
 * Postcode → position, for the contractor portal's "type a postcode or use current location":
 * asks the geocoding service (config.geocodeUrl) for a postcode's place. Like reverse
 * geocoding, a failure is silent: the caller keeps what it had.
 */
import { config } from '@/lib/config';
import { geocoderJson } from './geocoder';
import { placeFrom, postcodeSearchUrl, type Place } from './model';

/**
 * @param postcode as typed
 * @param countryCode ISO 3166-1 alpha-2, '' for any country
 * @returns the place, or null when none was found, the service failed or the device is
 *   offline; never throws
 */
export async function lookupPostcode(postcode: string, countryCode: string): Promise<Place | null> {
  if (!postcode.trim()) return null;
  return placeFrom(await geocoderJson(postcodeSearchUrl(config.geocodeUrl, postcode, countryCode)));
}
