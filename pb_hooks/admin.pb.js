/// <reference path="../pb_data/types.d.ts" />
// POST /api/admin-verify-session → {isAdmin, roles}: guests and users without a role get
// {isAdmin: false, roles: []}; staff go through requireStaff (401 `staff_session_expired`
// after 15 idle minutes). Logic in lib/staff-admin.js.

routerAdd('POST', '/api/admin-verify-session', (e) => {
  const { verifySession } = require(`${__hooks}/lib/staff-admin.js`);
  return e.json(200, verifySession(e));
});
