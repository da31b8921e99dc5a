/**
 * The visitor's location from the IP-location API (it returns country_code, region,
 * region_code and timezone), used for cookie consent, the default language, the place headers
 * of the sanctions check (client-place.ts) and the payment dialog's VPN warning. One request
 * per page load, shared by every caller. Asked of the app's own server (GET /api/ip-location,
 * pb_hooks/routes-app.pb.js, which answers `{}` when it knows nothing: no failed request, so
 * no console error, when the provider is down or blocked), or of the API the build
 * names in VITE_IP_LOCATION_URL.
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

/** The server's route that asks the IP-location provider for the visitor's address. */
export const IP_LOCATION_ROUTE = '/api/ip-location';

/**
 * Where the app asks for the visitor's location.
 * @param configured the build's VITE_IP_LOCATION_URL (config.ipLocationUrl), null when unset
 * @param pocketbaseUrl the API's base URL (config.pocketbaseUrl), null for the app's origin
 * @returns the configured URL when there is one, else the server's IP_LOCATION_ROUTE (relative
 *   to the app's origin, or absolute under the API's base URL)
 */
export function ipLocationRequestUrl(configured: string | null, pocketbaseUrl: string | null) {
  if (configured) return configured;
  return `${(pocketbaseUrl ?? '').replace(/\/+$/, '')}${IP_LOCATION_ROUTE}`;
}

/** Give up on the lookup after this many ms (the callers then use their strict default). */
const LOOKUP_TIMEOUT_MS = 5000;

let pending: Promise<IpLocation | null> | undefined;

/**
 * The location, or null when the lookup fails, times out or answers without a country.
 * Never rejects.
 */
export function lookupIpLocation(): Promise<IpLocation | null> {
  pending ??= fetch(ipLocationRequestUrl(config.ipLocationUrl, config.pocketbaseUrl), {
    signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
  })
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
