/// <reference path="../pb_data/types.d.ts" />
// Staff: a staff session starts on a completed two-factor staff sign-in and is bound to the
// 12-hour token that sign-in answers (never a refresh or a one-factor token); a file token asked
// for with it joins the session; staff reads of security events and the audit log count as
// staff activity; the security-event list with each account's email (staff), and the admin
// lists of leads and affiliates. Logic in lib/staff-admin.js and lib/staff.js;
// docs/security-model.md "Staff".

onRecordAuthRequest((e) => {
  const staffAdmin = require(`${__hooks}/lib/staff-admin.js`);
  // Before e.next(): the answer carries e.token, so the staff token replaces it here.
  const session = staffAdmin.beginStaffSignIn(e, Date.now());
  try {
    // Throws while the second factor is still missing (PocketBase answers 401 {mfaId}).
    e.next();
  } catch (error) {
    if (session) e.app.delete(session);
    throw error;
  }
}, 'users');

onFileTokenRequest((e) => {
  require(`${__hooks}/lib/staff-admin.js`).bindStaffFileToken(e);
  e.next();
});

onRecordsListRequest(
  (e) => {
    require(`${__hooks}/lib/staff-admin.js`).touchStaffRead(e);
    e.next();
  },
  'security_events',
  'admin_actions',
);

onRecordViewRequest(
  (e) => {
    require(`${__hooks}/lib/staff-admin.js`).touchStaffRead(e);
    e.next();
  },
  'security_events',
  'admin_actions',
);

// GET /api/admin/leads?page=&perPage=: admins only; a page of exit-intent captures.
routerAdd('GET', '/api/admin/leads', (e) => {
  require(`${__hooks}/lib/staff.js`).requireStaff(e, ['admin']);
  return e.json(200, require(`${__hooks}/lib/staff-admin.js`).listLeads(e));
});

// GET /api/admin/affiliates?page=&perPage=: admins only; a page of affiliates.
routerAdd('GET', '/api/admin/affiliates', (e) => {
  require(`${__hooks}/lib/staff.js`).requireStaff(e, ['admin']);
  return e.json(200, require(`${__hooks}/lib/staff-admin.js`).listAffiliates(e));
});

// POST /api/admin/affiliates/{id}/status {status, reason}: admins only; approve or suspend
// (a reason is required to suspend), logged in admin_actions.
routerAdd('POST', '/api/admin/affiliates/{id}/status', (e) => {
  const actor = require(`${__hooks}/lib/staff.js`).requireStaff(e, ['admin']);
  return e.json(200, require(`${__hooks}/lib/staff-admin.js`).setAffiliateStatus(e, actor));
});

// GET /api/admin/security-events?page=&perPage=&type=&severity=&from=&to=&user=: staff (admins
// and moderators); a page of security events with the account's email joined (user: an id or
// an email).
routerAdd('GET', '/api/admin/security-events', (e) => {
  require(`${__hooks}/lib/staff.js`).requireStaff(e, ['admin', 'moderator']);
  return e.json(200, require(`${__hooks}/lib/staff-admin.js`).listSecurityEvents(e));
});
