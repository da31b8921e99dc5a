// Building blocks of API rules (PocketBase filter syntax), used by the migrations and
// unit-tested. See docs/security-model.md for the rules they make.

/**
 * A rule fragment that refuses a request whose body sets any of `fields`: for fields only the
 * server (hooks, superusers) may write.
 * @param {string[]} fields
 * @returns {string} e.g. `@request.body.verified:isset = false && ...`
 */
function bodyMustNotSet(fields) {
  return fields.map((f) => `@request.body.${f}:isset = false`).join(' && ');
}

/**
 * Joins rule fragments with `&&`, each in parentheses.
 * @param {string[]} parts
 */
function all(parts) {
  return parts.map((p) => `(${p})`).join(' && ');
}

/** Signed in as any user of the `users` collection. */
const SIGNED_IN = '@request.auth.id != "" && @request.auth.collectionName = "users"';

/** All five API rules null: only superusers (and the server's own hooks and routes). */
/** @type {Record<'listRule' | 'viewRule' | 'createRule' | 'updateRule' | 'deleteRule', null>} */
const SUPERUSERS_ONLY = {
  listRule: null,
  viewRule: null,
  createRule: null,
  updateRule: null,
  deleteRule: null,
};

module.exports = { bodyMustNotSet, all, SIGNED_IN, SUPERUSERS_ONLY };
