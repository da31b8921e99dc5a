/// <reference path="../pb_data/types.d.ts" />
// Rate limit for POST /api/track-visit: 60 page loads per minute per IP.
const TRACK_VISIT_LIMIT = {
  label: 'POST /api/track-visit',
  audience: '',
  duration: 60,
  maxRequests: 60,
};

migrate(
  (app) => {
    // Replaces a rule with the same label, keeps every other one, and turns the limiter on.
    // The rule is plain data, which PocketBase turns into its Go type.
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules
      .filter((rule) => rule.label !== TRACK_VISIT_LIMIT.label)
      .concat(/** @type {core.RateLimitRule[]} */ ([TRACK_VISIT_LIMIT]));
    settings.rateLimits.enabled = true;
    app.save(settings);
  },
  (app) => {
    // Removes the rule; the limiter goes off when no rule is left.
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.filter(
      (rule) => rule.label !== TRACK_VISIT_LIMIT.label,
    );
    settings.rateLimits.enabled = settings.rateLimits.rules.length > 0;
    app.save(settings);
  },
);
