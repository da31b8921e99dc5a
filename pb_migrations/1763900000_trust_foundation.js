/// <reference path="../pb_data/types.d.ts" />
// The shared ground (docs/security-model.md, "Trust rules" and "Staff"): the states the
// trust rules need and the staff bookkeeping every admin feature writes to.
// - contractors: status `removed` (the owner's soft delete: hires and reviews stay),
//   `suspension_reason` (set by staff with a suspension, shown to the owner);
// - hires: status `done` (the contractor marked the work done, waiting for the client) and
//   `disputed` (the client disputes a `done`); `completed` means the client confirmed;
// - user_roles: `active_until`, the staff session's idle deadline (15 minutes after the last
//   staff request), checked by admin routes and by API rules that open records to staff;
// - admin_actions: the audit log, written only by the server (no API rule opens a write).

/**
 * Adds `extra` to a select field's values, keeping what other migrations added.
 * Named for this file, as tsc checks all migrations in one scope.
 * @param {core.Collection} collection @param {string} name @param {string[]} extra
 */
function trustAddSelectValues(collection, name, extra) {
  const field = collection.fields.getByName(name);
  /** @type {string[]} */
  const values = Array.from(field.values);
  field.values = values.concat(extra.filter((v) => values.indexOf(v) < 0));
}

/**
 * Removes `gone` from a select field's values.
 * @param {core.Collection} collection @param {string} name @param {string[]} gone
 */
function trustRemoveSelectValues(collection, name, gone) {
  const field = collection.fields.getByName(name);
  field.values = Array.from(field.values).filter((v) => gone.indexOf(String(v)) < 0);
}

/** The rule part: the request comes from staff (any role) whose staff session is not idle. */
const ACTIVE_STAFF =
  '@request.auth.collectionName = "users" && @collection.user_roles:staff.user ?= @request.auth.id && @collection.user_roles:staff.active_until ?> @now';

migrate(
  (app) => {
    const contractors = app.findCollectionByNameOrId('contractors');
    trustAddSelectValues(contractors, 'status', ['removed']);
    contractors.fields.add(new TextField({ name: 'suspension_reason', max: 1000 }));
    const noReason = '@request.body.suspension_reason:isset = false && ';
    contractors.createRule = noReason + contractors.createRule;
    contractors.updateRule = noReason + contractors.updateRule;
    app.save(contractors);

    const hires = app.findCollectionByNameOrId('hires');
    trustAddSelectValues(hires, 'status', ['done', 'disputed']);
    app.save(hires);

    const roles = app.findCollectionByNameOrId('user_roles');
    roles.fields.add(new DateField({ name: 'active_until' }));
    app.save(roles);

    const users = app.findCollectionByNameOrId('users');
    app.save(
      // Plain data, as PocketBase takes it (the generated types model fields as Go types).
      new Collection(
        /** @type {any} */ ({
          type: 'base',
          name: 'admin_actions',
          listRule: ACTIVE_STAFF,
          viewRule: ACTIVE_STAFF,
          createRule: null,
          updateRule: null,
          deleteRule: null,
          fields: [
            // Not cascade-deleted: the log outlives a staff account (actor_email keeps who).
            { name: 'actor', type: 'relation', collectionId: users.id, maxSelect: 1 },
            { name: 'actor_email', type: 'text', max: 255 },
            { name: 'action', type: 'text', required: true, max: 64 },
            { name: 'target_collection', type: 'text', max: 64 },
            { name: 'target_id', type: 'text', max: 64 },
            { name: 'reason', type: 'text', max: 2000 },
            { name: 'details', type: 'json', maxSize: 8192 },
            { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
          ],
          indexes: [
            'CREATE INDEX idx_admin_actions_created ON admin_actions (created)',
            'CREATE INDEX idx_admin_actions_target ON admin_actions (target_collection, target_id)',
          ],
        }),
      ),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('admin_actions'));
    const roles = app.findCollectionByNameOrId('user_roles');
    roles.fields.removeByName('active_until');
    app.save(roles);
    const hires = app.findCollectionByNameOrId('hires');
    trustRemoveSelectValues(hires, 'status', ['done', 'disputed']);
    app.save(hires);
    const contractors = app.findCollectionByNameOrId('contractors');
    contractors.fields.removeByName('suspension_reason');
    const noReason = '@request.body.suspension_reason:isset = false && ';
    contractors.createRule = String(contractors.createRule).replace(noReason, '');
    contractors.updateRule = String(contractors.updateRule).replace(noReason, '');
    trustRemoveSelectValues(contractors, 'status', ['removed']);
    app.save(contractors);
  },
);
