/// <reference path="../pb_data/types.d.ts" />
// Rate limit for POST /api/track-visit: 60 page loads per minute per IP.
migrate(
  (app) => {
    const settings = app.settings();
    settings.rateLimits.enabled = true;
    settings.rateLimits.rules = [
      ...settings.rateLimits.rules.filter((rule) => rule.label !== 'POST /api/track-visit'),
      { label: 'POST /api/track-visit', audience: '', duration: 60, maxRequests: 60 },
    ];
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.filter(
      (rule) => rule.label !== 'POST /api/track-visit',
    );
    app.save(settings);
  },
);
