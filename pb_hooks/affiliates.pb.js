/// <reference path="../pb_data/types.d.ts" />
// Every record hook on `affiliates` (the affiliate programme's applications; the routes are in
// routes-affiliate.pb.js), in the order they run (the order rule: users.pb.js). Logic in
// lib/record-hooks.js.

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/record-hooks.js`).checkSentBody(e);
  e.next();
}, 'affiliates');

// 1. Sync conflict (409); 2. the sent body's JSON types.
onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/record-hooks.js`).refuseStaleUpdate(e);
  e.next();
}, 'affiliates');

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/record-hooks.js`).checkSentBody(e);
  e.next();
}, 'affiliates');
