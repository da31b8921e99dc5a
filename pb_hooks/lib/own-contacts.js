// A listing's phone and email for its owner only (docs/security-model.md "Contact details"):
// the fields are hidden by the schema, so nobody gets them from the API unless a hook unhides
// them. Called once per request by pb_hooks/contractors.pb.js, never once per record or per
// realtime message (a JS call per record made a page of 1,000 listings ~14x slower:
// docs/scaling.md).

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

module.exports = { OWN_CONTACT_FIELDS, unhideOwnContacts };
