/**
 * The visitor's place for the server's sanctions check (docs/fees.md, "Sanctioned countries
 * and regions"): the two headers that carry the app's IP-location answer on sign-up and payment
 * calls, and which entry of the shared list (pb_hooks/lib/sanctions.json) that answer falls in,
 * to name the place when the server refuses. The server decides; the app only sends its answer
 * and words the refusal. Pure except `clientPlaceHeaders` and `clientSanctionedPlace`.
 */
import sanctions from '../../pb_hooks/lib/sanctions.json' with { type: 'json' };
import type { CallFailure } from './call-failure';
import { lookupIpLocation, type IpLocation } from './ip-location';

/** The `code` of the server's 451 answer to a sign-up or payment from a sanctioned place. */
export const SANCTIONS_REFUSAL_CODE = 'sanctioned_region';

/** Headers for a sign-up or payment call; empty when the app does not know its place. */
export type ClientPlaceHeaders = Partial<Record<'X-Client-Country' | 'X-Client-Region', string>>;

/** The Ukrainian regions on the list, each with words in `common:sanctions.regions`. */
export type SanctionedRegion = 'crimea' | 'sevastopol' | 'donetsk' | 'luhansk';

/** A listed place as the app names it: a country by its ISO code, or one of the regions. */
export type SanctionedPlace =
  | { readonly kind: 'country'; readonly code: string }
  | { readonly kind: 'region'; readonly region: SanctionedRegion };

const REGION_OF: Readonly<Record<string, SanctionedRegion>> = {
  'UA-43': 'crimea',
  'UA-40': 'sevastopol',
  'UA-14': 'donetsk',
  'UA-09': 'luhansk',
};

/** Countries under which IP-location services place the listed regions of Ukraine. */
const REGION_COUNTRIES = ['UA', 'RU', ''];

/** A region name as the server compares it (lib/sanctions.js normaliseName). */
function normaliseName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019\u02bc\u02b9`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The ISO 3166-2 code of an answer ("UA" + "43" → "UA-43"), or ''. */
function subdivisionOf(location: IpLocation): string {
  const code = location.regionCode.trim().toUpperCase();
  if (/^[A-Z]{2}-[A-Z0-9]{1,3}$/.test(code)) return code;
  return /^[A-Z0-9]{1,3}$/.test(code) ? `${location.countryCode}-${code}` : '';
}

/**
 * The headers the server's check reads: `X-Client-Country` (ISO 3166-1 alpha-2) and
 * `X-Client-Region` (the ISO 3166-2 code when the answer has one, else the region name,
 * percent-encoded as a header carries only Latin-1).
 * @param location the IP-location answer, null when the lookup failed
 * @returns no header for what is unknown
 */
export function placeHeaders(location: IpLocation | null): ClientPlaceHeaders {
  if (!location) return {};
  const region = subdivisionOf(location) || location.region.trim();
  return {
    'X-Client-Country': location.countryCode,
    ...(region && { 'X-Client-Region': encodeURIComponent(region) }),
  };
}

/**
 * The headers to send with a sign-up or payment call (pass them as the SDK's `headers`
 * option), from the IP-location lookup the app makes once per page load. Never rejects; waits
 * at most the lookup's timeout (5 s), usually nothing as the lookup ran at page load.
 * @returns `{'X-Client-Country': 'DE', 'X-Client-Region': 'Berlin'}`, or `{}` when unknown
 */
export async function clientPlaceHeaders(): Promise<ClientPlaceHeaders> {
  return placeHeaders(await lookupIpLocation());
}

/**
 * The listed place an IP-location answer falls in, as the server would match it (country,
 * ISO 3166-2 code, or region name under UA, RU or no country).
 * @returns null when the answer is not on the list, or there is none
 */
export function sanctionedPlaceOf(location: IpLocation | null): SanctionedPlace | null {
  if (!location) return null;
  const country = location.countryCode.toUpperCase();
  const entries = sanctions.entries;
  if (entries.some((e) => e.country !== '' && e.country === country)) {
    return { kind: 'country', code: country };
  }
  const code = subdivisionOf(location);
  const name = normaliseName(location.region);
  for (const entry of entries) {
    const region = REGION_OF[entry.id];
    if (!region) continue;
    if (code !== '' && entry.subdivisions.includes(code)) return { kind: 'region', region };
    if (
      code === '' &&
      name !== '' &&
      REGION_COUNTRIES.includes(country) &&
      entry.regionNames.some((n) => normaliseName(n) === name)
    ) {
      return { kind: 'region', region };
    }
  }
  return null;
}

/** The listed place this visitor's IP-location answer falls in (for a refusal's words). */
export async function clientSanctionedPlace(): Promise<SanctionedPlace | null> {
  return sanctionedPlaceOf(await lookupIpLocation());
}

/** Whether a failed call is the server's sanctions refusal (451, code sanctioned_region). */
export function isSanctionsRefusal(failure: CallFailure): boolean {
  return (
    failure.kind === 'refused' && failure.status === 451 && failure.code === SANCTIONS_REFUSAL_CODE
  );
}
