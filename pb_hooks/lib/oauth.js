// Sign-in with an OAuth2/OpenID provider (Google, Apple, Microsoft, a generic OIDC) on the
// `users` collection (docs/security-model.md "OAuth2 sign-in"): which OAuth2 sign-ins are
// refused, what a new OAuth2 account may be created with, the one-time choice of user type,
// and the short-lived grant a password gives to link a provider to an existing account.
// Required by pb_hooks/users.pb.js and routes-account.pb.js.

/** The user types of users.user_type (migration 1763769700_users_profile.js). */
const USER_TYPES = ['client', 'contractor', 'general_contractor', 'subcontractor'];

/** Fields a new OAuth2 account takes from the app's createData; everything else is dropped. */
const CREATE_FIELDS = ['name', 'language_preference', 'visitor_id'];

/** How long a password's link grant lasts, in seconds (the round trip to the provider). */
const LINK_GRANT_SECONDS = 600;

/** The provider's email belongs to an account this identity is not linked to. */
const LINK_NEEDS_PASSWORD_CODE = 'oauth_link_needs_password';
/** The provider gave no (verified) email address. */
const EMAIL_MISSING_CODE = 'oauth_email_missing';
/** The user type was chosen already. */
const USER_TYPE_CHOSEN_CODE = 'user_type_chosen';
/** The password given to link a provider is not the account's. */
const WRONG_PASSWORD_CODE = 'invalid_password';

/** The refusal codes, each answered as `data.<field>.code`. */
const CODES = {
  linkNeedsPassword: LINK_NEEDS_PASSWORD_CODE,
  emailMissing: EMAIL_MISSING_CODE,
  userTypeChosen: USER_TYPE_CHOSEN_CODE,
  wrongPassword: WRONG_PASSWORD_CODE,
};

/**
 * @typedef {{ field: string, code: string, message: string }} Refusal
 */

/**
 * Why an OAuth2 sign-in is refused, or null when it may go on. PocketBase would otherwise link
 * a new identity to the account of the same email (or to the signed-in account) without any
 * proof that the person holds that account; here a link needs the account's password (a grant
 * made with it, see takeLinkGrant), and a sign-up needs an email no account has in any case.
 * @param {{
 *   isNewRecord: boolean,
 *   email: string,
 *   emailTaken: boolean,
 *   linked: boolean,
 *   signedInAsRecord: boolean,
 *   hasGrant: boolean,
 * }} sign isNewRecord: PocketBase found no account (by link, session or exact email);
 *   email: the provider's verified email ('' when it gave none); emailTaken: an account has
 *   this email's canonical form (another case, a +tag, Gmail dots: lib/identity.js); linked: this provider identity is linked to the account found;
 *   signedInAsRecord: the request is signed in as that account; hasGrant: a fresh link grant
 *   of that account for this provider exists
 * @returns {Refusal | null}
 */
function signInRefusal(sign) {
  if (sign.isNewRecord) {
    if (sign.email === '') {
      return {
        field: 'email',
        code: CODES.emailMissing,
        message: 'The provider did not give a verified email address.',
      };
    }
    if (sign.emailTaken) return linkRefusal();
    return null;
  }
  if (sign.linked) return null;
  if (sign.signedInAsRecord && sign.hasGrant) return null;
  return linkRefusal();
}

/** @returns {Refusal} */
function linkRefusal() {
  return {
    field: 'email',
    code: CODES.linkNeedsPassword,
    message: 'An account with this email exists: sign in with its password to link this provider.',
  };
}

/**
 * The createData a new OAuth2 account is created with: only the fields of CREATE_FIELDS that
 * are strings. The email comes from the provider and the user type is chosen afterwards.
 * @param {Record<string, unknown> | null | undefined} data the app's createData
 * @returns {Record<string, string>}
 */
function createDataFor(data) {
  /** @type {Record<string, string>} */
  const out = {};
  if (!data) return out;
  for (const field of CREATE_FIELDS) {
    const value = data[field];
    if (typeof value === 'string') out[field] = value;
  }
  return out;
}

/**
 * The field error of a user-type choice, or null when it is made.
 * @param {boolean} pending the account still has its choice to make (user_type_pending)
 * @param {unknown} value the user type asked for
 * @returns {{ status: number, code: string, message: string } | null}
 */
function userTypeChoiceError(pending, value) {
  if (!pending) {
    return { status: 409, code: CODES.userTypeChosen, message: 'The user type was chosen.' };
  }
  if (typeof value !== 'string' || USER_TYPES.indexOf(value) < 0) {
    return { status: 400, code: 'validation_invalid_value', message: 'Invalid user type.' };
  }
  return null;
}

/**
 * The app store key of a link grant.
 * @param {string} userId
 * @param {string} provider
 * @returns {string}
 */
function grantKey(userId, provider) {
  return `oauth_link_grant:${userId}:${provider}`;
}

/**
 * Records that the account proved its password to link `provider` now; valid for
 * LINK_GRANT_SECONDS, in this server process's memory (a restart asks for the password again).
 * @param {core.App} app
 * @param {string} userId
 * @param {string} provider
 * @param {number} nowMs epoch milliseconds
 */
function grantLink(app, userId, provider, nowMs) {
  app.store().set(grantKey(userId, provider), nowMs + LINK_GRANT_SECONDS * 1000);
}

/**
 * Whether a fresh link grant exists; it is used up either way.
 * @param {core.App} app
 * @param {string} userId
 * @param {string} provider
 * @param {number} nowMs epoch milliseconds
 * @returns {boolean}
 */
function takeLinkGrant(app, userId, provider, nowMs) {
  const key = grantKey(userId, provider);
  const until = app.store().get(key);
  app.store().remove(key);
  return typeof until === 'number' && until > nowMs;
}

/**
 * Whether this provider identity is linked to an account already.
 * @param {core.App} app
 * @param {string} collectionId
 * @param {string} provider
 * @param {string} providerId
 * @returns {boolean}
 */
function isLinked(app, collectionId, provider, providerId) {
  try {
    app.findFirstExternalAuthByExpr(
      $dbx.hashExp({ collectionRef: collectionId, provider, providerId }),
    );
    return true;
  } catch {
    return false;
  }
}

/**
 * The query of the app's callback page for a provider that answers by POST (Apple's
 * `response_mode=form_post`): the same `code`, `state` and `error` it would send in a GET,
 * and `name` from Apple's `user` field (Apple sends the name on the first sign-in only, and
 * not in its token; the app gives it to the new account).
 * @param {Record<string, unknown>} body the posted form
 * @returns {string} a query string without the leading `?` ('' when nothing usable came)
 */
function callbackQuery(body) {
  const parts = [];
  for (const field of ['code', 'state', 'error']) {
    const value = body[field];
    if (typeof value === 'string' && value !== '' && value.length <= 2048) {
      parts.push(`${field}=${encodeURIComponent(value)}`);
    }
  }
  const name = appleName(body.user);
  if (name !== '') parts.push(`name=${encodeURIComponent(name)}`);
  return parts.join('&');
}

/**
 * The name in Apple's `user` form field (sent on the first sign-in only), as PocketBase's own
 * redirect keeps it: "First Last", or '' when there is none.
 * @param {unknown} user the posted JSON text, e.g. {"name":{"firstName":"Rana","lastName":"Haddad"}}
 * @returns {string} at most 150 characters
 */
function appleName(user) {
  if (typeof user !== 'string' || user === '') return '';
  try {
    const parsed = JSON.parse(user);
    const name = parsed && parsed.name;
    if (!name || typeof name !== 'object') return '';
    const parts = [name.firstName, name.lastName].filter(
      (part) => typeof part === 'string' && part.trim() !== '',
    );
    return parts.join(' ').trim().slice(0, 150);
  } catch {
    return '';
  }
}

module.exports = {
  callbackQuery,
  appleName,
  USER_TYPES,
  CREATE_FIELDS,
  LINK_GRANT_SECONDS,
  CODES,
  signInRefusal,
  createDataFor,
  userTypeChoiceError,
  grantLink,
  takeLinkGrant,
  isLinked,
};
