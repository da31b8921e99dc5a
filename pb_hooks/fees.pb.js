/// <reference path="../pb_data/types.d.ts" />
// The fee model on records (logic in lib/fees.js, docs/fees.md): a listing's free month starts
// at its first activation; a new hire's fee is unpaid, or waived with its reason; contact
// details are shown only to those allowed to see them (the fields are hidden by the schema, so
// no filter or sort can probe them).

for (const bind of [onRecordCreate, onRecordUpdate]) {
  bind((e) => {
    const fees = require(`${__hooks}/lib/fees.js`);
    const r = e.record;
    const facts = {
      status: r.getString('status'),
      listedUntil: r.getString('listed_until'),
      paidAt: r.getString('listing_paid_at'),
      waiver: r.getString('listing_fee_waiver'),
    };
    const fields = fees.activationFields(facts, Date.now(), fees.feeConfig().paymentsOn);
    if (fields.listed_until) {
      // One free month per identity, ever: a person listing again after deleting an account
      // gets the month they already had.
      fields.listed_until = require(`${__hooks}/lib/identities.js`).listingMonthEnd(
        e.app,
        r.getString('owner'),
        fields.listed_until,
      );
    }
    for (const name of Object.keys(fields)) r.set(name, /** @type {any} */ (fields)[name]);
    e.next();
  }, 'contractors');
}

// A new hire: its fee (lib/fees.js), and for the contractor the client's name and their email
// unless they asked to be phoned (lib/records.js; shown once the fee is settled, below). One
// handler with one lookup of the client: every JS handler a request passes holds one of
// PocketBase's prewarmed VMs until the request is answered, and this one runs inside the
// create's write transaction (docs/scaling.md, "JavaScript hooks on the hot paths").

// A new hire request's own checks (lib/hire-create.js): no second open request to the same
// listing, and a trade the listing offers (400 with field errors). After PocketBase's own
// validation (e.next() first), so a malformed body keeps PocketBase's field codes. The count
// runs before the insert, so two requests sent at the same moment can both pass it; the
// partial unique index on requested hires (migration 1764320710) then refuses the later
// insert, and the create hook below counts again so that request gets the same
// `hire_open_exists` answer as a sequential one.
onRecordValidate((e) => {
  e.next();
  if (!e.record.isNew()) return;
  const { hireCreateErrors, openHireCount } = require(`${__hooks}/lib/hire-create.js`);
  const contractorId = e.record.getString('contractor');
  const trade = e.record.getString('trade');
  /** @type {string[]} */
  let listingTrades = [];
  if (trade !== '') {
    try {
      listingTrades = e.app.findRecordById('contractors', contractorId).getStringSlice('trades');
    } catch {
      listingTrades = [];
    }
  }
  const openCount = openHireCount(e.app, e.record.getString('client'), contractorId);
  const errors = hireCreateErrors({ trade, listingTrades, openCount });
  if (Object.keys(errors).length > 0) {
    require(`${__hooks}/lib/http.js`).throwFieldErrors('Failed to create record.', errors);
  }
}, 'hires');

onRecordCreate((e) => {
  const fees = require(`${__hooks}/lib/fees.js`);
  const { clientContact } = require(`${__hooks}/lib/records.js`);
  const { hireCreateErrors, openHireCount } = require(`${__hooks}/lib/hire-create.js`);
  const clientId = e.record.getString('client');
  const contractorId = e.record.getString('contractor');
  const client = e.app.findRecordById('users', clientId);
  const freeSince = require(`${__hooks}/lib/identities.js`).freeSinceMs(client);
  const fee = fees.hireFee(freeSince, Date.now(), fees.feeConfig().paymentsOn);
  e.record.set('fee_status', fee.fee_status);
  e.record.set('fee_waiver', fee.fee_waiver);
  const contact = clientContact(
    { name: client.getString('name'), email: client.email() },
    e.record.getString('contact_preference'),
  );
  e.record.set('client_name', contact.name);
  e.record.set('client_email', contact.email);
  try {
    e.next();
  } catch (err) {
    // A request sent at the same moment was stored first: the unique index refused this one
    // (PocketBase: "Value must be unique"). Any other refusal keeps its own codes.
    if (String(err).indexOf('unique') < 0) throw err;
    const openCount = openHireCount(e.app, clientId, contractorId);
    const raced = hireCreateErrors({ trade: '', listingTrades: [], openCount });
    if (Object.keys(raced).length > 0) {
      require(`${__hooks}/lib/http.js`).throwFieldErrors('Failed to create record.', raced);
    }
    throw err;
  }
}, 'hires');

// A listing's phone and email: its owner sees them; a client sees them on a hire whose fee is
// settled (below), never on the listing. Not an onRecordEnrich hook: that runs JS once per
// record, and a page of 1,000 listings then took ~14x as long (docs/scaling.md). Instead one
// call per request unhides them on the requester's own listing (list, view, create, update
// answers). Realtime messages never carry them: a hook per message runs once per subscriber
// (2,000 devices watching listings made one change's delivery p95 2-3x slower), so the app pulls
// its own listing when realtime announces a change to it (src/data/sync/engine.ts).
onRecordsListRequest((e) => {
  const { unhideOwnContacts } = require(`${__hooks}/lib/own-contacts.js`);
  unhideOwnContacts(e.records, e.auth);
  e.next();
}, 'contractors');

for (const bind of [onRecordViewRequest, onRecordCreateRequest, onRecordUpdateRequest]) {
  bind((e) => {
    const { unhideOwnContacts } = require(`${__hooks}/lib/own-contacts.js`);
    unhideOwnContacts([e.record], e.auth);
    e.next();
  }, 'contractors');
}

// A hire's contacts: the client always sees what they shared; once the contractor accepted and
// the fee is settled, the contractor sees it too, and the client gets the listing's phone and
// email as `contractor_phone` / `contractor_email`.
onRecordEnrich((e) => {
  const fees = require(`${__hooks}/lib/fees.js`);
  const auth = e.requestInfo && e.requestInfo.auth;
  if (!auth) return e.next();
  const isClient = auth.id === e.record.getString('client');
  const revealed = fees.contactsRevealed(
    e.record.getString('status'),
    e.record.getString('fee_status'),
  );
  if (isClient || revealed) e.record.unhide('client_email', 'client_phone');
  if (isClient && revealed) {
    try {
      const listing = e.app.findRecordById('contractors', e.record.getString('contractor'));
      e.record.withCustomData(true);
      e.record.set('contractor_phone', listing.getString('phone'));
      e.record.set('contractor_email', listing.getString('email'));
    } catch {
      // The listing is gone: nothing to show.
    }
  }
  e.next();
}, 'hires');

// Staff see in the dashboard's Logs, at each start, whether the server takes payments and
// what it charges; without STRIPE_SECRET_KEY every fee is waived ("payments not configured").
onBootstrap((e) => {
  e.next();
  if ($os.args[1] !== 'serve') return;
  const { feeConfig } = require(`${__hooks}/lib/fees.js`);
  const fee = feeConfig();
  if (fee.paymentsOn) {
    e.app
      .logger()
      .info('payments are on', 'amount_cents', fee.amountCents, 'currency', fee.currency);
  } else {
    e.app
      .logger()
      .warn('payments are off: fees are waived until STRIPE_SECRET_KEY is set (docs/fees.md)');
  }
});
