/// <reference path="../pb_data/types.d.ts" />
// One person, one identity (logic in lib/identity.js and lib/identities.js;
// docs/security-model.md "Identity"): one account per canonical email on every path that
// creates a user or changes an email, the free month kept per identity, and the address range
// a sign-up came from.

// Model hooks: they run on every save (sign-up, OAuth2 sign-up, email change confirmation,
// superuser), so no path gets around them.
onRecordCreate((e) => {
  const now = new Date().toISOString();
  const identities = require(`${__hooks}/lib/identities.js`);
  identities.prepareUser(e.app, e.record, now);
  e.next();
  identities.rememberIdentity(e.app, e.record.email(), now);
}, 'users');

onRecordUpdate((e) => {
  // Only an email change: an account a migration found sharing its canonical email with an
  // older one keeps working until staff decide.
  if (e.record.email() === e.record.original().email()) {
    e.next();
    return;
  }
  const now = new Date().toISOString();
  const identities = require(`${__hooks}/lib/identities.js`);
  identities.prepareUser(e.app, e.record, now);
  e.next();
  identities.rememberIdentity(e.app, e.record.email(), now);
}, 'users');

// Asking to move to an address another account has is refused before any mail goes out.
onRecordRequestEmailChangeRequest((e) => {
  const identities = require(`${__hooks}/lib/identities.js`);
  if (e.record && identities.isEmailTaken(e.app, e.newEmail, e.record.id)) {
    require(`${__hooks}/lib/http.js`).throwFieldErrors('Failed to request the email change.', {
      newEmail: identities.EMAIL_TAKEN,
    });
  }
  e.next();
}, 'users');

// The /24 or /48 a password sign-up came from (hidden; the self-dealing rule compares it).
onRecordCreateRequest((e) => {
  const { addressRange } = require(`${__hooks}/lib/identity.js`);
  e.record.set('signup_range', addressRange(e.realIP()));
  e.next();
}, 'users');
