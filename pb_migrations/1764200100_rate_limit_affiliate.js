/// <reference path="../pb_data/types.d.ts" />
// Rate limits of the affiliate programme's routes that send mail or check a token: 10 a
// minute per IP for applying, resending the confirmation and confirming (a token is an HMAC:
// guessing is hopeless, the limit keeps the log quiet).
const AFFILIATE_LIMITS = [
  { label: 'POST /api/affiliate/signup', audience: '', duration: 60, maxRequests: 10 },
  { label: 'POST /api/affiliate/verify', audience: '', duration: 60, maxRequests: 10 },
  {
    label: 'POST /api/affiliate/resend-verification',
    audience: '',
    duration: 60,
    maxRequests: 10,
  },
];

migrate(
  (app) => {
    const labels = AFFILIATE_LIMITS.map((rule) => rule.label);
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules
      .filter((rule) => labels.indexOf(rule.label) < 0)
      .concat(/** @type {core.RateLimitRule[]} */ (AFFILIATE_LIMITS));
    settings.rateLimits.enabled = true;
    app.save(settings);
  },
  (app) => {
    const labels = AFFILIATE_LIMITS.map((rule) => rule.label);
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.filter(
      (rule) => labels.indexOf(rule.label) < 0,
    );
    settings.rateLimits.enabled = settings.rateLimits.rules.length > 0;
    app.save(settings);
  },
);
