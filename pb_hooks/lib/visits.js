// POST /api/track-visit, the affiliate tracking on page load: validation (pure) and the
// writes to visitor_sessions, affiliate_clicks and affiliate_digest_pending. Required by
// pb_hooks/routes-app.pb.js.

const VISITOR_ID = /^[A-Za-z0-9_-]{8,64}$/;
const REFERRAL_CODE = /^[A-Za-z0-9_-]{4,32}$/;
const MAX_REFERRER = 2048;
const MAX_USER_AGENT = 512;

/**
 * Checks a request body. visitorId is optional (a visitor who has not consented to
 * identifiers sends none); ref is optional; referrer and userAgent are cut to their limits.
 * @param {unknown} body
 * @returns {{ errors: Record<string, { code: string, message: string }> } |
 *   { value: { visitorId: string, ref: string, referrer: string, userAgent: string } }}
 */
function parseTrackVisit(body) {
  /** @type {Record<string, { code: string, message: string }>} */
  const errors = {};
  /** @type {Record<string, unknown> | null} */
  const b =
    body && typeof body === 'object' && !Array.isArray(body)
      ? /** @type {Record<string, unknown>} */ (body)
      : null;
  if (!b)
    return {
      errors: { body: { code: 'validation_invalid_type', message: 'Must be a JSON object.' } },
    };
  /** @param {string} field @param {RegExp | null} pattern @param {string} message */
  const text = (field, pattern, message) => {
    const v = b[field];
    if (v === undefined || v === null || v === '') return '';
    if (typeof v !== 'string') {
      errors[field] = { code: 'validation_invalid_type', message: 'Must be a string.' };
      return '';
    }
    if (pattern && !pattern.test(v)) errors[field] = { code: 'validation_invalid_format', message };
    return v;
  };
  const visitorId = text('visitorId', VISITOR_ID, 'Must be 8-64 letters, digits, "_" or "-".');
  const ref = text('ref', REFERRAL_CODE, 'Must be 4-32 letters, digits, "_" or "-".');
  const referrer = text('referrer', null, '').slice(0, MAX_REFERRER);
  const userAgent = text('userAgent', null, '').slice(0, MAX_USER_AGENT);
  if (Object.keys(errors).length > 0) return { errors };
  return { value: { visitorId, ref, referrer, userAgent } };
}

/**
 * The visitor's country as a trusted proxy in front of PocketBase reports it, for the
 * affiliate digest's counts: only from the header named by TRUSTED_PROXY_HEADER (e.g.
 * `CF-IPCountry`); without that setting no header is believed (a visitor can send any).
 * @param {Record<string, string>} headers PocketBase's requestInfo().headers (lower case, `_`)
 * @param {string} trustedHeader the TRUSTED_PROXY_HEADER setting ('' when unset)
 * @returns {string} ISO 3166-1 alpha-2 in upper case, or '' when unknown ("XX", "T1" are not
 *   countries)
 */
function countryFromHeaders(headers, trustedHeader) {
  const name = String(trustedHeader || '')
    .trim()
    .toLowerCase()
    .replace(/-/g, '_');
  if (!name) return '';
  const raw = String(headers[name] || '')
    .trim()
    .toUpperCase();
  return /^[A-Z]{2}$/.test(raw) && raw !== 'XX' ? raw : '';
}

/**
 * What a click is counted once per, before hashing: the affiliate with the request's IP and
 * the UTC day, and (when the visitor sent an id) the affiliate with the visitor id and the
 * day. A click counts only when neither was seen: new visitor ids from one IP count once, and
 * one visitor whose IP changes counts once. Pure; hash both before storing (the IP must not be
 * stored).
 * @param {string} affiliateId
 * @param {string} visitorId '' without consent to identifiers
 * @param {string} ip the request's IP
 * @param {string} nowIso current time, ISO 8601 (only its UTC day is used)
 * @returns {{ ip: string, visitor: string }} visitor is '' when there is no visitor id
 */
function clickDedupeSources(affiliateId, visitorId, ip, nowIso) {
  const day = nowIso.slice(0, 10);
  return {
    ip: `affiliate-click:${affiliateId}:ip:${ip}:${day}`,
    visitor: visitorId ? `affiliate-click:${affiliateId}:v:${visitorId}:${day}` : '',
  };
}

/**
 * Whether a click with this key in `field` is on record (keys are cleared after two days).
 * @param {core.App} app @param {'dedupe_key' | 'visitor_key'} field @param {string} key
 */
function clickSeen(app, field, key) {
  if (!key) return false;
  try {
    app.findFirstRecordByData('affiliate_clicks', field, key);
    return true;
  } catch {
    return false;
  }
}

/**
 * Records one page load: upserts the visitor session (when there is a visitor id) and, when
 * `ref` is an approved affiliate's referral code, an affiliate click, at most once per IP and
 * once per visitor id per affiliate per UTC day (clickDedupeSources). The click keeps no IP
 * and no country (spec §3), only the two salted day hashes; the hourly digest counts it
 * (affiliate_digest_pending, by country only when a trusted proxy named one).
 * @param {core.App} app PocketBase app (the request event's `e.app`)
 * @param {{ visitorId: string, ref: string, referrer: string, userAgent: string }} visit
 * @param {{ ip: string, country: string, nowIso: string, hash: (text: string) => string }} ctx
 *   the request's IP (only hashed), the trusted country or '', the current time (ISO 8601),
 *   and the salted hash used for the daily dedupe keys
 * @returns {{ visitCount: number | null, affiliateClick: boolean }} affiliateClick: whether
 *   `ref` is an approved affiliate's code, the same whether or not this click was counted
 *   (the caller is not told that a repeat was left out)
 */
function recordVisit(app, visit, ctx) {
  let visitCount = null;
  if (visit.visitorId) {
    let session;
    try {
      session = app.findFirstRecordByData('visitor_sessions', 'visitor_id', visit.visitorId);
      session.set('visit_count', session.getInt('visit_count') + 1);
    } catch {
      session = new Record(app.findCollectionByNameOrId('visitor_sessions'));
      session.set('visitor_id', visit.visitorId);
      session.set('visit_count', 1);
    }
    session.set('last_visit', ctx.nowIso);
    if (visit.ref) {
      // The attribution window starts at the first visit through this code (as the browser
      // keeps affiliate_first_visit): a new code starts it again.
      if (
        session.getString('affiliate_code') !== visit.ref ||
        !session.getString('affiliate_first_visit')
      ) {
        session.set('affiliate_first_visit', ctx.nowIso);
      }
      session.set('affiliate_code', visit.ref);
    }
    app.save(session);
    visitCount = session.getInt('visit_count');
  }
  let affiliateClick = false;
  if (visit.ref) {
    let affiliate = null;
    try {
      affiliate = app.findFirstRecordByData('affiliates', 'referral_code', visit.ref);
    } catch {
      affiliate = null;
    }
    if (affiliate && affiliate.getString('status') === 'approved') {
      affiliateClick = true;
      const sources = clickDedupeSources(affiliate.id, visit.visitorId, ctx.ip, ctx.nowIso);
      const ipKey = ctx.hash(sources.ip);
      const visitorKey = sources.visitor ? ctx.hash(sources.visitor) : '';
      if (!clickSeen(app, 'dedupe_key', ipKey) && !clickSeen(app, 'visitor_key', visitorKey)) {
        const click = new Record(app.findCollectionByNameOrId('affiliate_clicks'));
        click.set('affiliate', affiliate.id);
        click.set('user_agent', visit.userAgent);
        click.set('referrer', visit.referrer);
        click.set('dedupe_key', ipKey);
        click.set('visitor_key', visitorKey);
        app.save(click);
        countForDigest(app, affiliate.id, ctx.country);
      }
    }
  }
  return { visitCount, affiliateClick };
}

/**
 * Adds one click to the affiliate's pending digest count (per country, '' when unknown).
 * @param {core.App} app @param {string} affiliateId @param {string} country
 */
function countForDigest(app, affiliateId, country) {
  let row;
  try {
    row = app.findFirstRecordByFilter(
      'affiliate_digest_pending',
      'affiliate = {:affiliate} && country = {:country}',
      { affiliate: affiliateId, country },
    );
  } catch {
    row = new Record(app.findCollectionByNameOrId('affiliate_digest_pending'));
    row.set('affiliate', affiliateId);
    row.set('country', country);
    row.set('clicks', 0);
  }
  row.set('clicks', row.getInt('clicks') + 1);
  app.save(row);
}

module.exports = { parseTrackVisit, countryFromHeaders, clickDedupeSources, recordVisit };
