// Listing positions on the server: the checks on what the API may store in `lat`/`lon`, and the
// geocoding job that places listings with a postcode but no position (pb_hooks/cron.pb.js).
// The job asks a Nominatim-style `search` API (GEOCODE_URL), one request at a time with a pause
// between them (Nominatim's policy: at most 1 request per second, a real User-Agent), at most
// a batch per run, and records each failure in `geocode_attempts` with a growing delay, so a
// postcode that cannot be placed is not asked for again on every run.

const { SETTINGS } = require('./env.js');
/** Listings geocoded per run when GEOCODE_BATCH is not set. */
const DEFAULT_BATCH = Number(SETTINGS.GEOCODE_BATCH.default);
/** Pause between two requests, in ms, when GEOCODE_INTERVAL_MS is not set (1 request/s). */
const DEFAULT_INTERVAL_MS = Number(SETTINGS.GEOCODE_INTERVAL_MS.default);
/** Delay before the first retry of a failed postcode; doubles per failure, up to MAX_RETRY_MS. */
const FIRST_RETRY_MS = 60 * 60 * 1000;
const MAX_RETRY_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * What is wrong with a position sent through the API: each coordinate is a number in range or
 * null, both or neither are given, and an exact 0, 0 is refused: it is what a failed lookup
 * used to store for "unknown", never a listing's real place.
 * @param {unknown} lat degrees, or null
 * @param {unknown} lon degrees, or null
 * @returns {Record<string, { code: string, message: string }>} field errors; empty when fine
 */
function positionErrors(lat, lon) {
  /** @type {Record<string, { code: string, message: string }>} */
  const errors = {};
  const check = (
    /** @type {string} */ name,
    /** @type {unknown} */ value,
    /** @type {number} */ max,
  ) => {
    if (value === null || value === undefined) return;
    if (typeof value !== 'number' || !isFinite(value)) {
      errors[name] = { code: 'validation_invalid_number', message: 'Must be a number or null.' };
    } else if (value > max) {
      errors[name] = {
        code: 'validation_max_number_constraint',
        message: `Must be less than ${max}.`,
      };
    } else if (value < -max) {
      errors[name] = {
        code: 'validation_min_number_constraint',
        message: `Must be larger than ${-max}.`,
      };
    }
  };
  check('lat', lat, 90);
  check('lon', lon, 180);
  if (Object.keys(errors).length > 0) return errors;
  const missing = (/** @type {unknown} */ v) => v === null || v === undefined;
  if (missing(lat) !== missing(lon)) {
    errors[missing(lat) ? 'lat' : 'lon'] = {
      code: 'validation_position_incomplete',
      message: 'Give both coordinates, or neither.',
    };
  } else if (lat === 0 && lon === 0) {
    errors.lat = {
      code: 'validation_position_unknown',
      message: '0, 0 is not a place: leave the coordinates empty when they are not known.',
    };
  }
  return errors;
}

/**
 * A JSON field's stored value as a JS value.
 * @param {string} raw the field's raw JSON text ('' or 'null' when empty)
 * @returns {unknown} null for an empty field or text that is not JSON
 */
function jsonValue(raw) {
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/**
 * The geocoding job's settings from the environment (lib/env.js).
 * @param {(name: string) => string} [getenv] the environment (lib/env.js; the server's by default)
 * @returns {{ url: string, userAgent: string, batch: number, intervalMs: number } | null} null
 *   when GEOCODE_URL is not set (the job then does nothing)
 */
function geocodeConfig(getenv) {
  const { integerWithDefault, text } = require('./env.js');
  const url = text('GEOCODE_URL', getenv);
  if (!url) return null;
  return {
    url,
    userAgent: text('GEOCODE_USER_AGENT', getenv),
    batch: integerWithDefault('GEOCODE_BATCH', getenv),
    intervalMs: integerWithDefault('GEOCODE_INTERVAL_MS', getenv),
  };
}

/**
 * What a postcode lookup asks for: "POSTCODE|CC" (upper case, CC '' when unknown).
 * @param {string} postcode
 * @param {string} countryCode
 */
function lookupKey(postcode, countryCode) {
  return `${postcode.trim().toUpperCase()}|${countryCode.trim().toUpperCase()}`;
}

/**
 * The `$http.send` config of a postcode search (`search?format=jsonv2&limit=1&postalcode=`).
 * @param {{ url: string, userAgent: string }} config
 * @param {string} postcode
 * @param {string} countryCode ISO 3166-1 alpha-2, '' for any country
 */
function searchRequest(config, postcode, countryCode) {
  const params = [
    'format=jsonv2',
    'addressdetails=1',
    'limit=1',
    `postalcode=${encodeURIComponent(postcode.trim())}`,
  ];
  if (countryCode.trim()) {
    params.push(`countrycodes=${encodeURIComponent(countryCode.trim().toLowerCase())}`);
  }
  const separator = config.url.indexOf('?') >= 0 ? '&' : '?';
  return {
    url: `${config.url}${separator}${params.join('&')}`,
    method: 'GET',
    headers: { accept: 'application/json', 'user-agent': config.userAgent },
    timeout: 10,
  };
}

/**
 * The place in a search answer: the first result's coordinates (strings or numbers), city
 * and state.
 * @param {number} statusCode
 * @param {string} bodyText
 * @returns {{ lat: number, lon: number, city: string, state: string } | null} null when the
 *   answer failed or holds no usable place (0, 0 included)
 */
function placeFromAnswer(statusCode, bodyText) {
  if (statusCode !== 200) return null;
  let first;
  try {
    const json = JSON.parse(bodyText);
    first = Array.isArray(json) ? json[0] : null;
  } catch {
    return null;
  }
  if (!first || typeof first !== 'object') return null;
  const num = (/** @type {unknown} */ v) =>
    (typeof v === 'string' && v.trim() !== '') || typeof v === 'number' ? Number(v) : NaN;
  const lat = num(first.lat);
  const lon = num(first.lon);
  if (!isFinite(lat) || !isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  if (lat === 0 && lon === 0) return null;
  const address = first.address && typeof first.address === 'object' ? first.address : {};
  const text = (/** @type {unknown} */ v) => (typeof v === 'string' ? v.trim() : '');
  return {
    lat,
    lon,
    city: text(address.city) || text(address.town) || text(address.village),
    state: text(address.state),
  };
}

/**
 * How long to wait before asking again after `attempts` failures in a row.
 * @param {number} attempts 1 or more
 * @returns {number} ms: 1 h, 2 h, 4 h, … at most 7 days
 */
function retryDelayMs(attempts) {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * Math.pow(2, Math.max(0, attempts - 1)));
}

/**
 * Places up to `config.batch` listings that have a postcode and no position, skipping those
 * whose last failure for the same postcode is too recent. A found place sets lat, lon (and an
 * empty city or region); a failure is counted in `geocode_attempts`.
 * @param {core.App} app PocketBase app
 * @param {{ url: string, userAgent: string, batch: number, intervalMs: number }} config
 * @param {{ nowMs: number, send: (request: Parameters<typeof $http.send>[0]) => { statusCode: number, body: string },
 *   pause: (ms: number) => void }} io the clock, the HTTP call (`$http.send`) and the pause
 *   (`sleep`)
 * @returns {{ placed: number, failed: number }}
 */
function geocodeBatch(app, config, io) {
  const candidates = app.findRecordsByFilter(
    'contractors',
    "postcode != '' && (lat = null || lon = null)",
    'updated',
    0,
    0,
  );
  let placed = 0;
  let failed = 0;
  let asked = 0;
  for (const listing of candidates) {
    if (!listing || asked >= config.batch) break;
    const postcode = listing.getString('postcode');
    const country = listing.getString('country_code');
    const key = lookupKey(postcode, country);
    let attempt = null;
    try {
      attempt = app.findFirstRecordByFilter('geocode_attempts', 'listing = {:id}', {
        id: listing.id,
      });
    } catch {
      attempt = null;
    }
    const sameQuery = attempt && attempt.getString('query') === key;
    if (attempt && sameQuery && attempt.getDateTime('next_try').unix() * 1000 > io.nowMs) continue;
    if (asked > 0 && config.intervalMs > 0) io.pause(config.intervalMs);
    asked += 1;
    let place = null;
    let error = '';
    try {
      const res = io.send(searchRequest(config, postcode, country));
      place = placeFromAnswer(res.statusCode, res.body);
      if (!place) error = res.statusCode === 200 ? 'not found' : `status ${res.statusCode}`;
    } catch (err) {
      error = String(err).slice(0, 200);
    }
    if (place) {
      listing.set('lat', place.lat);
      listing.set('lon', place.lon);
      if (!listing.getString('city') && place.city) listing.set('city', place.city.slice(0, 100));
      if (!listing.getString('region') && place.state) {
        listing.set('region', place.state.slice(0, 100));
      }
      app.save(listing);
      if (attempt) app.delete(attempt);
      placed += 1;
      continue;
    }
    failed += 1;
    const record = attempt || new Record(app.findCollectionByNameOrId('geocode_attempts'));
    const attempts = sameQuery ? record.getInt('attempts') + 1 : 1;
    record.set('listing', listing.id);
    record.set('query', key);
    record.set('attempts', attempts);
    record.set('last_error', error);
    record.set('next_try', new Date(io.nowMs + retryDelayMs(attempts)).toISOString());
    app.save(record);
  }
  return { placed, failed };
}

/**
 * One run of the geocoding job with the server's settings, clock, `$http.send` and `sleep`
 * (PocketBase globals: this runs inside a hook's VM only).
 * @param {core.App} app PocketBase app
 * @returns {{ placed: number, failed: number } | null} null when GEOCODE_URL is not set
 */
function runGeocodeJob(app) {
  const config = geocodeConfig();
  if (!config) return null;
  const result = geocodeBatch(app, config, {
    nowMs: Date.now(),
    send: (request) => {
      const res = $http.send(request);
      return { statusCode: res.statusCode, body: toString(res.body) };
    },
    pause: (ms) => sleep(ms),
  });
  if (result.placed + result.failed > 0) {
    app.logger().info('geocoded listings', 'placed', result.placed, 'failed', result.failed);
  }
  return result;
}

module.exports = {
  DEFAULT_BATCH,
  DEFAULT_INTERVAL_MS,
  geocodeBatch,
  geocodeConfig,
  jsonValue,
  lookupKey,
  placeFromAnswer,
  positionErrors,
  retryDelayMs,
  runGeocodeJob,
  searchRequest,
};
