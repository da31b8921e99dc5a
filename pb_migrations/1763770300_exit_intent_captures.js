/// <reference path="../pb_data/types.d.ts" />
// `exit_intent_captures`, from the exit-intent offer: anyone may leave an email; only
// superusers read them. The IP address is recorded by the server, never taken from the client.
migrate(
  (app) => {
    /** @type {Array<{ code: string, name: string }>} */
    const languages = require(`${__hooks}/lib/languages.json`);
    /** A rule part refusing a body that sets any of `fields` (the server's to write). */
    const bodyMustNotSet = (/** @type {string[]} */ fields) =>
      fields.map((f) => `@request.body.${f}:isset = false`).join(' && ');
    app.save(
      // Plain data, as PocketBase takes it (the generated types model fields as Go types).
      new Collection(
        /** @type {any} */ ({
          type: 'base',
          name: 'exit_intent_captures',
          listRule: null,
          viewRule: null,
          createRule: bodyMustNotSet(['ip_address']),
          updateRule: null,
          deleteRule: null,
          fields: [
            { name: 'email', type: 'email', required: true },
            {
              name: 'user_intent',
              type: 'select',
              required: true,
              maxSelect: 1,
              values: ['contractor', 'hirer', 'unknown'],
            },
            {
              name: 'language_preference',
              type: 'select',
              maxSelect: 1,
              values: languages.map((l) => l.name),
            },
            { name: 'ip_address', type: 'text', max: 64 },
            { name: 'user_agent', type: 'text', max: 512 },
            { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
            { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
          ],
          indexes: [
            'CREATE INDEX idx_exit_intent_captures_created ON exit_intent_captures (created)',
          ],
        }),
      ),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('exit_intent_captures'));
  },
);
