/// <reference path="../pb_data/types.d.ts" />
// `user_roles` (spec §3, §6): which users are admins or moderators. Superusers manage it in
// the dashboard; the app asks through POST /api/admin-verify-session, so no API rule opens it.
migrate(
  (app) => {
    const { autodates, relation, collection } = require(`${__hooks}/lib/schema.js`);
    const { SUPERUSERS_ONLY } = require(`${__hooks}/lib/rules.js`);
    const users = app.findCollectionByNameOrId('users');
    app.save(
      collection({
        type: 'base',
        name: 'user_roles',
        ...SUPERUSERS_ONLY,
        fields: [
          relation('user', users.id, { cascadeDelete: true }),
          {
            name: 'role',
            type: 'select',
            required: true,
            maxSelect: 1,
            values: ['admin', 'moderator'],
          },
          ...autodates(),
        ],
        indexes: ['CREATE UNIQUE INDEX idx_user_roles_user_role ON user_roles (user, role)'],
      }),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('user_roles'));
  },
);
