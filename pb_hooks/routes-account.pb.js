/// <reference path="../pb_data/types.d.ts" />
// The signed-in account's own routes and the OAuth2 callback (docs/security-model.md
// "Sessions", "OAuth2 sign-in"; logic in lib/account-sessions.js and lib/oauth.js; the hooks
// of a sign-in: users.pb.js).

// POST /api/account/sign-out-everywhere → 204: every token of the signed-in user stops working,
// the caller's too (the app then asks for a new sign-in). Logic in lib/account-sessions.js.
routerAdd('POST', '/api/account/sign-out-everywhere', (e) => {
  require(`${__hooks}/lib/account-sessions.js`).signOutEverywhere(e);
  return e.noContent(204);
});

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
