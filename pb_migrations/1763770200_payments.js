/// <reference path="../pb_data/types.d.ts" />
// `payments`: the $1 listing and hire fees. Written only by the server (the
// payment provider's webhook); a user reads their own.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    app.save(
      // Plain data, as PocketBase takes it (the generated types model fields as Go types).
      new Collection(
        /** @type {any} */ ({
          type: 'base',
          name: 'payments',
          listRule: 'user = @request.auth.id',
          viewRule: 'user = @request.auth.id',
          createRule: null,
          updateRule: null,
          deleteRule: null,
          fields: [
            {
              name: 'user',
              type: 'relation',
              collectionId: users.id,
              maxSelect: 1,
              required: true,
              cascadeDelete: false,
            },
            {
              name: 'kind',
              type: 'select',
              required: true,
              maxSelect: 1,
              values: ['listing', 'hire'],
            },
            { name: 'target', type: 'text', required: true, max: 15, pattern: '^[a-z0-9]+$' },
            { name: 'amount_cents', type: 'number', required: true, onlyInt: true, min: 1 },
            { name: 'currency', type: 'text', required: true, max: 3, pattern: '^[A-Z]{3}$' },
            { name: 'provider_ref', type: 'text', max: 255 },
            {
              name: 'status',
              type: 'select',
              required: true,
              maxSelect: 1,
              values: ['pending', 'succeeded', 'failed', 'refunded'],
            },
            { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
            { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
          ],
          indexes: [
            'CREATE INDEX idx_payments_user ON payments (user, created)',
            'CREATE UNIQUE INDEX idx_payments_provider_ref ON payments (provider_ref) WHERE provider_ref != ""',
          ],
        }),
      ),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('payments'));
  },
);
