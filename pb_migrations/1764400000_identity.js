/// <reference path="../pb_data/types.d.ts" />
// One person, one identity (docs/security-model.md "Identity"; lib/identity.js):
// - users.email_canonical (hidden): the canonical form of the email, unique while set, so the
//   same mailbox under another case, `+tag` or Gmail dots is one account;
// - users.free_since (hidden): when the person's free month started (their identity's first
//   sign-up), so deleting the account and signing up again gives no new month;
// - users.signup_range (hidden): the /24 or /48 the account signed up from (self-dealing rule);
// - identities (superusers only): per salted hash of a canonical email, when it was first seen
//   and when its first listing's free month ended, kept when the account is deleted;
// - contractors.owner_identity (hidden): the identity hash of a deleted owner, kept on the
//   listing left `removed`, so that the same person listing again gets its reviews back.
// Existing users are canonicalised oldest first; a later account with the same canonical form
// as an earlier one keeps an empty email_canonical and is reported (a warning in the logs), not
// merged: staff decide.

migrate(
  (app) => {
    const trust = require(`${__hooks}/lib/trust.js`);
    const { canonicalEmail } = require(`${__hooks}/lib/identity.js`);
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
          name: 'identities',
          ...closed,
          fields: [
            { name: 'key_hash', type: 'text', required: true, max: 64 },
            { name: 'first_seen', type: 'date', required: true },
            { name: 'listing_month_end', type: 'date' },
            { name: 'created', type: 'autodate', onCreate: true },
            { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
          ],
          indexes: ['CREATE UNIQUE INDEX idx_identities_key ON identities (key_hash)'],
        }),
      ),
    );

    const users = app.findCollectionByNameOrId('users');
    users.fields.add(new TextField({ name: 'email_canonical', max: 254, hidden: true }));
    users.fields.add(new DateField({ name: 'free_since', hidden: true }));
    users.fields.add(new TextField({ name: 'signup_range', max: 64, hidden: true }));
    users.addIndex('idx_users_email_canonical', true, 'email_canonical', "email_canonical != ''");
    app.save(users);

    const contractors = app.findCollectionByNameOrId('contractors');
    contractors.fields.add(new TextField({ name: 'owner_identity', max: 64, hidden: true }));
    contractors.addIndex('idx_contractors_owner_identity', false, 'owner_identity', '');
    app.save(contractors);

    const salt = trust.serverSalt(app);
    const identities = app.findCollectionByNameOrId('identities');
    /** @type {Record<string, { first: string, firstId: string }>} */
    const seen = {};
    const all = app.findRecordsByFilter('users', "id != ''", 'created,id', 0, 0);
    for (const user of all) {
      const canonical = canonicalEmail(user.email());
      if (!canonical) continue;
      const created = user.getString('created');
      const earlier = seen[canonical];
      if (earlier) {
        const line = `identity: account ${user.id} has the same canonical email as ${earlier.firstId}; not merged, email_canonical left empty`;
        app.logger().warn(line, 'user', user.id, 'sameAs', earlier.firstId);
      } else {
        seen[canonical] = { first: created, firstId: user.id };
        user.set('email_canonical', canonical);
      }
      user.set('free_since', earlier ? earlier.first : created);
      app.saveNoValidate(user);
    }
    for (const canonical of Object.keys(seen)) {
      const first = /** @type {{ first: string, firstId: string }} */ (seen[canonical]);
      const identity = new Record(identities);
      identity.set('key_hash', trust.identityHash($security.sha256, salt, canonical));
      identity.set('first_seen', first.first);
      const listing = trust.listingOf(app, first.firstId);
      if (listing && listing.getString('listed_until')) {
        identity.set('listing_month_end', listing.getString('listed_until'));
      }
      app.save(identity);
    }
  },
  (app) => {
    const contractors = app.findCollectionByNameOrId('contractors');
    contractors.removeIndex('idx_contractors_owner_identity');
    contractors.fields.removeByName('owner_identity');
    app.save(contractors);
    const users = app.findCollectionByNameOrId('users');
    users.removeIndex('idx_users_email_canonical');
    for (const name of ['email_canonical', 'free_since', 'signup_range']) {
      users.fields.removeByName(name);
    }
    app.save(users);
    app.delete(app.findCollectionByNameOrId('identities'));
  },
);
