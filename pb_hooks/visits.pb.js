/// <reference path="../pb_data/types.d.ts" />
// POST /api/track-visit {visitorId, ref, referrer, userAgent} → 200 {visitCount,
// affiliateClick}: affiliate tracking; logic in lib/visits.js. Rate limited per IP; the IP is
// used only inside a salted daily hash, never stored.

routerAdd('POST', '/api/track-visit', (e) => {
  const { parseTrackVisit, countryFromHeaders, recordVisit } = require(`${__hooks}/lib/visits.js`);
  const parsed = parseTrackVisit(e.requestInfo().body);
  if (parsed.errors) {
    require(`${__hooks}/lib/http.js`).throwFieldErrors('Invalid visit.', parsed.errors);
  }
  const trust = require(`${__hooks}/lib/trust.js`);
  const salt = trust.serverSalt(e.app);
  const ctx = {
    ip: e.realIP(),
    country: countryFromHeaders(
      e.requestInfo().headers,
      require(`${__hooks}/lib/env.js`).text('TRUSTED_PROXY_HEADER'),
    ),
    nowIso: new Date().toISOString(),
    hash: (/** @type {string} */ text) => $security.sha256(`${salt}:${text}`),
  };
  let result;
  e.app.runInTransaction((txApp) => {
    result = recordVisit(txApp, parsed.value, ctx);
  });
  return e.json(200, result);
});
