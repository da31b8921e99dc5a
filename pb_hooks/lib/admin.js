// Admin checks: a user is an admin when a `user_roles` record with role "admin" points at
// them. Required by pb_hooks/admin.pb.js.

/**
 * @param {{ findFirstRecordByFilter: (collection: string, filter: string, params: object) => unknown }} app
 * @param {{ id: string, collection: () => { name: string } } | null | undefined} auth the
 *   request's authenticated record, if any
 * @returns {boolean} true only for a `users` record with an admin role; false with no auth,
 *   for superusers and other auth collections, and on any error (a failure never grants admin)
 */
function isAdmin(app, auth) {
  if (!auth) return false;
  try {
    if (auth.collection().name !== 'users') return false;
    app.findFirstRecordByFilter('user_roles', 'user = {:user} && role = "admin"', {
      user: auth.id,
    });
    return true;
  } catch {
    return false;
  }
}

module.exports = { isAdmin };
