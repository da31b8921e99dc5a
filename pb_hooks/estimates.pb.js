/// <reference path="../pb_data/types.d.ts" />
// Every record hook on `estimates`, construction estimates (docs/security-model.md
// "estimates"), in the order they run: the owner comes from the auth, the JSON fields are
// checked against the calculation's limits, a user whose listing is suspended cannot write, a
// user has at most estimatesPerUserMax estimates, and a deletion leaves a tombstone only the
// owner reads. Logic in lib/estimates.js and lib/record-hooks.js.

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/estimates.js`).handleWrite(e, true);
}, 'estimates');

// 1. The write's own checks; 2. the sync conflict check, as for the other synced collections:
// an update whose If-Match names an older `updated` answers 409 and changes nothing.
onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/estimates.js`).handleWrite(e, false);
}, 'estimates');

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/record-hooks.js`).refuseStaleUpdate(e);
  e.next();
}, 'estimates');

onRecordDeleteRequest((e) => {
  require(`${__hooks}/lib/estimates.js`).handleDelete(e);
}, 'estimates');

// A deleted estimate leaves a tombstone only its owner can read (docs/sync.md "Estimates"), so
// the owner's other devices drop their copy.
onRecordAfterDeleteSuccess((e) => {
  require(`${__hooks}/lib/estimates.js`).writeOwnedTombstone(e.app, e.record);
  e.next();
}, 'estimates');
