/// <reference path="../pb_data/types.d.ts" />
// The two contact forms' collections (docs/security-model.md "Contact forms"):
// - support_requests (/contact-support): topic, message, the sender's email, an optional
//   screenshot (PNG, JPEG or WebP, ≤ 5 MB, protected);
// - legal_inquiries (/legal-inquiries): type, organisation, name, email, their reference, a
//   message and an optional PDF (≤ 10 MB, protected).
// Anyone may create one (guests too); only staff with a live staff session list and read them;
// nobody but superusers changes or deletes them. The server sets `user` (from the auth),
// `reference` and the mail outcomes (lib/support.js); no IP address or user agent is kept.
// Per-IP rate limits here; the per-address limit is in lib/support.js.

/** The rule part: staff (any role) whose staff session is not idle. */
const SUP_ACTIVE_STAFF =
  '@request.auth.collectionName = "users" && @collection.user_roles:staff.user ?= @request.auth.id && @collection.user_roles:staff.active_until ?> @now';

/** Fields only the server writes; a body that sets any of them is refused. */
const SUP_SERVER_FIELDS = ['user', 'reference', 'reply_mail', 'staff_mail'];

/** Per-IP limits of the creates: 5 an hour each (the PocketBase limiter counts every try). */
const SUP_LIMITS = [
  { label: 'support_requests:create', audience: '', duration: 3600, maxRequests: 5 },
  { label: 'legal_inquiries:create', audience: '', duration: 3600, maxRequests: 5 },
];

/** What became of a mail: sent, failed, or not tried because no mail server is set up. */
const SUP_MAIL_OUTCOME = {
  type: 'select',
  maxSelect: 1,
  values: ['sent', 'failed', 'not_configured'],
};

/**
 * The fields both collections share.
 * @param {string} usersId the users collection's id
 * @param {string[]} languageNames the English names of the app's languages
 */
function supCommonFields(usersId, languageNames) {
  return [
    { name: 'email', type: 'email', required: true },
    { name: 'language', type: 'select', maxSelect: 1, values: languageNames },
    { name: 'user', type: 'relation', collectionId: usersId, maxSelect: 1, cascadeDelete: false },
    { name: 'reference', type: 'text', max: 20 },
    { name: 'reply_mail', ...SUP_MAIL_OUTCOME },
    { name: 'staff_mail', ...SUP_MAIL_OUTCOME },
    { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
    { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
  ];
}

/**
 * A collection's rules and shared parts.
 * @param {string} name
 */
function supRules(name) {
  return {
    type: 'base',
    name,
    listRule: SUP_ACTIVE_STAFF,
    viewRule: SUP_ACTIVE_STAFF,
    createRule: SUP_SERVER_FIELDS.map((f) => `@request.body.${f}:isset = false`).join(' && '),
    updateRule: /** @type {string | null} */ (null),
    deleteRule: /** @type {string | null} */ (null),
  };
}

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    /** @type {Array<{ name: string }>} */
    const languages = require(`${__hooks}/lib/languages.json`);
    const names = languages.map((l) => l.name);

    app.save(
      // Plain data, as PocketBase takes it (the generated types model fields as Go types).
      new Collection(
        /** @type {any} */ ({
          ...supRules('support_requests'),
          fields: [
            {
              name: 'topic',
              type: 'select',
              required: true,
              maxSelect: 1,
              values: [
                'account',
                'payments',
                'listing',
                'hiring',
                'reviews',
                'verification',
                'bug',
                'other',
              ],
            },
            { name: 'message', type: 'text', required: true, min: 10, max: 5000 },
            {
              name: 'screenshot',
              type: 'file',
              maxSelect: 1,
              maxSize: 5 * 1024 * 1024,
              mimeTypes: ['image/png', 'image/jpeg', 'image/webp'],
              protected: true,
            },
            ...supCommonFields(users.id, names),
          ],
          indexes: [
            'CREATE UNIQUE INDEX idx_support_requests_reference ON support_requests (reference) WHERE reference != ""',
            'CREATE INDEX idx_support_requests_email ON support_requests (email, created)',
          ],
        }),
      ),
    );

    app.save(
      // Plain data, as PocketBase takes it (the generated types model fields as Go types).
      new Collection(
        /** @type {any} */ ({
          ...supRules('legal_inquiries'),
          fields: [
            {
              name: 'type',
              type: 'select',
              required: true,
              maxSelect: 1,
              values: ['law_enforcement', 'copyright', 'data_protection'],
            },
            { name: 'organisation', type: 'text', required: true, max: 200 },
            { name: 'name', type: 'text', required: true, max: 200 },
            { name: 'their_reference', type: 'text', max: 200 },
            { name: 'message', type: 'text', required: true, min: 10, max: 10000 },
            {
              name: 'attachment',
              type: 'file',
              maxSelect: 1,
              maxSize: 10 * 1024 * 1024,
              mimeTypes: ['application/pdf'],
              protected: true,
            },
            ...supCommonFields(users.id, names),
          ],
          indexes: [
            'CREATE UNIQUE INDEX idx_legal_inquiries_reference ON legal_inquiries (reference) WHERE reference != ""',
            'CREATE INDEX idx_legal_inquiries_email ON legal_inquiries (email, created)',
          ],
        }),
      ),
    );

    const settings = app.settings();
    const labels = SUP_LIMITS.map((l) => l.label);
    settings.rateLimits.rules = settings.rateLimits.rules
      .filter((rule) => !labels.includes(rule.label))
      .concat(/** @type {core.RateLimitRule[]} */ (SUP_LIMITS));
    settings.rateLimits.enabled = true;
    app.save(settings);
  },
  (app) => {
    const labels = SUP_LIMITS.map((l) => l.label);
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.filter(
      (rule) => !labels.includes(rule.label),
    );
    app.save(settings);
    app.delete(app.findCollectionByNameOrId('legal_inquiries'));
    app.delete(app.findCollectionByNameOrId('support_requests'));
  },
);
