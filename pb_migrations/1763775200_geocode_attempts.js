/// <reference path="../pb_data/types.d.ts" />
// `geocode_attempts`: the server's geocoding job (pb_hooks/cron.pb.js) records each failed
// postcode lookup of a listing here, with when to try again, so a postcode that cannot be
// placed is not asked for on every run. Server-side only: no API rules, superusers read it.
migrate(
  (app) => {
    const contractors = app.findCollectionByNameOrId('contractors');
    app.save(
      // Plain data, as PocketBase takes it (the generated types model fields as Go types).
      new Collection(
        /** @type {any} */ ({
          type: 'base',
          name: 'geocode_attempts',
          listRule: null,
          viewRule: null,
          createRule: null,
          updateRule: null,
          deleteRule: null,
          fields: [
            {
              name: 'listing',
              type: 'relation',
              collectionId: contractors.id,
              maxSelect: 1,
              required: true,
              cascadeDelete: true,
            },
            // "POSTCODE|CC": a changed postcode is tried at once, not after the old delay.
            { name: 'query', type: 'text', max: 40 },
            { name: 'attempts', type: 'number', onlyInt: true, min: 0 },
            { name: 'last_error', type: 'text', max: 200 },
            { name: 'next_try', type: 'date' },
            { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
            { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
          ],
          indexes: [
            'CREATE UNIQUE INDEX idx_geocode_attempts_listing ON geocode_attempts (listing)',
          ],
        }),
      ),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('geocode_attempts'));
  },
);
