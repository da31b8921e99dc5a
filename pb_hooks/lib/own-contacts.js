// A listing's phone and email for its owner only (docs/security-model.md "Contact details"):
// the fields are hidden by the schema, so nobody gets them from the API unless a hook unhides
// them. Called once per request or realtime message by pb_hooks/fees.pb.js, never once per
// record (a JS call per record made a page of 1,000 listings ~14x slower: docs/scaling.md).

/** The hidden fields of a listing that its owner sees. */
const OWN_CONTACT_FIELDS = ['phone', 'email'];

/**
 * Unhides phone and email on the records owned by `auth` (a listing's `owner` is '' after its
 * account was deleted: never matches).
 * @param {core.Record[]} records contractors about to be answered
 * @param {core.Record | null | undefined} auth the requester, or none for a guest
 */
function unhideOwnContacts(records, auth) {
  const id = auth ? auth.id : '';
  if (!id) return;
  for (const record of records) {
    if (record && record.getString('owner') === id) record.unhide(...OWN_CONTACT_FIELDS);
  }
}

/**
 * A realtime message about a listing, with its phone and email added when it goes to the
 * listing's owner.
 * @param {core.App} app
 * @param {{ name: string, data: string | number[] } | undefined} message the message about to be
 *   sent (`contractors/...` topics; `data` is the JSON `{ action, record }`)
 * @param {unknown} auth the subscriber's auth record (`client.get('auth')`), or none
 * @returns {string | null} the new JSON data, or null to send the message unchanged
 */
function ownListingMessage(app, message, auth) {
  if (!message || message.name.indexOf('contractors/') !== 0) return null;
  const authId = auth && typeof auth === 'object' && 'id' in auth ? String(auth.id) : '';
  if (!authId) return null;
  /** @type {{ action?: string, record?: Record<string, unknown> }} */
  let data;
  try {
    data = JSON.parse(toString(message.data));
  } catch {
    return null;
  }
  const record = data.record;
  if (!record || record.owner !== authId || typeof record.id !== 'string') return null;
  try {
    const stored = app.findRecordById('contractors', record.id);
    if (stored.getString('owner') !== authId) return null;
    for (const name of OWN_CONTACT_FIELDS) record[name] = stored.getString(name);
  } catch {
    return null; // deleted since: nothing to add
  }
  return JSON.stringify(data);
}

module.exports = { OWN_CONTACT_FIELDS, ownListingMessage, unhideOwnContacts };
