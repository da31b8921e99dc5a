/// <reference path="../pb_data/types.d.ts" />
// `contractors`: one business listing per user. Active listings are public; the owner sees and
// edits their own. Verification, background check, ratings, the listing period and suspension
// are the server's to set.
migrate(
  (app) => {
    /** Rule parts joined with &&, each in parentheses. */
    const all = (/** @type {string[]} */ parts) => parts.map((p) => `(${p})`).join(' && ');
    /** A rule part refusing a body that sets any of `fields` (the server's to write). */
    const bodyMustNotSet = (/** @type {string[]} */ fields) =>
      fields.map((f) => `@request.body.${f}:isset = false`).join(' && ');
    const users = app.findCollectionByNameOrId('users');
    const trades = app.findCollectionByNameOrId('trades');
    const serverFields = [
      'verified',
      'background_check',
      'rating_avg',
      'rating_count',
      'listed_until',
    ];
    const image = ['image/jpeg', 'image/png', 'image/webp'];
    app.save(
      // Plain data, as PocketBase takes it (the generated types model fields as Go types).
      new Collection(
        /** @type {any} */ ({
          type: 'base',
          name: 'contractors',
          listRule: 'status = "active" || owner = @request.auth.id',
          viewRule: 'status = "active" || owner = @request.auth.id',
          createRule: all([
            '@request.auth.id != "" && @request.auth.collectionName = "users"',
            '@request.body.owner = @request.auth.id',
            bodyMustNotSet(serverFields),
            '@request.body.status != "suspended"',
          ]),
          updateRule: all([
            'owner = @request.auth.id',
            'status != "suspended"',
            bodyMustNotSet(['owner', ...serverFields]),
            '@request.body.status:isset = false || @request.body.status != "suspended"',
          ]),
          deleteRule: 'owner = @request.auth.id',
          fields: [
            {
              name: 'owner',
              type: 'relation',
              collectionId: users.id,
              maxSelect: 1,
              required: true,
              cascadeDelete: true,
            },
            { name: 'business_name', type: 'text', required: true, min: 2, max: 120 },
            {
              name: 'trades',
              type: 'relation',
              collectionId: trades.id,
              required: true,
              minSelect: 1,
              maxSelect: 45,
              cascadeDelete: false,
            },
            { name: 'description', type: 'text', max: 5000 },
            { name: 'phone', type: 'text', max: 32, pattern: '^[+0-9 ().-]*$' },
            { name: 'email', type: 'email' },
            { name: 'website', type: 'url' },
            { name: 'city', type: 'text', max: 100 },
            { name: 'region', type: 'text', max: 100 },
            { name: 'postcode', type: 'text', max: 20 },
            { name: 'country_code', type: 'text', max: 2, pattern: '^([A-Z]{2})?$' },
            { name: 'lat', type: 'number', min: -90, max: 90 },
            { name: 'lon', type: 'number', min: -180, max: 180 },
            { name: 'service_radius_km', type: 'number', min: 0, max: 1000 },
            { name: 'years_in_business', type: 'number', onlyInt: true, min: 0, max: 150 },
            { name: 'license_number', type: 'text', max: 64 },
            { name: 'insured', type: 'bool' },
            { name: 'verified', type: 'bool' },
            { name: 'background_check', type: 'bool' },
            {
              name: 'logo',
              type: 'file',
              maxSelect: 1,
              maxSize: 2097152,
              mimeTypes: image,
              thumbs: ['128x128'],
            },
            {
              name: 'photos',
              type: 'file',
              maxSelect: 10,
              maxSize: 5242880,
              mimeTypes: image,
              thumbs: ['480x320'],
            },
            { name: 'rating_avg', type: 'number', min: 0, max: 5 },
            { name: 'rating_count', type: 'number', onlyInt: true, min: 0 },
            {
              name: 'status',
              type: 'select',
              required: true,
              maxSelect: 1,
              values: ['draft', 'active', 'suspended'],
            },
            { name: 'listed_until', type: 'date' },
            { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
            { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
          ],
          indexes: [
            'CREATE UNIQUE INDEX idx_contractors_owner ON contractors (owner)',
            'CREATE INDEX idx_contractors_status ON contractors (status)',
            'CREATE INDEX idx_contractors_updated ON contractors (updated, id)',
            'CREATE INDEX idx_contractors_trades ON contractors (trades)',
          ],
        }),
      ),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('contractors'));
  },
);
