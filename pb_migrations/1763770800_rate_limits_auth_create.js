/// <reference path="../pb_data/types.d.ts" />
// Rate limits for sign-in, sign-up, the routes that send email and record creates: generous
// enough for many phones behind one carrier NAT, tight enough that guessing passwords or
// mailing strangers does not scale.
const AUTH_AND_CREATE_LIMITS = [
  // Every auth method: password, OTP, OAuth2 (PocketBase's default is 2 per 3 s).
  { label: '*:auth', audience: '', duration: 60, maxRequests: 20 },
  // Routes that send an email to an address the caller chooses.
  { label: '*:requestOTP', audience: '', duration: 60, maxRequests: 5 },
  { label: '*:requestPasswordReset', audience: '', duration: 60, maxRequests: 5 },
  { label: '*:requestVerification', audience: '', duration: 60, maxRequests: 5 },
  { label: '*:requestEmailChange', audience: '', duration: 60, maxRequests: 5 },
  // Sign-up.
  { label: 'users:create', audience: '', duration: 60, maxRequests: 10 },
  // Any other record create (an outbox flush after a day offline stays well under this).
  { label: '*:create', audience: '', duration: 60, maxRequests: 60 },
];

/**
 * Replaces the rules with the labels of `limits`, keeps every other rule, turns the limiter
 * on and saves the settings. The rules are plain data, which PocketBase turns into its Go type.
 * @param {CoreApp} app the migration's app
 * @param {typeof AUTH_AND_CREATE_LIMITS} limits
 */
function setAuthAndCreateLimits(app, limits) {
  const settings = app.settings();
  const labels = limits.map((l) => l.label);
  settings.rateLimits.rules = settings.rateLimits.rules
    .filter((rule) => labels.indexOf(rule.label) < 0)
    .concat(/** @type {core.RateLimitRule[]} */ (limits));
  settings.rateLimits.enabled = true;
  app.save(settings);
}

migrate(
  (app) => {
    setAuthAndCreateLimits(app, AUTH_AND_CREATE_LIMITS);
  },
  (app) => {
    const labels = AUTH_AND_CREATE_LIMITS.map((l) => l.label);
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.filter(
      (rule) => labels.indexOf(rule.label) < 0,
    );
    settings.rateLimits.enabled = settings.rateLimits.rules.length > 0;
    app.save(settings);
    // PocketBase's defaults for the two labels it ships with.
    setAuthAndCreateLimits(app, [
      { label: '*:auth', audience: '', duration: 3, maxRequests: 2 },
      { label: '*:create', audience: '', duration: 5, maxRequests: 20 },
    ]);
  },
);
