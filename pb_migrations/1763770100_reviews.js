/// <reference path="../pb_data/types.d.ts" />
// `reviews`: one per completed hire, written by that hire's client about its contractor
// (ARCHITECTURE.md data model). Public to read.
migrate(
  (app) => {
    const { autodates, relation, collection } = require(`${__hooks}/lib/schema.js`);
    const { all, bodyMustNotSet, SIGNED_IN } = require(`${__hooks}/lib/rules.js`);
    const users = app.findCollectionByNameOrId('users');
    const contractors = app.findCollectionByNameOrId('contractors');
    const hires = app.findCollectionByNameOrId('hires');
    app.save(
      collection({
        type: 'base',
        name: 'reviews',
        listRule: '',
        viewRule: '',
        createRule: all([
          SIGNED_IN,
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
          relation('contractor', contractors.id, { cascadeDelete: true }),
          relation('author', users.id, { cascadeDelete: true }),
          relation('hire', hires.id, { cascadeDelete: true }),
          { name: 'rating', type: 'number', required: true, onlyInt: true, min: 1, max: 5 },
          { name: 'body', type: 'text', max: 2000 },
          ...autodates(),
        ],
        indexes: [
          'CREATE UNIQUE INDEX idx_reviews_hire ON reviews (hire)',
          'CREATE INDEX idx_reviews_contractor ON reviews (contractor, created)',
          'CREATE INDEX idx_reviews_updated ON reviews (updated, id)',
        ],
      }),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('reviews'));
  },
);
