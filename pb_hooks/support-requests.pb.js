/// <reference path="../pb_data/types.d.ts" />
// Every record hook on `support_requests`, a contact form (docs/security-model.md "Contact
// forms"), in the order they run (the order rule: users.pb.js): the attachment's type first;
// then the message is checked, limited per IP and given a reference before it is saved, and
// its mails (staff notification; the automatic reply only to a signed-in sender's own verified
// address, within its per-address budget) go out after. Logic in lib/record-hooks.js and
// lib/support.js.

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/record-hooks.js`).checkUploads(e);
  return e.next();
}, 'support_requests');

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/support.js`).handleCreate(e, 'support_requests');
}, 'support_requests');

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/record-hooks.js`).checkUploads(e);
  return e.next();
}, 'support_requests');

onRecordAfterCreateSuccess((e) => {
  require(`${__hooks}/lib/support.js`).deliverMails(e.app, e.record, 'support_requests');
  e.next();
}, 'support_requests');
