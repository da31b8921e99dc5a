/// <reference path="../pb_data/types.d.ts" />
// Nobody can use the server to mail strangers, and no IP or country is kept
// (spec §3; docs/security-model.md "Email"):
// - exit_intent_captures: the offer goes to an address at most once per 30 days; a capture
//   within that window is kept with `offer_status = skipped`; `ip_address` stays empty
//   (existing values are erased);
// - mail_recipient_marks: per kind of mail, a salted SHA-256 of the normalised address and
//   when it was last mailed (superusers only);
// - affiliate_clicks: `dedupe_key`, a salted SHA-256 of (affiliate, visitor or IP, UTC day),
//   unique while set and cleared after two days; `ip_address` and `country` stay empty
//   (existing values are erased);
// - affiliate_digest_pending: new clicks per affiliate (and per country when a trusted proxy
//   names it) until the hourly digest mail reports them (superusers only).

/**
 * Adds `extra` to a select field's values, keeping what other migrations added.
 * Named for this file, as tsc checks all migrations in one scope.
 * @param {core.Collection} collection @param {string} name @param {string[]} extra
 */
function mailAbuseAddSelectValues(collection, name, extra) {
  const field = collection.fields.getByName(name);
  /** @type {string[]} */
  const values = Array.from(field.values);
  field.values = values.concat(extra.filter((v) => values.indexOf(v) < 0));
}

migrate(
  (app) => {
    const captures = app.findCollectionByNameOrId('exit_intent_captures');
    mailAbuseAddSelectValues(captures, 'offer_status', ['skipped']);
    app.save(captures);
    app.db().newQuery("UPDATE exit_intent_captures SET ip_address = ''").execute();

    const clicks = app.findCollectionByNameOrId('affiliate_clicks');
    clicks.fields.add(new TextField({ name: 'dedupe_key', max: 64 }));
    clicks.addIndex('idx_affiliate_clicks_dedupe', true, 'dedupe_key', "dedupe_key != ''");
    app.save(clicks);
    app.db().newQuery("UPDATE affiliate_clicks SET ip_address = '', country = ''").execute();

    const affiliates = app.findCollectionByNameOrId('affiliates');
    /** @type {Record<'listRule' | 'viewRule' | 'createRule' | 'updateRule' | 'deleteRule', null>} */
    const closed = {
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
    };
    app.save(
      // Plain data, as PocketBase takes it (the generated types model fields as Go types).
      new Collection(
        /** @type {any} */ ({
          type: 'base',
          name: 'mail_recipient_marks',
          ...closed,
          fields: [
            { name: 'kind', type: 'text', required: true, max: 32 },
            { name: 'key_hash', type: 'text', required: true, max: 64 },
            { name: 'last_sent', type: 'date' },
          ],
          indexes: [
            'CREATE UNIQUE INDEX idx_mail_recipient_marks_key ON mail_recipient_marks (kind, key_hash)',
          ],
        }),
      ),
    );
    app.save(
      // Plain data, as PocketBase takes it (the generated types model fields as Go types).
      new Collection(
        /** @type {any} */ ({
          type: 'base',
          name: 'affiliate_digest_pending',
          ...closed,
          fields: [
            {
              name: 'affiliate',
              type: 'relation',
              collectionId: affiliates.id,
              maxSelect: 1,
              required: true,
              cascadeDelete: true,
            },
            { name: 'country', type: 'text', max: 2, pattern: '^([A-Z]{2})?$' },
            { name: 'clicks', type: 'number', min: 0, onlyInt: true },
          ],
          indexes: [
            'CREATE UNIQUE INDEX idx_affiliate_digest_pending ON affiliate_digest_pending (affiliate, country)',
          ],
        }),
      ),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('affiliate_digest_pending'));
    app.delete(app.findCollectionByNameOrId('mail_recipient_marks'));
    const clicks = app.findCollectionByNameOrId('affiliate_clicks');
    clicks.removeIndex('idx_affiliate_clicks_dedupe');
    clicks.fields.removeByName('dedupe_key');
    app.save(clicks);
    const captures = app.findCollectionByNameOrId('exit_intent_captures');
    app
      .db()
      .newQuery("UPDATE exit_intent_captures SET offer_status = '' WHERE offer_status = 'skipped'")
      .execute();
    const field = /** @type {core.SelectField} */ (captures.fields.getByName('offer_status'));
    field.values = Array.from(field.values).filter((v) => v !== 'skipped');
    app.save(captures);
  },
);
