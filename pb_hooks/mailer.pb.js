/// <reference path="../pb_data/types.d.ts" />
// The mailer hooks: every send is watched, and the users collection's account mails go out in
// the recipient's language.

// Every send is watched (lib/capabilities.js), so a failure is known server-wide: GET
// /api/app/capabilities tells the app, and PocketBase's auth mail requests answer 503 {mail:
// state} while mail cannot go out (the first middleware of static.pb.js).
onMailerSend((e) => {
  const { noteSend } = require(`${__hooks}/lib/capabilities.js`);
  try {
    e.next();
  } catch (err) {
    noteSend(e.app, String(err));
    throw err;
  }
  noteSend(e.app, null);
});

// PocketBase builds each account mail from its English template, then these hooks replace
// subject, HTML and text with lib/account-mail.js before it is sent. Superusers keep
// PocketBase's templates (they have no language preference).
onMailerRecordVerificationSend((e) => {
  require(`${__hooks}/lib/account-mail.js`).localiseAccountMail(e, 'verification');
  e.next();
}, 'users');

onMailerRecordPasswordResetSend((e) => {
  require(`${__hooks}/lib/account-mail.js`).localiseAccountMail(e, 'passwordReset');
  e.next();
}, 'users');

onMailerRecordEmailChangeSend((e) => {
  require(`${__hooks}/lib/account-mail.js`).localiseAccountMail(e, 'emailChange');
  e.next();
}, 'users');

onMailerRecordOTPSend((e) => {
  require(`${__hooks}/lib/account-mail.js`).localiseAccountMail(e, 'otp');
  e.next();
}, 'users');

onMailerRecordAuthAlertSend((e) => {
  require(`${__hooks}/lib/account-mail.js`).localiseAccountMail(e, 'authAlert');
  e.next();
}, 'users');
