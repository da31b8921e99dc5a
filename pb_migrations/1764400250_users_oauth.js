/// <reference path="../pb_data/types.d.ts" />
// OAuth2 sign-in on `users` (pb_hooks/users.pb.js): `user_type_pending`, true on an account an
// OAuth2 sign-in created until it chooses its user type once; the provider's name fills
// `name`; rate limits on the choice and on the password check that grants a link. The
// providers themselves are enabled by the operator in the dashboard (docs/self-hosting.md).
const OAUTH_LIMITS = [
  { label: 'POST /api/account/oauth-link', audience: '', duration: 60, maxRequests: 5 },
  { label: 'POST /api/account/user-type', audience: '', duration: 60, maxRequests: 10 },
];

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.fields.add(new BoolField({ name: 'user_type_pending' }));
    users.oauth2.mappedFields.name = 'name';
    app.save(users);
    const labels = OAUTH_LIMITS.map((rule) => rule.label);
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules
      .filter((rule) => labels.indexOf(rule.label) < 0)
      .concat(/** @type {core.RateLimitRule[]} */ (OAUTH_LIMITS));
    settings.rateLimits.enabled = true;
    app.save(settings);
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.fields.removeByName('user_type_pending');
    app.save(users);
    const labels = OAUTH_LIMITS.map((rule) => rule.label);
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.filter(
      (rule) => labels.indexOf(rule.label) < 0,
    );
    app.save(settings);
  },
);
