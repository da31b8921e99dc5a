/// <reference path="../pb_data/types.d.ts" />
// Sign-in with OAuth2 providers (logic in lib/oauth.js, docs/security-model.md "OAuth2
// sign-in"): no identity joins an existing account without that account's password, a new
// OAuth2 account is created from the provider's verified email with no user type and chooses
// one once (POST /api/account/user-type), and POST /api/account/oauth-link turns the password
// into a ten-minute grant to link a provider. The sanctions check of an OAuth2 sign-up is in
// sanctions.pb.js; blocked identities are checked when a listing is created (trust.pb.js).

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

// An account created by an OAuth2 sign-in has its user type to choose; no other create may
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

// The pending flag changes only through the choice route; while it is set the user type is
// not changed by a plain update either.
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

// POST /api/account/user-type {user_type} → 200 {user_type}: the one-time choice of a new
// OAuth2 account. 409 `user_type_chosen` once it is made.
routerAdd(
  'POST',
  '/api/account/user-type',
  (e) => {
    const oauth = require(`${__hooks}/lib/oauth.js`);
    const record = e.app.findRecordById('users', /** @type {core.Record} */ (e.auth).id);
    const value = /** @type {{ user_type?: unknown }} */ (e.requestInfo().body).user_type;
    const error = oauth.userTypeChoiceError(record.getBool('user_type_pending'), value);
    if (error) {
      const field = { code: error.code, message: error.message };
      if (error.status === 409) {
        const body = { status: 409, message: error.message, code: error.code };
        return e.json(409, { ...body, data: { user_type: field } });
      }
      require(`${__hooks}/lib/http.js`).throwFieldErrors(error.message, { user_type: field });
    }
    record.set('user_type', value);
    record.set('user_type_pending', false);
    e.app.save(record);
    return e.json(200, { user_type: record.getString('user_type') });
  },
  $apis.requireAuth('users'),
);

// POST /api/account/oauth-link {provider, password} → 204: the signed-in account proved its
// password; its next OAuth2 sign-in with `provider` (within ten minutes) may link it. 400
// `invalid_password` otherwise (rate-limited per IP by migration 1764400250_users_oauth.js).
routerAdd(
  'POST',
  '/api/account/oauth-link',
  (e) => {
    const oauth = require(`${__hooks}/lib/oauth.js`);
    const http = require(`${__hooks}/lib/http.js`);
    const body = /** @type {{ provider?: unknown, password?: unknown }} */ (e.requestInfo().body);
    const auth = /** @type {core.Record} */ (e.auth);
    const provider = typeof body.provider === 'string' ? body.provider : '';
    const oauth2 = auth.collection().oauth2;
    if (!oauth2.enabled || provider === '' || !oauth2.getProviderConfig(provider)[1]) {
      http.throwFieldErrors('Unknown provider.', {
        provider: { code: 'validation_invalid_value', message: 'Unknown provider.' },
      });
    }
    const password = typeof body.password === 'string' ? body.password : '';
    if (password === '' || !auth.validatePassword(password)) {
      http.throwFieldErrors('Wrong password.', {
        password: { code: oauth.CODES.wrongPassword, message: 'Wrong password.' },
      });
    }
    oauth.grantLink(e.app, auth.id, provider, Date.now());
    return e.noContent(204);
  },
  $apis.requireAuth('users'),
);

// POST /auth/oauth-callback: Apple answers the app's redirect URL with a form POST
// (response_mode=form_post), which neither the page server nor the service worker serves. The
// form becomes the GET the app's callback page reads (303), Apple's one-time name included.
routerAdd('POST', '/auth/oauth-callback', (e) => {
  const oauth = require(`${__hooks}/lib/oauth.js`);
  const query = oauth.callbackQuery(/** @type {Record<string, unknown>} */ (e.requestInfo().body));
  return e.redirect(303, `/auth/oauth-callback${query ? `?${query}` : ''}`);
});
