/// <reference path="../pb_data/types.d.ts" />
// Rate limit for POST /api/payments/intent: 20 per 5 minutes per IP. A person pays a fee in a
// few tries; many cards tried from one address is how stolen card numbers are tested, and
// each try costs calls to Stripe.
const PAYMENT_INTENT_LIMIT = {
  label: 'POST /api/payments/intent',
  audience: '',
  duration: 300,
  maxRequests: 20,
};

migrate(
  (app) => {
    // Replaces a rule with the same label, keeps every other one, and turns the limiter on.
    // The rule is plain data, which PocketBase turns into its Go type.
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules
      .filter((rule) => rule.label !== PAYMENT_INTENT_LIMIT.label)
      .concat(/** @type {core.RateLimitRule[]} */ ([PAYMENT_INTENT_LIMIT]));
    settings.rateLimits.enabled = true;
    app.save(settings);
  },
  (app) => {
    // Removes the rule; the limiter goes off when no rule is left.
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.filter(
      (rule) => rule.label !== PAYMENT_INTENT_LIMIT.label,
    );
    settings.rateLimits.enabled = settings.rateLimits.rules.length > 0;
    app.save(settings);
  },
);
