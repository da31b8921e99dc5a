/// <reference path="../pb_data/types.d.ts" />
// Creates the public, read-only `trades` collection and seeds the 45 trades from
// pb_hooks/lib/trades.json, the one list the app also imports. Like every migration, it
// carries its own code instead of requiring pb_hooks/lib: a migration must do what it did when
// it was first applied, whatever the hooks do today.
migrate(
  (app) => {
    // Plain data, as PocketBase takes it (the generated types model fields as Go types).
    const trades = new Collection(
      /** @type {any} */ ({
        type: 'base',
        name: 'trades',
        listRule: '',
        viewRule: '',
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { name: 'value', type: 'text', required: true, max: 64, pattern: '^[a-z][a-z0-9_]*$' },
          { name: 'label', type: 'text', required: true, max: 80 },
          {
            name: 'category',
            type: 'select',
            required: true,
            maxSelect: 1,
            values: ['design', 'general', 'site', 'structure', 'envelope', 'mep', 'finishes'],
          },
          { name: 'sort', type: 'number', required: true, onlyInt: true, min: 1 },
          { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
          { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
        ],
        indexes: [
          'CREATE UNIQUE INDEX idx_trades_value ON trades (value)',
          'CREATE INDEX idx_trades_sort ON trades (sort)',
        ],
      }),
    );
    app.save(trades);

    /** @type {Array<{ value: string, label: string, category: string, sort: number }>} */
    const list = require(`${__hooks}/lib/trades.json`);
    for (const trade of list) {
      const record = new Record(trades);
      record.set('value', trade.value);
      record.set('label', trade.label);
      record.set('category', trade.category);
      record.set('sort', trade.sort);
      app.save(record);
    }
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('trades'));
  },
);
