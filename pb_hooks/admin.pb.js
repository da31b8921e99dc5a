/// <reference path="../pb_data/types.d.ts" />
// POST /api/admin-verify-session → {isAdmin}; the check is in lib/admin.js.

routerAdd('POST', '/api/admin-verify-session', (e) => {
  const { isAdmin } = require(`${__hooks}/lib/admin.js`);
  return e.json(200, { isAdmin: isAdmin($app, e.auth) });
});
