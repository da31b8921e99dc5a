/// <reference path="../pb_data/types.d.ts" />
// Rate limit of GET /api/sync/contractors (the pull route, pb_hooks/routes-app.pb.js): the numbers
// of the rule PocketBase applies to the REST list of listings (no `contractors:list` or `*:list`
// rule here, so `/api/`: 300 per 10 s per address), in a bucket of its own as the REST list has
// one per collection. Without this rule the route would share the `/api/` bucket with every
// other custom route of the address. docs/security-model.md "Rate limits".

const PULL_ROUTE_LABEL = 'GET /api/sync/contractors';

migrate(
  (app) => {
    const settings = app.settings();
    const rules = Array.from(settings.rateLimits.rules);
    const api = rules.find((rule) => rule.label === '/api/' && rule.audience === '');
    const limit = {
      label: PULL_ROUTE_LABEL,
      audience: '',
      duration: api ? api.duration : 10,
      maxRequests: api ? api.maxRequests : 300,
    };
    settings.rateLimits.rules = /** @type {core.RateLimitRule[]} */ (
      rules
        .filter((rule) => rule.label !== PULL_ROUTE_LABEL)
        .concat(/** @type {core.RateLimitRule[]} */ ([limit]))
    );
    settings.rateLimits.enabled = true;
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = /** @type {core.RateLimitRule[]} */ (
      Array.from(settings.rateLimits.rules).filter((rule) => rule.label !== PULL_ROUTE_LABEL)
    );
    app.save(settings);
  },
);
