/// <reference path="../pb_data/types.d.ts" />
// One open hire request per client and listing (docs/security-model.md, "Hire requests"): the
// create hook (pb_hooks/hires.pb.js, lib/hire-create.js) refuses a second request while one is
// `requested` or `accepted`; this partial unique index keeps two `requested` ones of a pair out
// of the table whatever writes them. Duplicates stored before it are cancelled first: of each
// pair's open hires the oldest accepted one stays (else the oldest requested), and every other
// `requested` one becomes `cancelled`, as if the client had withdrawn it. Accepted hires are
// never touched (work and fees may hang on them), so a pair may keep two accepted ones from
// before; the index does not cover `accepted` for that reason.

const INDEX =
  "CREATE UNIQUE INDEX idx_hires_one_requested ON hires (client, contractor) WHERE status = 'requested'";

migrate(
  (app) => {
    const pairs = arrayOf(new DynamicModel({ client: '', contractor: '' }));
    app
      .db()
      .newQuery(
        "SELECT client, contractor FROM hires WHERE status IN ('requested', 'accepted') " +
          'GROUP BY client, contractor HAVING COUNT(*) > 1',
      )
      .all(pairs);
    for (const pair of pairs) {
      const open = app.findRecordsByFilter(
        'hires',
        "client = {:client} && contractor = {:contractor} && (status = 'requested' || status = 'accepted')",
        'created,id',
        0,
        0,
        { client: pair.client, contractor: pair.contractor },
      );
      const keep =
        open.find((h) => h.getString('status') === 'accepted') ||
        open.find((h) => h.getString('status') === 'requested');
      if (!keep) continue;
      for (const hire of open) {
        if (hire.id === keep.id || hire.getString('status') !== 'requested') continue;
        hire.set('status', 'cancelled');
        app.saveNoValidate(hire);
      }
    }
    const hires = app.findCollectionByNameOrId('hires');
    hires.indexes.push(INDEX);
    app.save(hires);
  },
  (app) => {
    const hires = app.findCollectionByNameOrId('hires');
    hires.indexes = /** @type {types.JSONArray<string>} */ (
      hires.indexes.filter((i) => i !== INDEX)
    );
    app.save(hires);
  },
);
