/// <reference path="../pb_data/types.d.ts" />
// Extends the `users` auth collection with the profile fields and sets its API rules: a user
// sees and edits only themself; anyone may sign up.
migrate(
  (app) => {
    /** @type {Array<{ code: string, name: string }>} */
    const languages = require(`${__hooks}/lib/languages.json`);
    const users = app.findCollectionByNameOrId('users');
    users.fields.add(
      new SelectField({
        name: 'user_type',
        maxSelect: 1,
        values: ['client', 'contractor', 'general_contractor', 'subcontractor'],
      }),
    );
    users.fields.add(
      new SelectField({
        name: 'language_preference',
        maxSelect: 1,
        values: languages.map((l) => l.name),
      }),
    );
    users.listRule = 'id = @request.auth.id';
    users.viewRule = 'id = @request.auth.id';
    users.createRule = '';
    users.updateRule = 'id = @request.auth.id';
    users.deleteRule = 'id = @request.auth.id';
    app.save(users);
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.fields.removeByName('user_type');
    users.fields.removeByName('language_preference');
    app.save(users);
  },
);
