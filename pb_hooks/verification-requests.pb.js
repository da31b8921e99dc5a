/// <reference path="../pb_data/types.d.ts" />
// Every record hook on `verification_requests` (docs/moderation.md), in the order they run
// (the order rule: users.pb.js): the documents' types first, then a new request carries a
// document and waits alone (one pending request per listing). Logic in lib/record-hooks.js and
// lib/moderation.js.

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/record-hooks.js`).checkUploads(e);
  return e.next();
}, 'verification_requests');

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/moderation.js`).checkNewVerificationRequest(e);
  e.next();
}, 'verification_requests');

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/record-hooks.js`).checkUploads(e);
  return e.next();
}, 'verification_requests');
