/// <reference path="../pb_data/types.d.ts" />
// Rate limit for POST /api/translate-content: 30 per minute per IP (each uncached request
// costs a call to the paid translation provider).
migrate(
  (app) => {
    require(`${__hooks}/lib/rate-limits.js`).setRateLimits(app, [
      { label: 'POST /api/translate-content', audience: '', duration: 60, maxRequests: 30 },
    ]);
  },
  (app) => {
    require(`${__hooks}/lib/rate-limits.js`).removeRateLimits(app, ['POST /api/translate-content']);
  },
);
