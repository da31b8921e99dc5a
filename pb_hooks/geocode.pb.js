/// <reference path="../pb_data/types.d.ts" />
// Listing positions (logic in lib/geocode.js): the API may store a number in range or null in
// `lat`/`lon`, never an exact 0, 0; a job places listings that have a postcode but no position
// with the geocoder at GEOCODE_URL (GEOCODE_USER_AGENT, GEOCODE_BATCH, GEOCODE_INTERVAL_MS,
// GEOCODE_CRON), and POST /api/geocode-listings runs one batch now (superusers only).

for (const bind of [onRecordCreateRequest, onRecordUpdateRequest]) {
  bind((e) => {
    const g = require(`${__hooks}/lib/geocode.js`);
    const errors = g.positionErrors(
      g.jsonValue(e.record.getString('lat')),
      g.jsonValue(e.record.getString('lon')),
    );
    if (Object.keys(errors).length > 0) {
      require(`${__hooks}/lib/http.js`).throwFieldErrors('Failed to save the record.', errors);
    }
    e.next();
  }, 'contractors');
}

routerAdd(
  'POST',
  '/api/geocode-listings',
  (e) => {
    const result = require(`${__hooks}/lib/geocode.js`).runGeocodeJob(e.app);
    if (!result) throw new ApiError(503, 'No geocoder is configured on this server.');
    return e.json(200, result);
  },
  $apis.requireSuperuserAuth(),
);

if (require(`${__hooks}/lib/env.js`).text('GEOCODE_URL')) {
  cronAdd('geocode-listings', require(`${__hooks}/lib/env.js`).text('GEOCODE_CRON'), () => {
    require(`${__hooks}/lib/geocode.js`).runGeocodeJob($app);
  });
}
