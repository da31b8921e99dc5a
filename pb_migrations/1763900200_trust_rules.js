/// <reference path="../pb_data/types.d.ts" />
// The trust rules (docs/security-model.md, "Trust rules"): the API rules of listings, hires and
// reviews written out whole, as they stand after this migration, and the relations changed so
// that removing a listing or deleting an account leaves other people's hires and reviews.
// - contractors: only verified users of a contractor type create one (draft or active); the
//   owner edits it while not suspended and may set `removed` (the soft delete) instead of
//   deleting it (no delete rule); a removed listing stays visible to the clients who hired it.
//   `owner` is no longer required nor cascading: a deleted account's listing is kept, removed
//   and emptied by pb_hooks/users.pb.js. One listing per owner stays (unique when set).
// - hires: verified users only; `accepted → done` by the contractor (fee settled, listing not
//   suspended), `done → completed` or `done → disputed` (with `dispute_reason`) by the client;
//   a suspended listing's owner may still decline. Hires outlive their listing (no cascade).
// - reviews: verified clients of a completed hire, not about their own listing, one per author
//   and listing (a later hire lets them edit it). Reviews outlive their listing.
// - blocked_identities: salted hashes of the emails of deleted accounts that had a suspended
//   listing; `trust_settings`: the salt when IDENTITY_HASH_SALT is not set. Superusers only.

/** The rule part: the request comes from a signed-in user with a verified email. */
const TRUST_VERIFIED =
  '@request.auth.id != "" && @request.auth.collectionName = "users" && @request.auth.verified = true';

/** The rule part: a listing is listed (paid, waived or in its free month; 1763800000). */
const TRUST_LISTED = '(listing_paid_at != "" || listing_fee_waiver != "" || listed_until > @now)';

/** The rule part: the request comes from a client with a hire of this listing. */
const TRUST_HIRED_BY_ME =
  '@collection.hires:mine.contractor ?= id && @collection.hires:mine.client ?= @request.auth.id';

/** Listing fields only the server sets. */
const TRUST_LISTING_SERVER_FIELDS = [
  'suspension_reason',
  'listing_paid_at',
  'listing_fee_waiver',
  'verified',
  'background_check',
  'rating_avg',
  'rating_count',
  'listed_until',
];

/**
 * A rule part refusing a body that sets any of `fields`.
 * Named for this file, as tsc checks all migrations in one scope.
 * @param {string[]} fields
 */
function trustBodyMustNotSet(fields) {
  return fields.map((f) => `@request.body.${f}:isset = false`).join(' && ');
}

/**
 * Rule parts joined with &&, each in parentheses.
 * @param {string[]} parts
 */
function trustAll(parts) {
  return parts.map((p) => `(${p})`).join(' && ');
}

const TRUST_RULES = {
  contractors: {
    // `owner` is '' on a deleted account's listing: "owner = @request.auth.id" alone would
    // match a guest.
    list: `(status = "active" && ${TRUST_LISTED}) || (@request.auth.id != "" && owner = @request.auth.id) || (@request.auth.id != "" && status = "removed" && ${TRUST_HIRED_BY_ME})`,
    create: trustAll([
      TRUST_VERIFIED,
      '@request.auth.user_type = "contractor" || @request.auth.user_type = "general_contractor" || @request.auth.user_type = "subcontractor"',
      '@request.body.owner = @request.auth.id',
      trustBodyMustNotSet(TRUST_LISTING_SERVER_FIELDS),
      '@request.body.status = "draft" || @request.body.status = "active"',
    ]),
    update: trustAll([
      '@request.auth.id != "" && owner = @request.auth.id',
      'status != "suspended"',
      trustBodyMustNotSet(['owner', ...TRUST_LISTING_SERVER_FIELDS]),
      '@request.body.status:isset = false || @request.body.status = "draft" || @request.body.status = "active" || @request.body.status = "removed"',
    ]),
  },
  hires: {
    list: '@request.auth.id != "" && (client = @request.auth.id || contractor.owner = @request.auth.id)',
    create: trustAll([
      TRUST_VERIFIED,
      trustBodyMustNotSet([
        'fee_status',
        'fee_waiver',
        'client_name',
        'client_email',
        'dispute_reason',
      ]),
      '@request.body.client = @request.auth.id',
      '@request.body.status = "requested"',
      '@request.body.contractor.status = "active"',
      '@request.body.contractor.listing_paid_at != "" || @request.body.contractor.listing_fee_waiver != "" || @request.body.contractor.listed_until > @now',
      '@request.body.contractor.owner != @request.auth.id',
    ]),
    update: trustAll([
      TRUST_VERIFIED,
      trustBodyMustNotSet([
        'fee_waiver',
        'client_name',
        'client_email',
        'client_phone',
        'preferred_start',
        'preferred_end',
        'contact_preference',
        'client',
        'contractor',
        'trade',
        'description',
        'fee_status',
      ]),
      [
        '(client = @request.auth.id && status = "requested" && @request.body.status = "cancelled" && @request.body.dispute_reason:isset = false)',
        '(contractor.owner = @request.auth.id && status = "requested" && @request.body.status = "declined" && @request.body.dispute_reason:isset = false)',
        '(contractor.owner = @request.auth.id && contractor.status != "suspended" && status = "requested" && @request.body.status = "accepted" && @request.body.dispute_reason:isset = false)',
        '(contractor.owner = @request.auth.id && contractor.status != "suspended" && status = "accepted" && (fee_status = "paid" || fee_status = "waived") && @request.body.status = "done" && @request.body.dispute_reason:isset = false)',
        '(client = @request.auth.id && status = "done" && @request.body.status = "completed" && @request.body.dispute_reason:isset = false)',
        '(client = @request.auth.id && status = "done" && @request.body.status = "disputed" && @request.body.dispute_reason != "")',
      ].join(' || '),
    ]),
  },
  reviews: {
    create: trustAll([
      TRUST_VERIFIED,
      '@request.body.author_name:isset = false',
      '@request.body.author = @request.auth.id',
      '@request.body.hire.client = @request.auth.id',
      '@request.body.hire.status = "completed"',
      '@request.body.hire.contractor = @request.body.contractor',
      '@request.body.contractor.owner != @request.auth.id',
    ]),
    update: trustAll([
      TRUST_VERIFIED,
      'author = @request.auth.id',
      'contractor.owner != @request.auth.id',
      trustBodyMustNotSet(['author_name', 'author', 'hire', 'contractor']),
    ]),
  },
};

/** The rules before this migration (1763900000), restored by `down`. */
const TRUST_RULES_BEFORE = {
  contractors: {
    list: `(status = "active" && ${TRUST_LISTED}) || owner = @request.auth.id`,
    create:
      '@request.body.suspension_reason:isset = false && (@request.body.listing_paid_at:isset = false && @request.body.listing_fee_waiver:isset = false) && (@request.auth.id != "" && @request.auth.collectionName = "users") && (@request.body.owner = @request.auth.id) && (@request.body.verified:isset = false && @request.body.background_check:isset = false && @request.body.rating_avg:isset = false && @request.body.rating_count:isset = false && @request.body.listed_until:isset = false) && (@request.body.status != "suspended")',
    update:
      '@request.body.suspension_reason:isset = false && (@request.body.listing_paid_at:isset = false && @request.body.listing_fee_waiver:isset = false) && (owner = @request.auth.id) && (status != "suspended") && (@request.body.owner:isset = false && @request.body.verified:isset = false && @request.body.background_check:isset = false && @request.body.rating_avg:isset = false && @request.body.rating_count:isset = false && @request.body.listed_until:isset = false) && (@request.body.status:isset = false || @request.body.status != "suspended")',
    delete: 'owner = @request.auth.id',
  },
  hires: {
    list: 'client = @request.auth.id || contractor.owner = @request.auth.id',
    create:
      '(@request.body.fee_waiver:isset = false) && ((@request.body.contractor.listing_paid_at != "" || @request.body.contractor.listing_fee_waiver != "" || @request.body.contractor.listed_until > @now)) && (@request.body.client_name:isset = false && @request.body.client_email:isset = false) && ((@request.auth.id != "" && @request.auth.collectionName = "users") && (@request.body.client = @request.auth.id) && (@request.body.status = "requested") && (@request.body.contractor.status = "active") && (@request.body.contractor.owner != @request.auth.id) && (@request.body.fee_status:isset = false))',
    update:
      '(@request.body.fee_waiver:isset = false) && (@request.body.client_name:isset = false && @request.body.client_email:isset = false && @request.body.client_phone:isset = false) && ((@request.body.preferred_start:isset = false && @request.body.preferred_end:isset = false && @request.body.contact_preference:isset = false) && ((@request.body.client:isset = false && @request.body.contractor:isset = false && @request.body.trade:isset = false && @request.body.description:isset = false && @request.body.fee_status:isset = false) && ((client = @request.auth.id && status = "requested" && @request.body.status = "cancelled") || (contractor.owner = @request.auth.id && status = "requested" && (@request.body.status = "accepted" || @request.body.status = "declined")) || (contractor.owner = @request.auth.id && status = "accepted" && (fee_status = "paid" || fee_status = "waived") && @request.body.status = "completed"))))',
  },
  reviews: {
    create:
      '(@request.body.author_name:isset = false) && ((@request.auth.id != "" && @request.auth.collectionName = "users") && (@request.body.author = @request.auth.id) && (@request.body.hire.client = @request.auth.id) && (@request.body.hire.status = "completed") && (@request.body.hire.contractor = @request.body.contractor))',
    update:
      '(@request.body.author_name:isset = false) && ((author = @request.auth.id) && (@request.body.author:isset = false && @request.body.hire:isset = false && @request.body.contractor:isset = false))',
  },
};

/**
 * Sets a relation field's `required` and `cascadeDelete`.
 * @param {core.Collection} collection @param {string} name @param {boolean} required @param {boolean} cascade
 */
function trustRelation(collection, name, required, cascade) {
  const field = collection.fields.getByName(name);
  field.required = required;
  field.cascadeDelete = cascade;
}

/**
 * Replaces the index named `name` (or adds it) with `sql`; `sql` null only removes it.
 * @param {core.Collection} collection @param {string} name @param {string | null} sql
 */
function trustIndex(collection, name, sql) {
  const kept = Array.from(collection.indexes).filter(
    (/** @type {string} */ i) => String(i).indexOf(` ${name} `) < 0,
  );
  collection.indexes = /** @type {types.JSONArray<string>} */ (sql ? kept.concat([sql]) : kept);
}

migrate(
  (app) => {
    const contractors = app.findCollectionByNameOrId('contractors');
    contractors.listRule = TRUST_RULES.contractors.list;
    contractors.viewRule = TRUST_RULES.contractors.list;
    contractors.createRule = TRUST_RULES.contractors.create;
    contractors.updateRule = TRUST_RULES.contractors.update;
    // PocketBase's nil rule (superusers only): null in JSVM, undefined in the generated types.
    const superusersOnly = /** @type {string | undefined} */ (/** @type {unknown} */ (null));
    contractors.deleteRule = superusersOnly;
    trustRelation(contractors, 'owner', false, false);
    trustIndex(
      contractors,
      'idx_contractors_owner',
      "CREATE UNIQUE INDEX idx_contractors_owner ON contractors (owner) WHERE owner != ''",
    );
    app.save(contractors);

    const hires = app.findCollectionByNameOrId('hires');
    hires.fields.add(new TextField({ name: 'dispute_reason', max: 500 }));
    hires.listRule = TRUST_RULES.hires.list;
    hires.viewRule = TRUST_RULES.hires.list;
    hires.createRule = TRUST_RULES.hires.create;
    hires.updateRule = TRUST_RULES.hires.update;
    trustRelation(hires, 'contractor', true, false);
    app.save(hires);

    // One review per author and listing: of older duplicates the newest stays.
    app
      .db()
      .newQuery(
        'DELETE FROM reviews WHERE id IN (SELECT r.id FROM reviews r WHERE EXISTS (SELECT 1 FROM reviews n WHERE n.author = r.author AND n.contractor = r.contractor AND (n.created > r.created OR (n.created = r.created AND n.id > r.id))))',
      )
      .execute();
    app
      .db()
      .newQuery(
        'UPDATE contractors SET rating_count = (SELECT COUNT(*) FROM reviews WHERE reviews.contractor = contractors.id), rating_avg = COALESCE((SELECT ROUND(AVG(rating), 2) FROM reviews WHERE reviews.contractor = contractors.id), 0)',
      )
      .execute();
    const reviews = app.findCollectionByNameOrId('reviews');
    reviews.createRule = TRUST_RULES.reviews.create;
    reviews.updateRule = TRUST_RULES.reviews.update;
    trustRelation(reviews, 'contractor', true, false);
    trustIndex(reviews, 'idx_reviews_hire', 'CREATE INDEX idx_reviews_hire ON reviews (hire)');
    trustIndex(
      reviews,
      'idx_reviews_author_contractor',
      'CREATE UNIQUE INDEX idx_reviews_author_contractor ON reviews (author, contractor)',
    );
    app.save(reviews);

    /** @type {Record<'listRule' | 'viewRule' | 'createRule' | 'updateRule' | 'deleteRule', null>} */
    const closed = {
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
    };
    app.save(
      // Plain data, as PocketBase takes it (the generated types model fields as Go types).
      new Collection(
        /** @type {any} */ ({
          type: 'base',
          name: 'blocked_identities',
          ...closed,
          fields: [
            { name: 'email_hash', type: 'text', required: true, min: 64, max: 64 },
            { name: 'reason', type: 'text', max: 64 },
            { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
          ],
          indexes: [
            'CREATE UNIQUE INDEX idx_blocked_identities_hash ON blocked_identities (email_hash)',
          ],
        }),
      ),
    );
    app.save(
      // Plain data, as PocketBase takes it (the generated types model fields as Go types).
      new Collection(
        /** @type {any} */ ({
          type: 'base',
          name: 'trust_settings',
          ...closed,
          fields: [
            { name: 'key', type: 'text', required: true, max: 64 },
            { name: 'value', type: 'text', required: true, max: 256 },
          ],
          indexes: ['CREATE UNIQUE INDEX idx_trust_settings_key ON trust_settings (key)'],
        }),
      ),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('trust_settings'));
    app.delete(app.findCollectionByNameOrId('blocked_identities'));

    const reviews = app.findCollectionByNameOrId('reviews');
    reviews.createRule = TRUST_RULES_BEFORE.reviews.create;
    reviews.updateRule = TRUST_RULES_BEFORE.reviews.update;
    trustRelation(reviews, 'contractor', true, true);
    trustIndex(reviews, 'idx_reviews_author_contractor', null);
    trustIndex(
      reviews,
      'idx_reviews_hire',
      'CREATE UNIQUE INDEX idx_reviews_hire ON reviews (hire)',
    );
    app.save(reviews);

    const hires = app.findCollectionByNameOrId('hires');
    hires.fields.removeByName('dispute_reason');
    hires.listRule = TRUST_RULES_BEFORE.hires.list;
    hires.viewRule = TRUST_RULES_BEFORE.hires.list;
    hires.createRule = TRUST_RULES_BEFORE.hires.create;
    hires.updateRule = TRUST_RULES_BEFORE.hires.update;
    trustRelation(hires, 'contractor', true, true);
    app.save(hires);

    // Listings left without an owner (deleted accounts) cannot go back under a required owner.
    app.db().newQuery("DELETE FROM contractors WHERE owner = ''").execute();
    const contractors = app.findCollectionByNameOrId('contractors');
    contractors.listRule = TRUST_RULES_BEFORE.contractors.list;
    contractors.viewRule = TRUST_RULES_BEFORE.contractors.list;
    contractors.createRule = TRUST_RULES_BEFORE.contractors.create;
    contractors.updateRule = TRUST_RULES_BEFORE.contractors.update;
    contractors.deleteRule = TRUST_RULES_BEFORE.contractors.delete;
    trustRelation(contractors, 'owner', true, true);
    trustIndex(
      contractors,
      'idx_contractors_owner',
      'CREATE UNIQUE INDEX idx_contractors_owner ON contractors (owner)',
    );
    app.save(contractors);
  },
);
