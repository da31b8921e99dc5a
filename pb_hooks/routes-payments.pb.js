/// <reference path="../pb_data/types.d.ts" />
// Paying the fees through Stripe (docs/fees.md "Payments through Stripe"; logic in
// lib/payments.js, lib/payment-webhook.js, lib/payment-settle.js, lib/payment-rules.js and
// lib/stripe.js):
// - POST /api/payments/intent {kind, target, paymentMethod} (users): pays one debt; 200
//   {payment, next: succeeded | requires_action | failed | pending, clientSecret?, message?},
//   400/403/404 for a debt that is not the caller's to pay, 503 while payments are off.
// - GET /api/payments/{id} (the payer): the payment, refreshed from Stripe while pending.
// - POST /api/payments/webhook (Stripe, signed): settles payments from Stripe's events.

routerAdd(
  'POST',
  '/api/payments/intent',
  (e) => require(`${__hooks}/lib/payments.js`).createIntent(e),
  $apis.requireAuth('users'),
);

routerAdd(
  'GET',
  '/api/payments/{id}',
  (e) => require(`${__hooks}/lib/payments.js`).readPayment(e),
  $apis.requireAuth('users'),
);

routerAdd('POST', '/api/payments/webhook', (e) =>
  require(`${__hooks}/lib/payment-webhook.js`).handleWebhook(e),
);
