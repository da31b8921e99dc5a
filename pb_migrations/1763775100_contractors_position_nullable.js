/// <reference path="../pb_data/types.d.ts" />
// A listing's position is null when nobody knows it. PocketBase number fields cannot be null
// (they fall back to 0), so an unplaced listing sat at lat 0, lon 0, a point in the Gulf of
// Guinea. `lat` and `lon` become JSON fields holding a number or null (pb_hooks/contractors.pb.js
// checks the range and refuses an exact 0, 0 from the API). Listings stored at exactly 0, 0
// are cleaned to null, and their `updated` moves so that devices pull the change; the
// server's geocoding job (pb_hooks/cron.pb.js) places them from their postcode later.

/**
 * Every listing's id and position, read before the columns change type.
 * @param {CoreApp} app PocketBase app (the migration's)
 * @returns {{ id: string, lat: number, lon: number }[]}
 */
function contractorPositions(app) {
  // Read as text: a DynamicModel field takes the type of its sample value, and 0 is an int.
  const rows = arrayOf(new DynamicModel({ id: '', lat: '', lon: '' }));
  app
    .db()
    .newQuery(
      "SELECT id, COALESCE(CAST(lat AS TEXT), '0') AS lat, COALESCE(CAST(lon AS TEXT), '0') AS lon FROM contractors",
    )
    .all(rows);
  return rows.map((r) => ({
    id: r.id,
    lat: Number(r.lat) || 0,
    lon: Number(r.lon) || 0,
  }));
}

/**
 * Replaces the `lat` and `lon` fields with new ones at the same place in the field list.
 * @param {CoreApp} app PocketBase app (the migration's)
 * @param {(name: string, min: number, max: number) => core.Field} make the new field
 */
function replacePositionFields(app, make) {
  const collection = app.findCollectionByNameOrId('contractors');
  const at = collection.fields.map((f) => f.getName()).indexOf('lat');
  collection.fields.removeByName('lat');
  collection.fields.removeByName('lon');
  app.save(collection);
  collection.fields.addAt(at, make('lat', -90, 90), make('lon', -180, 180));
  app.save(collection);
}

migrate(
  (app) => {
    const rows = contractorPositions(app);
    replacePositionFields(app, (name) => new JSONField({ name, maxSize: 32 }));
    const now = new DateTime().string();
    for (const row of rows) {
      if (row.lat === 0 && row.lon === 0) {
        // Left null; a new `updated` makes devices that hold the old 0, 0 pull it again.
        app
          .db()
          .newQuery('UPDATE contractors SET updated = {:now} WHERE id = {:id}')
          .bind({ now, id: row.id })
          .execute();
      } else {
        app
          .db()
          .newQuery('UPDATE contractors SET lat = {:lat}, lon = {:lon} WHERE id = {:id}')
          .bind({ lat: JSON.stringify(row.lat), lon: JSON.stringify(row.lon), id: row.id })
          .execute();
      }
    }
  },
  (app) => {
    const rows = contractorPositions(app);
    replacePositionFields(app, (name, min, max) => new NumberField({ name, min, max }));
    for (const row of rows) {
      app
        .db()
        .newQuery('UPDATE contractors SET lat = {:lat}, lon = {:lon} WHERE id = {:id}')
        .bind({ lat: row.lat || 0, lon: row.lon || 0, id: row.id })
        .execute();
    }
  },
);
