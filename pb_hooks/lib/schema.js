// Field definitions shared by the migrations (pb_migrations/*.js require this file).
// Plain data for `new Collection({ fields })`; no PocketBase API is called here.

/** The `created`/`updated` autodate fields every synced collection has. */
function autodates() {
  return [
    { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
    { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
  ];
}

/** English names of the 20 interface languages (spec §3), the values of language fields. */
function languageNames() {
  return require(`${__hooks}/lib/languages.json`).map((l) => l.name);
}

/**
 * A required single relation.
 * @param {string} name
 * @param {string} collectionId
 * @param {{ required?: boolean, cascadeDelete?: boolean }} [options]
 */
function relation(name, collectionId, options) {
  const o = options || {};
  return {
    name,
    type: 'relation',
    collectionId,
    maxSelect: 1,
    required: o.required !== false,
    cascadeDelete: o.cascadeDelete === true,
  };
}

module.exports = { autodates, languageNames, relation };
