// The record-hook steps several collections share (the sync conflict check, the sent body's
// types, upload names, sync tombstones). Each collection's file (pb_hooks/<collection>.pb.js)
// registers them for itself, so all of one collection's handlers sit in one file in one
// order: PocketBase loads the hook files in no fixed order. JSVM only (PocketBase's globals).

/**
 * Sync conflict check of an update request: an update whose If-Match names an older `updated`
 * is refused, and the client keeps the server copy and offers its edit to reapply.
 * @param {RecordRequestEventWithRecord} e
 * @throws {ApiError} 409 with `updated: record_conflict` when the record moved on
 */
function refuseStaleUpdate(e) {
  const { isStaleUpdate } = require(`${__hooks}/lib/records.js`);
  const current = e.record.original().getString('updated');
  const ifMatch = e.requestInfo().headers['if_match'] || '';
  if (isStaleUpdate(ifMatch, current)) {
    throw new ApiError(409, 'This record was changed since you loaded it.', {
      updated: new ValidationError('record_conflict', `The current version is ${current}.`),
    });
  }
}

/**
 * Checks what a create or update request sent: wrong JSON types are refused with field errors
 * instead of being converted (lib/body-types.js; a multipart body arrives as strings and is
 * checked as PocketBase converted it), and the hidden fields the owner writes (contact details,
 * docs/fees.md), which PocketBase drops from a non-superuser's body, are set on the record from
 * what was sent (lib/hidden-body.js; the save validates them).
 * @param {RecordRequestEventWithRecord} e
 * @throws {BadRequestError} 400 with field errors
 */
function checkSentBody(e) {
  const http = require(`${__hooks}/lib/http.js`);
  const { bodyTypeErrors } = require(`${__hooks}/lib/body-types.js`);
  const fields = [];
  const list = e.record.collection().fields;
  for (let i = 0; i < list.length; i += 1) {
    // Field is an interface in the typings; maxSelect exists on relation, select and file only.
    const field = /** @type {core.Field & { maxSelect?: number }} */ (list[i]);
    fields.push({ name: field.getName(), type: field.type(), maxSelect: field.maxSelect || 0 });
  }
  // requestInfo().body is already converted to the fields' types; check what was sent.
  const info = e.requestInfo();
  const isJson = String(info.headers['content_type'] || '').indexOf('application/json') >= 0;
  /** @type {unknown} */
  let sent = info.body;
  // The typings give the embedded RequestEvent no name; at run time it is `requestEvent`.
  const request = /** @type {{ requestEvent: core.RequestEvent }} */ (/** @type {unknown} */ (e))
    .requestEvent.request;
  if (isJson) {
    try {
      sent = JSON.parse(toString(request.body, 1 << 20));
    } catch {
      sent = info.body;
    }
  }
  const errors = bodyTypeErrors(sent, fields);
  if (Object.keys(errors).length > 0) {
    http.throwFieldErrors('Failed to save the record.', errors);
  }
  const hidden = require(`${__hooks}/lib/hidden-body.js`);
  const values = hidden.sentHiddenValues(
    e.record.collection().name,
    e.record.isNew(),
    isJson ? /** @type {Record<string, unknown> | null} */ (sent) : null,
    request,
  );
  for (const name of Object.keys(values)) e.record.set(name, values[name]);
  if (e.record.isNew()) {
    const hiddenErrors = hidden.hiddenFieldErrors(e.record.collection().name, e.record);
    if (Object.keys(hiddenErrors).length > 0) {
      http.throwFieldErrors('Failed to create record.', hiddenErrors);
    }
  }
}

/**
 * New uploads get the extension of their content; an upload of no accepted type is refused
 * (lib/upload-types.js), before PocketBase validates and stores it.
 * @param {RecordRequestEventWithRecord} e
 * @throws {BadRequestError} 400 with a field error per refused upload
 */
function checkUploads(e) {
  const errors = require(`${__hooks}/lib/upload-types.js`).correctUploadNames(e.record);
  if (Object.keys(errors).length > 0) {
    require(`${__hooks}/lib/http.js`).throwFieldErrors('Failed to save the record.', errors);
  }
}

/**
 * A listing's `lat`/`lon`: a number in range or null, never an exact 0, 0 (lib/geocode.js).
 * @param {RecordRequestEventWithRecord} e
 * @throws {BadRequestError} 400 with a field error on `lat` and/or `lon`
 */
function checkPosition(e) {
  const g = require(`${__hooks}/lib/geocode.js`);
  const errors = g.positionErrors(
    g.jsonValue(e.record.getString('lat')),
    g.jsonValue(e.record.getString('lon')),
  );
  if (Object.keys(errors).length > 0) {
    require(`${__hooks}/lib/http.js`).throwFieldErrors('Failed to save the record.', errors);
  }
}

/**
 * Writes the sync tombstone of a deleted record, so devices that synced it drop their copy.
 * @param {core.App} app
 * @param {core.Record} record the deleted record
 */
function writeTombstone(app, record) {
  const tombstone = new Record(app.findCollectionByNameOrId('record_deletions'));
  tombstone.set('collection', record.collection().name);
  tombstone.set('record_id', record.id);
  app.save(tombstone);
}

module.exports = { refuseStaleUpdate, checkSentBody, checkUploads, checkPosition, writeTombstone };
