// The visitor's place by IP address, asked by the server (GET /api/ip-location,
// pb_hooks/routes-app.pb.js): the browser asks its own origin, so a provider that is
// down, blocked or rate-limiting costs the page no failed request (no console error), and the
// Content-Security-Policy needs no outside origin for it. The server asks the provider at
// IP_LOCATION_URL (a URL template with `{ip}`, default ipapi.co) for the visitor's address
// (`e.realIP()`, which honours PocketBase's trusted-proxy settings), with a short timeout, and
// keeps each answer in memory for a day (failures for a few minutes), at most MAX_ENTRIES
// addresses, so one visitor is one upstream call a day. Private, loopback and other
// non-public addresses are never sent anywhere. docs/security-model.md "IP location".

/** The provider asked when IP_LOCATION_URL is unset. */
const DEFAULT_URL_TEMPLATE = 'https://ipapi.co/{ip}/json/';
/** How long a place found for an address is kept, ms (one upstream call per visitor a day). */
const ANSWER_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a failed lookup (no place) is kept, ms: a failing provider is not asked again at once. */
const FAILURE_TTL_MS = 15 * 60 * 1000;
/** After the provider answers 429, nobody's address is sent to it for this long, ms. */
const RATE_LIMITED_PAUSE_MS = 60 * 1000;
/** The upstream call's timeout, seconds ($http.send `timeout`). */
const TIMEOUT_SECONDS = 3;
/** The most addresses the cache holds; past it the expired ones go, then all of them. */
const MAX_ENTRIES = 10000;
/** The app store key prefix of a cached answer (JSON {at, ttl, place}). */
const CACHE_PREFIX = 'ipLocation:cache:';
/** The app store key of the (approximate) number of cached answers. */
const COUNT_KEY = 'ipLocation:count';
/** The app store key of the time (ms) until which the provider is not asked (after a 429). */
const PAUSE_KEY = 'ipLocation:pausedUntil';
/** The longest text kept from the provider's answer, characters. */
const TEXT_MAX = 100;

/**
 * @typedef {{ country_code: string, region: string, region_code: string, timezone: string }} Place
 */

/**
 * The upstream URL template from the environment (lib/env.js). Pure given `getenv`.
 * @param {(name: string) => string} [getenv] the environment (lib/env.js; the server's by default)
 * @returns {string | null} the template (with `{ip}`), DEFAULT_URL_TEMPLATE when unset, null
 *   when IP_LOCATION_URL is `off` or not an absolute http(s) URL with `{ip}` (a template
 *   without it would ask for the server's own place)
 */
function upstreamTemplate(getenv) {
  const raw = require('./env.js').text('IP_LOCATION_URL', getenv);
  if (!raw) return DEFAULT_URL_TEMPLATE;
  if (raw.toLowerCase() === 'off') return null;
  if (!/^https?:\/\/[^/?#\s]+/i.test(raw) || raw.indexOf('{ip}') < 0 || /\s/.test(raw)) {
    return null;
  }
  return raw;
}

/**
 * The host (and port) of the upstream, for the privacy notice (GET /api/app/capabilities
 * `services.ipLocation`). Pure.
 * @param {(name: string) => string} [getenv] the environment (lib/env.js; the server's by default)
 * @returns {string | null} e.g. "ipapi.co"; null when the server asks no provider
 */
function upstreamHost(getenv) {
  const template = upstreamTemplate(getenv);
  if (!template) return null;
  const match = /^https?:\/\/(?:[^@/?#]*@)?([^/?#@]+)/i.exec(template);
  return match ? match[1].toLowerCase() : null;
}

/**
 * An IPv4 address as its four numbers. Pure.
 * @param {string} ip
 * @returns {number[] | null} null when it is not a dotted-quad address
 */
function ipv4Parts(ip) {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(ip);
  if (!match) return null;
  const parts = match.slice(1).map((part) => parseInt(part, 10));
  return parts.every((n) => n <= 255) ? parts : null;
}

/**
 * An IPv6 address as its eight 16-bit groups (an embedded IPv4 tail included). Pure.
 * @param {string} ip
 * @returns {number[] | null} null when it is not an IPv6 address
 */
function ipv6Groups(ip) {
  if (!/^[0-9a-f:.]+$/i.test(ip) || ip.indexOf(':') < 0) return null;
  let text = ip;
  /** @type {number[]} */
  let tail = [];
  const lastColon = text.lastIndexOf(':');
  if (text.indexOf('.', lastColon) >= 0) {
    const v4 = ipv4Parts(text.slice(lastColon + 1));
    if (!v4) return null;
    tail = [v4[0] * 256 + v4[1], v4[2] * 256 + v4[3]];
    text = text.slice(0, lastColon + 1) + '0';
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (/** @type {string} */ part) =>
    part === ''
      ? []
      : part.split(':').map((g) => (/^[0-9a-f]{1,4}$/i.test(g) ? parseInt(g, 16) : NaN));
  const head = parse(halves[0]);
  const rest = halves.length === 2 ? parse(halves[1]) : [];
  if (tail.length > 0) {
    // The '0' placeholder stands for the IPv4 tail (two groups).
    (halves.length === 2 ? rest : head).pop();
  }
  const known = head.length + rest.length + tail.length;
  if (head.concat(rest).some((g) => isNaN(g))) return null;
  if (halves.length === 2 ? known > 7 : known !== 8) return null;
  const zeros = halves.length === 2 ? new Array(8 - known).fill(0) : [];
  return head.concat(zeros, rest, tail);
}

/**
 * Whether an address is a public one worth asking a provider about: not loopback, private,
 * link-local, shared (CGNAT), documentation, multicast, reserved or unspecified; IPv4-mapped
 * IPv6 addresses are judged by their IPv4 part. Pure.
 * @param {string} ip as `e.realIP()` gives it
 * @returns {boolean}
 */
function isPublicAddress(ip) {
  const text = String(ip || '').trim();
  const v4 = ipv4Parts(text);
  if (v4) return isPublicV4(v4);
  const g = ipv6Groups(text);
  if (!g) return false;
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) {
    return isPublicV4([g[6] >> 8, g[6] & 255, g[7] >> 8, g[7] & 255]);
  }
  if (g.slice(0, 7).every((x) => x === 0)) return false; // :: and ::1
  if ((g[0] & 0xe000) !== 0x2000) return false; // only global unicast 2000::/3
  if (g[0] === 0x2001 && g[1] === 0x0db8) return false; // documentation
  if (g[0] === 0x2001 && g[1] < 0x0200) return false; // IETF protocol assignments (Teredo, ...)
  if (g[0] === 0x2002) return false; // 6to4
  return true;
}

/**
 * @param {number[]} p the four numbers of an IPv4 address
 * @returns {boolean}
 */
function isPublicV4(p) {
  const [a, b, c] = p;
  if (a === 0 || a === 10 || a === 127 || a >= 224) return false;
  if (a === 100 && b >= 64 && b <= 127) return false; // shared address space (CGNAT)
  if (a === 169 && b === 254) return false; // link-local
  if (a === 172 && b >= 16 && b <= 31) return false;
  if (a === 192 && b === 168) return false;
  if (a === 192 && b === 0 && (c === 0 || c === 2)) return false; // IETF, TEST-NET-1
  if (a === 198 && (b === 18 || b === 19)) return false; // benchmarking
  if (a === 198 && b === 51 && c === 100) return false; // TEST-NET-2
  if (a === 203 && b === 0 && c === 113) return false; // TEST-NET-3
  return true;
}

/**
 * An address in its one canonical spelling (RFC 5952 for IPv6: lower case, no leading zeros,
 * the longest run of two or more zero groups as `::`), so one address is one cache entry and
 * the provider gets the usual form (PocketBase's realIP writes IPv6 in full). Pure.
 * @param {string} ip a public address (isPublicAddress)
 * @returns {string}
 */
function addressKey(ip) {
  const text = String(ip).trim();
  if (ipv4Parts(text)) return text;
  const g = ipv6Groups(text);
  if (!g) return text.toLowerCase();
  let best = -1;
  let bestLength = 1;
  for (let i = 0; i < 8;) {
    let j = i;
    while (j < 8 && g[j] === 0) j += 1;
    if (j - i > bestLength) {
      best = i;
      bestLength = j - i;
    }
    i = j > i ? j : i + 1;
  }
  const hex = g.map((x) => x.toString(16));
  if (best < 0) return hex.join(':');
  return `${hex.slice(0, best).join(':')}::${hex.slice(best + bestLength).join(':')}`;
}

/**
 * The `$http.send` config of a lookup: the template with `{ip}` replaced (percent-encoded,
 * though a public address has only digits, hex letters, dots and colons). Pure.
 * @param {string} template upstreamTemplate's answer
 * @param {string} ip a public address
 */
function lookupRequest(template, ip) {
  return {
    // Colons stay as they are (IPv6; legal in a path, and not every provider decodes %3A).
    url: template.split('{ip}').join(encodeURIComponent(String(ip).trim()).replace(/%3A/gi, ':')),
    method: 'GET',
    headers: { accept: 'application/json' },
    timeout: TIMEOUT_SECONDS,
  };
}

/**
 * The place in a provider's answer, in the shape the app reads (src/lib/ip-location.ts):
 * ipapi.co's fields, texts trimmed and cut to TEXT_MAX characters. Pure.
 * @param {number} statusCode
 * @param {string} bodyText
 * @returns {Place | null} null for a failed answer, one with `error` (ipapi.co answers 200
 *   `{error: true, reason}` for some failures) or one without a two-letter country
 */
function placeFromAnswer(statusCode, bodyText) {
  if (statusCode !== 200) return null;
  let json;
  try {
    json = JSON.parse(bodyText);
  } catch {
    return null;
  }
  if (!json || typeof json !== 'object' || Array.isArray(json) || json.error) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  const control = /[\u0000-\u001f\u007f]/g;
  const text = (/** @type {unknown} */ v) =>
    typeof v === 'string' ? v.replace(control, ' ').trim().slice(0, TEXT_MAX) : '';
  const country = text(json.country_code).toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) return null;
  return {
    country_code: country,
    region: text(json.region),
    region_code: text(json.region_code),
    timezone: text(json.timezone),
  };
}

/**
 * A cached answer if it is still fresh. Pure.
 * @param {unknown} stored the store's value (JSON {at, ttl, place})
 * @param {number} nowMs
 * @returns {{ place: Place | null } | null} null when there is none or it has expired
 */
function freshEntry(stored, nowMs) {
  if (typeof stored !== 'string') return null;
  try {
    const entry = JSON.parse(stored);
    if (typeof entry.at !== 'number' || typeof entry.ttl !== 'number') return null;
    if (nowMs - entry.at >= entry.ttl || nowMs < entry.at) return null;
    return { place: entry.place && typeof entry.place === 'object' ? entry.place : null };
  } catch {
    return null;
  }
}

/**
 * Which cached entries to drop when the cache is full: the expired ones; when that leaves
 * `max` or more, all of them (the next visits ask again). Pure.
 * @param {Record<string, unknown>} entries the cache entries by store key
 * @param {number} nowMs
 * @param {number} max
 * @returns {string[]} store keys to remove
 */
function keysToSweep(entries, nowMs, max) {
  const keys = Object.keys(entries);
  const expired = keys.filter((key) => freshEntry(entries[key], nowMs) === null);
  return keys.length - expired.length >= max ? keys : expired;
}

/**
 * The visitor's place: from the cache, else from the provider (and then cached).
 * @param {{ get: (key: string) => unknown, set: (key: string, value: unknown) => void,
 *   remove: (key: string) => void, getAll: () => Record<string, unknown> }} store the app
 *   store (`$app.store()`)
 * @param {string | null} template upstreamTemplate's answer
 * @param {string} ip the visitor's address (`e.realIP()`)
 * @param {{ nowMs: number, send: (request: Parameters<typeof $http.send>[0]) => { statusCode: number, body: string },
 *   maxEntries?: number }} io the clock and the HTTP call (`$http.send`)
 * @returns {Place | {}} `{}` when there is no place to give
 */
function locate(store, template, ip, io) {
  if (!template || !isPublicAddress(ip)) return {};
  const key = CACHE_PREFIX + addressKey(ip);
  const cached = freshEntry(store.get(key), io.nowMs);
  if (cached) return cached.place || {};
  const pausedUntil = store.get(PAUSE_KEY);
  if (typeof pausedUntil === 'number' && io.nowMs < pausedUntil) return {};

  /** @type {Place | null} */
  let place = null;
  try {
    const res = io.send(lookupRequest(template, addressKey(ip)));
    if (res.statusCode === 429) store.set(PAUSE_KEY, io.nowMs + RATE_LIMITED_PAUSE_MS);
    place = placeFromAnswer(res.statusCode, res.body);
  } catch {
    place = null; // unreachable, timed out, refused: no place this time
  }

  const max = io.maxEntries || MAX_ENTRIES;
  const stored = store.get(COUNT_KEY);
  const count = typeof stored === 'number' ? stored : 0;
  if (count >= max) {
    /** @type {Record<string, unknown>} */
    const entries = {};
    const all = store.getAll();
    for (const k of Object.keys(all)) {
      if (k.indexOf(CACHE_PREFIX) === 0) entries[k] = all[k];
    }
    const drop = keysToSweep(entries, io.nowMs, max);
    for (const k of drop) store.remove(k);
    store.set(COUNT_KEY, Object.keys(entries).length - drop.length);
  }
  if (store.get(key) === undefined || store.get(key) === null) {
    const counted = store.get(COUNT_KEY);
    store.set(COUNT_KEY, (typeof counted === 'number' ? counted : 0) + 1);
  }
  store.set(
    key,
    JSON.stringify({ at: io.nowMs, ttl: place ? ANSWER_TTL_MS : FAILURE_TTL_MS, place }),
  );
  return place || {};
}

/**
 * The answer of GET /api/ip-location for this request, with the server's settings, clock,
 * store and `$http.send` (PocketBase globals: this runs inside a hook's VM only). Never
 * throws for an upstream failure.
 * @param {core.RequestEvent} e the request event
 * @returns {Place | {}}
 */
function locateRequest(e) {
  const template = upstreamTemplate();
  return locate(e.app.store(), template, e.realIP(), {
    nowMs: Date.now(),
    send: (request) => {
      const res = $http.send(request);
      return { statusCode: res.statusCode, body: toString(res.body) };
    },
  });
}

module.exports = {
  ANSWER_TTL_MS,
  DEFAULT_URL_TEMPLATE,
  FAILURE_TTL_MS,
  MAX_ENTRIES,
  RATE_LIMITED_PAUSE_MS,
  addressKey,
  freshEntry,
  isPublicAddress,
  keysToSweep,
  locate,
  locateRequest,
  lookupRequest,
  placeFromAnswer,
  upstreamHost,
  upstreamTemplate,
};
