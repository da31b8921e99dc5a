/// <reference path="../pb_data/types.d.ts" />
// Turns on PocketBase's built-in rate limiter (per client IP) for the public logging route.
const LOG_SECURITY_EVENT_LIMIT = {
  label: 'POST /api/log-security-event',
  audience: '',
  duration: 60,
  maxRequests: 20,
};

migrate(
  (app) => {
    // Replaces a rule with the same label, keeps every other one, and turns the limiter on.
    // The rule is plain data, which PocketBase turns into its Go type.
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules
      .filter((rule) => rule.label !== LOG_SECURITY_EVENT_LIMIT.label)
      .concat(/** @type {core.RateLimitRule[]} */ ([LOG_SECURITY_EVENT_LIMIT]));
    settings.rateLimits.enabled = true;
    app.save(settings);
  },
  (app) => {
    // Removes the rule; the limiter goes off when no rule is left.
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.filter(
      (rule) => rule.label !== LOG_SECURITY_EVENT_LIMIT.label,
    );
    settings.rateLimits.enabled = settings.rateLimits.rules.length > 0;
    app.save(settings);
  },
);
