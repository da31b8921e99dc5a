/// <reference path="../pb_data/types.d.ts" />
// Rate limit for GET /api/ip-location: 30 lookups per minute per IP. The app asks
// once per page load; each new address may cost the server one call to the IP-location
// provider, so the route is limited like the other public routes (track-visit,
// log-security-event).
const IP_LOCATION_LIMIT = {
  label: 'GET /api/ip-location',
  audience: '',
  duration: 60,
  maxRequests: 30,
};

migrate(
  (app) => {
    // Replaces a rule with the same label, keeps every other one, and turns the limiter on.
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules
      .filter((rule) => rule.label !== IP_LOCATION_LIMIT.label)
      .concat(/** @type {core.RateLimitRule[]} */ ([IP_LOCATION_LIMIT]));
    settings.rateLimits.enabled = true;
    app.save(settings);
  },
  (app) => {
    // Removes the rule; the limiter goes off when no rule is left.
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.filter(
      (rule) => rule.label !== IP_LOCATION_LIMIT.label,
    );
    settings.rateLimits.enabled = settings.rateLimits.rules.length > 0;
    app.save(settings);
  },
);
