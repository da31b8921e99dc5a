/// <reference path="../pb_data/types.d.ts" />
// `exit_intent_captures` (spec §3, §4 "Exit-intent"): anyone may leave an email; only
// superusers read them. The IP address is recorded by the server, never taken from the client.
migrate(
  (app) => {
    const { autodates, languageNames, collection } = require(`${__hooks}/lib/schema.js`);
    const { bodyMustNotSet } = require(`${__hooks}/lib/rules.js`);
    app.save(
      collection({
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
          { name: 'language_preference', type: 'select', maxSelect: 1, values: languageNames() },
          { name: 'ip_address', type: 'text', max: 64 },
          { name: 'user_agent', type: 'text', max: 512 },
          ...autodates(),
        ],
        indexes: [
          'CREATE INDEX idx_exit_intent_captures_created ON exit_intent_captures (created)',
        ],
      }),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('exit_intent_captures'));
  },
);
