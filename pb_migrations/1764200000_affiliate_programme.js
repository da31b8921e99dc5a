/// <reference path="../pb_data/types.d.ts" />
// The affiliate programme (spec §2; docs/security-model.md "Affiliate programme"):
// - affiliates: the application's fields (name, contact email and when it was confirmed,
//   website or audience, how they promote, language, when the terms were accepted). Only the
//   server writes the record now (POST /api/affiliate/signup makes the referral code and
//   status `pending`; superusers and staff approve or suspend): no create or update rule;
// - visitor_sessions: `affiliate_first_visit` (when this visitor first came through the
//   current code, the start of the 30-day window) and `signed_up_user` (the one account that
//   this visitor session attributed; a session attributes at most one sign-up);
// - users: `referred_by` (the approved affiliate a sign-up is attributed to) and
//   `referral_window_end` (first visit + 30 days: a first payment until then is a paid
//   conversion). Hidden: set only by the server's sign-up hook;
// - affiliate_payouts: what was paid to an affiliate, filled in by superusers in the
//   dashboard; the affiliate reads their own;
// - server_secrets `affiliate_verify_hmac`: the key of the email confirmation links.

migrate(
  (app) => {
    const affiliates = app.findCollectionByNameOrId('affiliates');
    // PocketBase's nil rule (superusers only): null in JSVM, undefined in the generated types.
    const superusersOnly = /** @type {string | undefined} */ (/** @type {unknown} */ (null));
    affiliates.createRule = superusersOnly;
    affiliates.updateRule = superusersOnly;
    affiliates.fields.add(new TextField({ name: 'name', max: 100 }));
    affiliates.fields.add(new EmailField({ name: 'email' }));
    affiliates.fields.add(new DateField({ name: 'email_verified_at' }));
    affiliates.fields.add(new TextField({ name: 'website', max: 300 }));
    affiliates.fields.add(new TextField({ name: 'promotion', max: 2000 }));
    affiliates.fields.add(new TextField({ name: 'language', max: 40 }));
    affiliates.fields.add(new DateField({ name: 'terms_accepted_at' }));
    app.save(affiliates);

    const users = app.findCollectionByNameOrId('users');
    const sessions = app.findCollectionByNameOrId('visitor_sessions');
    sessions.fields.add(new DateField({ name: 'affiliate_first_visit' }));
    sessions.fields.add(
      new RelationField({
        name: 'signed_up_user',
        collectionId: users.id,
        maxSelect: 1,
        cascadeDelete: false,
      }),
    );
    app.save(sessions);

    users.fields.add(
      new RelationField({
        name: 'referred_by',
        collectionId: affiliates.id,
        maxSelect: 1,
        cascadeDelete: false,
        hidden: true,
      }),
    );
    users.fields.add(new DateField({ name: 'referral_window_end', hidden: true }));
    users.addIndex('idx_users_referred_by', false, 'referred_by', "referred_by != ''");
    app.save(users);

    app.save(
      // Plain data, as PocketBase takes it (the generated types model fields as Go types).
      new Collection(
        /** @type {any} */ ({
          type: 'base',
          name: 'affiliate_payouts',
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
            { name: 'amount_cents', type: 'number', required: true, onlyInt: true, min: 1 },
            { name: 'currency', type: 'text', required: true, max: 3, pattern: '^[A-Z]{3}$' },
            { name: 'paid_at', type: 'date', required: true },
            {
              name: 'method',
              type: 'select',
              maxSelect: 1,
              values: ['paypal', 'bank_transfer'],
            },
            { name: 'reference', type: 'text', max: 200 },
            { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
            { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
          ],
          indexes: [
            'CREATE INDEX idx_affiliate_payouts_affiliate ON affiliate_payouts (affiliate, paid_at)',
          ],
        }),
      ),
    );

    const secret = new Record(app.findCollectionByNameOrId('server_secrets'));
    secret.set('name', 'affiliate_verify_hmac');
    secret.set('value', $security.randomString(64));
    app.save(secret);
  },
  (app) => {
    try {
      app.delete(
        app.findFirstRecordByFilter('server_secrets', "name = 'affiliate_verify_hmac'", {}),
      );
    } catch {
      // Already gone.
    }
    app.delete(app.findCollectionByNameOrId('affiliate_payouts'));
    const users = app.findCollectionByNameOrId('users');
    users.removeIndex('idx_users_referred_by');
    users.fields.removeByName('referred_by');
    users.fields.removeByName('referral_window_end');
    app.save(users);
    const sessions = app.findCollectionByNameOrId('visitor_sessions');
    sessions.fields.removeByName('affiliate_first_visit');
    sessions.fields.removeByName('signed_up_user');
    app.save(sessions);
    const affiliates = app.findCollectionByNameOrId('affiliates');
    for (const name of [
      'name',
      'email',
      'email_verified_at',
      'website',
      'promotion',
      'language',
      'terms_accepted_at',
    ]) {
      affiliates.fields.removeByName(name);
    }
    affiliates.createRule =
      '(@request.auth.id != "" && @request.auth.collectionName = "users") && (@request.body.user = @request.auth.id) && (@request.body.status:isset = false)';
    affiliates.updateRule =
      '(user = @request.auth.id) && (@request.body.user:isset = false && @request.body.referral_code:isset = false && @request.body.status:isset = false)';
    app.save(affiliates);
  },
);
