/// <reference path="../pb_data/types.d.ts" />
// Every record hook on `reviews`, in the order they run (the order rule: users.pb.js): the
// author's public name and the hold of a review the server cannot take for a real customer's,
// the sync tombstone of a hidden or deleted review, and the listing's rating aggregates.
// Logic in lib/record-hooks.js, lib/records.js and lib/identities.js (lib/review-trust.js).

// ---- Requests ----

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/record-hooks.js`).checkSentBody(e);
  e.next();
}, 'reviews');

// 1. Sync conflict (409); 2. the sent body's JSON types.
onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/record-hooks.js`).refuseStaleUpdate(e);
  e.next();
}, 'reviews');

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/record-hooks.js`).checkSentBody(e);
  e.next();
}, 'reviews');

// ---- Model hooks ----

// A review shows its author's public name ("Chris C."), and waits for staff, hidden with its
// reason, when the server cannot take it for a real customer's (lib/review-trust.js).
onRecordCreate((e) => {
  const { publicName } = require(`${__hooks}/lib/records.js`);
  const author = e.app.findRecordById('users', e.record.getString('author'));
  e.record.set('author_name', publicName(author.getString('name')));
  const held = require(`${__hooks}/lib/identities.js`).reviewHold(e.app, e.record, author);
  e.record.set('held_reason', held);
  if (held) e.record.set('hidden', true);
  e.next();
}, 'reviews');

// A review staff hide (docs/moderation.md) leaves every device that synced it (sync
// tombstone), except its author's: the author still lists it (API rule), and a device keeps a
// copy newer than the tombstone, so the tombstone is written first and the review saved at a
// later millisecond. The rating hooks below count visible reviews only.
onRecordUpdate((e) => {
  if (!e.record.original().getBool('hidden') && e.record.getBool('hidden')) {
    const tombstone = new Record(e.app.findCollectionByNameOrId('record_deletions'));
    tombstone.set('collection', 'reviews');
    tombstone.set('record_id', e.record.id);
    e.app.save(tombstone);
    const written = Date.now();
    while (Date.now() <= written) {
      // under a millisecond: `updated` must sort after the tombstone's `created`
    }
  }
  e.next();
}, 'reviews');

// ---- After the transaction ----

// The listing's rating aggregates after every change. In a transaction: PocketBase has one
// write connection, so concurrent reviews of one contractor are counted one after another
// instead of overwriting each other's sums.
for (const bind of [
  onRecordAfterCreateSuccess,
  onRecordAfterUpdateSuccess,
  onRecordAfterDeleteSuccess,
]) {
  bind((e) => {
    e.app.runInTransaction((txApp) => {
      require(`${__hooks}/lib/records.js`).refreshContractorRatings(txApp, e.record);
    });
    e.next();
  }, 'reviews');
}

// A deleted review leaves a sync tombstone (docs/sync.md), after its rating is recounted.
onRecordAfterDeleteSuccess((e) => {
  require(`${__hooks}/lib/record-hooks.js`).writeTombstone(e.app, e.record);
  e.next();
}, 'reviews');
