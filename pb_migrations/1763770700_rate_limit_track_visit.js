/// <reference path="../pb_data/types.d.ts" />
// Rate limit for POST /api/track-visit: 60 page loads per minute per IP.
migrate(
  (app) => {
    require(`${__hooks}/lib/rate-limits.js`).setRateLimits(app, [
      { label: 'POST /api/track-visit', audience: '', duration: 60, maxRequests: 60 },
    ]);
  },
  (app) => {
    require(`${__hooks}/lib/rate-limits.js`).removeRateLimits(app, ['POST /api/track-visit']);
  },
);
