/// <reference path="../pb_data/types.d.ts" />
// Every record hook on `plan_files`, plan files saved to an account
// (pb_migrations/1764320400_plan_files.js; docs/security-model.md "plan_files"), in the order
// they run (the order rule: users.pb.js): the uploads' types first; then the owner comes from
// the auth on create, a user whose listing is suspended cannot create, change or delete them
// (403 `owner_suspended`), and the `takeoff` JSON must have the app's shape (400
// `plan_takeoff_invalid`, lib/plan-files.js). Superusers skip the owner rules, not the shape
// check. Logic in lib/record-hooks.js, lib/estimates.js and lib/plan-files.js.

for (const bind of [onRecordCreateRequest, onRecordUpdateRequest]) {
  bind((e) => {
    require(`${__hooks}/lib/record-hooks.js`).checkUploads(e);
    return e.next();
  }, 'plan_files');
  bind((e) => {
    const auth = e.auth;
    const user = auth && !auth.isSuperuser() && auth.collection().name === 'users' ? auth : null;
    if (user) {
      const estimates = require(`${__hooks}/lib/estimates.js`);
      if (estimates.ownerSuspended(e.app, user.id)) throw estimates.suspendedError();
      if (e.record.isNew()) e.record.set('owner', user.id);
    }
    let takeoff = null;
    try {
      takeoff = JSON.parse(e.record.getString('takeoff') || 'null');
    } catch {
      takeoff = null;
    }
    const problem = require(`${__hooks}/lib/plan-files.js`).takeoffProblem(takeoff);
    if (problem) {
      throw new BadRequestError('The plan is not valid.', {
        takeoff: new ValidationError('plan_takeoff_invalid', `Invalid ${problem}.`),
      });
    }
    return e.next();
  }, 'plan_files');
}

onRecordDeleteRequest((e) => {
  const auth = e.auth;
  if (auth && !auth.isSuperuser() && auth.collection().name === 'users') {
    const estimates = require(`${__hooks}/lib/estimates.js`);
    if (estimates.ownerSuspended(e.app, auth.id)) throw estimates.suspendedError();
  }
  return e.next();
}, 'plan_files');
