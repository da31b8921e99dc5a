/// <reference path="../pb_data/types.d.ts" />
// The users collection's account mails in the recipient's language:
// PocketBase builds each mail from its English template, then these hooks replace subject,
// HTML and text with lib/account-mail.js before it is sent. Superusers keep PocketBase's
// templates (they have no language preference).

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
