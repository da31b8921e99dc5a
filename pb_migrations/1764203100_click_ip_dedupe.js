/// <reference path="../pb_data/types.d.ts" />
// An affiliate click counts at most once per IP and once per visitor per affiliate per UTC day
// (docs/security-model.md "track-visit"): `dedupe_key` now holds the salted
// SHA-256 of (affiliate, IP, day) and the new `visitor_key` the salted SHA-256 of (affiliate,
// visitor id, day) when the visitor sent one. Both unique while set and cleared after two days
// (lib/affiliate-digest.js); no IP is stored. Both are hidden fields now: the affiliate, who
// may list their own clicks, sees neither (only superusers do).

migrate(
  (app) => {
    const clicks = app.findCollectionByNameOrId('affiliate_clicks');
    clicks.fields.add(new TextField({ name: 'visitor_key', max: 64, hidden: true }));
    /** @type {core.Field & { hidden: boolean }} */ (clicks.fields.getByName('dedupe_key')).hidden =
      true;
    clicks.addIndex('idx_affiliate_clicks_visitor_key', true, 'visitor_key', "visitor_key != ''");
    app.save(clicks);
  },
  (app) => {
    const clicks = app.findCollectionByNameOrId('affiliate_clicks');
    clicks.removeIndex('idx_affiliate_clicks_visitor_key');
    clicks.fields.removeByName('visitor_key');
    /** @type {core.Field & { hidden: boolean }} */ (clicks.fields.getByName('dedupe_key')).hidden =
      false;
    app.save(clicks);
  },
);
