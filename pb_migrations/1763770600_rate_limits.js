/// <reference path="../pb_data/types.d.ts" />
// Turns on PocketBase's built-in rate limiter (per client IP) for the public logging route.
migrate(
  (app) => {
    require(`${__hooks}/lib/rate-limits.js`).setRateLimits(app, [
      { label: 'POST /api/log-security-event', audience: '', duration: 60, maxRequests: 20 },
    ]);
  },
  (app) => {
    require(`${__hooks}/lib/rate-limits.js`).removeRateLimits(app, [
      'POST /api/log-security-event',
    ]);
  },
);
