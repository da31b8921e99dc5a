/// <reference path="../pb_data/types.d.ts" />
// plan_files: a plan drawing a user saved to their account from /plan-estimator
// ("The plan file stays on the device (IndexedDB) unless the user saves the project to their
// account; then it uploads as a protected file"). Owner-only rules; the `file` is protected
// (its URL needs a file token of a user the view rule lets see the record); at most
// PLAN_MAX_BYTES (50 MiB, src/data/plans.ts), PDF, PNG or JPEG; `owner` is set from the auth
// by pb_hooks/plan-files.pb.js (a body naming one is refused) and a user whose listing is
// suspended cannot write; `takeoff` holds the plan's scales and measurements as JSON.

/** src/data/plans.ts PLAN_MAX_BYTES. */
const PLAN_MAX_BYTES = 50 * 1024 * 1024;
const PLAN_USER = '@request.auth.collectionName = "users"';
const PLAN_OWN = `${PLAN_USER} && owner = @request.auth.id`;

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    app.save(
      // Plain data, as PocketBase takes it (the generated types model fields as Go types).
      new Collection(
        /** @type {any} */ ({
          type: 'base',
          name: 'plan_files',
          listRule: PLAN_OWN,
          viewRule: PLAN_OWN,
          createRule: `${PLAN_USER} && @request.body.owner:isset = false`,
          updateRule: `${PLAN_OWN} && @request.body.owner:isset = false`,
          deleteRule: PLAN_OWN,
          fields: [
            {
              name: 'owner',
              type: 'relation',
              collectionId: users.id,
              maxSelect: 1,
              required: true,
              cascadeDelete: true,
            },
            { name: 'name', type: 'text', required: true, max: 200 },
            {
              name: 'file',
              type: 'file',
              required: true,
              maxSelect: 1,
              maxSize: PLAN_MAX_BYTES,
              mimeTypes: ['application/pdf', 'image/png', 'image/jpeg'],
              protected: true,
            },
            // { page, unit, scales, measurements } of the plan (src/data/local-db.ts PlanRow).
            { name: 'takeoff', type: 'json', maxSize: 2000000 },
            { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
            { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
          ],
          indexes: ['CREATE INDEX idx_plan_files_owner ON plan_files (owner, updated)'],
        }),
      ),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('plan_files'));
  },
);
