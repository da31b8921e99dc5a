/// <reference path="../pb_data/types.d.ts" />
// Moderation (docs/moderation.md): what staff act on and what they leave behind.
// - reports: a signed-in user's report of a listing or of one of its reviews, once per item;
//   the reporter reads their own; staff work through the admin routes (lib/moderation.js);
// - verification_requests: a listing owner's licence and insurance documents, protected
//   files readable by the owner and active staff only (file tokens check the view rule);
// - contractors: verified_at, verified_documents, background_checked_at, moderated_at (server
//   fields);
// - reviews: hidden (server field): listed to nobody but the author, not counted;
// - hires: dispute_resolution (server field), staff's note when they resolve a dispute.

/** The rule part: the request comes from staff (any role) whose staff session is not idle. */
const MOD_ACTIVE_STAFF =
  '@request.auth.collectionName = "users" && @collection.user_roles:staff.user ?= @request.auth.id && @collection.user_roles:staff.active_until ?> @now';

/** The rule part: a signed-in `users` record. */
const MOD_SIGNED_IN = '@request.auth.id != "" && @request.auth.collectionName = "users"';

/** Listing date fields only the server (staff routes) sets, added by this migration. */
const MOD_LISTING_FIELDS = ['verified_at', 'background_checked_at', 'moderated_at'];

/** Which documents staff checked for the Verified badge (a listing's server field). */
const MOD_VERIFIED_DOCUMENTS = {
  name: 'verified_documents',
  maxSelect: 2,
  values: ['licence', 'insurance'],
};

/** Rate limit of report creation: 10 per minute per IP. */
const MOD_REPORT_LIMIT = { label: 'reports:create', audience: '', duration: 60, maxRequests: 10 };

/** Documents staff check: PDF, JPEG or PNG, up to 10 MB, protected. */
const MOD_DOCUMENT = {
  type: 'file',
  maxSelect: 1,
  maxSize: 10 * 1024 * 1024,
  mimeTypes: ['application/pdf', 'image/jpeg', 'image/png'],
  protected: true,
};

/**
 * A rule part refusing a body that sets any of `fields`.
 * Named for this file, as tsc checks all migrations in one scope.
 * @param {string[]} fields
 */
function modBodyMustNotSet(fields) {
  return fields.map((f) => `@request.body.${f}:isset = false`).join(' && ');
}

/**
 * Puts `part` in front of a rule (null stays null: superusers only; '' becomes `part`).
 * @template {string | null | undefined} R a rule; PocketBase's nil (superusers only) is null
 * @param {R} rule @param {string} part
 * @returns {R | string}
 */
function modPrefix(rule, part) {
  if (rule === null || rule === undefined) return rule;
  const text = String(rule);
  return text === '' ? part : `(${part}) && (${text})`;
}

/**
 * Takes `part` off the front of a rule modPrefix wrote.
 * @template {string | null | undefined} R a rule; PocketBase's nil (superusers only) is null
 * @param {R} rule @param {string} part
 * @returns {R | string}
 */
function modUnprefix(rule, part) {
  if (rule === null || rule === undefined) return rule;
  const text = String(rule);
  if (text === part) return '';
  const head = `(${part}) && (`;
  return text.indexOf(head) === 0 ? text.slice(head.length, -1) : text;
}

/** The rules this migration puts in front of existing ones, by collection and rule. */
const MOD_PREFIXES = {
  contractors: modBodyMustNotSet([...MOD_LISTING_FIELDS, MOD_VERIFIED_DOCUMENTS.name]),
  reviews: modBodyMustNotSet(['hidden']),
  hires: modBodyMustNotSet(['dispute_resolution']),
};

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    const contractors = app.findCollectionByNameOrId('contractors');
    const reviews = app.findCollectionByNameOrId('reviews');
    const hires = app.findCollectionByNameOrId('hires');

    for (const name of MOD_LISTING_FIELDS) contractors.fields.add(new DateField({ name }));
    contractors.fields.add(new SelectField(MOD_VERIFIED_DOCUMENTS));
    contractors.createRule = modPrefix(contractors.createRule, MOD_PREFIXES.contractors);
    contractors.updateRule = modPrefix(contractors.updateRule, MOD_PREFIXES.contractors);
    app.save(contractors);

    reviews.fields.add(new BoolField({ name: 'hidden' }));
    const visible = `hidden = false || (@request.auth.id != "" && author = @request.auth.id)`;
    reviews.listRule = modPrefix(reviews.listRule, visible);
    reviews.viewRule = modPrefix(reviews.viewRule, visible);
    reviews.createRule = modPrefix(reviews.createRule, MOD_PREFIXES.reviews);
    reviews.updateRule = modPrefix(reviews.updateRule, MOD_PREFIXES.reviews);
    app.save(reviews);

    hires.fields.add(new TextField({ name: 'dispute_resolution', max: 2000 }));
    hires.createRule = modPrefix(hires.createRule, MOD_PREFIXES.hires);
    hires.updateRule = modPrefix(hires.updateRule, MOD_PREFIXES.hires);
    app.save(hires);

    app.save(
      // Plain data, as PocketBase takes it (the generated types model fields as Go types).
      new Collection(
        /** @type {any} */ ({
          type: 'base',
          name: 'reports',
          listRule: `${MOD_SIGNED_IN} && reporter = @request.auth.id`,
          viewRule: `${MOD_SIGNED_IN} && reporter = @request.auth.id`,
          createRule: [
            MOD_SIGNED_IN,
            '@request.body.reporter = @request.auth.id',
            modBodyMustNotSet(['status', 'resolution', 'resolved_by', 'resolved_at']),
            // A listing report is never by its owner; a review report names the review's own
            // listing and is not by the review's author (the listing's owner may flag a review).
            '(@request.body.review = "" && @request.body.contractor.owner != @request.auth.id) || (@request.body.review != "" && @request.body.review.contractor = @request.body.contractor && @request.body.review.author != @request.auth.id)',
          ]
            .map((p) => `(${p})`)
            .join(' && '),
          updateRule: null,
          deleteRule: null,
          fields: [
            {
              name: 'reporter',
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
              name: 'review',
              type: 'relation',
              collectionId: reviews.id,
              maxSelect: 1,
              cascadeDelete: true,
            },
            {
              name: 'reason',
              type: 'select',
              maxSelect: 1,
              required: true,
              values: ['fake', 'spam', 'offensive', 'fraud', 'other'],
            },
            { name: 'details', type: 'text', max: 1000 },
            {
              name: 'status',
              type: 'select',
              maxSelect: 1,
              values: ['open', 'resolved', 'dismissed'],
            },
            { name: 'resolution', type: 'text', max: 2000 },
            { name: 'resolved_by', type: 'relation', collectionId: users.id, maxSelect: 1 },
            { name: 'resolved_at', type: 'date' },
            { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
            { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
          ],
          indexes: [
            'CREATE UNIQUE INDEX idx_reports_once ON reports (reporter, contractor, review)',
            'CREATE INDEX idx_reports_status ON reports (status, contractor)',
          ],
        }),
      ),
    );

    const ownerOrStaff = `(${MOD_SIGNED_IN} && owner = @request.auth.id) || (${MOD_ACTIVE_STAFF})`;
    app.save(
      // Plain data, as PocketBase takes it (the generated types model fields as Go types).
      new Collection(
        /** @type {any} */ ({
          type: 'base',
          name: 'verification_requests',
          listRule: ownerOrStaff,
          viewRule: ownerOrStaff,
          createRule: [
            `${MOD_SIGNED_IN} && @request.auth.verified = true`,
            '@request.body.owner = @request.auth.id',
            '@request.body.contractor.owner = @request.auth.id',
            modBodyMustNotSet(['status', 'decision_reason', 'decided_by', 'decided_at']),
          ]
            .map((p) => `(${p})`)
            .join(' && '),
          updateRule: null,
          deleteRule: null,
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
              name: 'owner',
              type: 'relation',
              collectionId: users.id,
              maxSelect: 1,
              required: true,
              cascadeDelete: true,
            },
            { name: 'licence_document', ...MOD_DOCUMENT },
            { name: 'insurance_document', ...MOD_DOCUMENT },
            { name: 'note', type: 'text', max: 1000 },
            {
              name: 'status',
              type: 'select',
              maxSelect: 1,
              values: ['pending', 'approved', 'rejected'],
            },
            { name: 'decision_reason', type: 'text', max: 2000 },
            { name: 'decided_by', type: 'relation', collectionId: users.id, maxSelect: 1 },
            { name: 'decided_at', type: 'date' },
            { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
            { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
          ],
          indexes: [
            // One pending request per listing: a second waits until staff decided the first.
            "CREATE UNIQUE INDEX idx_verification_pending ON verification_requests (contractor) WHERE status = 'pending'",
            'CREATE INDEX idx_verification_status ON verification_requests (status, created)',
          ],
        }),
      ),
    );

    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules
      .filter((rule) => rule.label !== MOD_REPORT_LIMIT.label)
      .concat(/** @type {core.RateLimitRule[]} */ ([MOD_REPORT_LIMIT]));
    settings.rateLimits.enabled = true;
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.filter(
      (rule) => rule.label !== MOD_REPORT_LIMIT.label,
    );
    app.save(settings);
    app.delete(app.findCollectionByNameOrId('verification_requests'));
    app.delete(app.findCollectionByNameOrId('reports'));

    const hires = app.findCollectionByNameOrId('hires');
    hires.fields.removeByName('dispute_resolution');
    hires.createRule = modUnprefix(hires.createRule, MOD_PREFIXES.hires);
    hires.updateRule = modUnprefix(hires.updateRule, MOD_PREFIXES.hires);
    app.save(hires);

    const reviews = app.findCollectionByNameOrId('reviews');
    const visible = `hidden = false || (@request.auth.id != "" && author = @request.auth.id)`;
    reviews.fields.removeByName('hidden');
    reviews.listRule = modUnprefix(reviews.listRule, visible);
    reviews.viewRule = modUnprefix(reviews.viewRule, visible);
    reviews.createRule = modUnprefix(reviews.createRule, MOD_PREFIXES.reviews);
    reviews.updateRule = modUnprefix(reviews.updateRule, MOD_PREFIXES.reviews);
    app.save(reviews);

    const contractors = app.findCollectionByNameOrId('contractors');
    for (const name of MOD_LISTING_FIELDS) contractors.fields.removeByName(name);
    contractors.fields.removeByName(MOD_VERIFIED_DOCUMENTS.name);
    contractors.createRule = modUnprefix(contractors.createRule, MOD_PREFIXES.contractors);
    contractors.updateRule = modUnprefix(contractors.updateRule, MOD_PREFIXES.contractors);
    app.save(contractors);
  },
);
