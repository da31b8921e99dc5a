/// <reference path="../pb_data/types.d.ts" />
// Construction estimates (docs/security-model.md "estimates"): the owner comes from the auth,
// the JSON fields are checked against the calculation's limits, a user whose listing is
// suspended cannot write, a user has at most estimatesPerUserMax estimates, and a deletion
// leaves a tombstone only the owner reads. Logic in lib/estimates.js.

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/estimates.js`).handleWrite(e, true);
}, 'estimates');

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/estimates.js`).handleWrite(e, false);
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

// Sync conflict check, as for the other synced collections (records.pb.js): an update whose
// If-Match names an older `updated` answers 409 and changes nothing.
onRecordUpdateRequest((e) => {
  const { isStaleUpdate } = require(`${__hooks}/lib/records.js`);
  const current = e.record.original().getString('updated');
  const ifMatch = e.requestInfo().headers['if_match'] || '';
  if (isStaleUpdate(ifMatch, current)) {
    throw new ApiError(409, 'This record was changed since you loaded it.', {
      updated: new ValidationError('record_conflict', `The current version is ${current}.`),
    });
  }
  e.next();
}, 'estimates');
