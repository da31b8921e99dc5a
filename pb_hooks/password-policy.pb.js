/// <reference path="../pb_data/types.d.ts" />
// The password policy (lib/password-policy.js) on every API path that sets a users password:
// sign-up, a password change (update) and a password reset confirmation. A refused password
// answers 400 with a `password` field error and nothing is written.

onRecordCreateRequest((e) => {
  const problem = require(`${__hooks}/lib/password-policy.js`).bodyPasswordProblem(
    e.requestInfo().body,
  );
  if (problem) {
    require(`${__hooks}/lib/http.js`).throwFieldErrors('Invalid password.', { password: problem });
  }
  return e.next();
}, 'users');

onRecordUpdateRequest((e) => {
  const problem = require(`${__hooks}/lib/password-policy.js`).bodyPasswordProblem(
    e.requestInfo().body,
  );
  if (problem) {
    require(`${__hooks}/lib/http.js`).throwFieldErrors('Invalid password.', { password: problem });
  }
  return e.next();
}, 'users');

onRecordConfirmPasswordResetRequest((e) => {
  const problem = require(`${__hooks}/lib/password-policy.js`).bodyPasswordProblem(
    e.requestInfo().body,
  );
  if (problem) {
    require(`${__hooks}/lib/http.js`).throwFieldErrors('Invalid password.', { password: problem });
  }
  return e.next();
}, 'users');
