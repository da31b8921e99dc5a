/// <reference path="../pb_data/types.d.ts" />
// Passwords of at least 10 characters: PocketBase's own users `password` field minimum,
// matching the password policy of pb_hooks/lib/password-policy.js (which also refuses common
// passwords). Existing passwords keep working; the minimum applies when one is set.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    const password = /** @type {PasswordField} */ (users.fields.getByName('password'));
    password.min = 10;
    app.save(users);
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    const password = /** @type {PasswordField} */ (users.fields.getByName('password'));
    // PocketBase's default for auth collections.
    password.min = 8;
    app.save(users);
  },
);
