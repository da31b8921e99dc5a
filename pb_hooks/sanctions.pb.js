/// <reference path="../pb_data/types.d.ts" />
// Sign-up is refused from a comprehensively sanctioned country or region (logic and list in
// lib/sanctions.js, docs/fees.md#sanctioned-countries-and-regions): 451
// {code: 'sanctioned_region', message}, a security event, and no user. Every path that can
// create a user is covered: the users create route and an OAuth2 sign-up (OTP signs in
// existing users only).

onRecordCreateRequest((e) => {
  const refusal = require(`${__hooks}/lib/sanctions.js`).signupRefusal(e);
  if (refusal) return e.json(refusal.status, { code: refusal.code, message: refusal.message });
  return e.next();
}, 'users');

onRecordAuthWithOAuth2Request((e) => {
  if (e.isNewRecord) {
    const refusal = require(`${__hooks}/lib/sanctions.js`).signupRefusal(e);
    if (refusal) return e.json(refusal.status, { code: refusal.code, message: refusal.message });
  }
  return e.next();
}, 'users');
