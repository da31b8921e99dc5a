// The payment routes (docs/fees.md "The routes", "One charge per debt"): POST
// /api/payments/intent pays one debt with a PaymentMethod, charging it once; GET
// /api/payments/{id} answers the payer's payment. JSVM only; pb_hooks/routes-payments.pb.js calls
// it.

const { answerFor, failureCodeOf, parseIntentBody } = require('./payment-rules.js');
const { applyOutcome, env, refreshed, settleIntent, viewOf } = require('./payment-settle.js');

/** @typedef {import('./payment-rules.js').IntentInput} IntentInput */

/**
 * Throws PocketBase's error with `status`.
 * @param {number} status 400, 403, 404 or 409
 * @param {string} message
 * @returns {never}
 */
function refuse(status, message) {
  if (status === 403) throw new ForbiddenError(message);
  if (status === 404) throw new NotFoundError(message);
  throw new ApiError(status, message, {});
}

/**
 * The debt a user asks to pay, checked: theirs, and owed. Throws the refusal otherwise.
 * @param {core.App} app
 * @param {string} userId the caller
 * @param {IntentInput} input
 * @returns {{ record: core.Record, owes: boolean, settled: string }} `owes` false when there is
 *   nothing to pay, `settled` then says why
 *   (an attempt that settled it is then answered instead of a refusal)
 */
function findDebt(app, userId, input) {
  const fees = require(`${__hooks}/lib/fees.js`);
  if (input.kind === 'listing') {
    /** @type {core.Record} */
    let listing;
    try {
      listing = app.findRecordById('contractors', input.target);
    } catch {
      return refuse(404, 'No such listing of yours.');
    }
    if (listing.getString('owner') !== userId) return refuse(404, 'No such listing of yours.');
    if (listing.getString('status') === 'suspended') {
      return refuse(403, 'This listing is suspended: its fee cannot be paid.');
    }
    const owes = fees.listingOwes({
      listedUntil: listing.getString('listed_until'),
      paidAt: listing.getString('listing_paid_at'),
      waiver: listing.getString('listing_fee_waiver'),
    });
    const unlisted = !listing.getString('listed_until') && !listing.getString('listing_paid_at');
    const settled = unlisted
      ? 'This listing has no fee to pay until it is first listed.'
      : 'This fee is already settled: there is nothing to pay.';
    return { record: listing, owes, settled };
  }
  /** @type {core.Record} */
  let hire;
  try {
    hire = app.findRecordById('hires', input.target);
  } catch {
    return refuse(404, 'No such hire of yours.');
  }
  if (hire.getString('client') !== userId) return refuse(404, 'No such hire of yours.');
  if (hire.getString('status') !== 'accepted') {
    return refuse(400, 'Only a hire the contractor has accepted has a fee to pay.');
  }
  return {
    record: hire,
    owes: hire.getString('fee_status') === 'unpaid',
    settled: 'This fee is already settled: there is nothing to pay.',
  };
}

/**
 * The debt's pending or succeeded attempt, if any.
 * @param {core.App} app
 * @param {string} kind
 * @param {string} target
 * @returns {core.Record | null}
 */
function openAttempt(app, kind, target) {
  try {
    return app.findFirstRecordByFilter(
      'payments',
      "kind = {:kind} && target = {:target} && (status = 'pending' || status = 'succeeded')",
      { kind, target },
    );
  } catch {
    return null;
  }
}

/**
 * Whether an open attempt was given up for another card: it waits for a 3-D Secure check the
 * payer left unfinished, and they now bring a different PaymentMethod. The attempt's
 * PaymentIntent is then cancelled at Stripe and the attempt failed, so the new card can pay.
 * A PaymentIntent Stripe settled meanwhile cannot be cancelled; it is applied as it is and
 * stays the answer (one charge per debt).
 * @param {core.App} app
 * @param {core.Record} attempt the debt's open attempt
 * @param {string} next what the attempt waits for ('requires_action' for 3-D Secure)
 * @param {string} paymentMethod the PaymentMethod of the new call
 * @returns {boolean} true when the attempt is failed now and a new one may start
 */
function abandonedForAnotherCard(app, attempt, next, paymentMethod) {
  const ref = attempt.getString('provider_ref');
  if (next !== 'requires_action' || !ref) return false;
  const { stripeCall } = require(`${__hooks}/lib/stripe.js`);
  const path = `/v1/payment_intents/${encodeURIComponent(ref)}`;
  const intent = stripeCall(env, 'GET', path);
  if (intent.status !== 200 || !intent.body) return false;
  const method = intent.body.payment_method;
  const methodId = method && typeof method === 'object' ? method.id : method;
  if (methodId === paymentMethod) return false;
  const cancelled = stripeCall(env, 'POST', `${path}/cancel`, {});
  if (cancelled.status === 200 && cancelled.body) settleIntent(app, attempt.id, cancelled.body);
  return app.findRecordById('payments', attempt.id).getString('status') === 'failed';
}

/**
 * POST /api/payments/intent: pays one debt with a PaymentMethod (see docs/fees.md).
 * @param {core.RequestEvent} e signed in as a users record
 * @returns {void} answers 200 {payment, next, clientSecret?, message?}; throws 400/403/404 for
 *   a debt that is not the caller's to pay, 502 when Stripe cannot be reached
 */
function createIntent(e) {
  const fees = require(`${__hooks}/lib/fees.js`);
  const config = fees.feeConfig(env);
  if (!config.paymentsOn) {
    return e.json(503, {
      status: 503,
      message: 'Payments are not set up on this server.',
      data: {},
    });
  }
  const parsed = parseIntentBody(e.requestInfo().body);
  if ('errors' in parsed) {
    require(`${__hooks}/lib/http.js`).throwFieldErrors('Check the payment details.', parsed.errors);
    return;
  }
  const input = parsed.value;
  const user = require(`${__hooks}/lib/http.js`).authOf(e);
  const userId = user.id;
  const debt = findDebt(e.app, userId, input);
  const existing = openAttempt(e.app, input.kind, input.target);
  if (existing) {
    if (existing.getString('user') !== userId) refuse(409, 'Someone else is paying this fee.');
    const answer = refreshed(e.app, existing);
    if (!abandonedForAnotherCard(e.app, existing, answer.next, input.paymentMethod)) {
      return e.json(200, answer);
    }
  }
  if (!debt.owes) refuse(400, debt.settled);

  const { stripeCall } = require(`${__hooks}/lib/stripe.js`);
  const method = stripeCall(
    env,
    'GET',
    `/v1/payment_methods/${encodeURIComponent(input.paymentMethod)}`,
  );
  if (method.status === 0 || method.status >= 500) {
    return e.json(502, {
      status: 502,
      message: 'The payment service could not be reached.',
      data: {},
    });
  }
  if (method.status !== 200) refuse(400, 'This card is not known to the payment service.');
  const card = method.body && method.body.card;
  const cardCountry = card && typeof card.country === 'string' ? card.country : '';

  // The sanctions check (lib/sanctions.js, docs/fees.md) by the request's place and the card's
  // country; it logs its own refusals. A module that fails to load fails the request: the
  // check is never silently off.
  const refusal = require(`${__hooks}/lib/sanctions.js`).paymentRefusal(e, { cardCountry });
  if (refusal) {
    const status = Number(refusal.status) || 451;
    return e.json(status, { status, message: refusal.message, code: refusal.code, data: {} });
  }

  const record = new Record(e.app.findCollectionByNameOrId('payments'));
  const attempt =
    e.app.countRecords('payments', $dbx.hashExp({ kind: input.kind, target: input.target })) + 1;
  record.set('user', userId);
  record.set('kind', input.kind);
  record.set('target', input.target);
  record.set('amount_cents', config.amountCents);
  record.set('currency', config.currency);
  record.set('status', 'pending');
  record.set('attempt', attempt);
  record.set('card_country', cardCountry.slice(0, 2));
  record.set('language', String(user.getString('language_preference')).slice(0, 10));
  try {
    e.app.save(record);
  } catch (err) {
    // A concurrent call opened an attempt for this debt first (the open-debt index).
    const other = openAttempt(e.app, input.kind, input.target);
    if (!other) throw err;
    if (other.getString('user') !== userId) refuse(409, 'Someone else is paying this fee.');
    return e.json(200, answerFor(viewOf(other)));
  }

  const res = stripeCall(
    env,
    'POST',
    '/v1/payment_intents',
    {
      amount: config.amountCents,
      currency: config.currency.toLowerCase(),
      payment_method: input.paymentMethod,
      confirm: 'true',
      metadata: { payment: record.id, kind: input.kind, target: input.target, user: userId },
    },
    `fee-${input.kind}-${input.target}-${attempt}`,
  );
  if (res.status === 200 && res.body && res.body.object === 'payment_intent') {
    return e.json(200, settleIntent(e.app, record.id, res.body));
  }
  const error = (res.body && res.body.error) || {};
  const intent = error.payment_intent;
  if (res.status === 0 || res.status >= 500) {
    // Stripe may or may not have taken the charge: the attempt stays pending, and its
    // webhook (or, with no PaymentIntent, the stale rule) settles it.
    return e.json(502, {
      status: 502,
      message: 'The payment service could not be reached. Check the payment status shortly.',
      data: {},
      payment: viewOf(record),
    });
  }
  applyOutcome(e.app, record.id, 'failed', {
    message: String(error.message || 'The card was declined.'),
    failureCode: failureCodeOf(error) || 'card_declined',
    providerRef: intent && intent.id ? String(intent.id) : '',
  });
  return e.json(200, answerFor(viewOf(e.app.findRecordById('payments', record.id))));
}

/**
 * GET /api/payments/{id}: the caller's payment, refreshed from Stripe while pending.
 * @param {core.RequestEvent} e signed in as a users record
 * @returns {void} 200 {payment, next, clientSecret?, message?}; 404 for another's or none
 */
function readPayment(e) {
  /** @type {core.Record} */
  let payment;
  try {
    payment = e.app.findRecordById('payments', e.request.pathValue('id'));
  } catch {
    return refuse(404, 'No such payment.');
  }
  const userId = require(`${__hooks}/lib/http.js`).authOf(e).id;
  if (payment.getString('user') !== userId) return refuse(404, 'No such payment.');
  const fees = require(`${__hooks}/lib/fees.js`);
  if (!fees.feeConfig(env).paymentsOn) return e.json(200, answerFor(viewOf(payment)));
  return e.json(200, refreshed(e.app, payment));
}

module.exports = { createIntent, readPayment };
