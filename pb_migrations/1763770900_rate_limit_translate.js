/// <reference path="../pb_data/types.d.ts" />
// Rate limit for POST /api/translate-content: 30 per minute per IP (each uncached request
// costs a call to the paid translation provider).
const TRANSLATE_LIMIT = {
  label: 'POST /api/translate-content',
  audience: '',
  duration: 60,
  maxRequests: 30,
};

migrate(
  (app) => {
    // Replaces a rule with the same label, keeps every other one, and turns the limiter on.
    // The rule is plain data, which PocketBase turns into its Go type.
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules
      .filter((rule) => rule.label !== TRANSLATE_LIMIT.label)
      .concat(/** @type {core.RateLimitRule[]} */ ([TRANSLATE_LIMIT]));
    settings.rateLimits.enabled = true;
    app.save(settings);
  },
  (app) => {
    // Removes the rule; the limiter goes off when no rule is left.
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.filter(
      (rule) => rule.label !== TRANSLATE_LIMIT.label,
    );
    settings.rateLimits.enabled = settings.rateLimits.rules.length > 0;
    app.save(settings);
  },
);
