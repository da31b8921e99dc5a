/// <reference path="../pb_data/types.d.ts" />
// POST /api/account/sign-out-everywhere → 204: every token of the signed-in user stops working,
// the caller's too (the app then asks for a new sign-in). Logic in lib/account-sessions.js.

routerAdd('POST', '/api/account/sign-out-everywhere', (e) => {
  require(`${__hooks}/lib/account-sessions.js`).signOutEverywhere(e);
  return e.noContent(204);
});
