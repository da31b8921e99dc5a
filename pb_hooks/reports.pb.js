/// <reference path="../pb_data/types.d.ts" />
// The record hook on `reports` (docs/moderation.md): a new report is open.

onRecordCreate((e) => {
  if (!e.record.getString('status')) e.record.set('status', 'open');
  e.next();
}, 'reports');
