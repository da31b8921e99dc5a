/// <reference path="../pb_data/types.d.ts" />
// A covering index for the server-filled trade page (/browse?trade=X, pb_hooks/lib/page-render.js
// loadTrade): its one query (guest-listed listings of a trade, the 20 best and the count) reads
// only this index instead of every listing row with its description (~1 KB each). Measured in
// SQLite on 50,000 listings: 12-20 ms of CPU instead of ~30 ms, and one query instead of two.
// docs/scaling.md.

const BROWSE_INDEX = 'idx_contractors_browse';
const BROWSE_INDEX_SQL =
  'CREATE INDEX idx_contractors_browse ON contractors (status, trades, listed_until, listing_paid_at, listing_fee_waiver, rating_avg, rating_count, verified, business_name, id)';

migrate(
  (app) => {
    const contractors = app.findCollectionByNameOrId('contractors');
    const kept = Array.from(contractors.indexes).filter((sql) => !sql.includes(BROWSE_INDEX));
    contractors.indexes = /** @type {types.JSONArray<string>} */ (kept.concat([BROWSE_INDEX_SQL]));
    app.save(contractors);
  },
  (app) => {
    const contractors = app.findCollectionByNameOrId('contractors');
    const kept = Array.from(contractors.indexes).filter((sql) => !sql.includes(BROWSE_INDEX));
    contractors.indexes = /** @type {types.JSONArray<string>} */ (kept);
    app.save(contractors);
  },
);
