/// <reference path="../pb_data/types.d.ts" />
// Construction estimates (docs/security-model.md "estimates"): the owner comes from the auth,
// the JSON fields are checked against the calculation's limits, and a user whose listing is
// suspended cannot write. Logic in lib/estimates.js.

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/estimates.js`).handleWrite(e, true);
}, 'estimates');

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/estimates.js`).handleWrite(e, false);
}, 'estimates');

onRecordDeleteRequest((e) => {
  require(`${__hooks}/lib/estimates.js`).handleDelete(e);
}, 'estimates');
