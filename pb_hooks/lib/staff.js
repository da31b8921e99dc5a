// Staff (admins and moderators: `user_roles`) on the server: who is staff, the staff session
// bound to the token of one two-factor sign-in (`staff_sessions`: 15 minutes idle, 12 hours at
// most), and the `admin_actions` audit log. Required by every admin route and hook;
// docs/security-model.md "Staff".

/** A staff session ends this long after the last staff request, in ms. */
const STAFF_IDLE_MS = 15 * 60 * 1000;

/** A staff session, and the token of its sign-in, end this long after the sign-in, in ms. */
const STAFF_MAX_MS = 12 * 60 * 60 * 1000;

/**
 * The staff roles of a request's authenticated record.
 * @param {core.App} app PocketBase app
 * @param {core.Record | null | undefined} auth the request's auth record (e.auth), or null
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
    return rows.map((r) => r.getString('role'));
  } catch {
    return [];
  }
}

/**
 * Reads a PocketBase date string.
 * @param {string} value e.g. '2026-11-23 12:00:00.000Z' ('' when unset)
 * @returns {number} ms since the epoch, NaN when empty or unreadable
 */
function dateMs(value) {
  if (!value) return NaN;
  return Date.parse(String(value).replace(' ', 'T'));
}

/** @param {number} ms since the epoch @returns {string} a PocketBase date string */
function pbDate(ms) {
  return new Date(ms).toISOString().replace('T', ' ');
}

/**
 * The state of a staff session at `nowMs`.
 * @param {string} signedIn the session's `signed_in` (the two-factor sign-in)
 * @param {string} activeUntil the session's `active_until` (idle deadline)
 * @param {number} nowMs the current time, ms since the epoch
 * @returns {'live' | 'idle' | 'over'} `over` once 12 hours have passed since the sign-in (or
 *   the stamps are unreadable), `idle` once the idle deadline has passed
 */
function staffSessionState(signedIn, activeUntil, nowMs) {
  const start = dateMs(signedIn);
  const until = dateMs(activeUntil);
  if (!Number.isFinite(start) || !Number.isFinite(until)) return 'over';
  if (nowMs >= start + STAFF_MAX_MS || start > nowMs) return 'over';
  return until > nowMs ? 'live' : 'idle';
}

/**
 * The idle deadline a request at `nowMs` gives a session signed in at `signedInMs`.
 * @param {number} signedInMs @param {number} nowMs ms since the epoch
 * @returns {number} now + 15 minutes, never past the sign-in + 12 hours
 */
function nextDeadline(signedInMs, nowMs) {
  return Math.min(nowMs + STAFF_IDLE_MS, signedInMs + STAFF_MAX_MS);
}

/**
 * The auth token a request carries, as PocketBase reads it (an optional `Bearer ` prefix).
 * @param {core.RequestEvent} e a request event
 * @returns {string} '' when none
 */
function requestToken(e) {
  // requestInfo() rather than e.request: the records API events do not expose the latter.
  const headers = /** @type {Record<string, unknown>} */ (e.requestInfo().headers || {});
  const header = String(headers.authorization || '').trim();
  return header.replace(/^Bearer\s+/i, '');
}

/**
 * The staff session row bound to `token` of `userId`, or null.
 * @param {core.App} app @param {string} userId @param {string} token @param {string} kind auth | file
 * @returns {core.Record | null} the staff_sessions record or null
 */
function findStaffSession(app, userId, token, kind) {
  if (!token) return null;
  try {
    return app.findFirstRecordByFilter(
      'staff_sessions',
      'token = {:token} && user = {:user} && kind = {:kind}',
      { token, user: userId, kind },
    );
  } catch {
    return null;
  }
}

/**
 * Starts a staff session for a token issued by a completed two-factor sign-in, and drops the
 * user's rows that can no longer be used.
 * @param {core.App} app @param {string} userId @param {string} token the issued auth token
 * @param {string} sessionId a new random id for the session
 * @param {number} nowMs the sign-in time, ms since the epoch
 * @returns {core.Record} the new staff_sessions record
 */
function startStaffSession(app, userId, token, sessionId, nowMs) {
  const stale = app.findRecordsByFilter(
    'staff_sessions',
    'user = {:user} && active_until < {:now}',
    '',
    200,
    0,
    { user: userId, now: pbDate(nowMs) },
  );
  for (const row of stale) app.delete(row);
  const row = new Record(app.findCollectionByNameOrId('staff_sessions'));
  row.set('user', userId);
  row.set('session', sessionId);
  row.set('kind', 'auth');
  row.set('token', token);
  row.set('signed_in', pbDate(nowMs));
  row.set('active_until', pbDate(nextDeadline(nowMs, nowMs)));
  app.save(row);
  return row;
}

/**
 * Binds a file token to the staff session of the auth token it was asked with, so protected
 * files open for staff only through that session (the rules match `?token=`).
 * @param {core.App} app @param {core.Record} session the live staff_sessions record of the auth token
 * @param {string} fileToken
 */
function bindFileToken(app, session, fileToken) {
  const row = new Record(app.findCollectionByNameOrId('staff_sessions'));
  row.set('user', session.getString('user'));
  row.set('session', session.getString('session'));
  row.set('kind', 'file');
  row.set('token', fileToken);
  row.set('signed_in', session.getString('signed_in'));
  row.set('active_until', session.getString('active_until'));
  app.save(row);
}

/**
 * Moves the idle deadline of every row of a staff session to now + 15 minutes (capped at 12
 * hours after its sign-in). Called on every accepted staff request.
 * @param {core.App} app @param {core.Record} session a staff_sessions record @param {number} nowMs
 */
function touchStaffSession(app, session, nowMs) {
  const until = pbDate(nextDeadline(dateMs(session.getString('signed_in')), nowMs));
  const rows = app.findRecordsByFilter('staff_sessions', 'session = {:s}', '', 500, 0, {
    s: session.getString('session'),
  });
  for (const row of rows) {
    row.set('active_until', until);
    app.saveNoValidate(row);
  }
}

/**
 * The live staff session of the token a request carries.
 * @param {core.RequestEvent} e the request event
 * @param {core.Record} auth its auth record, a `users` record
 * @param {number} nowMs
 * @returns {core.Record} the staff_sessions record
 * @throws {UnauthorizedError} 401 `data.session.code` = `staff_sign_in_required` when the token
 *   was not issued by a two-factor staff sign-in (or 12 hours have passed since it), or
 *   `staff_session_expired` after 15 idle minutes
 */
function liveStaffSession(e, auth, nowMs) {
  const session = findStaffSession(e.app, auth.id, requestToken(e), 'auth');
  const state = session
    ? staffSessionState(session.getString('signed_in'), session.getString('active_until'), nowMs)
    : 'over';
  // PocketBase keeps only validation errors in an error's data (anything else becomes
  // `validation_invalid_value`), so the code travels as `data.session.code`.
  if (!session || state === 'over') {
    const message = 'Sign in with your password and the emailed code to use staff pages.';
    throw new UnauthorizedError(message, {
      session: new ValidationError('staff_sign_in_required', message),
    });
  }
  if (state === 'idle') {
    const message = 'Your staff session ended after 15 minutes without activity.';
    throw new UnauthorizedError(message, {
      session: new ValidationError('staff_session_expired', message),
    });
  }
  return session;
}

/**
 * Guards an admin route: the caller must be a `users` record with one of `allowed` roles,
 * calling with the token of a live staff session; the session is then extended. Superusers
 * pass (the dashboard's own accounts).
 * @param {core.RequestEvent} e the route's request event
 * @param {string[]} allowed roles that may use the route, e.g. ['admin'] or ['admin', 'moderator']
 * @returns {{ id: string, email: string, roles: string[], superuser: boolean }} the caller
 * @throws {UnauthorizedError} 401 when signed out (`data.auth.code` = `auth_required`), or
 *   with `data.session.code` = `staff_sign_in_required` for a token of no two-factor staff
 *   sign-in (or one 12 hours old), `staff_session_expired` after 15 idle minutes
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
  const now = Date.now();
  touchStaffSession(e.app, liveStaffSession(e, auth, now), now);
  return { id: auth.id, email: auth.email(), roles, superuser: false };
}

/**
 * Appends one entry to the `admin_actions` audit log (nobody can edit or delete it by API).
 * @param {core.App} app PocketBase app (or a transaction's app)
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
  STAFF_MAX_MS,
  staffRoles,
  staffSessionState,
  nextDeadline,
  requestToken,
  findStaffSession,
  startStaffSession,
  bindFileToken,
  touchStaffSession,
  requireStaff,
  logAdminAction,
};
