/// <reference path="../pb_data/types.d.ts" />
// A failed payment keeps Stripe's reason as a code (`failure_code`: the card's decline_code, or
// the error's code, e.g. `insufficient_funds`, `card_declined`,
// `payment_intent_authentication_failure`) beside Stripe's English words (`failure_message`,
// for staff). The app words the reason in the payer's language from the code
// (src/features/payments/decline.ts); it never shows Stripe's English.

migrate(
  (app) => {
    const payments = app.findCollectionByNameOrId('payments');
    payments.fields.add(new TextField({ name: 'failure_code', max: 100 }));
    app.save(payments);
  },
  (app) => {
    const payments = app.findCollectionByNameOrId('payments');
    payments.fields.removeByName('failure_code');
    app.save(payments);
  },
);
