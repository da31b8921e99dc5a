/// <reference path="../pb_data/types.d.ts" />
// Every record hook on `legal_inquiries`, a contact form (docs/security-model.md "Contact
// forms"), in the order they run (the order rule: users.pb.js): the attachment's type first;
// then the message is checked, limited per IP and given a reference before it is saved, and
// its mails (staff notification; the automatic reply only to a signed-in sender's own verified
// address, within its per-address budget) go out after. Logic in lib/record-hooks.js and
// lib/support.js.

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/record-hooks.js`).checkUploads(e);
  return e.next();
}, 'legal_inquiries');

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/support.js`).handleCreate(e, 'legal_inquiries');
}, 'legal_inquiries');

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/record-hooks.js`).checkUploads(e);
  return e.next();
}, 'legal_inquiries');

onRecordAfterCreateSuccess((e) => {
  require(`${__hooks}/lib/support.js`).deliverMails(e.app, e.record, 'legal_inquiries');
  e.next();
}, 'legal_inquiries');
