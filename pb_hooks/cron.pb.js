/// <reference path="../pb_data/types.d.ts" />
// The scheduled jobs, each beside the superuser route that runs it now (the dashboard's way to
// run one again after fixing a setting). The jobs that send mail skip their turn while mail is
// not set up.

// The email blast (docs/security-model.md "Email blast", lib/blast-send.js): the next batch
// every minute. POST /api/admin/email-blasts/run-batch → 200 {sent, skipped, failed, paused}.
cronAdd('emailBlastBatch', '* * * * *', () => {
  require(`${__hooks}/lib/blast-send.js`).runBatch($app);
});

routerAdd(
  'POST',
  '/api/admin/email-blasts/run-batch',
  (e) => e.json(200, require(`${__hooks}/lib/blast-send.js`).runBatch(e.app)),
  $apis.requireSuperuserAuth(),
);

// Failed exit-intent offers are tried again every 10 minutes (lib/offer-delivery.js). POST
// /api/app/exit-intent-offers/retry → 200 {sent, failed}.
cronAdd('exitIntentOfferRetry', '*/10 * * * *', () => {
  const { currentMailState } = require(`${__hooks}/lib/capabilities.js`);
  if (currentMailState($app) === 'not_configured') return;
  require(`${__hooks}/lib/offer-delivery.js`).retryOffers($app);
});

routerAdd(
  'POST',
  '/api/app/exit-intent-offers/retry',
  (e) => e.json(200, require(`${__hooks}/lib/offer-delivery.js`).retryOffers(e.app)),
  $apis.requireSuperuserAuth(),
);

// The affiliate digest: every hour, one email per affiliate with new clicks (no mail per
// click; lib/affiliate-digest.js). POST /api/app/affiliate-digests/send → 200 {sent, failed}.
cronAdd('affiliateClickDigest', '0 * * * *', () => {
  const { currentMailState } = require(`${__hooks}/lib/capabilities.js`);
  if (currentMailState($app) === 'not_configured') return;
  require(`${__hooks}/lib/affiliate-digest.js`).sendDigests($app);
});

routerAdd(
  'POST',
  '/api/app/affiliate-digests/send',
  (e) => e.json(200, require(`${__hooks}/lib/affiliate-digest.js`).sendDigests(e.app)),
  $apis.requireSuperuserAuth(),
);

// Marks past every kind's window limit nothing any more: deleted daily (lib/mail-marks.js).
cronAdd('mailMarksPrune', '23 3 * * *', () => {
  require(`${__hooks}/lib/mail-marks.js`).pruneMarks($app, Date.now());
});

// Listing positions (lib/geocode.js): with GEOCODE_URL set, a job places listings that have a
// postcode but no position (GEOCODE_USER_AGENT, GEOCODE_BATCH, GEOCODE_INTERVAL_MS,
// GEOCODE_CRON). POST /api/geocode-listings → 200 the batch's outcome; 503 without a geocoder.
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
