/// <reference path="../pb_data/types.d.ts" />
// Staff sign in with two factors, and staff read the security events (docs/security-model.md,
// "Staff"):
// - users: PocketBase's MFA, required by its rule only for accounts with a `user_roles`
//   record; the second factor is the emailed one-time code (migration 1763771100). Everyone
//   else signs in as before with one factor;
// - security_events: list and view for staff whose staff session is live (the foundation's
//   active-staff rule part); still no API writes.

/** The rule part: the request comes from staff (any role) whose staff session is not idle. */
const STAFF_MFA_ACTIVE_STAFF =
  '@request.auth.collectionName = "users" && @collection.user_roles:staff.user ?= @request.auth.id && @collection.user_roles:staff.active_until ?> @now';

/** The MFA rule, evaluated against the account signing in: it has a staff role. */
const STAFF_MFA_RULE = '@collection.user_roles.user ?= id';

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.mfa.enabled = true;
    users.mfa.rule = STAFF_MFA_RULE;
    app.save(users);

    const events = app.findCollectionByNameOrId('security_events');
    events.listRule = STAFF_MFA_ACTIVE_STAFF;
    events.viewRule = STAFF_MFA_ACTIVE_STAFF;
    app.save(events);
  },
  (app) => {
    const events = app.findCollectionByNameOrId('security_events');
    // PocketBase's nil rule (superusers only): null in JSVM, undefined in the generated types.
    const superusersOnly = /** @type {string | undefined} */ (/** @type {unknown} */ (null));
    events.listRule = superusersOnly;
    events.viewRule = superusersOnly;
    app.save(events);

    const users = app.findCollectionByNameOrId('users');
    users.mfa.enabled = false;
    users.mfa.rule = '';
    app.save(users);
  },
);
