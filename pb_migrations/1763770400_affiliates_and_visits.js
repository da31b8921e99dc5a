/// <reference path="../pb_data/types.d.ts" />
// Affiliate programme and visit tracking (spec §3, §4 "Affiliate tracking"): `affiliates`
// (a user's referral code; approved by superusers), `visitor_sessions` and `affiliate_clicks`
// (written only by the server's POST /api/track-visit route). An affiliate reads their clicks.
migrate(
  (app) => {
    const { autodates, relation, collection } = require(`${__hooks}/lib/schema.js`);
    const { all, bodyMustNotSet, SIGNED_IN, SUPERUSERS_ONLY } = require(`${__hooks}/lib/rules.js`);
    const users = app.findCollectionByNameOrId('users');
    const affiliates = collection({
      type: 'base',
      name: 'affiliates',
      listRule: 'user = @request.auth.id',
      viewRule: 'user = @request.auth.id',
      createRule: all([
        SIGNED_IN,
        '@request.body.user = @request.auth.id',
        bodyMustNotSet(['status']),
      ]),
      updateRule: all([
        'user = @request.auth.id',
        bodyMustNotSet(['user', 'referral_code', 'status']),
      ]),
      deleteRule: null,
      fields: [
        relation('user', users.id, { cascadeDelete: true }),
        {
          name: 'referral_code',
          type: 'text',
          required: true,
          min: 4,
          max: 32,
          pattern: '^[A-Za-z0-9_-]+$',
        },
        {
          name: 'status',
          type: 'select',
          maxSelect: 1,
          values: ['pending', 'approved', 'suspended'],
        },
        {
          name: 'payout_method',
          type: 'select',
          maxSelect: 1,
          values: ['paypal', 'bank_transfer'],
        },
        { name: 'payout_details', type: 'text', max: 500 },
        ...autodates(),
      ],
      indexes: [
        'CREATE UNIQUE INDEX idx_affiliates_referral_code ON affiliates (referral_code)',
        'CREATE UNIQUE INDEX idx_affiliates_user ON affiliates (user)',
      ],
    });
    app.save(affiliates);

    app.save(
      collection({
        type: 'base',
        name: 'affiliate_clicks',
        ...SUPERUSERS_ONLY,
        listRule: 'affiliate.user = @request.auth.id',
        viewRule: 'affiliate.user = @request.auth.id',
        fields: [
          relation('affiliate', affiliates.id, { cascadeDelete: true }),
          { name: 'ip_address', type: 'text', max: 64 },
          { name: 'user_agent', type: 'text', max: 512 },
          { name: 'referrer', type: 'text', max: 2048 },
          { name: 'country', type: 'text', max: 2, pattern: '^([A-Z]{2})?$' },
          ...autodates(),
        ],
        indexes: [
          'CREATE INDEX idx_affiliate_clicks_affiliate ON affiliate_clicks (affiliate, created)',
        ],
      }),
    );

    app.save(
      collection({
        type: 'base',
        name: 'visitor_sessions',
        ...SUPERUSERS_ONLY,
        fields: [
          {
            name: 'visitor_id',
            type: 'text',
            required: true,
            min: 8,
            max: 64,
            pattern: '^[A-Za-z0-9_-]+$',
          },
          { name: 'visit_count', type: 'number', required: true, onlyInt: true, min: 1 },
          { name: 'affiliate_code', type: 'text', max: 32 },
          { name: 'last_visit', type: 'date', required: true },
          ...autodates(),
        ],
        indexes: [
          'CREATE UNIQUE INDEX idx_visitor_sessions_visitor_id ON visitor_sessions (visitor_id)',
        ],
      }),
    );
  },
  (app) => {
    for (const name of ['visitor_sessions', 'affiliate_clicks', 'affiliates']) {
      app.delete(app.findCollectionByNameOrId(name));
    }
  },
);
