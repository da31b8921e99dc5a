// PocketBase's built-in rate limiter (per client IP): the rules this app sets, and helpers
// for migrations to set and remove them. See docs/security-model.md "Rate limits".

/**
 * Sign-in, sign-up, the routes that send email, and record creates: generous enough for many
 * phones behind one carrier NAT, tight enough that guessing passwords or mailing strangers
 * does not scale.
 * @type {RateLimit[]}
 */
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
 * @typedef {object} RateLimit
 * @property {string} label a tag (`*:auth`, `users:create`) or a path (`POST /api/x`)
 * @property {'' | '@guest' | '@auth'} audience `''` = everyone
 * @property {number} duration window in seconds
 * @property {number} maxRequests requests allowed per window and client IP
 */

/**
 * Replaces the rules with the given labels in PocketBase's rate limiter settings, keeping
 * every other rule, and turns the limiter on. Saves the settings.
 * @param {any} app the migration's app
 * @param {RateLimit[]} limits
 */
function setRateLimits(app, limits) {
  const settings = app.settings();
  const labels = limits.map((l) => l.label);
  settings.rateLimits.rules = settings.rateLimits.rules
    .filter((/** @type {RateLimit} */ rule) => labels.indexOf(rule.label) < 0)
    .concat(limits);
  settings.rateLimits.enabled = true;
  app.save(settings);
}

/**
 * Removes the rules with the given labels (a migration's down); turns the limiter off when
 * none are left. Saves the settings.
 * @param {any} app the migration's app
 * @param {string[]} labels
 */
function removeRateLimits(app, labels) {
  const settings = app.settings();
  settings.rateLimits.rules = settings.rateLimits.rules.filter(
    (/** @type {RateLimit} */ rule) => labels.indexOf(rule.label) < 0,
  );
  settings.rateLimits.enabled = settings.rateLimits.rules.length > 0;
  app.save(settings);
}

module.exports = { AUTH_AND_CREATE_LIMITS, setRateLimits, removeRateLimits };
