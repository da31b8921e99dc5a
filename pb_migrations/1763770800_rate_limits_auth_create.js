/// <reference path="../pb_data/types.d.ts" />
// Rate limits for sign-in, sign-up, the routes that send email and record creates
// (lib/rate-limits.js AUTH_AND_CREATE_LIMITS).
migrate(
  (app) => {
    const { AUTH_AND_CREATE_LIMITS, setRateLimits } = require(`${__hooks}/lib/rate-limits.js`);
    setRateLimits(app, AUTH_AND_CREATE_LIMITS);
  },
  (app) => {
    const lib = require(`${__hooks}/lib/rate-limits.js`);
    lib.removeRateLimits(
      app,
      lib.AUTH_AND_CREATE_LIMITS.map((/** @type {{ label: string }} */ l) => l.label),
    );
    // PocketBase's defaults for the two labels it ships with.
    lib.setRateLimits(app, [
      { label: '*:auth', audience: '', duration: 3, maxRequests: 2 },
      { label: '*:create', audience: '', duration: 5, maxRequests: 20 },
    ]);
  },
);
