/// <reference path="../pb_data/types.d.ts" />
// Every record hook on `users`, in the order they run (docs/architecture.md "Server side").
// PocketBase loads the hook files in no fixed order and runs the handlers of one hook in the
// order they were registered, each going on with e.next(): so all of them are here, and for
// each hook the refusals that need nothing from the body come first, then the sent body's
// shape, then the collection's rules, then what is set on the record.
// Logic in lib/sanctions.js, lib/record-hooks.js, lib/password-policy.js, lib/identity.js,
// lib/identities.js, lib/oauth.js, lib/affiliate-programme.js, lib/trust.js,
// lib/capabilities.js and lib/staff-admin.js. The account mails: mailer.pb.js.

// ---- Sign-up (create request) ----

// 1. A sign-up from a comprehensively sanctioned country or region: 451 {code:
// 'sanctioned_region', message}, a security event and no user (docs/fees.md
// #sanctioned-countries-and-regions), whatever else the body says.
onRecordCreateRequest((e) => {
  const refusal = require(`${__hooks}/lib/sanctions.js`).signupRefusal(e);
  if (refusal) return e.json(refusal.status, { code: refusal.code, message: refusal.message });
  return e.next();
}, 'users');

// 2. The sent body's JSON types and hidden fields; 3. the avatar's type.
onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/record-hooks.js`).checkSentBody(e);
  e.next();
}, 'users');

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/record-hooks.js`).checkUploads(e);
  return e.next();
}, 'users');

// 4. The password policy: 400 with a `password` field error and nothing written.
onRecordCreateRequest((e) => {
  const problem = require(`${__hooks}/lib/password-policy.js`).bodyPasswordProblem(
    e.requestInfo().body,
  );
  if (problem) {
    require(`${__hooks}/lib/http.js`).throwFieldErrors('Invalid password.', { password: problem });
  }
  return e.next();
}, 'users');

// 5. The /24 or /48 a password sign-up came from (hidden; the self-dealing rule compares it).
onRecordCreateRequest((e) => {
  const { addressRange } = require(`${__hooks}/lib/identity.js`);
  e.record.set('signup_range', addressRange(e.realIP()));
  e.next();
}, 'users');

// 6. An account created by an OAuth2 sign-in has its user type to choose; no other create may
// say so (or skip it).
onRecordCreateRequest((e) => {
  const info = e.requestInfo();
  if (info.context === 'oauth2') {
    e.record.set('user_type', '');
    e.record.set('user_type_pending', true);
  } else if (!e.hasSuperuserAuth()) {
    e.record.set('user_type_pending', false);
  }
  return e.next();
}, 'users');

// 7. A new account names the visitor session it signed up from (`visitor_id`, only sent by a
// visitor who consented); the server attributes it (or not) and, once the user is saved,
// marks the session used.
onRecordCreateRequest((e) => {
  const lib = require(`${__hooks}/lib/affiliate-programme.js`);
  const body = /** @type {{ visitor_id?: unknown }} */ (e.requestInfo().body) || {};
  const session = lib.attributeSignup(e.app, e.record, body.visitor_id);
  e.next();
  if (session) {
    session.set('signed_up_user', e.record.id);
    e.app.save(session);
  }
}, 'users');

// ---- Update request ----

// 1. Sync conflict: an update based on an old version answers 409 and changes nothing.
onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/record-hooks.js`).refuseStaleUpdate(e);
  e.next();
}, 'users');

// 2. The sent body's JSON types and hidden fields; 3. the avatar's type.
onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/record-hooks.js`).checkSentBody(e);
  e.next();
}, 'users');

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/record-hooks.js`).checkUploads(e);
  return e.next();
}, 'users');

// 4. The password policy on a password change.
onRecordUpdateRequest((e) => {
  const problem = require(`${__hooks}/lib/password-policy.js`).bodyPasswordProblem(
    e.requestInfo().body,
  );
  if (problem) {
    require(`${__hooks}/lib/http.js`).throwFieldErrors('Invalid password.', { password: problem });
  }
  return e.next();
}, 'users');

// 5. The pending flag changes only through the choice route (routes-account.pb.js); while it
// is set the user type is not changed by a plain update either.
onRecordUpdateRequest((e) => {
  if (e.hasSuperuserAuth()) return e.next();
  const original = e.record.original();
  const pending = original.getBool('user_type_pending');
  const errors = /** @type {Record<string, { code: string, message: string }>} */ ({});
  if (e.record.getBool('user_type_pending') !== pending) {
    errors.user_type_pending = { code: 'validation_not_allowed', message: 'Not allowed.' };
  }
  if (pending && e.record.getString('user_type') !== original.getString('user_type')) {
    errors.user_type = { code: 'validation_not_allowed', message: 'Choose the user type first.' };
  }
  if (Object.keys(errors).length > 0) {
    require(`${__hooks}/lib/http.js`).throwFieldErrors('Failed to update record.', errors);
  }
  return e.next();
}, 'users');

// 6. No user_type change under a listing that is not removed (lib/trust.js).
onRecordUpdateRequest((e) => {
  const trust = require(`${__hooks}/lib/trust.js`);
  const before = e.record.original().getString('user_type');
  const after = e.record.getString('user_type');
  if (before !== after) {
    const listing = trust.listingOf(e.app, e.record.id);
    const error = trust.userTypeChangeError(
      before,
      after,
      listing !== null && listing.getString('status') !== 'removed',
    );
    if (error) {
      require(`${__hooks}/lib/http.js`).throwFieldErrors('Failed to update record.', {
        user_type: error,
      });
    }
  }
  e.next();
}, 'users');

// ---- Password reset confirmation ----

onRecordConfirmPasswordResetRequest((e) => {
  const problem = require(`${__hooks}/lib/password-policy.js`).bodyPasswordProblem(
    e.requestInfo().body,
  );
  if (problem) {
    require(`${__hooks}/lib/http.js`).throwFieldErrors('Invalid password.', { password: problem });
  }
  return e.next();
}, 'users');

// ---- Email change request ----

// 1. Asking to move to an address another account has is refused before any mail goes out.
onRecordRequestEmailChangeRequest((e) => {
  const identities = require(`${__hooks}/lib/identities.js`);
  if (e.record && identities.isEmailTaken(e.app, e.newEmail, e.record.id)) {
    require(`${__hooks}/lib/http.js`).throwFieldErrors('Failed to request the email change.', {
      newEmail: identities.EMAIL_TAKEN,
    });
  }
  e.next();
}, 'users');

// 2. PocketBase sends the email-change mail while answering (the other auth mails go out after
// the answer), and a failed send answers 400 "Failed to request email change.": say instead
// that mail could not go out (503 {mail: failing}), as the other mail requests do. Last, so it
// wraps the send only. (Those requests' 503 while mail is off: the first middleware of
// static.pb.js.)
onRecordRequestEmailChangeRequest((e) => {
  try {
    e.next();
  } catch (err) {
    const c = require(`${__hooks}/lib/capabilities.js`);
    const state = c.currentMailState(e.app);
    if (state !== 'ready') return e.json(503, c.mailRefusal(state));
    throw err;
  }
}, 'users');

// ---- Sign-in ----

// A staff session starts on a completed two-factor staff sign-in and is bound to the 12-hour
// token that sign-in answers (docs/security-model.md "Staff").
onRecordAuthRequest((e) => {
  const staffAdmin = require(`${__hooks}/lib/staff-admin.js`);
  // Before e.next(): the answer carries e.token, so the staff token replaces it here.
  const session = staffAdmin.beginStaffSignIn(e, Date.now());
  try {
    // Throws while the second factor is still missing (PocketBase answers 401 {mfaId}).
    e.next();
  } catch (error) {
    if (session) e.app.delete(session);
    throw error;
  }
}, 'users');

// A file token asked for with a staff session's token joins that session (any auth
// collection: the handler looks at the token, as it always has).
onFileTokenRequest((e) => {
  require(`${__hooks}/lib/staff-admin.js`).bindStaffFileToken(e);
  e.next();
});

// OAuth2 sign-in (docs/security-model.md "OAuth2 sign-in"): 1. an OAuth2 sign-up from a
// sanctioned region is refused as a password sign-up is (OTP signs in existing users only).
onRecordAuthWithOAuth2Request((e) => {
  if (e.isNewRecord) {
    const refusal = require(`${__hooks}/lib/sanctions.js`).signupRefusal(e);
    if (refusal) return e.json(refusal.status, { code: refusal.code, message: refusal.message });
  }
  return e.next();
}, 'users');

// 2. No identity joins an existing account without that account's password (the link grant of
// POST /api/account/oauth-link), and a new OAuth2 account is created from the provider's
// verified email with no user type.
onRecordAuthWithOAuth2Request((e) => {
  const oauth = require(`${__hooks}/lib/oauth.js`);
  const user = e.oAuth2User;
  const email = (user && user.email) || '';
  const refusal = oauth.signInRefusal({
    isNewRecord: e.isNewRecord,
    email,
    emailTaken:
      e.isNewRecord &&
      email !== '' &&
      require(`${__hooks}/lib/identities.js`).isEmailTaken(e.app, email, ''),
    linked:
      !e.isNewRecord &&
      oauth.isLinked(e.app, e.collection.id, e.providerName, (user && user.id) || ''),
    signedInAsRecord: !!(e.auth && e.record && e.auth.id === e.record.id),
    hasGrant:
      !e.isNewRecord &&
      !!e.record &&
      oauth.takeLinkGrant(e.app, e.record.id, e.providerName, Date.now()),
  });
  if (refusal) {
    require(`${__hooks}/lib/http.js`).throwFieldErrors('Failed to authenticate.', {
      [refusal.field]: { code: refusal.code, message: refusal.message },
    });
  }
  if (e.isNewRecord) e.createData = oauth.createDataFor(e.createData);
  return e.next();
}, 'users');

// ---- Model hooks: every save (sign-up, OAuth2 sign-up, email change confirmation,
// superuser), so no path gets around them ----

// One person, one identity (docs/security-model.md "Identity"): one account per canonical
// email, the free month kept per identity.
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

// Before the delete (same transaction): the listing loses its owner before PocketBase unsets
// the relation, and hires and reviews (not cascading) stay with it; its email is blocked from
// listing again when that listing was suspended.
onRecordDelete((e) => {
  const trust = require(`${__hooks}/lib/trust.js`);
  const identity = trust.identityHash($security.sha256, trust.serverSalt(e.app), e.record.email());
  const outcome = trust.detachListingOfDeletedAccount(e.app, e.record.id, identity);
  if (outcome.wasSuspended) trust.blockIdentity(e.app, identity, 'suspended_account_deleted');
  e.next();
}, 'users');
