/// <reference path="../pb_data/types.d.ts" />
// The contact forms' automatic reply goes only to the signed-in sender's own verified account
// address (docs/security-model.md "Contact forms"; lib/support.js noReplyReason). A message
// that gets none for that reason is still stored and staff are told; its `reply_mail` says
// why: `guest`, `not_own_address` (another address than the account's) or `unverified`.

/** The reply_mail values this migration adds. */
const CONTACT_NO_REPLY_VALUES = ['guest', 'not_own_address', 'unverified'];

migrate(
  (app) => {
    for (const name of ['support_requests', 'legal_inquiries']) {
      const collection = app.findCollectionByNameOrId(name);
      const field = /** @type {core.SelectField} */ (collection.fields.getByName('reply_mail'));
      /** @type {string[]} */
      const values = Array.from(field.values);
      field.values = values.concat(CONTACT_NO_REPLY_VALUES.filter((v) => values.indexOf(v) < 0));
      app.save(collection);
    }
  },
  (app) => {
    for (const name of ['support_requests', 'legal_inquiries']) {
      app
        .db()
        .newQuery(
          `UPDATE ${name} SET reply_mail = '' WHERE reply_mail IN ('guest', 'not_own_address', 'unverified')`,
        )
        .execute();
      const collection = app.findCollectionByNameOrId(name);
      const field = /** @type {core.SelectField} */ (collection.fields.getByName('reply_mail'));
      field.values = Array.from(field.values).filter(
        (v) => CONTACT_NO_REPLY_VALUES.indexOf(String(v)) < 0,
      );
      app.save(collection);
    }
  },
);
