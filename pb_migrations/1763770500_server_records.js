/// <reference path="../pb_data/types.d.ts" />
// Collections only the server writes and only superusers read: `security_events` (written by
// POST /api/log-security-event), `translations` (the cache of POST /api/translate-content),
// and `record_deletions` (sync tombstones written by delete hooks; readable by anyone, as they
// hold only a collection name and an id).
migrate(
  (app) => {
    /** @type {Array<{ code: string, name: string }>} */
    const languages = require(`${__hooks}/lib/languages.json`);
    const users = app.findCollectionByNameOrId('users');
    /**
     * No API rule: only superusers (and the server's own hooks and routes).
     * @type {Record<'listRule' | 'viewRule' | 'createRule' | 'updateRule' | 'deleteRule', null>}
     */
    const closed = {
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
    };
    app.save(
      // Plain data, as PocketBase takes it (the generated types model fields as Go types).
      new Collection(
        /** @type {any} */ ({
          type: 'base',
          name: 'security_events',
          ...closed,
          fields: [
            {
              name: 'event_type',
              type: 'select',
              required: true,
              maxSelect: 1,
              values: ['failed_auth', 'suspicious_activity', 'scraper_detected'],
            },
            {
              name: 'severity',
              type: 'select',
              required: true,
              maxSelect: 1,
              values: ['medium', 'high'],
            },
            { name: 'details', type: 'json', maxSize: 4096 },
            { name: 'user_agent', type: 'text', max: 512 },
            {
              name: 'user',
              type: 'relation',
              collectionId: users.id,
              maxSelect: 1,
              required: false,
              cascadeDelete: false,
            },
            { name: 'ip', type: 'text', max: 64 },
            { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
            { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
          ],
          indexes: [
            'CREATE INDEX idx_security_events_created ON security_events (created)',
            'CREATE INDEX idx_security_events_ip ON security_events (ip, created)',
          ],
        }),
      ),
    );
    app.save(
      // Plain data, as PocketBase takes it (the generated types model fields as Go types).
      new Collection(
        /** @type {any} */ ({
          type: 'base',
          name: 'translations',
          ...closed,
          fields: [
            {
              name: 'source_hash',
              type: 'text',
              required: true,
              min: 64,
              max: 64,
              pattern: '^[a-f0-9]+$',
            },
            {
              name: 'target_language',
              type: 'select',
              required: true,
              maxSelect: 1,
              values: languages.map((l) => l.name),
            },
            { name: 'translated_text', type: 'text', required: true, max: 20000 },
            { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
            { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
          ],
          indexes: [
            'CREATE UNIQUE INDEX idx_translations_source ON translations (source_hash, target_language)',
          ],
        }),
      ),
    );
    app.save(
      // Plain data, as PocketBase takes it (the generated types model fields as Go types).
      new Collection(
        /** @type {any} */ ({
          type: 'base',
          name: 'record_deletions',
          ...closed,
          listRule: '',
          viewRule: '',
          fields: [
            { name: 'collection', type: 'text', required: true, max: 64 },
            { name: 'record_id', type: 'text', required: true, max: 15 },
            { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
            { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
          ],
          indexes: ['CREATE INDEX idx_record_deletions_updated ON record_deletions (updated, id)'],
        }),
      ),
    );
  },
  (app) => {
    for (const name of ['record_deletions', 'translations', 'security_events']) {
      app.delete(app.findCollectionByNameOrId(name));
    }
  },
);
