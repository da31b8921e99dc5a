/// <reference path="../pb_data/types.d.ts" />
// The affiliate programme's routes (logic in lib/affiliate-programme.js;
// docs/security-model.md "Affiliate programme"; the sign-up attribution: users.pb.js):
// - POST /api/affiliate/signup (signed-in user) {name, email, website, promotion,
//   payoutMethod, payoutDetails, acceptTerms: true, language?} → 200 {state, referralCode,
//   email, created, mail: sent | not_configured | failed | not_needed}; 400 field errors (a
//   body naming status, referral_code, user … is refused); 409 already_applied;
// - POST /api/affiliate/verify {token} (anyone holding the emailed link) → 200 {state};
//   400 token_invalid | token_expired;
// - POST /api/affiliate/resend-verification (signed-in applicant) → 200 {…, mail}; 409;
// - GET /api/affiliate/me (signed-in user) → 200 {state, referralCode, email, created};
// - GET /api/affiliate/stats (the approved affiliate) → 200 the dashboard's figures; 404
//   without an application, 403 while it is not approved;
// - GET /api/affiliate/programme (public) → the programme's settings from env.

routerAdd(
  'POST',
  '/api/affiliate/signup',
  (e) => {
    const lib = require(`${__hooks}/lib/affiliate-programme.js`);
    /** @type {Array<{ name: string }>} */
    const languages = require(`${__hooks}/lib/languages.json`);
    const parsed = lib.parseSignup(
      e.requestInfo().body,
      languages.map((l) => l.name),
    );
    if (parsed.errors) {
      require(`${__hooks}/lib/http.js`).throwFieldErrors('Invalid application.', parsed.errors);
    }
    const answer = lib.applyAsAffiliate(e.app, e.auth, parsed.value);
    return e.json(answer.status, answer.body);
  },
  $apis.requireAuth('users'),
);

routerAdd('POST', '/api/affiliate/verify', (e) => {
  const body = /** @type {{ token?: unknown }} */ (e.requestInfo().body) || {};
  const answer = require(`${__hooks}/lib/affiliate-programme.js`).confirmEmail(e.app, body.token);
  return e.json(answer.status, answer.body);
});

routerAdd(
  'POST',
  '/api/affiliate/resend-verification',
  (e) => {
    const answer = require(`${__hooks}/lib/affiliate-programme.js`).resendConfirmation(
      e.app,
      e.auth,
    );
    return e.json(answer.status, answer.body);
  },
  $apis.requireAuth('users'),
);

routerAdd(
  'GET',
  '/api/affiliate/me',
  (e) => {
    const lib = require(`${__hooks}/lib/affiliate-programme.js`);
    return e.json(
      200,
      lib.viewOf(lib.affiliateOf(e.app, require(`${__hooks}/lib/http.js`).authOf(e).id)),
    );
  },
  $apis.requireAuth('users'),
);

routerAdd(
  'GET',
  '/api/affiliate/stats',
  (e) => {
    const lib = require(`${__hooks}/lib/affiliate-programme.js`);
    const record = lib.affiliateOf(e.app, require(`${__hooks}/lib/http.js`).authOf(e).id);
    if (!record) throw new NotFoundError('You have not applied to the affiliate programme.');
    if (record.getString('status') !== 'approved') {
      throw new ForbiddenError('Your affiliate account is not approved.', {
        state: new ValidationError(lib.viewOf(record).state, 'Not approved.'),
      });
    }
    return e.json(200, lib.statsOf(e.app, record));
  },
  $apis.requireAuth('users'),
);

routerAdd('GET', '/api/affiliate/programme', (e) =>
  e.json(200, require(`${__hooks}/lib/affiliate-programme.js`).programmeConfig()),
);
