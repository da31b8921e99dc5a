/// <reference path="../pb_data/types.d.ts" />
// POST /api/track-visit {visitorId, ref, referrer, userAgent} → 200 {visitCount,
// affiliateClick}: affiliate tracking; logic in lib/visits.js. Rate limited per IP.

routerAdd('POST', '/api/track-visit', (e) => {
  const { parseTrackVisit, countryFromHeaders, recordVisit } = require(`${__hooks}/lib/visits.js`);
  const parsed = parseTrackVisit(e.requestInfo().body);
  if (parsed.errors) {
    require(`${__hooks}/lib/http.js`).throwFieldErrors('Invalid visit.', parsed.errors);
  }
  const info = e.requestInfo();
  const country = countryFromHeaders(info.headers);
  let result;
  e.app.runInTransaction((txApp) => {
    result = recordVisit(txApp, parsed.value, e.realIP(), country, new Date().toISOString());
  });
  return e.json(200, result);
});
