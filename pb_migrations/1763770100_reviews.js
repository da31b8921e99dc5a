/// <reference path="../pb_data/types.d.ts" />
// `reviews`: one per completed hire, written by that hire's client about its contractor.
// Public to read.
migrate(
  (app) => {
    /** Rule parts joined with &&, each in parentheses. */
    const all = (/** @type {string[]} */ parts) => parts.map((p) => `(${p})`).join(' && ');
    /** A rule part refusing a body that sets any of `fields` (the server's to write). */
    const bodyMustNotSet = (/** @type {string[]} */ fields) =>
      fields.map((f) => `@request.body.${f}:isset = false`).join(' && ');
    const users = app.findCollectionByNameOrId('users');
    const contractors = app.findCollectionByNameOrId('contractors');
    const hires = app.findCollectionByNameOrId('hires');
    app.save(
      // Plain data, as PocketBase takes it (the generated types model fields as Go types).
      new Collection(
        /** @type {any} */ ({
          type: 'base',
          name: 'reviews',
          listRule: '',
          viewRule: '',
          createRule: all([
            '@request.auth.id != "" && @request.auth.collectionName = "users"',
            '@request.body.author = @request.auth.id',
            '@request.body.hire.client = @request.auth.id',
            '@request.body.hire.status = "completed"',
            '@request.body.hire.contractor = @request.body.contractor',
          ]),
          updateRule: all([
            'author = @request.auth.id',
            bodyMustNotSet(['author', 'hire', 'contractor']),
          ]),
          deleteRule: 'author = @request.auth.id',
          fields: [
            {
              name: 'contractor',
              type: 'relation',
              collectionId: contractors.id,
              maxSelect: 1,
              required: true,
              cascadeDelete: true,
            },
            {
              name: 'author',
              type: 'relation',
              collectionId: users.id,
              maxSelect: 1,
              required: true,
              cascadeDelete: true,
            },
            {
              name: 'hire',
              type: 'relation',
              collectionId: hires.id,
              maxSelect: 1,
              required: true,
              cascadeDelete: true,
            },
            { name: 'rating', type: 'number', required: true, onlyInt: true, min: 1, max: 5 },
            { name: 'body', type: 'text', max: 2000 },
            { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
            { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
          ],
          indexes: [
            'CREATE UNIQUE INDEX idx_reviews_hire ON reviews (hire)',
            'CREATE INDEX idx_reviews_contractor ON reviews (contractor, created)',
            'CREATE INDEX idx_reviews_updated ON reviews (updated, id)',
          ],
        }),
      ),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('reviews'));
  },
);
