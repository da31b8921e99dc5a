/// <reference path="../pb_data/types.d.ts" />
// Estimates sync gaps (docs/sync.md "Estimates"):
// - record_deletions gets an `owner`: a tombstone of a private record (an estimate, a cost
//   override) carries its owner's id and only that user (and superusers) can list or view it;
//   the public tombstones (listings, reviews, hires) keep owner '' and stay readable by anyone;
// - a per-IP rate limit on estimates create (30 a minute, tighter than the 60 of `*:create`;
//   PocketBase applies the `collection:action` rule before the `*:action` one).
// The per-user cap on the number of estimates is a hook (lib/estimates.js).

const ESTIMATES_CREATE_LIMIT = {
  label: 'estimates:create',
  audience: '',
  duration: 60,
  maxRequests: 30,
};

const TOMBSTONE_RULE =
  'owner = "" || (@request.auth.collectionName = "users" && owner = @request.auth.id)';

migrate(
  (app) => {
    const tombstones = app.findCollectionByNameOrId('record_deletions');
    tombstones.fields.add(
      new TextField({ name: 'owner', max: 15, pattern: '^[a-z0-9]*$', required: false }),
    );
    tombstones.listRule = TOMBSTONE_RULE;
    tombstones.viewRule = TOMBSTONE_RULE;
    app.save(tombstones);

    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules
      .filter((rule) => rule.label !== ESTIMATES_CREATE_LIMIT.label)
      .concat(/** @type {core.RateLimitRule[]} */ ([ESTIMATES_CREATE_LIMIT]));
    settings.rateLimits.enabled = true;
    app.save(settings);
  },
  (app) => {
    const tombstones = app.findCollectionByNameOrId('record_deletions');
    // Private tombstones would become public without their owner field.
    app
      .findRecordsByFilter('record_deletions', 'owner != ""', '', 0, 0)
      .forEach((r) => app.delete(r));
    tombstones.fields.removeByName('owner');
    tombstones.listRule = '';
    tombstones.viewRule = '';
    app.save(tombstones);

    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.filter(
      (rule) => rule.label !== ESTIMATES_CREATE_LIMIT.label,
    );
    settings.rateLimits.enabled = settings.rateLimits.rules.length > 0;
    app.save(settings);
  },
);
