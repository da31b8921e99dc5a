/// <reference path="../pb_data/types.d.ts" />
// GET /api/ip-location → 200 {country_code, region, region_code, timezone} of the visitor's
// address, or {} when there is none to give (a private or loopback address, no provider
// configured: IP_LOCATION_URL=off, or the provider failed). Public, rate-limited per address
// (migration 1764320500_rate_limit_ip_location.js), never cached by the browser or a proxy
// (the answer is about one visitor). Logic in lib/ip-location.js.

routerAdd('GET', '/api/ip-location', (e) => {
  const answer = require(`${__hooks}/lib/ip-location.js`).locateRequest(e);
  e.response.header().set('Cache-Control', 'private, no-store');
  return e.json(200, answer);
});
