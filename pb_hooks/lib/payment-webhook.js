// POST /api/payments/webhook (docs/fees.md "The webhook"): Stripe's signed events, each id
// handled once, checked against the stored payment, settled by lib/payment-settle.js in the
// transaction that stores the event. JSVM only; pb_hooks/routes-payments.pb.js calls it.

const { failureCodeOf, mismatches } = require('./payment-rules.js');
const { applyOutcomeIn, env, sendReceiptOnce } = require('./payment-settle.js');

/** The largest webhook body read, bytes (Stripe events are a few KB). */
const MAX_WEBHOOK_BYTES = 256 * 1024;

/** @typedef {import('./payment-rules.js').Outcome} Outcome */

/**
 * Logs a webhook event that disagrees with the stored payment (severity high).
 * @param {core.App} app
 * @param {core.RequestEvent} e
 * @param {Record<string, unknown>} details
 */
function logMismatch(app, e, details) {
  const record = new Record(app.findCollectionByNameOrId('security_events'));
  record.set('event_type', 'suspicious_activity');
  record.set('severity', 'high');
  record.set('details', details);
  record.set('user_agent', String(e.request.header.get('User-Agent') || '').slice(0, 512));
  record.set('ip', e.realIP());
  app.save(record);
}

/**
 * Handles one verified event inside the transaction that stores its id.
 * @param {core.App} txApp
 * @param {core.RequestEvent} e
 * @param {any} event the parsed event: Stripe's JSON, checked field by field where read
 * @returns {{ note: string, paymentId: string, changed: boolean, status: string }}
 */
function handleEventIn(txApp, e, event) {
  const type = String(event.type);
  const object = event.data && event.data.object;
  const none = { paymentId: '', changed: false, status: '' };
  if (!object || typeof object !== 'object') return { note: 'no_object', ...none };
  /** @type {Outcome} */
  let outcome;
  if (type === 'payment_intent.succeeded') outcome = 'succeeded';
  else if (type === 'payment_intent.payment_failed') outcome = 'failed';
  else if (type === 'charge.refunded') outcome = 'refunded';
  else return { note: 'ignored', ...none };

  const isCharge = outcome === 'refunded';
  const pi = isCharge ? object.payment_intent : object.id;
  const intentId = String(pi && typeof pi === 'object' ? pi.id : pi || '');
  const metadata = object.metadata && typeof object.metadata === 'object' ? object.metadata : {};
  /** @type {core.Record | null} */
  let payment = null;
  for (const find of [
    () => txApp.findRecordById('payments', String(metadata.payment || '')),
    () => txApp.findFirstRecordByFilter('payments', 'provider_ref = {:ref}', { ref: intentId }),
  ]) {
    if (payment) break;
    try {
      payment = intentId || metadata.payment ? find() : null;
    } catch {
      payment = null;
    }
  }
  if (!payment) return { note: 'unknown_payment', ...none };
  const wrong = mismatches(
    {
      id: payment.id,
      kind: payment.getString('kind'),
      target: payment.getString('target'),
      amountCents: payment.getInt('amount_cents'),
      currency: payment.getString('currency'),
      providerRef: payment.getString('provider_ref'),
    },
    {
      intentId,
      amount: object.amount,
      currency: object.currency,
      metadata,
      metadataRequired: !isCharge,
    },
  );
  if (wrong.length > 0) {
    logMismatch(txApp, e, {
      reason: 'payment_webhook_mismatch',
      event: String(event.id),
      type,
      payment: payment.id,
      fields: wrong.join(','),
    });
    return { note: 'mismatch', paymentId: payment.id, changed: false, status: '' };
  }
  if (isCharge && object.refunded !== true) {
    return { note: 'partial_refund_ignored', paymentId: payment.id, changed: false, status: '' };
  }
  const error = object.last_payment_error;
  const result = applyOutcomeIn(txApp, payment.id, outcome, {
    providerRef: intentId,
    message: error && error.message ? String(error.message) : '',
    failureCode: failureCodeOf(error),
  });
  return {
    note: result.note,
    paymentId: payment.id,
    changed: result.changed,
    status: result.status,
  };
}

/**
 * POST /api/payments/webhook: Stripe's events, signed (see docs/fees.md). A forged, stale,
 * missing or wrong-secret signature → 400 and nothing changes. Each event id is handled once;
 * an event that disagrees with the stored payment is logged as a security event and answered
 * 200 (Stripe would otherwise send it again for days), changing nothing.
 * @param {core.RequestEvent} e
 * @returns {void}
 */
function handleWebhook(e) {
  const stripe = require(`${__hooks}/lib/stripe.js`);
  const rawBody = readerToString(e.request.body, MAX_WEBHOOK_BYTES);
  const check = stripe.verifySignature({
    header: String(e.request.header.get('Stripe-Signature') || ''),
    rawBody,
    secret: stripe.stripeConfig(env).webhookSecret,
    nowS: Math.floor(Date.now() / 1000),
    hmacHex: (/** @type {string} */ text, /** @type {string} */ secret) =>
      $security.hs256(text, secret),
    equal: (/** @type {string} */ a, /** @type {string} */ b) => $security.equal(a, b),
  });
  if (!check.ok) {
    return e.json(400, { status: 400, message: `Invalid signature (${check.reason}).`, data: {} });
  }
  /** @type {any} Stripe's JSON, checked below and field by field where read */
  let event;
  try {
    event = JSON.parse(rawBody);
  } catch {
    return e.json(400, { status: 400, message: 'The body is not JSON.', data: {} });
  }
  if (!event || typeof event.id !== 'string' || !event.id || typeof event.type !== 'string') {
    return e.json(400, { status: 400, message: 'Not a Stripe event.', data: {} });
  }
  /** @type {{ note: string, paymentId: string, changed: boolean, status: string }} */
  let result = { note: 'duplicate', paymentId: '', changed: false, status: '' };
  e.app.runInTransaction((txApp) => {
    try {
      txApp.findFirstRecordByFilter('payment_events', 'event_id = {:id}', { id: event.id });
      return; // seen before
    } catch {
      // new event
    }
    result = handleEventIn(txApp, e, event);
    const stored = new Record(txApp.findCollectionByNameOrId('payment_events'));
    stored.set('event_id', String(event.id).slice(0, 255));
    stored.set('type', String(event.type).slice(0, 100));
    stored.set('payment', result.paymentId);
    stored.set('outcome', result.note.slice(0, 100));
    txApp.save(stored);
  });
  if (result.changed && result.status === 'succeeded') sendReceiptOnce(e.app, result.paymentId);
  return e.json(200, { received: true, outcome: result.note });
}

module.exports = { handleWebhook };
