// The pure rules of paying the fees (docs/fees.md "Payments through Stripe"): the intent
// route's body, how a payment's status moves, whether a webhook event agrees with the stored
// payment, and what the payer is told. No PocketBase API; required by lib/payments.js,
// lib/payment-settle.js and lib/payment-webhook.js, unit-tested in tests/hooks/payments.test.ts.

/** Longest accepted `target` (a record id) and `paymentMethod` (a Stripe id). */
const MAX_TARGET = 15;
const MAX_PAYMENT_METHOD = 255;

/**
 * @typedef {{ kind: 'listing' | 'hire', target: string, paymentMethod: string }} IntentInput
 * @typedef {Record<string, { code: string, message: string }>} FieldErrors
 * @typedef {'succeeded' | 'failed' | 'refunded'} Outcome
 * @typedef {{ id: string, kind: string, target: string, status: string, amount_cents: number,
 *   currency: string, failure_message: string, failure_code: string }} PaymentView
 */

/**
 * Checks the body of POST /api/payments/intent. Pure.
 * @param {unknown} body the parsed JSON body
 * @returns {{ errors: FieldErrors } | { value: IntentInput }}
 */
function parseIntentBody(body) {
  /** @type {FieldErrors} */
  const errors = {};
  const b = require('./http.js').jsonObject(body);
  if (b.kind !== 'listing' && b.kind !== 'hire') {
    errors.kind = { code: 'validation_invalid_value', message: 'Must be "listing" or "hire".' };
  }
  if (typeof b.target !== 'string' || !/^[a-z0-9]+$/.test(b.target)) {
    errors.target = { code: 'validation_invalid_value', message: 'Must be a record id.' };
  } else if (b.target.length > MAX_TARGET) {
    errors.target = {
      code: 'validation_max_text_constraint',
      message: `Must be at most ${MAX_TARGET} characters.`,
    };
  }
  if (typeof b.paymentMethod !== 'string' || !/^pm_[A-Za-z0-9_]+$/.test(b.paymentMethod)) {
    errors.paymentMethod = {
      code: 'validation_invalid_value',
      message: 'Must be a Stripe PaymentMethod id (pm_...).',
    };
  } else if (b.paymentMethod.length > MAX_PAYMENT_METHOD) {
    errors.paymentMethod = {
      code: 'validation_max_text_constraint',
      message: `Must be at most ${MAX_PAYMENT_METHOD} characters.`,
    };
  }
  if (Object.keys(errors).length > 0) return { errors };
  // Checked above: any problem returned the errors.
  return {
    value: {
      kind: /** @type {'listing' | 'hire'} */ (b.kind),
      target: /** @type {string} */ (b.target),
      paymentMethod: /** @type {string} */ (b.paymentMethod),
    },
  };
}

/**
 * The status a payment moves to when `outcome` is learnt, or null when it stays as it is.
 * Succeeded and refunded are final for the failure that follows them, so events in any
 * order end in the same state. Pure.
 * @param {string} current pending, succeeded, failed or refunded
 * @param {Outcome} outcome
 * @returns {Outcome | null}
 */
function transition(current, outcome) {
  if (outcome === 'succeeded') {
    return current === 'pending' || current === 'failed' ? 'succeeded' : null;
  }
  if (outcome === 'failed') return current === 'pending' ? 'failed' : null;
  return current === 'refunded' ? null : 'refunded';
}

/**
 * Whether a webhook event's object agrees with the stored payment: amount, currency, the
 * metadata the server set, and the PaymentIntent id once known. Pure.
 * @param {{ id: string, kind: string, target: string, amountCents: number, currency: string,
 *   providerRef: string }} payment the stored payment
 * @param {{ intentId: string, amount: unknown, currency: unknown,
 *   metadata: Record<string, unknown> | null, metadataRequired: boolean }} seen from the event
 *   (a charge may carry no metadata: then `metadataRequired` is false and absent keys pass)
 * @returns {string[]} the names of the fields that disagree; empty when all agree
 */
function mismatches(payment, seen) {
  /** @type {string[]} */
  const wrong = [];
  if (seen.amount !== payment.amountCents) wrong.push('amount');
  if (String(seen.currency).toUpperCase() !== payment.currency.toUpperCase()) {
    wrong.push('currency');
  }
  const meta = seen.metadata || {};
  /** @type {Record<string, string>} */
  const expected = { payment: payment.id, kind: payment.kind, target: payment.target };
  for (const key of Object.keys(expected)) {
    const present = meta[key] !== undefined && meta[key] !== '';
    if ((present || seen.metadataRequired) && meta[key] !== expected[key]) {
      wrong.push(`metadata.${key}`);
    }
  }
  if (payment.providerRef && seen.intentId !== payment.providerRef) wrong.push('payment_intent');
  return wrong;
}

/**
 * What the intent and payment routes answer for a payment. Pure.
 * @param {PaymentView} view
 * @param {{ clientSecret?: string, requiresAction?: boolean }} [extra]
 * @returns {{ payment: PaymentView, next: string, clientSecret?: string, message?: string,
 *   failure_code?: string }} `message` is Stripe's English (for logs and staff);
 *   `failure_code` names the reason for the payer's interface to word (a failed payment only)
 */
function answerFor(view, extra) {
  if (view.status === 'succeeded') return { payment: view, next: 'succeeded' };
  if (view.status === 'failed') {
    return {
      payment: view,
      next: 'failed',
      message: view.failure_message,
      failure_code: view.failure_code || 'payment_failed',
    };
  }
  if (view.status === 'refunded') {
    return {
      payment: view,
      next: 'failed',
      message: 'This payment was refunded.',
      failure_code: 'refunded',
    };
  }
  if (extra && extra.requiresAction && extra.clientSecret) {
    return { payment: view, next: 'requires_action', clientSecret: extra.clientSecret };
  }
  return { payment: view, next: 'pending' };
}

/**
 * The reason code of a Stripe error (`last_payment_error` or an API error body's `error`):
 * the card's `decline_code` (e.g. `insufficient_funds`), else the error's `code` (e.g.
 * `card_declined`, `payment_intent_authentication_failure`); '' when neither is a plain code.
 * Pure.
 * @param {unknown} error
 * @returns {string} lower case letters, digits and `_`, at most 100 characters
 */
function failureCodeOf(error) {
  if (!error || typeof error !== 'object') return '';
  const fields = /** @type {Record<string, unknown>} */ (error);
  for (const value of [fields.decline_code, fields.code]) {
    if (typeof value === 'string' && /^[a-z0-9_]{1,100}$/.test(value)) return value;
  }
  return '';
}

/**
 * The outcome a PaymentIntent's status means for its payment. Pure.
 * @param {string} status the PaymentIntent's status
 * @returns {'succeeded' | 'failed' | 'requires_action' | 'pending'}
 */
function intentOutcome(status) {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'requires_action') return 'requires_action';
  if (status === 'requires_payment_method' || status === 'canceled') return 'failed';
  return 'pending';
}

module.exports = {
  MAX_PAYMENT_METHOD,
  MAX_TARGET,
  answerFor,
  failureCodeOf,
  intentOutcome,
  mismatches,
  parseIntentBody,
  transition,
};
