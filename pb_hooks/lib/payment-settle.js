// Settling payments (docs/fees.md "Settling a payment", "The receipt"): one function applies
// an outcome to a payment and its debt in one transaction, whoever learnt it (the intent
// route, the payment route, the webhook); reading a pending PaymentIntent back from Stripe;
// the receipt email, once. JSVM only; required by lib/payments.js and lib/payment-webhook.js.

const { answerFor, failureCodeOf, intentOutcome, transition } = require('./payment-rules.js');

/** A pending attempt with no PaymentIntent this old was cut off mid-call (ms). */
const STALE_PENDING_MS = 15 * 60 * 1000;

/**
 * @typedef {import('./payment-rules.js').PaymentView} PaymentView
 * @typedef {import('./payment-rules.js').Outcome} Outcome
 */

/** The server's environment, for the settings readers of lib/env.js. */
const env = require('./env.js').serverEnv();

/**
 * @param {core.Record} record a payments record
 * @returns {PaymentView}
 */
function viewOf(record) {
  return {
    id: record.id,
    kind: record.getString('kind'),
    target: record.getString('target'),
    status: record.getString('status'),
    amount_cents: record.getInt('amount_cents'),
    currency: record.getString('currency'),
    failure_message: record.getString('failure_message'),
    failure_code: record.getString('failure_code'),
  };
}

/**
 * Settles what `outcome` means for one payment and its debt, inside a transaction the caller
 * runs: the payment's status (paid_at, failure_message, failure_code), and on success the listing
 * (listing_paid_at now, listed_until cleared) or hire (fee_status paid); on a refund the
 * listing unlisted (listing_paid_at cleared, listed_until now) or the hire's fee refunded.
 * Used by the intent route, the payment route and the webhook alike; idempotent.
 * @param {core.App} txApp the transaction's app
 * @param {string} paymentId
 * @param {Outcome} outcome
 * @param {{ message?: string, failureCode?: string, providerRef?: string }} [extra] `message` is
 *   Stripe's English, `failureCode` its reason code (see failureCodeOf)
 * @returns {{ changed: boolean, status: string, note: string }} `note` says what happened,
 *   for payment_events.outcome
 */
function applyOutcomeIn(txApp, paymentId, outcome, extra) {
  const payment = txApp.findRecordById('payments', paymentId);
  const current = payment.getString('status');
  if (extra && extra.providerRef && !payment.getString('provider_ref')) {
    payment.set('provider_ref', extra.providerRef);
  }
  const next = transition(current, outcome);
  if (!next) {
    txApp.save(payment);
    return { changed: false, status: current, note: `${outcome}_ignored_${current}` };
  }
  const now = new Date().toISOString();
  payment.set('status', next);
  if (next === 'succeeded') payment.set('paid_at', now);
  if (next === 'failed') {
    payment.set(
      'failure_message',
      String((extra && extra.message) || 'The payment did not go through.').slice(0, 500),
    );
    payment.set('failure_code', String((extra && extra.failureCode) || '').slice(0, 100));
  }
  try {
    txApp.save(payment);
  } catch (err) {
    // Another attempt settled this debt already (the open-debt index): this charge must be
    // refunded by staff; the debt is paid once.
    txApp
      .logger()
      .error(
        'payment succeeded for a debt already settled',
        'payment',
        paymentId,
        'error',
        `${err}`,
      );
    return { changed: false, status: current, note: 'duplicate_charge' };
  }
  const kind = payment.getString('kind');
  const target = payment.getString('target');
  if (next === 'succeeded' || next === 'refunded') {
    const paid = next === 'succeeded';
    if (kind === 'listing') {
      const listing = txApp.findRecordById('contractors', target);
      listing.set('listing_paid_at', paid ? now : '');
      listing.set('listed_until', paid ? '' : now);
      txApp.save(listing);
    } else {
      const hire = txApp.findRecordById('hires', target);
      hire.set('fee_status', paid ? 'paid' : 'refunded');
      txApp.save(hire);
    }
  }
  return { changed: true, status: next, note: next };
}

/**
 * `applyOutcomeIn` in a transaction of its own, then the receipt when the payment has just
 * succeeded.
 * @param {core.App} app
 * @param {string} paymentId
 * @param {Outcome} outcome
 * @param {{ message?: string, failureCode?: string, providerRef?: string }} [extra] `message` is
 *   Stripe's English, `failureCode` its reason code (see failureCodeOf)
 * @returns {{ changed: boolean, status: string, note: string }}
 */
function applyOutcome(app, paymentId, outcome, extra) {
  /** @type {{ changed: boolean, status: string, note: string }} */
  let result = { changed: false, status: '', note: '' };
  app.runInTransaction((txApp) => {
    result = applyOutcomeIn(txApp, paymentId, outcome, extra);
  });
  if (result.changed && result.status === 'succeeded') sendReceiptOnce(app, paymentId);
  return result;
}

/**
 * Sends the receipt to the payer once (receipt_sent_at guards it), when the payment succeeded
 * and mail is set up. A failed send is logged and leaves receipt_sent_at empty; it never
 * changes the payment.
 * @param {core.App} app
 * @param {string} paymentId
 * @returns {boolean} whether a receipt went out now
 */
function sendReceiptOnce(app, paymentId) {
  const { currentMailState } = require(`${__hooks}/lib/capabilities.js`);
  if (currentMailState(app) === 'not_configured') return false;
  try {
    const payment = app.findRecordById('payments', paymentId);
    if (payment.getString('status') !== 'succeeded' || payment.getString('receipt_sent_at')) {
      return false;
    }
    const user = app.findRecordById('users', payment.getString('user'));
    const { receiptMail } = require(`${__hooks}/lib/receipt-mail.js`);
    const mail = receiptMail(
      require(`${__hooks}/lib/receipt-mail.json`),
      payment.getString('language') || user.getString('language_preference'),
      {
        kind: /** @type {'listing' | 'hire'} */ (payment.getString('kind')),
        amountCents: payment.getInt('amount_cents'),
        currency: payment.getString('currency'),
        paidAt: payment.getString('paid_at'),
        reference: payment.id,
      },
    );
    require(`${__hooks}/lib/mailer.js`).sendMail(app, user.email(), mail);
    payment.set('receipt_sent_at', new Date().toISOString());
    app.save(payment);
    return true;
  } catch (err) {
    app.logger().error('payment receipt email failed', 'payment', paymentId, 'error', `${err}`);
    return false;
  }
}

/**
 * Reads a pending payment's PaymentIntent from Stripe and applies a final state it shows (so
 * a late webhook does not leave the payer waiting). A pending payment cut off before it got a
 * PaymentIntent is failed after STALE_PENDING_MS, so the debt can be paid again.
 * @param {core.App} app
 * @param {core.Record} payment
 * @returns {{ payment: PaymentView, next: string, clientSecret?: string, message?: string }}
 */
function refreshed(app, payment) {
  if (payment.getString('status') !== 'pending') return answerFor(viewOf(payment));
  const ref = payment.getString('provider_ref');
  if (!ref) {
    const created = Date.parse(payment.getString('created').replace(' ', 'T'));
    if (Date.now() - created > STALE_PENDING_MS) {
      applyOutcome(app, payment.id, 'failed', {
        message: 'The payment was interrupted.',
        failureCode: 'payment_interrupted',
      });
    }
    return answerFor(viewOf(app.findRecordById('payments', payment.id)));
  }
  const { stripeCall } = require(`${__hooks}/lib/stripe.js`);
  const res = stripeCall(env, 'GET', `/v1/payment_intents/${encodeURIComponent(ref)}`);
  if (res.status !== 200 || !res.body) return answerFor(viewOf(payment));
  return settleIntent(app, payment.id, res.body);
}

/**
 * Applies what a PaymentIntent (as Stripe answered it) says, and the answer for the payer.
 * @param {core.App} app
 * @param {string} paymentId
 * @param {{ id?: unknown, status?: unknown, client_secret?: unknown,
 *   last_payment_error?: { message?: unknown } | null }} intent the PaymentIntent object as
 *   Stripe answered it: the fields read, each converted where read
 * @returns {{ payment: PaymentView, next: string, clientSecret?: string, message?: string }}
 */
function settleIntent(app, paymentId, intent) {
  const outcome = intentOutcome(String(intent.status));
  const providerRef = String(intent.id || '');
  if (outcome === 'succeeded' || outcome === 'failed') {
    const error = intent.last_payment_error;
    applyOutcome(app, paymentId, outcome, {
      providerRef,
      message: error && error.message ? String(error.message) : 'The payment was not completed.',
      failureCode: failureCodeOf(error) || 'payment_failed',
    });
  } else if (providerRef) {
    app.runInTransaction((txApp) => {
      const payment = txApp.findRecordById('payments', paymentId);
      if (!payment.getString('provider_ref')) {
        payment.set('provider_ref', providerRef);
        txApp.save(payment);
      }
    });
  }
  return answerFor(viewOf(app.findRecordById('payments', paymentId)), {
    requiresAction: outcome === 'requires_action',
    clientSecret: String(intent.client_secret || ''),
  });
}

module.exports = {
  applyOutcome,
  applyOutcomeIn,
  env,
  refreshed,
  sendReceiptOnce,
  settleIntent,
  viewOf,
};
