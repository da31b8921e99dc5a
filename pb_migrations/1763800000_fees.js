/// <reference path="../pb_data/types.d.ts" />
// The $1 fees (docs/fees.md). Listings: a free month from first activation, then $1 once
// (`listing_paid_at`) or waived while the server takes no payments (`listing_fee_waiver`); the
// API rules hide an unpaid listing whose month ended from everyone but its owner (and
// superusers). Hires: `fee_waiver` says why a fee was waived; a hire is completed only once its
// fee is settled. Contact details (a listing's phone and email, a hire's client email and
// phone) become hidden fields: no API response, filter or sort shows them; the enrich hook in
// pb_hooks/hires.pb.js shows them to the people allowed to see them. `payments` gains what the
// Stripe flow needs, one open attempt per debt enforced by a unique index, and
// `payment_events` keeps each webhook event id once.

/** The rule part: a listing is listed (paid, waived, or in its free month). */
const LISTED = '(listing_paid_at != "" || listing_fee_waiver != "" || listed_until > @now)';

/**
 * `LISTED` for the listing a hire's body names.
 * Named for this file, as tsc checks all migrations in one scope.
 */
const BODY_CONTRACTOR_LISTED =
  '(@request.body.contractor.listing_paid_at != "" || @request.body.contractor.listing_fee_waiver != "" || @request.body.contractor.listed_until > @now)';

/**
 * A rule part refusing a body that sets any of `fields`.
 * Named for this file, as tsc checks all migrations in one scope.
 * @param {string[]} fields
 */
function feeFieldsMustNotBeSet(fields) {
  return fields.map((f) => `@request.body.${f}:isset = false`).join(' && ');
}

/**
 * The create rule part needing a phone number when the client asked to be phoned
 * (1763771200): a hidden field is not in `@request.body` for rules, so the hook checks it
 * instead (pb_hooks/lib/hidden-body.js).
 */
const PHONE_WHEN_ASKED_RULE =
  '(@request.body.contact_preference != "phone" || @request.body.client_phone != "") && ';

const LISTING_FEE_FIELDS = ['listing_paid_at', 'listing_fee_waiver'];
const HIRE_FEE_FIELDS = ['fee_waiver'];
const COMPLETE_OLD =
  '(contractor.owner = @request.auth.id && status = "accepted" && @request.body.status = "completed")';
const COMPLETE_NEW =
  '(contractor.owner = @request.auth.id && status = "accepted" && (fee_status = "paid" || fee_status = "waived") && @request.body.status = "completed")';

migrate(
  (app) => {
    const contractors = app.findCollectionByNameOrId('contractors');
    contractors.fields.add(new DateField({ name: 'listing_paid_at' }));
    contractors.fields.add(
      new SelectField({ name: 'listing_fee_waiver', maxSelect: 1, values: ['payments_off'] }),
    );
    for (const name of ['phone', 'email']) {
      /** @type {core.Field & { hidden: boolean }} */ (contractors.fields.getByName(name)).hidden =
        true;
    }
    contractors.listRule = `(status = "active" && ${LISTED}) || owner = @request.auth.id`;
    contractors.viewRule = contractors.listRule;
    const guard = `(${feeFieldsMustNotBeSet(LISTING_FEE_FIELDS)}) && `;
    contractors.createRule = guard + contractors.createRule;
    contractors.updateRule = guard + contractors.updateRule;
    app.save(contractors);

    const hires = app.findCollectionByNameOrId('hires');
    hires.fields.add(
      new SelectField({ name: 'fee_waiver', maxSelect: 1, values: ['free_month', 'payments_off'] }),
    );
    for (const name of ['client_email', 'client_phone']) {
      /** @type {core.Field & { hidden: boolean }} */ (hires.fields.getByName(name)).hidden = true;
    }
    hires.createRule = `(${feeFieldsMustNotBeSet(HIRE_FEE_FIELDS)}) && (${BODY_CONTRACTOR_LISTED}) && ${String(
      hires.createRule,
    ).replace(PHONE_WHEN_ASKED_RULE, '')}`;
    hires.updateRule = `(${feeFieldsMustNotBeSet(HIRE_FEE_FIELDS)}) && ${String(
      hires.updateRule,
    ).replace(COMPLETE_OLD, COMPLETE_NEW)}`;
    app.save(hires);

    const payments = app.findCollectionByNameOrId('payments');
    payments.fields.add(new NumberField({ name: 'attempt', onlyInt: true, min: 0 }));
    payments.fields.add(new TextField({ name: 'failure_message', max: 500 }));
    payments.fields.add(new TextField({ name: 'card_country', max: 2 }));
    payments.fields.add(new DateField({ name: 'paid_at' }));
    payments.fields.add(new DateField({ name: 'receipt_sent_at' }));
    payments.fields.add(new TextField({ name: 'language', max: 10 }));
    payments.indexes = /** @type {types.JSONArray<string>} */ ([
      ...payments.indexes,
      // One open (pending) or settled (succeeded) attempt per debt, even under concurrent calls.
      "CREATE UNIQUE INDEX idx_payments_open_debt ON payments (kind, target) WHERE status IN ('pending', 'succeeded')",
    ]);
    app.save(payments);

    app.save(
      // Plain data, as PocketBase takes it (the generated types model fields as Go types).
      new Collection(
        /** @type {any} */ ({
          type: 'base',
          name: 'payment_events',
          listRule: null,
          viewRule: null,
          createRule: null,
          updateRule: null,
          deleteRule: null,
          fields: [
            { name: 'event_id', type: 'text', required: true, max: 255 },
            { name: 'type', type: 'text', max: 100 },
            { name: 'payment', type: 'text', max: 15 },
            { name: 'outcome', type: 'text', max: 100 },
            { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
          ],
          indexes: ['CREATE UNIQUE INDEX idx_payment_events_event ON payment_events (event_id)'],
        }),
      ),
    );

    // Listings made before this migration that are active but were never given a listing
    // period (none should be: the create hook always set one) start their free month now.
    const monthMs = 30 * 24 * 60 * 60 * 1000;
    for (const listing of app.findRecordsByFilter(
      'contractors',
      'status = "active" && listed_until = "" && listing_paid_at = ""',
      '',
      0,
      0,
    )) {
      if (!listing) continue;
      listing.set('listed_until', new Date(Date.now() + monthMs).toISOString());
      app.saveNoValidate(listing);
    }
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('payment_events'));
    const payments = app.findCollectionByNameOrId('payments');
    for (const name of [
      'attempt',
      'failure_message',
      'card_country',
      'paid_at',
      'receipt_sent_at',
      'language',
    ]) {
      payments.fields.removeByName(name);
    }
    payments.indexes = /** @type {types.JSONArray<string>} */ (
      payments.indexes.filter((/** @type {string} */ i) => i.indexOf('idx_payments_open_debt') < 0)
    );
    app.save(payments);

    const hires = app.findCollectionByNameOrId('hires');
    const createRule = String(hires.createRule).replace(
      `(${feeFieldsMustNotBeSet(HIRE_FEE_FIELDS)}) && (${BODY_CONTRACTOR_LISTED}) && `,
      '',
    );
    // Put the phone rule back after the server-set part it followed.
    const afterServerSet = createRule.indexOf(') && ') + ') && '.length;
    hires.createRule =
      createRule.slice(0, afterServerSet) +
      PHONE_WHEN_ASKED_RULE +
      createRule.slice(afterServerSet);
    hires.updateRule = String(hires.updateRule)
      .replace(`(${feeFieldsMustNotBeSet(HIRE_FEE_FIELDS)}) && `, '')
      .replace(COMPLETE_NEW, COMPLETE_OLD);
    for (const name of ['client_email', 'client_phone']) {
      /** @type {core.Field & { hidden: boolean }} */ (hires.fields.getByName(name)).hidden = false;
    }
    hires.fields.removeByName('fee_waiver');
    app.save(hires);

    const contractors = app.findCollectionByNameOrId('contractors');
    const guard = `(${feeFieldsMustNotBeSet(LISTING_FEE_FIELDS)}) && `;
    contractors.createRule = String(contractors.createRule).replace(guard, '');
    contractors.updateRule = String(contractors.updateRule).replace(guard, '');
    contractors.listRule = 'status = "active" || owner = @request.auth.id';
    contractors.viewRule = contractors.listRule;
    for (const name of ['phone', 'email']) {
      /** @type {core.Field & { hidden: boolean }} */ (contractors.fields.getByName(name)).hidden =
        false;
    }
    for (const name of LISTING_FEE_FIELDS) contractors.fields.removeByName(name);
    app.save(contractors);
  },
);
