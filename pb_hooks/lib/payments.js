// Paying the $1 fees through Stripe PaymentIntents (docs/fees.md "Payments through Stripe"):
// who owes what, one charge per debt, the webhook's events, and settling a debt in one
// transaction. Pure rules first (unit-tested in tests/hooks/payments.test.ts), then the JSVM
// glue that pb_hooks/payments.pb.js calls.

/** Longest accepted `target` (a record id) and `paymentMethod` (a Stripe id). */
const MAX_TARGET = 15;
const MAX_PAYMENT_METHOD = 255;

/** A pending attempt with no PaymentIntent this old was cut off mid-call (ms). */
const STALE_PENDING_MS = 15 * 60 * 1000;

/** The largest webhook body read, bytes (Stripe events are a few KB). */
const MAX_WEBHOOK_BYTES = 256 * 1024;

/**
 * @typedef {{ kind: 'listing' | 'hire', target: string, paymentMethod: string }} IntentInput
 * @typedef {Record<string, { code: string, message: string }>} FieldErrors
 * @typedef {'succeeded' | 'failed' | 'refunded'} Outcome
 * @typedef {{ id: string, kind: string, target: string, status: string, amount_cents: number,
 *   currency: string, failure_message: string }} PaymentView
 */

/**
 * Checks the body of POST /api/payments/intent. Pure.
 * @param {unknown} body the parsed JSON body
 * @returns {{ errors: FieldErrors } | { value: IntentInput }}
 */
function parseIntentBody(body) {
  /** @type {FieldErrors} */
  const errors = {};
  /** @type {Record<string, any>} */
  const b = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
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
  return { value: { kind: b.kind, target: b.target, paymentMethod: b.paymentMethod } };
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
 * @returns {{ payment: PaymentView, next: string, clientSecret?: string, message?: string }}
 */
function answerFor(view, extra) {
  if (view.status === 'succeeded') return { payment: view, next: 'succeeded' };
  if (view.status === 'failed') {
    return { payment: view, next: 'failed', message: view.failure_message };
  }
  if (view.status === 'refunded') {
    return { payment: view, next: 'failed', message: 'This payment was refunded.' };
  }
  if (extra && extra.requiresAction && extra.clientSecret) {
    return { payment: view, next: 'requires_action', clientSecret: extra.clientSecret };
  }
  return { payment: view, next: 'pending' };
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

// ---- PocketBase glue (JSVM only) ----

/** @param {string} name */
function env(name) {
  return $os.getenv(name);
}

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
  };
}

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
 * @returns {{ record: core.Record, owes: boolean }} `owes` false when it is settled already
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
    return { record: listing, owes };
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
  return { record: hire, owes: hire.getString('fee_status') === 'unpaid' };
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
 * Settles what `outcome` means for one payment and its debt, inside a transaction the caller
 * runs: the payment's status (paid_at, failure_message), and on success the listing
 * (listing_paid_at now, listed_until cleared) or hire (fee_status paid); on a refund the
 * listing unlisted (listing_paid_at cleared, listed_until now) or the hire's fee refunded.
 * Used by the intent route, the payment route and the webhook alike; idempotent.
 * @param {core.App} txApp the transaction's app
 * @param {string} paymentId
 * @param {Outcome} outcome
 * @param {{ message?: string, providerRef?: string }} [extra]
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
 * @param {{ message?: string, providerRef?: string }} [extra]
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
      applyOutcome(app, payment.id, 'failed', { message: 'The payment was interrupted.' });
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
 * @param {any} intent the PaymentIntent object
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
  const userId = e.auth.id;
  const debt = findDebt(e.app, userId, input);
  const existing = openAttempt(e.app, input.kind, input.target);
  if (existing) {
    if (existing.getString('user') !== userId) refuse(409, 'Someone else is paying this fee.');
    return e.json(200, refreshed(e.app, existing));
  }
  if (!debt.owes) refuse(400, 'This fee is already settled: there is nothing to pay.');

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

  // The sanctions check (lib/sanctions.js) runs whenever that module is installed; it logs
  // its own refusals.
  /** @type {any} */
  let sanctions = null;
  try {
    sanctions = require(`${__hooks}/lib/sanctions.js`);
  } catch {
    sanctions = null;
  }
  if (sanctions && typeof sanctions.paymentRefusal === 'function') {
    const refusal = sanctions.paymentRefusal(e, { cardCountry });
    if (refusal) {
      const status = Number(refusal.status) || 403;
      return e.json(status, { status, message: refusal.message, code: refusal.code, data: {} });
    }
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
  record.set('language', String(e.auth.getString('language_preference')).slice(0, 10));
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
  if (payment.getString('user') !== e.auth.id) return refuse(404, 'No such payment.');
  const fees = require(`${__hooks}/lib/fees.js`);
  if (!fees.feeConfig(env).paymentsOn) return e.json(200, answerFor(viewOf(payment)));
  return e.json(200, refreshed(e.app, payment));
}

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
 * @param {any} event the parsed event
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
  /** @type {any} */
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

module.exports = {
  MAX_PAYMENT_METHOD,
  MAX_TARGET,
  answerFor,
  applyOutcome,
  createIntent,
  handleWebhook,
  intentOutcome,
  mismatches,
  parseIntentBody,
  readPayment,
  transition,
};
