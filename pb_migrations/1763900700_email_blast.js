/// <reference path="../pb_data/types.d.ts" />
// The email blast (docs/security-model.md "Email blast"): `email_blasts` (what to send to
// whom, and where the sending stands), `email_deliveries` (one row per blast and recipient,
// unique: the row is written before the send, so nobody is mailed twice),
// `email_unsubscribes` (SHA-256 of the normalised address: who said no), `server_secrets`
// (the unsubscribe links' HMAC key, made here once). No API rule opens any of them: the
// admin routes of pb_hooks/routes-email-blast.pb.js and superusers read and write them.
// `exit_intent_captures.marketing_consent`: the visitor ticked "send me news and offers";
// only those leads are a blast audience.

migrate(
  (app) => {
    /** Plain data, as PocketBase takes it (the generated types model fields as Go types). */
    const closed = (/** @type {object} */ spec) =>
      new Collection(
        /** @type {any} */ ({
          type: 'base',
          listRule: null,
          viewRule: null,
          createRule: null,
          updateRule: null,
          deleteRule: null,
          ...spec,
        }),
      );
    const users = app.findCollectionByNameOrId('users');
    const blasts = closed({
      name: 'email_blasts',
      fields: [
        {
          name: 'audience',
          type: 'select',
          required: true,
          maxSelect: 1,
          values: ['all', 'contractors', 'clients', 'leads'],
        },
        { name: 'languages', type: 'json', maxSize: 2000 },
        { name: 'content', type: 'json', maxSize: 400000 },
        {
          name: 'status',
          type: 'select',
          required: true,
          maxSelect: 1,
          values: ['draft', 'sending', 'sent', 'cancelled'],
        },
        { name: 'recipients_total', type: 'number', min: 0, onlyInt: true },
        { name: 'sent_count', type: 'number', min: 0, onlyInt: true },
        { name: 'failed_count', type: 'number', min: 0, onlyInt: true },
        { name: 'skipped_count', type: 'number', min: 0, onlyInt: true },
        { name: 'created_by', type: 'relation', collectionId: users.id, maxSelect: 1 },
        { name: 'created_by_email', type: 'text', max: 320 },
        { name: 'started', type: 'date' },
        { name: 'finished', type: 'date' },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE INDEX idx_email_blasts_status ON email_blasts (status, created)'],
    });
    app.save(blasts);
    app.save(
      closed({
        name: 'email_deliveries',
        fields: [
          {
            name: 'blast',
            type: 'relation',
            collectionId: blasts.id,
            maxSelect: 1,
            required: true,
            cascadeDelete: true,
          },
          { name: 'email', type: 'text', required: true, max: 320 },
          { name: 'language', type: 'text', max: 40 },
          {
            name: 'status',
            type: 'select',
            required: true,
            maxSelect: 1,
            values: ['sending', 'sent', 'failed', 'skipped_unsubscribed'],
          },
          { name: 'error', type: 'text', max: 500 },
          { name: 'sent_at', type: 'date' },
          { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        ],
        indexes: [
          'CREATE UNIQUE INDEX idx_email_deliveries_blast_email ON email_deliveries (blast, email)',
          'CREATE INDEX idx_email_deliveries_blast_status ON email_deliveries (blast, status)',
        ],
      }),
    );
    app.save(
      closed({
        name: 'email_unsubscribes',
        fields: [
          { name: 'email_hash', type: 'text', required: true, min: 64, max: 64 },
          { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        ],
        indexes: [
          'CREATE UNIQUE INDEX idx_email_unsubscribes_hash ON email_unsubscribes (email_hash)',
        ],
      }),
    );
    const secrets = closed({
      name: 'server_secrets',
      fields: [
        { name: 'name', type: 'text', required: true, max: 100 },
        { name: 'value', type: 'text', required: true, max: 200, hidden: true },
      ],
      indexes: ['CREATE UNIQUE INDEX idx_server_secrets_name ON server_secrets (name)'],
    });
    app.save(secrets);
    const secret = new Record(secrets);
    secret.set('name', 'unsubscribe_hmac');
    secret.set('value', $security.randomString(64));
    app.save(secret);

    const captures = app.findCollectionByNameOrId('exit_intent_captures');
    captures.fields.add(new BoolField({ name: 'marketing_consent' }));
    app.save(captures);
  },
  (app) => {
    const captures = app.findCollectionByNameOrId('exit_intent_captures');
    captures.fields.removeByName('marketing_consent');
    app.save(captures);
    for (const name of [
      'server_secrets',
      'email_unsubscribes',
      'email_deliveries',
      'email_blasts',
    ]) {
      app.delete(app.findCollectionByNameOrId(name));
    }
  },
);
