/// <reference path="../pb_data/types.d.ts" />
// The contact forms' limits (docs/security-model.md "Contact forms"):
// - the per-IP limit of 5 messages an hour per form now counts only stored messages
//   (lib/support.js, in memory); PocketBase's own limiter, which counts every try (refused
//   ones too), stays only as a flood guard of 30 tries an hour per form and IP;
// - the automatic reply goes to one address (lower-cased, `+tag` dropped) at most 5 times an
//   hour across both forms; a message over that is stored with `reply_mail = limited`.

/** PocketBase's per-IP flood guard on the two creates (every try counts). */
const CONTACT_FLOOD_GUARD = [
  { label: 'support_requests:create', audience: '', duration: 3600, maxRequests: 30 },
  { label: 'legal_inquiries:create', audience: '', duration: 3600, maxRequests: 30 },
];

/** The rules as migration 1764100000_support_requests.js left them. */
const CONTACT_PREVIOUS_LIMITS = [
  { label: 'support_requests:create', audience: '', duration: 3600, maxRequests: 5 },
  { label: 'legal_inquiries:create', audience: '', duration: 3600, maxRequests: 5 },
];

/**
 * Replaces the rules with these labels.
 * @param {CoreApp} app @param {Array<{ label: string }>} rules
 */
function contactLimitsSetRules(app, rules) {
  const labels = rules.map((rule) => rule.label);
  const settings = app.settings();
  settings.rateLimits.rules = settings.rateLimits.rules
    .filter((/** @type {{ label: string }} */ rule) => labels.indexOf(rule.label) < 0)
    .concat(/** @type {core.RateLimitRule[]} */ (rules));
  settings.rateLimits.enabled = true;
  app.save(settings);
}

migrate(
  (app) => {
    for (const name of ['support_requests', 'legal_inquiries']) {
      const collection = app.findCollectionByNameOrId(name);
      const field = /** @type {core.SelectField} */ (collection.fields.getByName('reply_mail'));
      /** @type {string[]} */
      const values = Array.from(field.values);
      if (values.indexOf('limited') < 0) field.values = values.concat(['limited']);
      app.save(collection);
    }
    contactLimitsSetRules(app, CONTACT_FLOOD_GUARD);
  },
  (app) => {
    for (const name of ['support_requests', 'legal_inquiries']) {
      app
        .db()
        .newQuery(`UPDATE ${name} SET reply_mail = '' WHERE reply_mail = 'limited'`)
        .execute();
      const collection = app.findCollectionByNameOrId(name);
      const field = /** @type {core.SelectField} */ (collection.fields.getByName('reply_mail'));
      field.values = Array.from(field.values).filter((v) => v !== 'limited');
      app.save(collection);
    }
    contactLimitsSetRules(app, CONTACT_PREVIOUS_LIMITS);
  },
);
