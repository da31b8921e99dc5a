/// <reference path="../pb_data/types.d.ts" />
// `payments`: the $1 listing and hire fees (spec §1, §9). Written only by the server (the
// payment provider's webhook); a user reads their own.
migrate(
  (app) => {
    const { autodates, relation, collection } = require(`${__hooks}/lib/schema.js`);
    const { SUPERUSERS_ONLY } = require(`${__hooks}/lib/rules.js`);
    const users = app.findCollectionByNameOrId('users');
    app.save(
      collection({
        type: 'base',
        name: 'payments',
        ...SUPERUSERS_ONLY,
        listRule: 'user = @request.auth.id',
        viewRule: 'user = @request.auth.id',
        fields: [
          relation('user', users.id),
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
          ...autodates(),
        ],
        indexes: [
          'CREATE INDEX idx_payments_user ON payments (user, created)',
          'CREATE UNIQUE INDEX idx_payments_provider_ref ON payments (provider_ref) WHERE provider_ref != ""',
        ],
      }),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('payments'));
  },
);
