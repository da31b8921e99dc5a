// Reviews from real customers (docs/moderation.md "Held reviews"): which new reviews count in
// the rating at once and which the server holds for staff, and why. Pure; required by
// pb_hooks/reviews.pb.js and unit-tested (tests/hooks/review-trust.test.ts).

const HOUR_MS = 60 * 60 * 1000;
/** A client whose identity was first seen less than this long before a review, with no fee
 * paid for the hire, is new: their review waits for staff. */
const NEW_ACCOUNT_MS = 7 * 24 * HOUR_MS;
/** A client first seen this soon before the hire, from the owner's sign-up address range, is
 * presumed the owner's own account. */
const SELF_DEALING_MS = 24 * HOUR_MS;

/**
 * @typedef {{ feeStatus: string, clientIdentity: string, ownerIdentity: string,
 *   clientSinceMs: number, hireCreatedMs: number, reviewMs: number, clientRange: string,
 *   ownerRange: string }} ReviewFacts
 * feeStatus: the hire's fee_status (paid, waived, unpaid); identities: canonical emails ('' for
 * no owner); clientSinceMs: when the client's identity was first seen (users.free_since);
 * ranges: the sign-up address ranges (users.signup_range, '' when unknown); times epoch ms.
 */

/**
 * Why a new review is held for staff instead of counting at once, or '' when it counts.
 * - `self_dealing`: the client and the listing's owner are one identity, or the client's
 *   identity was first seen within 24 hours before the hire from the owner's sign-up range;
 * - `new_account`: no fee was paid for the hire (the client's free month, or a server that
 *   takes no payments) and the client's identity is less than 7 days old at the review. A
 *   paid fee is the proof of a real customer; without one, age is: a sock puppet made for the
 *   review waits a week and still meets staff if it shares the owner's network, while a real
 *   client, whose job takes days, is rarely held, so a server without payments is not buried.
 * @param {ReviewFacts} f
 * @returns {'' | 'self_dealing' | 'new_account'}
 */
function reviewHoldReason(f) {
  if (f.ownerIdentity !== '' && f.clientIdentity === f.ownerIdentity) return 'self_dealing';
  if (
    f.clientRange !== '' &&
    f.clientRange === f.ownerRange &&
    f.hireCreatedMs - f.clientSinceMs < SELF_DEALING_MS
  ) {
    return 'self_dealing';
  }
  if (f.feeStatus === 'paid') return '';
  return f.reviewMs - f.clientSinceMs < NEW_ACCOUNT_MS ? 'new_account' : '';
}

module.exports = { NEW_ACCOUNT_MS, SELF_DEALING_MS, reviewHoldReason };
