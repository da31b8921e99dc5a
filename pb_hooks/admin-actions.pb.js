/// <reference path="../pb_data/types.d.ts" />
// The record hooks on `admin_actions` (docs/security-model.md "Staff"): a staff read of it counts as
// staff activity and keeps the staff session alive. Logic in lib/staff-admin.js.

onRecordsListRequest((e) => {
  require(`${__hooks}/lib/staff-admin.js`).touchStaffRead(e);
  e.next();
}, 'admin_actions');

onRecordViewRequest((e) => {
  require(`${__hooks}/lib/staff-admin.js`).touchStaffRead(e);
  e.next();
}, 'admin_actions');
