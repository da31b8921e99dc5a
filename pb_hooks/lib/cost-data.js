// Rules of the shared cost data the API rules cannot say (every price carries
// its source and date; docs/security-model.md "Cost data"). Pure; pb_hooks/materials.pb.js
// calls it on every create and update of a material, superusers' included.

/**
 * The field errors of a material's price: a price (price_cents > 0) needs its currency, its
 * source and the date it was published or read; no price needs none of them.
 * @param {{ price_cents: number, currency: string, source: string, price_date: string }} m the
 *   record's values after the request (cents; ISO 4217 code; text; PocketBase date or '')
 * @returns {Record<string, { code: string, message: string }>} empty when the price is whole
 */
function materialPriceErrors(m) {
  /** @type {Record<string, { code: string, message: string }>} */
  const errors = {};
  if (!(m.price_cents > 0)) return errors;
  const required = {
    code: 'price_needs_source',
    message: 'A price needs its currency, source and date.',
  };
  if (!m.currency) errors.currency = required;
  if (!String(m.source || '').trim()) errors.source = required;
  if (!m.price_date) errors.price_date = required;
  return errors;
}

/**
 * The field errors of a user's override: it names either one material or one occupation.
 * @param {{ material: string, soc_code: string }} o record id or '', SOC code or ''
 * @returns {Record<string, { code: string, message: string }>}
 */
function overrideTargetErrors(o) {
  if (Boolean(o.material) === Boolean(o.soc_code)) {
    const error = { code: 'one_target', message: 'Name either a material or an occupation.' };
    return { material: error, soc_code: error };
  }
  return {};
}

module.exports = { materialPriceErrors, overrideTargetErrors };
