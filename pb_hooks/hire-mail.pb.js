/// <reference path="../pb_data/types.d.ts" />
// A new hire request is mailed to the listing's owner (lib/hire-notify.js): after the record
// is stored and its transaction committed, so a mail that fails can never refuse or undo the
// request. The send holds the create's answer until the mail server replied (the JSVM has no
// background work), as the moderation and support mails do.

onRecordAfterCreateSuccess((e) => {
  e.next();
  try {
    require(`${__hooks}/lib/hire-notify.js`).notifyHireRequest(e.app, e.record);
  } catch (err) {
    // notifyHireRequest catches what it sends; this is for a fault before it got that far.
    e.app.logger().error('hire request email failed', 'hire', e.record.id, 'error', `${err}`);
  }
}, 'hires');
