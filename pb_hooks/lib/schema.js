// Building blocks shared by the migrations (pb_migrations/*.js require this file): field
// definitions as plain data and collections built from them.

/** The `created`/`updated` autodate fields every synced collection has. */
function autodates() {
  return [
    { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
    { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
  ];
}

/** English names of the 20 interface languages (spec §3), the values of language fields. */
function languageNames() {
  /** @type {Array<{ code: string, name: string }>} */
  const languages = require(`${__hooks}/lib/languages.json`);
  return languages.map((l) => l.name);
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

/**
 * @typedef {object} CollectionDefinition
 * @property {'base' | 'auth'} type
 * @property {string} name
 * @property {string | null} [listRule]
 * @property {string | null} [viewRule]
 * @property {string | null} [createRule]
 * @property {string | null} [updateRule]
 * @property {string | null} [deleteRule]
 * @property {Array<{ name: string, type: string } & Record<string, unknown>>} fields
 * @property {string[]} [indexes]
 */

/**
 * A new collection from plain data, as PocketBase's `new Collection({...})` accepts it (the
 * generated types.d.ts models fields and indexes as Go types, so the cast lives here once).
 * @param {CollectionDefinition} definition
 * @returns {Collection}
 */
function collection(definition) {
  return new Collection(/** @type {any} */ (definition));
}

module.exports = {
  autodates,
  languageNames,
  relation,
  collection,
};
