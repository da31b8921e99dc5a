// Staff (admins and moderators: `user_roles`) on the server: who is staff, the 15-minute idle
// limit of a staff session, and the `admin_actions` audit log. Required by every admin route
// and hook; docs/security-model.md "Staff".

/** A staff session ends this long after the last staff request, in ms. */
const STAFF_IDLE_MS = 15 * 60 * 1000;

/**
 * The staff roles of a request's authenticated record.
 * @param {any} app PocketBase app
 * @param {any} auth the request's auth record (e.auth), or null
 * @returns {string[]} e.g. ['admin'] or ['moderator']; [] for guests, superusers, other auth
 *   collections and on any error (a failure never grants a role)
 */
function staffRoles(app, auth) {
  if (!auth) return [];
  try {
    if (auth.collection().name !== 'users') return [];
    const rows = app.findRecordsByFilter('user_roles', 'user = {:user}', '', 10, 0, {
      user: auth.id,
    });
    return rows.map((/** @type {any} */ r) => r.getString('role'));
  } catch {
    return [];
  }
}

/**
 * Whether a staff session stamp is still live.
 * @param {string} activeUntil the `user_roles.active_until` value (PocketBase date string or '')
 * @param {number} nowMs the current time, ms since the epoch
 * @returns {boolean}
 */
function isStaffSessionLive(activeUntil, nowMs) {
  if (!activeUntil) return false;
  const until = Date.parse(String(activeUntil).replace(' ', 'T'));
  return Number.isFinite(until) && until > nowMs;
}

/**
 * Moves a user's staff session deadline to now + STAFF_IDLE_MS on all their role records.
 * Called after a staff sign-in and on every accepted staff request.
 * @param {any} app @param {string} userId @param {number} nowMs
 */
function stampStaffSession(app, userId, nowMs) {
  const rows = app.findRecordsByFilter('user_roles', 'user = {:user}', '', 10, 0, {
    user: userId,
  });
  const until = new Date(nowMs + STAFF_IDLE_MS).toISOString().replace('T', ' ');
  for (const row of rows) {
    row.set('active_until', until);
    app.saveNoValidate(row);
  }
}

/**
 * Guards an admin route: the caller must be a `users` record with one of `allowed` roles and a
 * live staff session; the session is then extended. Superusers pass (the dashboard's own
 * accounts).
 * @param {any} e the route's request event
 * @param {string[]} allowed roles that may use the route, e.g. ['admin'] or ['admin', 'moderator']
 * @returns {{ id: string, email: string, roles: string[], superuser: boolean }} the caller
 * @throws {UnauthorizedError} 401 when signed out (`data.auth.code` = `auth_required`), or with `data.session.code` =
 *   `staff_session_expired` when
 *   the staff session has been idle for 15 minutes (sign in again)
 * @throws {ForbiddenError} 403 for users without an allowed role (`data.auth.code` =
 *   `staff_only`)
 */
function requireStaff(e, allowed) {
  const auth = e.auth;
  // Each refusal carries a code (`data.<key>.code`) the app words in the user's language.
  if (!auth) {
    throw new UnauthorizedError('Sign in first.', {
      auth: new ValidationError('auth_required', 'Sign in first.'),
    });
  }
  if (auth.isSuperuser()) return { id: auth.id, email: auth.email(), roles: [], superuser: true };
  const roles = staffRoles(e.app, auth);
  if (!roles.some((r) => allowed.indexOf(r) >= 0)) {
    throw new ForbiddenError('Only staff may do this.', {
      auth: new ValidationError('staff_only', 'Only staff may do this.'),
    });
  }
  const rows = e.app.findRecordsByFilter('user_roles', 'user = {:user}', '', 10, 0, {
    user: auth.id,
  });
  const now = Date.now();
  if (!rows.some((/** @type {any} */ r) => isStaffSessionLive(r.getString('active_until'), now))) {
    // PocketBase keeps only validation errors in an error's data (anything else becomes
    // `validation_invalid_value`), so the code travels as `data.session.code`.
    const message = 'Your staff session ended after 15 minutes without activity.';
    throw new UnauthorizedError(message, {
      session: new ValidationError('staff_session_expired', message),
    });
  }
  stampStaffSession(e.app, auth.id, now);
  return { id: auth.id, email: auth.email(), roles, superuser: false };
}

/**
 * Appends one entry to the `admin_actions` audit log (nobody can edit or delete it by API).
 * @param {any} app PocketBase app (or a transaction's app)
 * @param {{ id: string, email: string, superuser?: boolean }} actor from requireStaff
 * @param {string} action a verb such as `listing.suspend`, `review.hide`, `blast.send`
 * @param {{ collection?: string, id?: string }} target the record acted on
 * @param {string} reason the staff member's reason ('' when none)
 * @param {object} [details] extra facts (≤ 8 KB of JSON)
 */
function logAdminAction(app, actor, action, target, reason, details) {
  const entry = new Record(app.findCollectionByNameOrId('admin_actions'));
  if (!actor.superuser) entry.set('actor', actor.id);
  entry.set('actor_email', actor.email);
  entry.set('action', action);
  entry.set('target_collection', target.collection || '');
  entry.set('target_id', target.id || '');
  entry.set('reason', reason || '');
  entry.set('details', details || {});
  app.save(entry);
}

module.exports = {
  STAFF_IDLE_MS,
  staffRoles,
  isStaffSessionLive,
  stampStaffSession,
  requireStaff,
  logAdminAction,
};
