/// <reference path="../pb_data/types.d.ts" />
// `user_roles`: which users are admins or moderators. Superusers manage it in
// the dashboard; the app asks through POST /api/admin-verify-session, so no API rule opens it.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    app.save(
      // Plain data, as PocketBase takes it (the generated types model fields as Go types).
      new Collection(
        /** @type {any} */ ({
          type: 'base',
          name: 'user_roles',
          listRule: null,
          viewRule: null,
          createRule: null,
          updateRule: null,
          deleteRule: null,
          fields: [
            {
              name: 'user',
              type: 'relation',
              collectionId: users.id,
              maxSelect: 1,
              required: true,
              cascadeDelete: true,
            },
            {
              name: 'role',
              type: 'select',
              required: true,
              maxSelect: 1,
              values: ['admin', 'moderator'],
            },
            { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
            { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
          ],
          indexes: ['CREATE UNIQUE INDEX idx_user_roles_user_role ON user_roles (user, role)'],
        }),
      ),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('user_roles'));
  },
);
