/// <reference path="../pb_data/types.d.ts" />
// Every record hook on `hires`, in the order they run (the order rule: users.pb.js). A new
// hire's fee is unpaid, or waived with its reason; its contacts are shown only to those allowed
// to see them (docs/fees.md); the listing's owner is mailed the request once it is stored.
// Logic in lib/record-hooks.js, lib/hire-create.js, lib/fees.js, lib/records.js,
// lib/identities.js and lib/hire-notify.js.

// ---- Requests ----

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/record-hooks.js`).checkSentBody(e);
  e.next();
}, 'hires');

// 1. Sync conflict (409); 2. the sent body's JSON types and hidden fields.
onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/record-hooks.js`).refuseStaleUpdate(e);
  e.next();
}, 'hires');

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/record-hooks.js`).checkSentBody(e);
  e.next();
}, 'hires');

// ---- Model hooks ----

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

// A new hire: its fee (lib/fees.js), and for the contractor the client's name and their email
// unless they asked to be phoned (lib/records.js; shown once the fee is settled, below). One
// handler with one lookup of the client: every JS handler a request passes holds one of
// PocketBase's prewarmed VMs until the request is answered, and this one runs inside the
// create's write transaction (docs/scaling.md, "JavaScript hooks on the hot paths").
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

// ---- After the transaction ----

// A new hire request is mailed to the listing's owner (lib/hire-notify.js): after the record
// is stored and its transaction committed, so a mail that fails can never refuse or undo the
// request. The send holds the create's answer until the mail server replied (the JSVM has no
// background work), as the moderation and support mails do.
onRecordAfterCreateSuccess((e) => {
  e.next();
  try {
    require(`${__hooks}/lib/hire-notify.js`).notifyHireRequest(e.app, e.record);
  } catch (err) {
    // notifyHireRequest catches what it sends; this is for a fault before it got that far.
    e.app.logger().error('hire request email failed', 'hire', e.record.id, 'error', `${err}`);
  }
}, 'hires');

// A deleted hire leaves a sync tombstone (docs/sync.md).
onRecordAfterDeleteSuccess((e) => {
  require(`${__hooks}/lib/record-hooks.js`).writeTombstone(e.app, e.record);
  e.next();
}, 'hires');
