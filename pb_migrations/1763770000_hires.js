/// <reference path="../pb_data/types.d.ts" />
// `hires`: a client's request to hire one contractor. Only the two parties see it. The client
// creates it as "requested" and may cancel it while it is; the contractor accepts or declines
// it, then completes an accepted one. Nothing else about a hire changes through the API; the
// fee status is the server's (payments).
migrate(
  (app) => {
    /** Rule parts joined with &&, each in parentheses. */
    const all = (/** @type {string[]} */ parts) => parts.map((p) => `(${p})`).join(' && ');
    /** A rule part refusing a body that sets any of `fields` (the server's to write). */
    const bodyMustNotSet = (/** @type {string[]} */ fields) =>
      fields.map((f) => `@request.body.${f}:isset = false`).join(' && ');
    const users = app.findCollectionByNameOrId('users');
    const contractors = app.findCollectionByNameOrId('contractors');
    const trades = app.findCollectionByNameOrId('trades');
    const parties = 'client = @request.auth.id || contractor.owner = @request.auth.id';
    app.save(
      // Plain data, as PocketBase takes it (the generated types model fields as Go types).
      new Collection(
        /** @type {any} */ ({
          type: 'base',
          name: 'hires',
          listRule: parties,
          viewRule: parties,
          createRule: all([
            '@request.auth.id != "" && @request.auth.collectionName = "users"',
            '@request.body.client = @request.auth.id',
            '@request.body.status = "requested"',
            '@request.body.contractor.status = "active"',
            '@request.body.contractor.owner != @request.auth.id',
            bodyMustNotSet(['fee_status']),
          ]),
          updateRule: all([
            bodyMustNotSet(['client', 'contractor', 'trade', 'description', 'fee_status']),
            [
              '(client = @request.auth.id && status = "requested" && @request.body.status = "cancelled")',
              '(contractor.owner = @request.auth.id && status = "requested" && (@request.body.status = "accepted" || @request.body.status = "declined"))',
              '(contractor.owner = @request.auth.id && status = "accepted" && @request.body.status = "completed")',
            ].join(' || '),
          ]),
          deleteRule: null,
          fields: [
            {
              name: 'client',
              type: 'relation',
              collectionId: users.id,
              maxSelect: 1,
              required: true,
              cascadeDelete: true,
            },
            {
              name: 'contractor',
              type: 'relation',
              collectionId: contractors.id,
              maxSelect: 1,
              required: true,
              cascadeDelete: true,
            },
            {
              name: 'trade',
              type: 'relation',
              collectionId: trades.id,
              maxSelect: 1,
              required: false,
              cascadeDelete: false,
            },
            { name: 'description', type: 'text', max: 2000 },
            {
              name: 'status',
              type: 'select',
              required: true,
              maxSelect: 1,
              values: ['requested', 'accepted', 'declined', 'completed', 'cancelled'],
            },
            {
              name: 'fee_status',
              type: 'select',
              maxSelect: 1,
              values: ['unpaid', 'paid', 'waived', 'refunded'],
            },
            { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
            { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
          ],
          indexes: [
            'CREATE INDEX idx_hires_client ON hires (client)',
            'CREATE INDEX idx_hires_contractor ON hires (contractor)',
            'CREATE INDEX idx_hires_updated ON hires (updated, id)',
          ],
        }),
      ),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('hires'));
  },
);
