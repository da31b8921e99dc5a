// The sanctions check (docs/fees.md#sanctioned-countries-and-regions): where a request comes
// from, whether that place is on lib/sanctions.json, and the 451 refusals of sign-up and
// payment, each logged as a `security_events` record. The place functions are pure and
// unit-tested (tests/hooks/sanctions.test.ts); the refusals are required by
// pb_hooks/users.pb.js and by the payment intent route, and tested against the server.

/**
 * @typedef {{ id: string, name: string, country: string, subdivisions: string[],
 *   regionNames: string[], sources: string[] }} SanctionsEntry
 * @typedef {{ country: string, region: string, source: 'proxy' | 'client' | 'none' }} Place
 *   country: ISO 3166-1 alpha-2 or ''; region: an ISO 3166-2 code (UA-43), else a region name
 *   as an IP-location service spells it, else ''
 * @typedef {{ status: 451, code: 'sanctioned_region', message: string }} Refusal
 */

/** @type {{ date: string, entries: SanctionsEntry[] }} */
const LIST = require('./sanctions.json');

const REFUSAL_CODE = 'sanctioned_region';
/** Longest region value read from a header, in characters (names are short). */
const MAX_REGION = 100;
/** Countries whose IP-location answers may name the occupied regions of Ukraine. */
const REGION_COUNTRIES = ['UA', 'RU', ''];
/** Country codes that are not countries: Cloudflare's unknown and Tor, user-assigned codes. */
const NOT_COUNTRIES = /^(XX|T1|A[1-2]|O1|ZZ|EU|AP)$/;

/**
 * A region name reduced for comparison: lower case, accents, apostrophes and punctuation gone,
 * spaces collapsed ("Donets'ka Oblast'" → "donetska oblast").
 * @param {string} name
 * @returns {string}
 */
function normaliseName(name) {
  return String(name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019\u02bc\u02b9`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** @type {Map<string, SanctionsEntry>} normalised region name → entry */
const BY_NAME = new Map();
/** @type {Map<string, SanctionsEntry>} ISO 3166-2 code → entry */
const BY_SUBDIVISION = new Map();
/** @type {Map<string, SanctionsEntry>} ISO 3166-1 code → entry */
const BY_COUNTRY = new Map();
for (const entry of LIST.entries) {
  if (entry.country) BY_COUNTRY.set(entry.country, entry);
  for (const code of entry.subdivisions) BY_SUBDIVISION.set(code, entry);
  for (const name of entry.regionNames) BY_NAME.set(normaliseName(name), entry);
}

/**
 * A country header's value as an ISO 3166-1 alpha-2 code.
 * @param {unknown} value
 * @returns {string} upper case, or '' for anything else (garbage, XX, Tor's T1)
 */
function normaliseCountry(value) {
  const text = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return /^[A-Z]{2}$/.test(text) && !NOT_COUNTRIES.test(text) ? text : '';
}

/**
 * A region header's value: an ISO 3166-2 code ("UA-43", or "43" with the country's code put in
 * front, as ipapi.co's `region_code` and Cloudflare's `cf-region-code` give it), else a region
 * name (percent-decoded, as browsers cannot send other than Latin-1 in a header).
 * @param {unknown} value
 * @param {string} country the normalised country, '' when unknown
 * @returns {string} the code or name, '' for garbage (control characters, too long, no letter)
 */
function normaliseRegion(value, country) {
  if (typeof value !== 'string') return '';
  let text = value.trim();
  if (text.indexOf('%') >= 0) {
    try {
      text = decodeURIComponent(text).trim();
    } catch {
      return '';
    }
  }
  if (text === '' || text.length > MAX_REGION) return '';
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(text)) return '';
  const upper = text.toUpperCase();
  if (/^[A-Z]{2}-[A-Z0-9]{1,3}$/.test(upper)) return upper;
  if (/^[A-Z0-9]{1,3}$/.test(upper)) return country ? `${country}-${upper}` : '';
  return normaliseName(text) === '' ? '' : text;
}

/**
 * Where a request comes from. With TRUSTED_PROXY_HEADER set (e.g. `CF-IPCountry`), only the
 * proxy's headers count (region from TRUSTED_PROXY_REGION_HEADER when set); otherwise the
 * client's own IP-location answer, sent as `X-Client-Country` (alpha-2) and `X-Client-Region`
 * (ISO 3166-2 code or region name, percent-encoded when not ASCII).
 * @param {Record<string, unknown>} headers PocketBase's request headers: lower case, `-` as
 *   `_` (`e.requestInfo().headers`)
 * @param {(name: string) => string} [getenv] the environment (lib/env.js; the server's by default)
 * @returns {Place} garbage in any header counts as unknown ('')
 */
function requestPlace(headers, getenv) {
  const h = headers || {};
  const key = (/** @type {string} */ name) => name.trim().toLowerCase().replace(/-/g, '_');
  const { text } = require('./env.js');
  const proxyCountry = text('TRUSTED_PROXY_HEADER', getenv);
  if (proxyCountry) {
    const proxyRegion = text('TRUSTED_PROXY_REGION_HEADER', getenv);
    const country = normaliseCountry(h[key(proxyCountry)]);
    const region = proxyRegion ? normaliseRegion(h[key(proxyRegion)], country) : '';
    return { country, region, source: 'proxy' };
  }
  const country = normaliseCountry(h.x_client_country);
  const region = normaliseRegion(h.x_client_region, country);
  return { country, region, source: country || region ? 'client' : 'none' };
}

/**
 * The list's entry for a place: its country, its ISO 3166-2 code, or its region name (names
 * only under UA, RU or an unknown country).
 * @param {{ country: string, region: string }} place normalised (requestPlace)
 * @returns {SanctionsEntry | null}
 */
function sanctionedPlace(place) {
  const country = normaliseCountry(place && place.country);
  const region = place && typeof place.region === 'string' ? place.region : '';
  const byCountry = BY_COUNTRY.get(country);
  if (byCountry) return byCountry;
  if (region === '') return null;
  const upper = region.toUpperCase();
  const bySubdivision = BY_SUBDIVISION.get(upper);
  if (bySubdivision) return bySubdivision;
  // A subdivision code of a listed country (IR-07) was caught above; other codes are not names.
  if (/^[A-Z]{2}-[A-Z0-9]{1,3}$/.test(upper)) return BY_COUNTRY.get(upper.slice(0, 2)) || null;
  if (REGION_COUNTRIES.indexOf(country) < 0) return null;
  return BY_NAME.get(normaliseName(region)) || null;
}

/**
 * The refusal for an entry.
 * @param {SanctionsEntry} entry
 * @returns {Refusal} `message` is English, for logs and API callers; the app words it by `code`
 */
function refusalFor(entry) {
  return {
    status: 451,
    code: REFUSAL_CODE,
    message: `We can't open accounts or take payments from ${entry.name}: it is under comprehensive sanctions.`,
  };
}

/**
 * The `details` of a refusal's security event: which check, the place and where it came from,
 * the entry matched. No email, name or other personal data.
 * @param {'signup' | 'payment'} check
 * @param {Place} place
 * @param {SanctionsEntry} entry
 * @param {string} [cardCountry] the card's country, on the payment check
 * @returns {Record<string, string>}
 */
function eventDetails(check, place, entry, cardCountry) {
  /** @type {Record<string, string>} */
  const details = {
    check,
    country: place.country,
    region: place.region,
    source: place.source,
    matched: entry.id,
    list_date: LIST.date,
  };
  if (cardCountry !== undefined) details.card_country = cardCountry;
  return details;
}

/**
 * Writes the refusal's `security_events` record (event_type sanctions_refusal, severity
 * medium, the request's IP, user agent and signed-in user).
 * @param {core.RequestEvent} e
 * @param {Record<string, string>} details
 */
function logRefusal(e, details) {
  const record = new Record(e.app.findCollectionByNameOrId('security_events'));
  record.set('event_type', 'sanctions_refusal');
  record.set('severity', 'medium');
  record.set('details', details);
  const agent = e.requestInfo().headers['user_agent'];
  record.set('user_agent', typeof agent === 'string' ? agent.slice(0, 512) : '');
  record.set('ip', e.realIP());
  if (e.auth && e.auth.collection().name === 'users') record.set('user', e.auth.id);
  e.app.save(record);
}

/**
 * Whether a sign-up from this request is refused; a refusal is logged. Superusers (staff
 * creating an account in the dashboard) are never refused.
 * @param {core.RequestEvent} e the sign-up request (users create, OAuth2 sign-up)
 * @returns {Refusal | null}
 */
function signupRefusal(e) {
  if (e.hasSuperuserAuth()) return null;
  const place = requestPlace(e.requestInfo().headers);
  const entry = sanctionedPlace(place);
  if (!entry) return null;
  logRefusal(e, eventDetails('signup', place, entry));
  return refusalFor(entry);
}

/**
 * Whether a payment from this request, with this card, is refused; a refusal is logged.
 * @param {core.RequestEvent} e the payment intent request
 * @param {{ cardCountry?: string }} [card] the card's country as Stripe gives it
 *   (`payment_method.card.country`, ISO 3166-1 alpha-2), when known
 * @returns {Refusal | null}
 */
function paymentRefusal(e, card) {
  const place = requestPlace(e.requestInfo().headers);
  const cardCountry = normaliseCountry(card && card.cardCountry);
  const entry = sanctionedPlace(place) || sanctionedPlace({ country: cardCountry, region: '' });
  if (!entry) return null;
  logRefusal(e, eventDetails('payment', place, entry, cardCountry));
  return refusalFor(entry);
}

module.exports = {
  LIST_DATE: LIST.date,
  REFUSAL_CODE,
  normaliseCountry,
  normaliseRegion,
  requestPlace,
  sanctionedPlace,
  refusalFor,
  eventDetails,
  signupRefusal,
  paymentRefusal,
};
