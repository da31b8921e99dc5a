/// <reference path="../pb_data/types.d.ts" />
// GET /api/sync/contractors?after_updated=&after_id=&perPage=: one page of the listings pull,
// its JSON built by SQLite (logic and what keeps it equal to the REST list API in
// lib/pull-page.js; docs/sync.md "The pull route", docs/security-model.md "The pull route").
// Auth is PocketBase's own (the token loaded for every route, an invalid one read as a guest,
// as the REST API does); the rate limit is its own rule with the REST list's numbers
// (pb_migrations/1764320700_rate_limit_pull_route.js). A caller the route does not serve is
// answered 409 and the app asks the REST list API (src/data/sync/pull-route.ts).

routerAdd('GET', '/api/sync/contractors', (e) => {
  return require(`${__hooks}/lib/pull-page.js`).servePullPage(e);
});
