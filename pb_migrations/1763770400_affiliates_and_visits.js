/// <reference path="../pb_data/types.d.ts" />
// Affiliate programme and visit tracking: `affiliates` (a user's referral code; approved by
// superusers), `visitor_sessions` and `affiliate_clicks` (written only by the server's
// POST /api/track-visit route). An affiliate reads their clicks.
migrate(
  (app) => {
    /** Rule parts joined with &&, each in parentheses. */
    const all = (/** @type {string[]} */ parts) => parts.map((p) => `(${p})`).join(' && ');
    /** A rule part refusing a body that sets any of `fields` (the server's to write). */
    const bodyMustNotSet = (/** @type {string[]} */ fields) =>
      fields.map((f) => `@request.body.${f}:isset = false`).join(' && ');
    const users = app.findCollectionByNameOrId('users');
    // Plain data, as PocketBase takes it (the generated types model fields as Go types).
    const affiliates = new Collection(
      /** @type {any} */ ({
        type: 'base',
        name: 'affiliates',
        listRule: 'user = @request.auth.id',
        viewRule: 'user = @request.auth.id',
        createRule: all([
          '@request.auth.id != "" && @request.auth.collectionName = "users"',
          '@request.body.user = @request.auth.id',
          bodyMustNotSet(['status']),
        ]),
        updateRule: all([
          'user = @request.auth.id',
          bodyMustNotSet(['user', 'referral_code', 'status']),
        ]),
        deleteRule: null,
        fields: [
          {
            name: 'user',
            type: 'relation',
            collectionId: users.id,
            maxSelect: 1,
            required: true,
            cascadeDelete: true,
          },
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
          { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
          { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
        ],
        indexes: [
          'CREATE UNIQUE INDEX idx_affiliates_referral_code ON affiliates (referral_code)',
          'CREATE UNIQUE INDEX idx_affiliates_user ON affiliates (user)',
        ],
      }),
    );
    app.save(affiliates);

    app.save(
      // Plain data, as PocketBase takes it (the generated types model fields as Go types).
      new Collection(
        /** @type {any} */ ({
          type: 'base',
          name: 'affiliate_clicks',
          listRule: 'affiliate.user = @request.auth.id',
          viewRule: 'affiliate.user = @request.auth.id',
          createRule: null,
          updateRule: null,
          deleteRule: null,
          fields: [
            {
              name: 'affiliate',
              type: 'relation',
              collectionId: affiliates.id,
              maxSelect: 1,
              required: true,
              cascadeDelete: true,
            },
            { name: 'ip_address', type: 'text', max: 64 },
            { name: 'user_agent', type: 'text', max: 512 },
            { name: 'referrer', type: 'text', max: 2048 },
            { name: 'country', type: 'text', max: 2, pattern: '^([A-Z]{2})?$' },
            { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
            { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
          ],
          indexes: [
            'CREATE INDEX idx_affiliate_clicks_affiliate ON affiliate_clicks (affiliate, created)',
          ],
        }),
      ),
    );

    app.save(
      // Plain data, as PocketBase takes it (the generated types model fields as Go types).
      new Collection(
        /** @type {any} */ ({
          type: 'base',
          name: 'visitor_sessions',
          listRule: null,
          viewRule: null,
          createRule: null,
          updateRule: null,
          deleteRule: null,
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
            { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
            { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
          ],
          indexes: [
            'CREATE UNIQUE INDEX idx_visitor_sessions_visitor_id ON visitor_sessions (visitor_id)',
          ],
        }),
      ),
    );
  },
  (app) => {
    for (const name of ['visitor_sessions', 'affiliate_clicks', 'affiliates']) {
      app.delete(app.findCollectionByNameOrId(name));
    }
  },
);
