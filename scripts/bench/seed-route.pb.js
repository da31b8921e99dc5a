/// <reference path="../../pb_data/types.d.ts" />
// POST /api/bench/seed, for the data bench only: scripts/bench-data.mjs copies this file into
// a temporary copy of pb_hooks, never into the project's. Inserts users and listings with raw
// SQL in one transaction per request, because creating 50,000 users through the API would
// hash 50,000 passwords. Superusers only.

/**
 * Rows of users and of listings, each row's values in the order of its columns.
 * @typedef {{ userCols: string[], users: unknown[][], contractorCols: string[],
 *   contractors: unknown[][] }} SeedBody
 */

routerAdd(
  'POST',
  '/api/bench/seed',
  (e) => {
    const body = /** @type {SeedBody} */ (e.requestInfo().body);
    /**
     * Inserts `rows` into `table`, 200 rows per statement, every value a bound parameter.
     * @param {dbx.Builder} db
     * @param {string} table
     * @param {string[]} cols
     * @param {unknown[][]} rows
     */
    const insert = (db, table, cols, rows) => {
      const columns = cols.map((c) => `[${c}]`).join(',');
      for (let i = 0; i < rows.length; i += 200) {
        /** @type {Record<string, unknown>} */
        const params = {};
        const values = rows.slice(i, i + 200).map((row, r) => {
          const names = cols.map((_c, k) => `p${r}_${k}`);
          names.forEach((name, k) => (params[name] = row[k]));
          return `(${names.map((name) => `{:${name}}`).join(',')})`;
        });
        db.newQuery(`INSERT INTO ${table} (${columns}) VALUES ${values.join(',')}`)
          .bind(params)
          .execute();
      }
    };
    $app.runInTransaction((tx) => {
      insert(tx.db(), 'users', body.userCols, body.users);
      insert(tx.db(), 'contractors', body.contractorCols, body.contractors);
    });
    return e.json(200, { users: body.users.length, contractors: body.contractors.length });
  },
  $apis.requireSuperuserAuth(),
);
