/// <reference path="../pb_data/types.d.ts" />
// The record hook on `materials`, the estimators' shared prices (docs/security-model.md "Cost
// data"): a price is saved only with its currency, source and date (400 `price_needs_source`),
// for superusers too. Logic in lib/cost-data.js.

for (const bind of [onRecordCreateRequest, onRecordUpdateRequest]) {
  bind((e) => {
    const r = e.record;
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
}
