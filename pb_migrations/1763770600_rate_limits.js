/// <reference path="../pb_data/types.d.ts" />
// Turns on PocketBase's built-in rate limiter (per client IP) for the public logging route.
// Limits for the auth and record-create routes are still to come (issue 3).
migrate(
  (app) => {
    const settings = app.settings();
    settings.rateLimits.enabled = true;
    settings.rateLimits.rules = [
      { label: 'POST /api/log-security-event', audience: '', duration: 60, maxRequests: 20 },
    ];
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.filter(
      (rule) => rule.label !== 'POST /api/log-security-event',
    );
    settings.rateLimits.enabled = settings.rateLimits.rules.length > 0;
    app.save(settings);
  },
);
