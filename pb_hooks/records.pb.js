/// <reference path="../pb_data/types.d.ts" />
// Record hooks (logic in lib/records.js): rating aggregates on
// review changes, tombstones for deleted synced records, the 409 answer to an update based on
// an old version.

// A new hire's client name and email for the contractor: pb_hooks/fees.pb.js, with its fee.

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

// Each handler runs in its own VM, so it requires what it needs itself.
for (const bind of [
  onRecordAfterCreateSuccess,
  onRecordAfterUpdateSuccess,
  onRecordAfterDeleteSuccess,
]) {
  bind((e) => {
    // In a transaction: PocketBase has one write connection, so concurrent reviews of one
    // contractor are counted one after another instead of overwriting each other's sums.
    e.app.runInTransaction((txApp) => {
      require(`${__hooks}/lib/records.js`).refreshContractorRatings(txApp, e.record);
    });
    e.next();
  }, 'reviews');
}

onRecordAfterDeleteSuccess(
  (e) => {
    const tombstones = e.app.findCollectionByNameOrId('record_deletions');
    const tombstone = new Record(tombstones);
    tombstone.set('collection', e.record.collection().name);
    tombstone.set('record_id', e.record.id);
    e.app.save(tombstone);
    e.next();
  },
  'contractors',
  'reviews',
  'hires',
);

// Sync conflict check: an update whose If-Match names an older `updated` answers 409 and
// changes nothing; the client keeps the server copy and offers its edit to reapply.
onRecordUpdateRequest(
  (e) => {
    const { isStaleUpdate } = require(`${__hooks}/lib/records.js`);
    const current = e.record.original().getString('updated');
    const ifMatch = e.requestInfo().headers['if_match'] || '';
    if (isStaleUpdate(ifMatch, current)) {
      throw new ApiError(409, 'This record was changed since you loaded it.', {
        updated: new ValidationError('record_conflict', `The current version is ${current}.`),
      });
    }
    e.next();
  },
  'users',
  'contractors',
  'hires',
  'reviews',
  'affiliates',
);

// Wrong JSON types are refused with field errors instead of being converted (lib/body-types.js).
// Multipart bodies arrive as strings and are checked as PocketBase converted them.
for (const bind of [onRecordCreateRequest, onRecordUpdateRequest]) {
  bind(
    (e) => {
      const { bodyTypeErrors } = require(`${__hooks}/lib/body-types.js`);
      const fields = [];
      const list = e.record.collection().fields;
      for (let i = 0; i < list.length; i += 1) {
        const field = /** @type {any} */ (list[i]);
        fields.push({ name: field.getName(), type: field.type(), maxSelect: field.maxSelect || 0 });
      }
      // requestInfo().body is already converted to the fields' types; check what was sent.
      const info = e.requestInfo();
      const isJson = String(info.headers['content_type'] || '').indexOf('application/json') >= 0;
      let sent = info.body;
      if (isJson) {
        try {
          sent = JSON.parse(toString(/** @type {any} */ (e).requestEvent.request.body, 1 << 20));
        } catch {
          sent = info.body;
        }
      }
      const errors = bodyTypeErrors(sent, fields);
      if (Object.keys(errors).length > 0) {
        require(`${__hooks}/lib/http.js`).throwFieldErrors('Failed to save the record.', errors);
      }
      // Hidden fields the owner writes (contact details, docs/fees.md): PocketBase drops them
      // from a non-superuser's body, so they are set from what was sent; the save validates them.
      const hidden = require(`${__hooks}/lib/hidden-body.js`);
      const values = hidden.sentHiddenValues(
        e.record.collection().name,
        e.record.isNew(),
        isJson ? sent : null,
        /** @type {any} */ (e).requestEvent.request,
      );
      for (const name of Object.keys(values)) e.record.set(name, values[name]);
      if (e.record.isNew()) {
        const hiddenErrors = hidden.hiddenFieldErrors(e.record.collection().name, e.record);
        if (Object.keys(hiddenErrors).length > 0) {
          require(`${__hooks}/lib/http.js`).throwFieldErrors(
            'Failed to create record.',
            hiddenErrors,
          );
        }
      }
      e.next();
    },
    'users',
    'contractors',
    'hires',
    'reviews',
    'exit_intent_captures',
    'affiliates',
  );
}
