// What a new hire request must meet beyond the create rule (docs/security-model.md, "Hire
// requests"): one open request per client and listing, and a trade the listing offers.
// hireCreateErrors is pure; pb_hooks/hires.pb.js runs the checks when a hire is created.

/** The statuses of a hire still waiting on someone: asked, or accepted and not yet done. */
const OPEN_HIRE_STATUSES = ['requested', 'accepted'];

/**
 * The field errors refusing a new hire request, none when it may be stored.
 * @param {{ trade: string, listingTrades: string[], openCount: number }} facts the hire's
 *   trade id ("" for none), the listing's trade ids, and how many open hires (see
 *   OPEN_HIRE_STATUSES) the client already has with this listing
 * @returns {Record<string, { code: string, message: string }>} by field: `contractor` with
 *   `hire_open_exists`, `trade` with `trade_not_offered`
 */
function hireCreateErrors(facts) {
  /** @type {Record<string, { code: string, message: string }>} */
  const errors = {};
  if (facts.openCount > 0) {
    errors.contractor = {
      code: 'hire_open_exists',
      message: 'You already have an open hire request with this contractor.',
    };
  }
  if (facts.trade !== '' && facts.listingTrades.indexOf(facts.trade) < 0) {
    errors.trade = {
      code: 'trade_not_offered',
      message: 'This contractor does not offer this trade.',
    };
  }
  return errors;
}

/**
 * How many open hires (OPEN_HIRE_STATUSES) `clientId` has with the listing `contractorId`.
 * @param {core.App} app the PocketBase app (the hook's e.app)
 * @param {string} clientId
 * @param {string} contractorId
 * @returns {number}
 */
function openHireCount(app, clientId, contractorId) {
  /** @type {Record<string, string>} */
  const params = { client: clientId, contractor: contractorId };
  OPEN_HIRE_STATUSES.forEach((s, i) => {
    params[`s${i}`] = s;
  });
  const statuses = OPEN_HIRE_STATUSES.map((_, i) => `status = {:s${i}}`).join(' OR ');
  return app.countRecords(
    'hires',
    $dbx.exp(`client = {:client} AND contractor = {:contractor} AND (${statuses})`, params),
  );
}

module.exports = { OPEN_HIRE_STATUSES, hireCreateErrors, openHireCount };
