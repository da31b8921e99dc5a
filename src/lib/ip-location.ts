/**
 * The visitor's location from the IP-location API (it returns country_code, region,
 * region_code and timezone), used for cookie consent, the default language, the place headers
 * of the sanctions check (client-place.ts) and the payment dialog's VPN warning. One request
 * per page load, shared by every caller.
 */
import { config } from './config';

export interface IpLocation {
  /** ISO 3166-1 alpha-2, upper case, e.g. "DE". */
  readonly countryCode: string;
  readonly region: string;
  /** IANA time zone of the address (ipapi.co's `timezone`, "Europe/Berlin"), or ''. */
  readonly timeZone: string;
  /** The subdivision part of the ISO 3166-2 code (ipapi.co's region_code, "43"), or ''. */
  readonly regionCode: string;
}

/** Give up on the lookup after this many ms (the callers then use their strict default). */
const LOOKUP_TIMEOUT_MS = 5000;

let pending: Promise<IpLocation | null> | undefined;

/**
 * The location, or null when the lookup fails, times out or answers without a country.
 * Never rejects.
 */
export function lookupIpLocation(): Promise<IpLocation | null> {
  pending ??= fetch(config.ipLocationUrl, { signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) })
    .then(async (response) => {
      if (!response.ok) return null;
      const body = (await response.json()) as {
        country_code?: unknown;
        region?: unknown;
        timezone?: unknown;
        region_code?: unknown;
      };
      const country = typeof body.country_code === 'string' ? body.country_code.toUpperCase() : '';
      if (!/^[A-Z]{2}$/.test(country)) return null;
      return {
        countryCode: country,
        region: typeof body.region === 'string' ? body.region : '',
        timeZone: typeof body.timezone === 'string' ? body.timezone : '',
        regionCode: typeof body.region_code === 'string' ? body.region_code : '',
      };
    })
    .catch(() => null);
  return pending;
}
