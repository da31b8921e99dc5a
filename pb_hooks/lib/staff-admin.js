// The staff's own routes and session bookkeeping: a staff session starts when a staff user
// completes a two-factor sign-in and is bound to that sign-in's token (never on a refresh), the admin check answers roles, staff reads of
// staff-only collections count as staff activity, and the admin lists of exit-intent leads and
// affiliates with the affiliate approve / suspend action. Required by pb_hooks/routes-admin.pb.js;
// docs/security-model.md "Staff".

const { throwFieldErrors } = require('./http.js');

/** Auth methods that complete a sign-in (PocketBase's names); a refresh has none. */
const SIGN_IN_METHODS = ['password', 'otp', 'oauth2'];

/** Largest page an admin list answers, in records. */
const MAX_PER_PAGE = 500;

/** Affiliate statuses staff may set, and whether a reason is required for each. */
const AFFILIATE_ACTIONS = /** @type {Record<string, boolean>} */ ({
  approved: false,
  suspended: true,
});

/** Longest reason staff may give, in characters (admin_actions.reason holds 2000). */
const MAX_REASON = 2000;

/**
 * Whether an auth request is the last step of a two-factor sign-in: a sign-in method, with the
 * `mfaId` of the first step (PocketBase reads it from the query or the body).
 * @param {core.RecordAuthRequestEvent} e the record auth request event
 * @returns {boolean}
 */
function completesTwoFactors(e) {
  if (SIGN_IN_METHODS.indexOf(e.authMethod) < 0) return false;
  const info = e.requestInfo();
  const query = /** @type {Record<string, unknown>} */ (info.query || {});
  const body = /** @type {Record<string, unknown>} */ (info.body || {});
  return Boolean(query.mfaId || body.mfaId);
}

/**
 * Before PocketBase answers a staff member's completed two-factor sign-in: the answer's token
 * becomes a 12-hour token that does not refresh (auth-refresh answers it unchanged), and a staff
 * session is bound to it (its id is also in the token, `staffSession`). One-factor sign-ins, refreshes and non-staff are left alone, so their
 * tokens carry no staff rights.
 * @param {core.RecordAuthRequestEvent} e the record auth request event of `users`, before e.next()
 * @param {number} nowMs current time, ms since the epoch
 * @returns {core.Record | null} the staff_sessions record started, or null
 */
function beginStaffSignIn(e, nowMs) {
  if (!completesTwoFactors(e)) return null;
  const { staffRoles, startStaffSession, STAFF_MAX_MS } = require(`${__hooks}/lib/staff.js`);
  if (!e.record || e.record.collection().name !== 'users') return null;
  if (staffRoles(e.app, e.record).length === 0) return null;
  // PocketBase's own static token has no id of its own, so two sign-ins within one second
  // would get the same token; this one is PocketBase's auth token (same claims, same signing
  // key: the record's tokenKey and the collection's secret, so a new tokenKey ends it) plus
  // the session id. Without `refreshable`, auth-refresh answers it unchanged.
  const collection = e.record.collection();
  const sessionId = $security.randomString(20);
  e.token = $security.createJWT(
    {
      id: e.record.id,
      type: 'auth',
      collectionId: collection.id,
      refreshable: false,
      staffSession: sessionId,
    },
    e.record.tokenKey() + collection.authToken.secret,
    STAFF_MAX_MS / 1000,
  );
  return startStaffSession(e.app, e.record.id, e.token, sessionId, nowMs);
}

/**
 * A staff member asked for a file token with the token of a live staff session: the answer is
 * a file token of that session (its id inside), bound to it, so the staff rules open protected
 * files for it and for no other file token of the account.
 * @param {core.FileTokenRequestEvent} e the file token request event
 */
function bindStaffFileToken(e) {
  const auth = e.record;
  if (!auth || auth.isSuperuser() || auth.collection().name !== 'users') return;
  const staff = require(`${__hooks}/lib/staff.js`);
  if (staff.staffRoles(e.app, auth).length === 0) return;
  const session = staff.findStaffSession(e.app, auth.id, staff.requestToken(e), 'auth');
  if (!session) return;
  const state = staff.staffSessionState(
    session.getString('signed_in'),
    session.getString('active_until'),
    Date.now(),
  );
  if (state !== 'live') return;
  // PocketBase's file token has no id of its own: another token of the same user asking in the
  // same second would get the very token bound here. This one carries the session id.
  const collection = auth.collection();
  e.token = $security.createJWT(
    {
      id: auth.id,
      type: 'file',
      collectionId: collection.id,
      staffSession: session.getString('session'),
    },
    auth.tokenKey() + collection.fileToken.secret,
    collection.fileToken.duration,
  );
  staff.bindFileToken(e.app, session, e.token);
}

/**
 * POST /api/admin-verify-session: the caller's staff roles. Guests, superusers and users
 * without a role get `{isAdmin: false, roles: []}` (200, as before); staff go through
 * requireStaff, which extends a live staff session and refuses a token without one.
 * @param {core.RequestEvent} e the route's request event
 * @returns {{ isAdmin: boolean, roles: string[] }}
 * @throws {UnauthorizedError} 401 `staff_session_expired` for staff idle 15 minutes,
 *   `staff_sign_in_required` for a token of no two-factor staff sign-in
 */
function verifySession(e) {
  const { staffRoles, requireStaff } = require(`${__hooks}/lib/staff.js`);
  const auth = e.auth;
  if (!auth || auth.isSuperuser()) return { isAdmin: false, roles: [] };
  const roles = staffRoles(e.app, auth);
  if (roles.length === 0) return { isAdmin: false, roles: [] };
  requireStaff(e, ['admin', 'moderator']);
  return { isAdmin: roles.indexOf('admin') >= 0, roles };
}

/**
 * A staff member's read of a staff-only collection through the records API counts as staff
 * activity: a live session is extended, an idle one (or a token without one) answers 401
 * (instead of an empty list), so the app can ask for a new sign-in. Others pass untouched and
 * meet the collection's rule.
 * @param {core.RequestEvent} e the records list or view request event
 * @throws {UnauthorizedError} 401 `staff_session_expired` or `staff_sign_in_required`
 */
function touchStaffRead(e) {
  const auth = e.auth;
  if (!auth || auth.isSuperuser()) return;
  const { staffRoles, requireStaff } = require(`${__hooks}/lib/staff.js`);
  if (staffRoles(e.app, auth).length === 0) return;
  requireStaff(e, ['admin', 'moderator']);
}

/**
 * Reads `page` and `perPage` of an admin list's query.
 * @param {core.RequestEvent} e the request event
 * @returns {{ page: number, perPage: number }}
 * @throws {BadRequestError} 400 with field errors for anything but whole numbers in range
 */
function readPaging(e) {
  const info = e.requestInfo();
  /** @type {Record<string, string>} */
  const query = info.query || {};
  /** @type {Record<string, { code: string, message: string }>} */
  const errors = {};
  /** @param {string} name @param {number} fallback @param {number} max */
  const number = (name, fallback, max) => {
    const raw = query[name];
    if (raw === undefined || raw === '') return fallback;
    if (!/^\d{1,6}$/.test(String(raw)) || Number(raw) < 1 || Number(raw) > max) {
      errors[name] = { code: 'validation_invalid_value', message: `1 to ${max}.` };
      return fallback;
    }
    return Number(raw);
  };
  const page = number('page', 1, 100000);
  const perPage = number('perPage', 50, MAX_PER_PAGE);
  if (Object.keys(errors).length > 0) throwFieldErrors('Invalid paging.', errors);
  return { page, perPage };
}

/**
 * One page of a collection's records, newest first, shaped by `shape`.
 * @param {core.App} app @param {string} collection
 * @param {{ page: number, perPage: number }} paging
 * @param {(record: core.Record) => object} shape
 * @returns {{ page: number, perPage: number, totalItems: number, totalPages: number, items: object[] }}
 */
function pageOf(app, collection, paging, shape) {
  const totalItems = app.countRecords(collection);
  const rows = app.findRecordsByFilter(
    collection,
    '1=1',
    '-created,-id',
    paging.perPage,
    (paging.page - 1) * paging.perPage,
  );
  return {
    page: paging.page,
    perPage: paging.perPage,
    totalItems,
    totalPages: Math.ceil(totalItems / paging.perPage),
    items: rows.map(shape),
  };
}

/**
 * GET /api/admin/leads: the exit-intent captures (admins only), newest first.
 * @param {core.RequestEvent} e the request event (after requireStaff)
 * @returns {object} a page of `{id, email, userIntent, language, offerStatus, created}`
 */
function listLeads(e) {
  return pageOf(e.app, 'exit_intent_captures', readPaging(e), (r) => ({
    id: r.id,
    email: r.getString('email'),
    userIntent: r.getString('user_intent'),
    language: r.getString('language_preference'),
    offerStatus: r.getString('offer_status'),
    created: r.getString('created'),
  }));
}

/**
 * GET /api/admin/affiliates: the affiliates (admins only), newest first, with the account's
 * email. Payout details stay out of the list.
 * @param {core.RequestEvent} e the request event (after requireStaff)
 * @returns {object} a page of `{id, email, referralCode, status, payoutMethod, created}`
 */
function listAffiliates(e) {
  const app = e.app;
  return pageOf(app, 'affiliates', readPaging(e), (r) => {
    let email = '';
    try {
      email = app.findRecordById('users', r.getString('user')).email();
    } catch {
      // The account is gone: the affiliate row stays readable without it.
    }
    return {
      id: r.id,
      email,
      referralCode: r.getString('referral_code'),
      // A new affiliate has no status until staff set one: pending.
      status: r.getString('status') || 'pending',
      payoutMethod: r.getString('payout_method'),
      created: r.getString('created'),
    };
  });
}

/** Security event types and severities the list filters by (the collection's select values). */
const EVENT_TYPES = ['failed_auth', 'suspicious_activity', 'scraper_detected', 'sanctions_refusal'];
const SEVERITIES = ['medium', 'high'];
/** A filter day, YYYY-MM-DD (UTC). */
const FILTER_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A PocketBase record id. */
const RECORD_ID = /^[a-z0-9]{15}$/;
/** An email address as the user filter takes it (the server looks the account up). */
const FILTER_EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}$/;

/**
 * Reads the security-event filter of a query: `type`, `severity`, `from` / `to` (YYYY-MM-DD,
 * UTC days, inclusive) and `user` (a record id, or an email: the account with that email,
 * matched exactly but case-insensitively). Empty values do not filter.
 * @param {core.App} app PocketBase app
 * @param {Record<string, string>} query the request's query
 * @returns {{ parts: string[], params: Record<string, string> }} conditions on plain columns
 *   with `{:name}` placeholders, the same in a PocketBase filter and in SQL (joined with `&&`
 *   or `AND`); none when nothing filters; an email of no account filters to nothing (`1=0`)
 * @throws {BadRequestError} 400 with field errors for values of none of these shapes
 */
function readEventFilter(app, query) {
  /** @type {Record<string, { code: string, message: string }>} */
  const errors = {};
  /** @type {string[]} */
  const parts = [];
  /** @type {Record<string, string>} */
  const params = {};
  /** @param {string} name */
  const value = (name) => (typeof query[name] === 'string' ? query[name].trim() : '');
  const bad = (/** @type {string} */ name, /** @type {string} */ message) => {
    errors[name] = { code: 'validation_invalid_value', message };
  };
  const type = value('type');
  if (type && EVENT_TYPES.indexOf(type) < 0) bad('type', `One of: ${EVENT_TYPES.join(', ')}.`);
  else if (type) {
    parts.push('event_type = {:type}');
    params.type = type;
  }
  const severity = value('severity');
  if (severity && SEVERITIES.indexOf(severity) < 0) {
    bad('severity', `One of: ${SEVERITIES.join(', ')}.`);
  } else if (severity) {
    parts.push('severity = {:severity}');
    params.severity = severity;
  }
  for (const [name, time, op] of [
    ['from', '00:00:00.000Z', '>='],
    ['to', '23:59:59.999Z', '<='],
  ]) {
    const day = value(name);
    if (day && (!FILTER_DAY.test(day) || isNaN(new Date(`${day}T00:00:00Z`).getTime()))) {
      bad(name, 'A day, YYYY-MM-DD.');
    } else if (day) {
      parts.push(`created ${op} {:${name}}`);
      params[name] = `${day} ${time}`;
    }
  }
  const user = value('user');
  if (user && RECORD_ID.test(user)) {
    parts.push('user = {:user}');
    params.user = user;
  } else if (user && FILTER_EMAIL.test(user)) {
    const found = app.findRecordsByFilter('users', 'email:lower = {:email}', '', 1, 0, {
      email: user.toLowerCase(),
    });
    parts.push(found.length > 0 ? 'user = {:user}' : '1=0');
    if (found.length > 0) params.user = found[0].id;
  } else if (user) {
    bad('user', 'A user id or an email address.');
  }
  if (Object.keys(errors).length > 0) throwFieldErrors('Invalid filter.', errors);
  return { parts, params };
}

/**
 * The JSON `details` of a security event as an object ({} for anything else).
 * @param {core.Record} record
 * @returns {Record<string, unknown>}
 */
function eventDetails(record) {
  try {
    const parsed = JSON.parse(record.getString('details') || '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/**
 * GET /api/admin/security-events: the security events (staff: admins and moderators), newest
 * first, filtered (readEventFilter), each with the account's email and name joined on the
 * server (staff see who; the users collection stays closed to them otherwise).
 * @param {core.RequestEvent} e the request event (after requireStaff)
 * @returns {object} a page of `{id, type, severity, user, userEmail, userName, details,
 *   created}`; `userEmail` '' when there is no account (or it is gone)
 * @throws {BadRequestError} 400 for bad paging or filter values
 */
function listSecurityEvents(e) {
  const app = e.app;
  const query = e.requestInfo().query || {};
  const paging = readPaging(e);
  const { parts, params } = readEventFilter(app, query);
  const totalItems = app.countRecords(
    'security_events',
    $dbx.exp(parts.length > 0 ? parts.join(' AND ') : '1=1', params),
  );
  const rows = app.findRecordsByFilter(
    'security_events',
    parts.length > 0 ? parts.join(' && ') : '1=1',
    '-created,-id',
    paging.perPage,
    (paging.page - 1) * paging.perPage,
    params,
  );
  /** @type {Record<string, { email: string, name: string }>} */
  const people = {};
  const items = rows.map((r) => {
    const userId = r.getString('user');
    if (userId && !people[userId]) {
      people[userId] = { email: '', name: '' };
      try {
        const account = app.findRecordById('users', userId);
        people[userId] = { email: account.email(), name: account.getString('name') };
      } catch {
        // The account is gone: the event stays readable without it.
      }
    }
    const person = userId ? people[userId] : { email: '', name: '' };
    return {
      id: r.id,
      type: r.getString('event_type'),
      severity: r.getString('severity'),
      user: userId,
      userEmail: person.email,
      userName: person.name,
      details: eventDetails(r),
      created: r.getString('created'),
    };
  });
  return {
    page: paging.page,
    perPage: paging.perPage,
    totalItems,
    totalPages: Math.ceil(totalItems / paging.perPage),
    items,
  };
}

/**
 * Reads a staff action's body: one of `choices` in `field`, and a reason. Pure; shared by the
 * affiliate action and the moderation routes (lib/moderation.js).
 * @param {unknown} body the parsed JSON body
 * @param {string} field the name of the choice field, e.g. `status` or `action`
 * @param {Record<string, boolean>} choices each allowed value, and whether it needs a reason
 * @returns {{ choice: string, reason: string }} the reason trimmed ('' when none)
 * @throws {BadRequestError} 400 with field errors: `field` (not one of `choices`), `reason`
 *   (not text, over 2000 characters, or missing where the choice needs one)
 */
function readStaffChoice(body, field, choices) {
  /** @type {Record<string, { code: string, message: string }>} */
  const errors = {};
  const data = require('./http.js').jsonObject(body);
  const choice = typeof data[field] === 'string' ? data[field] : '';
  const reason = typeof data.reason === 'string' ? data.reason.trim() : '';
  const known = Object.prototype.hasOwnProperty.call(choices, choice);
  if (!known) {
    const message = `One of: ${Object.keys(choices).join(', ')}.`;
    errors[field] = { code: 'validation_invalid_value', message };
  }
  if (data.reason !== undefined && data.reason !== null && typeof data.reason !== 'string') {
    errors.reason = { code: 'validation_invalid_type', message: 'Text.' };
  } else if (reason.length > MAX_REASON) {
    errors.reason = { code: 'validation_max_text_constraint', message: `At most ${MAX_REASON}.` };
  } else if (known && choices[choice] && !reason) {
    errors.reason = { code: 'validation_required', message: 'Give a reason.' };
  }
  if (Object.keys(errors).length > 0) {
    // The first problem is the message (a missing reason reads as such, not as 'invalid').
    throwFieldErrors(errors[Object.keys(errors)[0]].message, errors);
  }
  return { choice, reason };
}

/**
 * Checks the body of an affiliate status change.
 * @param {unknown} body the parsed JSON body
 * @returns {{ status: string, reason: string }}
 * @throws {BadRequestError} 400 with field errors (`status`, `reason`)
 */
function readAffiliateAction(body) {
  const { choice, reason } = readStaffChoice(body, 'status', AFFILIATE_ACTIONS);
  return { status: choice, reason };
}

/**
 * POST /api/admin/affiliates/{id}/status {status: approved | suspended, reason}: sets the
 * affiliate's status and writes one admin_actions entry, in one transaction.
 * @param {core.RequestEvent} e the request event
 * @param {{ id: string, email: string, superuser?: boolean }} actor from requireStaff
 * @returns {{ id: string, status: string }}
 * @throws {BadRequestError} 400 for a bad body; {NotFoundError} 404 for an unknown affiliate
 */
function setAffiliateStatus(e, actor) {
  const { status, reason } = readAffiliateAction(e.requestInfo().body);
  const id = e.request.pathValue('id');
  const { logAdminAction } = require(`${__hooks}/lib/staff.js`);
  e.app.runInTransaction((txApp) => {
    let affiliate;
    try {
      affiliate = txApp.findRecordById('affiliates', id);
    } catch {
      throw new NotFoundError('No such affiliate.');
    }
    const before = affiliate.getString('status') || 'pending';
    affiliate.set('status', status);
    txApp.save(affiliate);
    logAdminAction(
      txApp,
      actor,
      status === 'approved' ? 'affiliate.approve' : 'affiliate.suspend',
      { collection: 'affiliates', id },
      reason,
      { from: before, to: status },
    );
  });
  return { id, status };
}

module.exports = {
  SIGN_IN_METHODS,
  MAX_PER_PAGE,
  completesTwoFactors,
  beginStaffSignIn,
  bindStaffFileToken,
  verifySession,
  touchStaffRead,
  readPaging,
  listLeads,
  listAffiliates,
  readEventFilter,
  listSecurityEvents,
  readStaffChoice,
  readAffiliateAction,
  setAffiliateStatus,
};
