// POST /api/track-visit, the affiliate tracking on page load: validation (pure) and the
// writes to visitor_sessions, affiliates and affiliate_clicks. Required by
// pb_hooks/visits.pb.js.

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
    body && typeof body === 'object' && !Array.isArray(body) ? /** @type {any} */ (body) : null;
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
 * The visitor's country as a proxy in front of PocketBase reports it (Cloudflare's
 * CF-IPCountry, or X-Country-Code), for affiliate click statistics.
 * @param {Record<string, string>} headers PocketBase's requestInfo().headers (lower case, `_`)
 * @returns {string} ISO 3166-1 alpha-2 in upper case, or '' when unknown ("XX", "T1" are not
 *   countries)
 */
function countryFromHeaders(headers) {
  const raw = String(headers.cf_ipcountry || headers.x_country_code || '')
    .trim()
    .toUpperCase();
  return /^[A-Z]{2}$/.test(raw) && raw !== 'XX' ? raw : '';
}

/**
 * Records one page load: upserts the visitor session (when there is a visitor id) and, when
 * `ref` is an affiliate's referral code, an affiliate click.
 * @param {any} app PocketBase app (the request event's `e.app`)
 * @param {{ visitorId: string, ref: string, referrer: string, userAgent: string }} visit
 * @param {string} ip the request's IP, from the server
 * @param {string} country ISO 3166-1 alpha-2 or ''
 * @param {string} nowIso current time, ISO 8601
 * @returns {{ visitCount: number | null, affiliateClick: boolean }}
 */
function recordVisit(app, visit, ip, country, nowIso) {
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
    session.set('last_visit', nowIso);
    if (visit.ref) session.set('affiliate_code', visit.ref);
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
    if (affiliate) {
      const click = new Record(app.findCollectionByNameOrId('affiliate_clicks'));
      click.set('affiliate', affiliate.id);
      click.set('ip_address', ip);
      click.set('user_agent', visit.userAgent);
      click.set('referrer', visit.referrer);
      click.set('country', country);
      app.save(click);
      affiliateClick = true;
    }
  }
  return { visitCount, affiliateClick };
}

module.exports = { parseTrackVisit, countryFromHeaders, recordVisit };
