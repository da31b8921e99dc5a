/// <reference path="../pb_data/types.d.ts" />
// Every record hook on `cost_overrides`, a user's own prices and rates (docs/security-model.md
// "Cost data"), in the order they run: an override names one material or one occupation (400
// `one_target`); a user whose listing is suspended cannot write them (403 `owner_suspended`);
// a deletion leaves a tombstone only the owner reads (docs/sync.md). Logic in lib/cost-data.js
// and lib/estimates.js.

for (const bind of [onRecordCreateRequest, onRecordUpdateRequest]) {
  bind((e) => {
    const r = e.record;
    const auth = e.auth;
    if (auth && !auth.isSuperuser()) {
      const estimates = require(`${__hooks}/lib/estimates.js`);
      if (estimates.ownerSuspended(e.app, auth.id)) throw estimates.suspendedError();
    }
    const errors = require(`${__hooks}/lib/cost-data.js`).overrideTargetErrors({
      material: r.getString('material'),
      soc_code: r.getString('soc_code'),
    });
    if (Object.keys(errors).length > 0) {
      require(`${__hooks}/lib/http.js`).throwFieldErrors('Invalid override.', errors);
    }
    return e.next();
  }, 'cost_overrides');
}

onRecordDeleteRequest((e) => {
  const auth = e.auth;
  if (auth && !auth.isSuperuser()) {
    const estimates = require(`${__hooks}/lib/estimates.js`);
    if (estimates.ownerSuspended(e.app, auth.id)) throw estimates.suspendedError();
  }
  return e.next();
}, 'cost_overrides');

onRecordAfterDeleteSuccess((e) => {
  require(`${__hooks}/lib/estimates.js`).writeOwnedTombstone(e.app, e.record);
  return e.next();
}, 'cost_overrides');
