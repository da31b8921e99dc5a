/// <reference path="../pb_data/types.d.ts" />
// estimates: a user's construction estimates (the estimator; src/features/estimator/core).
// Only the owner lists, views, creates, updates and deletes their own; `owner` comes from the
// auth (set by pb_hooks/estimates.pb.js; a body that names one is refused) and never changes;
// `sections` and `settings` are JSON checked by lib/estimates.js against the calculation's
// limits (lib/estimate-limits.json); a user whose listing is suspended cannot write (the hook).

const EST_USER = '@request.auth.collectionName = "users"';
const EST_OWN = `${EST_USER} && owner = @request.auth.id`;

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    const trades = app.findCollectionByNameOrId('trades');
    app.save(
      // Plain data, as PocketBase takes it (the generated types model fields as Go types).
      new Collection(
        /** @type {any} */ ({
          type: 'base',
          name: 'estimates',
          listRule: EST_OWN,
          viewRule: EST_OWN,
          createRule: `${EST_USER} && @request.body.owner:isset = false`,
          updateRule: `${EST_OWN} && @request.body.owner:isset = false`,
          deleteRule: EST_OWN,
          fields: [
            {
              name: 'owner',
              type: 'relation',
              required: true,
              collectionId: users.id,
              maxSelect: 1,
              cascadeDelete: true,
            },
            { name: 'name', type: 'text', required: true, max: 200 },
            { name: 'client_name', type: 'text', max: 200 },
            { name: 'address', type: 'text', max: 500 },
            {
              name: 'trades',
              type: 'relation',
              collectionId: trades.id,
              maxSelect: 45,
              cascadeDelete: false,
            },
            {
              name: 'currency',
              type: 'text',
              required: true,
              min: 3,
              max: 3,
              pattern: '^[A-Z]{3}$',
            },
            { name: 'sections', type: 'json', maxSize: 2000000 },
            { name: 'settings', type: 'json', maxSize: 2000 },
            { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
            { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
          ],
          indexes: ['CREATE INDEX idx_estimates_owner ON estimates (owner, updated)'],
        }),
      ),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('estimates'));
  },
);
