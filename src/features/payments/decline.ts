/**
 * Why a card payment failed, in words the payer can act on (spec "Fees": a declined card is
 * explained in the payer's language). The server keeps Stripe's reason as a code
 * (`payments.failure_code`: the card's `decline_code`, or the error's `code`); this module
 * sorts the codes into the few reasons the interface has words for. Codes Stripe asks not to
 * reveal to the payer (a lost or stolen card, suspected fraud, a blocked merchant) read as a
 * plain decline.
 */

/** A reason the interface words (key `payments:decline.<reason>`). */
export type DeclineReason =
  | 'cardDeclined'
  | 'insufficientFunds'
  | 'expiredCard'
  | 'incorrectCvc'
  | 'incorrectNumber'
  | 'incorrectExpiry'
  | 'limitExceeded'
  | 'cardNotSupported'
  | 'processingError'
  | 'authenticationFailed'
  | 'interrupted'
  | 'refunded';

const REASONS: ReadonlyMap<string, DeclineReason> = new Map(
  Object.entries({
    // A decline the bank gives no reason for, or one not to tell the payer.
    card_declined: 'cardDeclined',
    generic_decline: 'cardDeclined',
    do_not_honor: 'cardDeclined',
    do_not_try_again: 'cardDeclined',
    call_issuer: 'cardDeclined',
    lost_card: 'cardDeclined',
    stolen_card: 'cardDeclined',
    pickup_card: 'cardDeclined',
    restricted_card: 'cardDeclined',
    fraudulent: 'cardDeclined',
    merchant_blacklist: 'cardDeclined',
    security_violation: 'cardDeclined',
    invalid_account: 'cardDeclined',
    new_account_information_available: 'cardDeclined',
    no_action_taken: 'cardDeclined',
    not_permitted: 'cardDeclined',
    revocation_of_all_authorizations: 'cardDeclined',
    revocation_of_authorization: 'cardDeclined',
    stop_payment_order: 'cardDeclined',
    testmode_decline: 'cardDeclined',
    insufficient_funds: 'insufficientFunds',
    expired_card: 'expiredCard',
    incorrect_cvc: 'incorrectCvc',
    invalid_cvc: 'incorrectCvc',
    incorrect_number: 'incorrectNumber',
    invalid_number: 'incorrectNumber',
    invalid_expiry_month: 'incorrectExpiry',
    invalid_expiry_year: 'incorrectExpiry',
    card_velocity_exceeded: 'limitExceeded',
    withdrawal_count_limit_exceeded: 'limitExceeded',
    card_decline_rate_limit_exceeded: 'limitExceeded',
    card_not_supported: 'cardNotSupported',
    currency_not_supported: 'cardNotSupported',
    transaction_not_allowed: 'cardNotSupported',
    service_not_allowed: 'cardNotSupported',
    processing_error: 'processingError',
    try_again_later: 'processingError',
    issuer_not_available: 'processingError',
    reenter_transaction: 'processingError',
    duplicate_transaction: 'processingError',
    authentication_required: 'authenticationFailed',
    payment_intent_authentication_failure: 'authenticationFailed',
    payment_interrupted: 'interrupted',
    refunded: 'refunded',
  } satisfies Record<string, DeclineReason>),
);

/**
 * The reason a failure code stands for.
 * @param code Stripe's `decline_code` or `code`, or the server's (`payment_interrupted`,
 *   `refunded`); any string
 * @returns null for '' and codes with no words of their own (the interface then says only
 *   that the payment did not go through)
 */
export function declineReason(code: string | undefined): DeclineReason | null {
  return (code && REASONS.get(code)) || null;
}
