/// <reference path="../pb_data/types.d.ts" />
// Moderation (docs/moderation.md): the staff's queues and actions (admins and moderators with a
// live staff session; each action in the audit log), and the server's part of new reports and
// verification requests. Logic in lib/moderation.js.

// A new report is open; a new verification request is pending, carries a document and waits
// alone (one pending request per listing).
onRecordCreate((e) => {
  if (!e.record.getString('status')) e.record.set('status', 'open');
  e.next();
}, 'reports');

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/moderation.js`).checkNewVerificationRequest(e);
  e.next();
}, 'verification_requests');

// A review staff hide leaves every device that synced it (sync tombstone), except its
// author's: the author still lists it (API rule), and a device keeps a copy newer than the
// tombstone, so the tombstone is written first and the review saved at a later millisecond.
// The rating hooks (records.pb.js) count visible reviews only.
onRecordUpdate((e) => {
  if (!e.record.original().getBool('hidden') && e.record.getBool('hidden')) {
    const tombstone = new Record(e.app.findCollectionByNameOrId('record_deletions'));
    tombstone.set('collection', 'reviews');
    tombstone.set('record_id', e.record.id);
    e.app.save(tombstone);
    const written = Date.now();
    while (Date.now() <= written) {
      // under a millisecond: `updated` must sort after the tombstone's `created`
    }
  }
  e.next();
}, 'reviews');

// Staff routes: admins and moderators (requireStaff refuses others, and idle sessions).
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
