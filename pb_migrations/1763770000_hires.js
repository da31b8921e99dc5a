/// <reference path="../pb_data/types.d.ts" />
// `hires`: a client's request to hire one contractor (ARCHITECTURE.md data model). Only the
// two parties see it. The client creates it as "requested" and may cancel it while it is;
// the contractor accepts or declines it, then completes an accepted one. Nothing else about a
// hire changes through the API; the fee status is the server's (payments).
migrate(
  (app) => {
    const { autodates, relation, collection } = require(`${__hooks}/lib/schema.js`);
    const { all, bodyMustNotSet, SIGNED_IN } = require(`${__hooks}/lib/rules.js`);
    const users = app.findCollectionByNameOrId('users');
    const contractors = app.findCollectionByNameOrId('contractors');
    const trades = app.findCollectionByNameOrId('trades');
    const parties = 'client = @request.auth.id || contractor.owner = @request.auth.id';
    app.save(
      collection({
        type: 'base',
        name: 'hires',
        listRule: parties,
        viewRule: parties,
        createRule: all([
          SIGNED_IN,
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
          relation('client', users.id, { cascadeDelete: true }),
          relation('contractor', contractors.id, { cascadeDelete: true }),
          relation('trade', trades.id, { required: false }),
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
          ...autodates(),
        ],
        indexes: [
          'CREATE INDEX idx_hires_client ON hires (client)',
          'CREATE INDEX idx_hires_contractor ON hires (contractor)',
          'CREATE INDEX idx_hires_updated ON hires (updated, id)',
        ],
      }),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('hires'));
  },
);
