// The fee model (docs/fees.md, spec §1 "Hire fee $1; listing fee $1 one-time; commission 0%;
// promo 30 days free access"): configuration, the free month, waivers, and who may see which
// contact details. Pure functions, required by pb_hooks/contractors.pb.js, hires.pb.js and the
// payment routes and unit-tested in tests/hooks/fees.test.ts.

/** Days of free access for a new member: a listing's first month, a client's first month. */
const FREE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * @typedef {{ amountCents: number, currency: string, paymentsOn: boolean }} FeeConfig
 */

/**
 * The fee settings from the environment: FEE_AMOUNT_CENTS (default 100), FEE_CURRENCY
 * (default USD), and whether payments are on (STRIPE_SECRET_KEY set).
 * @param {(name: string) => string} [getenv] the environment (lib/env.js; the server's by default)
 * @returns {FeeConfig} an invalid amount or currency falls back to 100 / USD
 */
function feeConfig(getenv) {
  const { integerWithDefault, text } = require('./env.js');
  return {
    amountCents: integerWithDefault('FEE_AMOUNT_CENTS', getenv),
    currency: text('FEE_CURRENCY', getenv),
    paymentsOn: text('STRIPE_SECRET_KEY', getenv) !== '',
  };
}

/**
 * What a listing's activation sets (the free month starts at its first activation).
 * @param {{ status: string, listedUntil: string, paidAt: string, waiver: string }} listing
 *   the listing as it is about to be saved (dates as PocketBase strings, '' when unset)
 * @param {number} nowMs epoch ms
 * @param {boolean} paymentsOn whether the server takes payments
 * @returns {{ listed_until?: string, listing_fee_waiver?: string }} the fields to set; empty
 *   when the listing is not active or its period already started
 */
function activationFields(listing, nowMs, paymentsOn) {
  if (listing.status !== 'active') return {};
  /** @type {{ listed_until?: string, listing_fee_waiver?: string }} */
  const fields = {};
  if (!listing.listedUntil && !listing.paidAt) {
    fields.listed_until = new Date(nowMs + FREE_DAYS * DAY_MS).toISOString();
  }
  if (!paymentsOn && !listing.paidAt && !listing.waiver) {
    fields.listing_fee_waiver = 'payments_off';
  }
  return fields;
}

/**
 * A new hire's fee: waived while payments are off or in the client's first month, else
 * unpaid (charged once the contractor accepts). With payments off the reason is always
 * `payments_off`, also in the first month: the app words the waiver from it, and "free: your
 * first month" would suggest a charge after it that this server never makes.
 * @param {number} clientCreatedMs when the client signed up, epoch ms
 * @param {number} nowMs epoch ms
 * @param {boolean} paymentsOn
 * @returns {{ fee_status: 'unpaid' | 'waived', fee_waiver: '' | 'free_month' | 'payments_off' }}
 */
function hireFee(clientCreatedMs, nowMs, paymentsOn) {
  if (!paymentsOn) return { fee_status: 'waived', fee_waiver: 'payments_off' };
  if (nowMs - clientCreatedMs < FREE_DAYS * DAY_MS) {
    return { fee_status: 'waived', fee_waiver: 'free_month' };
  }
  return { fee_status: 'unpaid', fee_waiver: '' };
}

/**
 * Whether a hire's two parties see each other's contact details: once the contractor accepted
 * and the fee is settled (paid or waived).
 * @param {string} status the hire's status
 * @param {string} feeStatus the hire's fee_status
 * @returns {boolean}
 */
function contactsRevealed(status, feeStatus) {
  return (
    ['accepted', 'done', 'completed', 'disputed'].indexOf(status) >= 0 &&
    (feeStatus === 'paid' || feeStatus === 'waived')
  );
}

/**
 * Whether a listing is listed for the public: active and paid, waived or in its free month.
 * The API rules say the same (pb_migrations/1763800000_fees.js); this serves routes.
 * @param {{ status: string, listedUntil: string, paidAt: string, waiver: string }} listing
 * @param {number} nowMs epoch ms
 * @returns {boolean}
 */
function isListed(listing, nowMs) {
  if (listing.status !== 'active') return false;
  if (listing.paidAt || listing.waiver) return true;
  const until = Date.parse(String(listing.listedUntil).replace(' ', 'T'));
  return Number.isFinite(until) && until > nowMs;
}

/**
 * The fee a listing owes now: the $1 once when its free month ended (or is running) and it is
 * neither paid nor waived. A listing may be paid for during its free month too.
 * @param {{ listedUntil: string, paidAt: string, waiver: string }} listing
 * @returns {boolean}
 */
function listingOwes(listing) {
  return !listing.paidAt && !listing.waiver && listing.listedUntil !== '';
}

module.exports = {
  FREE_DAYS,
  activationFields,
  contactsRevealed,
  feeConfig,
  hireFee,
  isListed,
  listingOwes,
};
