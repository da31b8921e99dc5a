/// <reference path="../pb_data/types.d.ts" />
// Every record hook on `contractors` (the listings), in the order they run: the sent body's
// shape first, then the listing's rules, then what the answer shows (the order rule: users.pb.js).
// Logic in lib/record-hooks.js, lib/geocode.js, lib/trust.js, lib/own-contacts.js, lib/fees.js,
// lib/identities.js and lib/records.js.

// ---- Create request ----

// 1. The sent body's JSON types and hidden fields (contact details); 2. the photos' types.
onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/record-hooks.js`).checkSentBody(e);
  e.next();
}, 'contractors');

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/record-hooks.js`).checkUploads(e);
  return e.next();
}, 'contractors');

// 3. `lat`/`lon`: a number in range or null, never an exact 0, 0 (lib/geocode.js).
onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/record-hooks.js`).checkPosition(e);
  e.next();
}, 'contractors');

// 4. Trust rules (docs/security-model.md "Trust rules"): the create rule refuses unverified
// users and other user types (400); this refuses, with a reason the app can show, a blocked
// email and a second listing (also beside a suspended one). A saved listing gets back the
// history of its owner's earlier one.
onRecordCreateRequest((e) => {
  const trust = require(`${__hooks}/lib/trust.js`);
  const auth = e.auth;
  if (auth && auth.collection().name === 'users') {
    const salt = trust.serverSalt(e.app);
    const refusal = trust.listingCreateRefusal({
      blocked: trust.isBlocked(
        e.app,
        trust.storedIdentityHashes($security.sha256, salt, auth.email()),
      ),
      // A retried create of the same record (a lost answer) gets PocketBase's own duplicate
      // answer, which the sync engine reads as "already applied".
      hasListing: (trust.listingOf(e.app, auth.id) || { id: e.record.id }).id !== e.record.id,
    });
    if (refusal) {
      throw new ForbiddenError(refusal.message, {
        owner: new ValidationError(refusal.code, refusal.message),
      });
    }
    e.next();
    trust.restoreListingHistory(
      e.app,
      e.record,
      trust.identityHash($security.sha256, salt, auth.email()),
    );
    return;
  }
  e.next();
}, 'contractors');

// 5. The answer: see "Own contacts" below.
onRecordCreateRequest((e) => {
  const { unhideOwnContacts } = require(`${__hooks}/lib/own-contacts.js`);
  unhideOwnContacts([e.record], e.auth);
  e.next();
}, 'contractors');

// ---- Update request ----

// 1. Sync conflict: an update based on an old version answers 409 and changes nothing.
onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/record-hooks.js`).refuseStaleUpdate(e);
  e.next();
}, 'contractors');

// 2. The sent body's JSON types and hidden fields; 3. the photos' types.
onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/record-hooks.js`).checkSentBody(e);
  e.next();
}, 'contractors');

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/record-hooks.js`).checkUploads(e);
  return e.next();
}, 'contractors');

// 4. The position, as on create.
onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/record-hooks.js`).checkPosition(e);
  e.next();
}, 'contractors');

// 5. A listing comes back from `removed` (or is kept active) only while its owner's account is
// of a type that may own one: otherwise an owner could remove it, become a client and publish
// it again as a client.
onRecordUpdateRequest((e) => {
  const trust = require(`${__hooks}/lib/trust.js`);
  const status = e.record.getString('status');
  const owner = e.auth && e.auth.collection().name === 'users' ? e.auth : null;
  if (owner && status !== 'removed' && status !== e.record.original().getString('status')) {
    const refusal = trust.ownerTypeRefusal(owner.getString('user_type'));
    if (refusal) {
      throw new ForbiddenError(refusal.message, {
        status: new ValidationError(refusal.code, refusal.message),
      });
    }
  }
  e.next();
}, 'contractors');

// 6. The answer: see "Own contacts" below.
onRecordUpdateRequest((e) => {
  const { unhideOwnContacts } = require(`${__hooks}/lib/own-contacts.js`);
  unhideOwnContacts([e.record], e.auth);
  e.next();
}, 'contractors');

// ---- Own contacts: list and view requests ----

// A listing's phone and email: its owner sees them; a client sees them on a hire whose fee is
// settled (hires.pb.js), never on the listing. Not an onRecordEnrich hook: that runs JS once
// per record, and a page of 1,000 listings then took far longer (docs/scaling.md). Instead one
// call per request unhides them on the requester's own listing (list, view, create, update
// answers). Realtime messages never carry them: a hook per message runs once per subscriber,
// so the app pulls its own listing when realtime announces a change to it
// (src/data/sync/engine.ts).
onRecordsListRequest((e) => {
  const { unhideOwnContacts } = require(`${__hooks}/lib/own-contacts.js`);
  unhideOwnContacts(e.records, e.auth);
  e.next();
}, 'contractors');

onRecordViewRequest((e) => {
  const { unhideOwnContacts } = require(`${__hooks}/lib/own-contacts.js`);
  unhideOwnContacts([e.record], e.auth);
  e.next();
}, 'contractors');

// ---- Model hooks: every save ----

// The fee model (docs/fees.md): a listing's free month starts at its first activation.
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
    for (const name of Object.keys(fields)) {
      r.set(name, /** @type {Record<string, unknown>} */ (fields)[name]);
    }
    e.next();
  }, 'contractors');
}

// A listing that leaves the public list (unpublished or suspended) gets a tombstone, so
// devices that synced it drop their copy; devices keep a copy newer than the tombstone.
onRecordUpdate((e) => {
  const { leftPublicList } = require(`${__hooks}/lib/records.js`);
  const before = e.record.original().getString('status');
  e.next();
  if (leftPublicList(before, e.record.getString('status'))) {
    const tombstone = new Record(e.app.findCollectionByNameOrId('record_deletions'));
    tombstone.set('collection', 'contractors');
    tombstone.set('record_id', e.record.id);
    e.app.save(tombstone);
  }
}, 'contractors');

// A deleted listing leaves a sync tombstone (docs/sync.md).
onRecordAfterDeleteSuccess((e) => {
  require(`${__hooks}/lib/record-hooks.js`).writeTombstone(e.app, e.record);
  e.next();
}, 'contractors');
