/// <reference path="../pb_data/types.d.ts" />
// Staff rights belong to one sign-in, not to the account (docs/security-model.md "Staff"):
// - staff_sessions: one row per token that carries staff rights, all rows of one completed
//   two-factor sign-in sharing `session`; `token` is the auth token the sign-in issued (or a
//   file token asked for with it), `signed_in` the time of the sign-in (the 12-hour cap) and
//   `active_until` the idle deadline, never past the cap. Superusers only: no API rule opens it;
// - the rules that open records to active staff ask for a row whose token is the request's own
//   (the Authorization header, or the file token of a protected-file request), instead of a
//   deadline per account;
// - user_roles.active_until, that per-account deadline, goes.

/** The old rule part: any live deadline of the account. */
const SESSIONS_ACCOUNT_PART = '@collection.user_roles:staff.active_until ?> @now';

/** The new rule part: a live staff session bound to the token this request carries. */
const SESSIONS_TOKEN_PART =
  '@collection.staff_sessions:session.user ?= @request.auth.id && @collection.staff_sessions:session.active_until ?> @now && (@collection.staff_sessions:session.token ?= @request.headers.authorization || @collection.staff_sessions:session.token ?= @request.query.token)';

/** The collections and rules that open records to active staff. */
const SESSIONS_RULES =
  /** @type {Record<string, Array<'listRule' | 'viewRule' | 'createRule' | 'updateRule' | 'deleteRule'>>} */ ({
    security_events: ['listRule', 'viewRule'],
    admin_actions: ['listRule', 'viewRule'],
    verification_requests: ['listRule', 'viewRule'],
    support_requests: ['listRule', 'viewRule'],
    legal_inquiries: ['listRule', 'viewRule'],
    materials: ['createRule', 'updateRule', 'deleteRule'],
    labor_rates: ['createRule', 'updateRule', 'deleteRule'],
  });

/**
 * Replaces `from` with `to` in the listed rules.
 * @param {CoreApp} app @param {string} from @param {string} to
 */
function swapStaffRulePart(app, from, to) {
  for (const name of Object.keys(SESSIONS_RULES)) {
    const collection = app.findCollectionByNameOrId(name);
    for (const rule of SESSIONS_RULES[name] || []) {
      const current = String(collection[rule] ?? '');
      if (current.indexOf(from) < 0) throw new Error(`${name}.${rule} has no staff part`);
      collection[rule] = current.split(from).join(to);
    }
    app.save(collection);
  }
}

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    app.save(
      // Plain data, as PocketBase takes it (the generated types model fields as Go types).
      new Collection(
        /** @type {any} */ ({
          type: 'base',
          name: 'staff_sessions',
          listRule: null,
          viewRule: null,
          createRule: null,
          updateRule: null,
          deleteRule: null,
          fields: [
            {
              name: 'user',
              type: 'relation',
              required: true,
              collectionId: users.id,
              maxSelect: 1,
              cascadeDelete: true,
            },
            { name: 'session', type: 'text', required: true, max: 32 },
            {
              name: 'kind',
              type: 'select',
              required: true,
              maxSelect: 1,
              values: ['auth', 'file'],
            },
            { name: 'token', type: 'text', required: true, max: 4000 },
            { name: 'signed_in', type: 'date', required: true },
            { name: 'active_until', type: 'date', required: true },
          ],
          indexes: [
            'CREATE UNIQUE INDEX idx_staff_sessions_token ON staff_sessions (token)',
            'CREATE INDEX idx_staff_sessions_user ON staff_sessions (user, active_until)',
            'CREATE INDEX idx_staff_sessions_session ON staff_sessions (session)',
          ],
        }),
      ),
    );
    swapStaffRulePart(app, SESSIONS_ACCOUNT_PART, SESSIONS_TOKEN_PART);
    const roles = app.findCollectionByNameOrId('user_roles');
    roles.fields.removeByName('active_until');
    app.save(roles);
  },
  (app) => {
    const roles = app.findCollectionByNameOrId('user_roles');
    roles.fields.add(new DateField({ name: 'active_until' }));
    app.save(roles);
    swapStaffRulePart(app, SESSIONS_TOKEN_PART, SESSIONS_ACCOUNT_PART);
    app.delete(app.findCollectionByNameOrId('staff_sessions'));
  },
);
