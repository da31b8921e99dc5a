// The server's memory of identities (docs/security-model.md "Identity"): one account per
// canonical email (users.email_canonical, unique), and per identity (salted hash of the
// canonical email, `identities`, kept when the account is deleted) when it was first seen and
// when its first listing's free month ended. Required by pb_hooks/identity.pb.js and
// pb_hooks/fees.pb.js; tested by tests/integration/identity.test.ts.

/**
 * The identities record of an email, or null.
 * @param {any} app @param {string} email any form of the address
 * @returns {any}
 */
function identityOf(app, email) {
  const trust = require(`${__hooks}/lib/trust.js`);
  const hash = trust.identityHash($security.sha256, trust.serverSalt(app), email);
  try {
    return app.findFirstRecordByData('identities', 'key_hash', hash);
  } catch {
    return null;
  }
}

/**
 * Records an identity the first time it is seen (a sign-up, an email change). Two sign-ups
 * racing for a new identity: the unique index keeps the first, the other finds it.
 * @param {any} app @param {string} email @param {string} nowIso when it was seen
 * @returns {any} the identities record
 */
function rememberIdentity(app, email, nowIso) {
  const found = identityOf(app, email);
  if (found) return found;
  const trust = require(`${__hooks}/lib/trust.js`);
  const record = new Record(app.findCollectionByNameOrId('identities'));
  record.set('key_hash', trust.identityHash($security.sha256, trust.serverSalt(app), email));
  record.set('first_seen', nowIso);
  try {
    app.save(record);
    return record;
  } catch (error) {
    const raced = identityOf(app, email);
    if (raced) return raced;
    throw error;
  }
}

/**
 * Whether another account already has this email's canonical form.
 * @param {any} app @param {string} email @param {string} exceptId the account itself ('' when new)
 * @returns {boolean}
 */
function isEmailTaken(app, email, exceptId) {
  const canonical = require(`${__hooks}/lib/identity.js`).canonicalEmail(email);
  if (!canonical) return false;
  try {
    const other = app.findFirstRecordByData('users', 'email_canonical', canonical);
    return other.id !== exceptId;
  } catch {
    return false;
  }
}

/** The field error of a taken email: the same mailbox already has an account. */
const EMAIL_TAKEN = {
  code: 'email_taken',
  message: 'An account with this email address already exists.',
};

/**
 * A users record about to be saved (created, or its email changed by any path: sign-up,
 * OAuth2 sign-up, email change confirmation, a superuser): refuses a canonical email another
 * account has (400, field `email`, `email_taken`), stores the canonical form, and starts the
 * free month at the identity's first sign-up (an identity never seen: now). An email change
 * never moves the free month later.
 * @param {any} app @param {any} record the user (new, or with its email changed)
 * @param {string} nowIso
 * @throws {BadRequestError} email_taken
 */
function prepareUser(app, record, nowIso) {
  const email = record.email();
  if (isEmailTaken(app, email, record.isNew() ? '' : record.id)) {
    require(`${__hooks}/lib/http.js`).throwFieldErrors('Failed to save the account.', {
      email: EMAIL_TAKEN,
    });
  }
  record.set('email_canonical', require(`${__hooks}/lib/identity.js`).canonicalEmail(email));
  const identity = identityOf(app, email);
  const firstSeen = identity ? identity.getString('first_seen') : nowIso;
  const current = record.isNew() ? '' : record.getString('free_since');
  const since =
    current && Date.parse(current.replace(' ', 'T')) < Date.parse(firstSeen.replace(' ', 'T'))
      ? current
      : firstSeen;
  record.set('free_since', since);
}

/**
 * The end of a listing's free month at its first activation: the month its owner's identity
 * already had (a listing of an earlier, deleted account; a second month never starts), else
 * `proposedIso`, which the identity then keeps.
 * @param {any} app @param {string} ownerId the listing's owner ('' for none: `proposedIso`)
 * @param {string} proposedIso now + the free days
 * @returns {string} ISO or PocketBase date
 */
function listingMonthEnd(app, ownerId, proposedIso) {
  if (!ownerId) return proposedIso;
  let owner;
  try {
    owner = app.findRecordById('users', ownerId);
  } catch {
    return proposedIso;
  }
  const identity = rememberIdentity(app, owner.email(), new Date().toISOString());
  const kept = identity.getString('listing_month_end');
  if (kept) return kept;
  identity.set('listing_month_end', proposedIso);
  app.save(identity);
  return proposedIso;
}

/**
 * When a client's free month started, epoch ms: their identity's first sign-up
 * (users.free_since), else the account's creation.
 * @param {any} client users record
 * @returns {number}
 */
function freeSinceMs(client) {
  const field = client.getString('free_since') ? 'free_since' : 'created';
  return client.getDateTime(field).unix() * 1000;
}

module.exports = {
  EMAIL_TAKEN,
  identityOf,
  rememberIdentity,
  isEmailTaken,
  prepareUser,
  listingMonthEnd,
  freeSinceMs,
};
