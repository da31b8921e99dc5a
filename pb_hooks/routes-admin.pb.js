/// <reference path="../pb_data/types.d.ts" />
// The staff's routes (docs/security-model.md "Staff", docs/moderation.md): each one calls
// requireStaff (401 `staff_session_expired` after 15 idle minutes, 403 for a role it does not
// name), and each action is written to admin_actions. Logic in lib/staff.js,
// lib/staff-admin.js, lib/moderation.js and lib/bls-oews.js. The email blast's routes:
// routes-email-blast.pb.js.

// POST /api/admin-verify-session → {isAdmin, roles}: guests and users without a role get
// {isAdmin: false, roles: []}; staff go through requireStaff.
routerAdd('POST', '/api/admin-verify-session', (e) => {
  const { verifySession } = require(`${__hooks}/lib/staff-admin.js`);
  return e.json(200, verifySession(e));
});

// POST /api/test-resend: admins only; sends a test email to the admin and answers the
// mailer's raw outcome: 200 {ok, to} or 502 {ok: false, error}.
routerAdd(
  'POST',
  '/api/test-resend',
  (e) => {
    // Admins with a live staff session only (401 `staff_session_expired`, 403 otherwise).
    const to = require(`${__hooks}/lib/staff.js`).requireStaff(e, ['admin']).email;
    try {
      require(`${__hooks}/lib/mailer.js`).sendMail(e.app, to, {
        subject: 'TradesMarket test email',
        html: '<div lang="en" dir="ltr"><p>This is a test email from TradesMarket. If you can read it, email sending works.</p></div>',
        text: 'This is a test email from TradesMarket. If you can read it, email sending works.',
      });
    } catch (err) {
      return e.json(502, { ok: false, error: String(err) });
    }
    return e.json(200, { ok: true, to });
  },
  $apis.requireAuth('users'),
);

// Moderation: admins and moderators (requireStaff refuses others, and idle sessions).
routerAdd('GET', '/api/admin/queues', (e) => {
  require(`${__hooks}/lib/staff.js`).requireStaff(e, ['admin', 'moderator']);
  return e.json(200, require(`${__hooks}/lib/moderation.js`).queueCounts(e.app, Date.now()));
});

routerAdd('GET', '/api/admin/listings', (e) => {
  require(`${__hooks}/lib/staff.js`).requireStaff(e, ['admin', 'moderator']);
  return e.json(200, require(`${__hooks}/lib/moderation.js`).listListings(e));
});

routerAdd('POST', '/api/admin/listings/{id}/moderate', (e) => {
  const actor = require(`${__hooks}/lib/staff.js`).requireStaff(e, ['admin', 'moderator']);
  return e.json(200, require(`${__hooks}/lib/moderation.js`).moderateListing(e, actor));
});

routerAdd('POST', '/api/admin/listings/{id}/background-check', (e) => {
  const actor = require(`${__hooks}/lib/staff.js`).requireStaff(e, ['admin', 'moderator']);
  return e.json(200, require(`${__hooks}/lib/moderation.js`).recordBackgroundCheck(e, actor));
});

routerAdd('GET', '/api/admin/reviews', (e) => {
  require(`${__hooks}/lib/staff.js`).requireStaff(e, ['admin', 'moderator']);
  return e.json(200, require(`${__hooks}/lib/moderation.js`).listReviews(e));
});

routerAdd('POST', '/api/admin/reviews/{id}/moderate', (e) => {
  const actor = require(`${__hooks}/lib/staff.js`).requireStaff(e, ['admin', 'moderator']);
  return e.json(200, require(`${__hooks}/lib/moderation.js`).moderateReview(e, actor));
});

routerAdd('GET', '/api/admin/disputes', (e) => {
  require(`${__hooks}/lib/staff.js`).requireStaff(e, ['admin', 'moderator']);
  return e.json(200, require(`${__hooks}/lib/moderation.js`).listDisputes(e));
});

routerAdd('POST', '/api/admin/hires/{id}/resolve', (e) => {
  const actor = require(`${__hooks}/lib/staff.js`).requireStaff(e, ['admin', 'moderator']);
  return e.json(200, require(`${__hooks}/lib/moderation.js`).resolveDispute(e, actor));
});

routerAdd('GET', '/api/admin/verifications', (e) => {
  require(`${__hooks}/lib/staff.js`).requireStaff(e, ['admin', 'moderator']);
  return e.json(200, require(`${__hooks}/lib/moderation.js`).listVerifications(e));
});

routerAdd('POST', '/api/admin/verifications/{id}/decide', (e) => {
  const actor = require(`${__hooks}/lib/staff.js`).requireStaff(e, ['admin', 'moderator']);
  return e.json(200, require(`${__hooks}/lib/moderation.js`).decideVerification(e, actor));
});

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

// POST /api/cost-data/labor-import (admins, superusers) {year, source, currency?, rows: [OEWS
// rows keyed by the file's column names]} → 200 {created, updated, skipped: [{row, code}]};
// 400 field errors (docs/security-model.md "Cost data").
routerAdd('POST', '/api/cost-data/labor-import', (e) => {
  const staff = require(`${__hooks}/lib/staff.js`);
  const actor = staff.requireStaff(e, ['admin']);
  const lib = require(`${__hooks}/lib/bls-oews.js`);
  const parsed = lib.parseImport(e.requestInfo().body);
  if ('errors' in parsed) {
    require(`${__hooks}/lib/http.js`).throwFieldErrors('Invalid import.', parsed.errors);
  }
  // throwFieldErrors always throws, which the typings cannot say: only `value` is left here.
  const batch = /** @type {Exclude<typeof parsed, { errors: unknown }>} */ (parsed).value;
  const result = lib.importLaborRows(e.app, batch);
  staff.logAdminAction(e.app, actor, 'labor_rates.import', { collection: 'labor_rates' }, '', {
    year: batch.year,
    source: batch.source,
    created: result.created,
    updated: result.updated,
    skipped: result.skipped.length,
  });
  return e.json(200, result);
});
