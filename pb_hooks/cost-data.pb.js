/// <reference path="../pb_data/types.d.ts" />
// The estimators' cost data (logic in lib/cost-data.js and lib/bls-oews.js;
// docs/security-model.md "Cost data"):
// - materials: a price is saved only with its currency, source and date (400
//   `price_needs_source`), for superusers too;
// - cost_overrides: names one material or one occupation (400 `one_target`); a user whose
//   listing is suspended cannot write them (403 `owner_suspended`); a deletion leaves a
//   tombstone only the owner reads (docs/sync.md);
// - POST /api/cost-data/labor-import (admins with a live staff session, superusers)
//   {year, source, currency?, rows: [OEWS rows keyed by the file's column names]} → 200
//   {created, updated, skipped: [{row, code}]}; 400 field errors; 401/403 as every staff route.

for (const bind of [onRecordCreateRequest, onRecordUpdateRequest]) {
  bind((e) => {
    const r = /** @type {any} */ (e.record);
    const errors = require(`${__hooks}/lib/cost-data.js`).materialPriceErrors({
      price_cents: r.getInt('price_cents'),
      currency: r.getString('currency'),
      source: r.getString('source'),
      price_date: r.getString('price_date'),
    });
    if (Object.keys(errors).length > 0) {
      require(`${__hooks}/lib/http.js`).throwFieldErrors('A price needs its source.', errors);
    }
    return e.next();
  }, 'materials');
  bind((e) => {
    const r = /** @type {any} */ (e.record);
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

routerAdd('POST', '/api/cost-data/labor-import', (e) => {
  const staff = require(`${__hooks}/lib/staff.js`);
  const actor = staff.requireStaff(e, ['admin']);
  const lib = require(`${__hooks}/lib/bls-oews.js`);
  const parsed = lib.parseImport(e.requestInfo().body);
  if ('errors' in parsed) {
    require(`${__hooks}/lib/http.js`).throwFieldErrors('Invalid import.', parsed.errors);
  }
  const batch = /** @type {any} */ (parsed).value;
  const result = lib.importLaborRows(e.app, batch);
  staff.logAdminAction(e.app, actor, 'labor_rates.import', { collection: 'labor_rates' }, '', {
    year: batch.year,
    source: batch.source,
    created: result.created,
    updated: result.updated,
    skipped: result.skipped.length,
  });
  return e.json(200, result);
});
