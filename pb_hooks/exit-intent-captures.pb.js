/// <reference path="../pb_data/types.d.ts" />
// Every record hook on `exit_intent_captures`, in the order they run (the order rule:
// users.pb.js). Logic in lib/record-hooks.js, lib/offer-delivery.js and
// lib/marketing-consent.js.

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/record-hooks.js`).checkSentBody(e);
  e.next();
}, 'exit_intent_captures');

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/record-hooks.js`).checkSentBody(e);
  e.next();
}, 'exit_intent_captures');

// The exit-intent offer: sent when the capture is saved; the outcome is stored on the capture
// (lib/offer-delivery.js). A capture is saved either way; a failed offer is sent again by the
// retry job (cron.pb.js), and the app learns of the failure from GET /api/app/capabilities.
// A capture that ticked marketing consent also gets the confirmation link
// (lib/marketing-consent.js): the consent counts only once it is confirmed.
onRecordAfterCreateSuccess((e) => {
  require(`${__hooks}/lib/offer-delivery.js`).deliverOffer(e.app, e.record);
  require(`${__hooks}/lib/marketing-consent.js`).requestConfirmation(e.app, e.record);
  e.next();
}, 'exit_intent_captures');
