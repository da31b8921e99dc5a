// The server's memory of identities (docs/security-model.md "Identity"): one account per
// canonical email (users.email_canonical, unique), per identity (salted hash of the canonical
// email, `identities`, kept when the account is deleted) when it was first seen and when its
// first listing's free month ended, and the facts a new review's hold is decided on. Required by
// pb_hooks/users.pb.js and pb_hooks/contractors.pb.js, hires.pb.js, reviews.pb.js; tested by
// tests/integration/identity.test.ts.

/**
 * The identities record of an email, or null.
 * @param {core.App} app @param {string} email any form of the address
 * @returns {core.Record | null}
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
 * @param {core.App} app @param {string} email @param {string} nowIso when it was seen
 * @returns {core.Record} the identities record
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
 * @param {core.App} app @param {string} email @param {string} exceptId the account itself ('' when new)
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
 * @param {core.App} app @param {core.Record} record the user (new, or with its email changed)
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
 * @param {core.App} app @param {string} ownerId the listing's owner ('' for none: `proposedIso`)
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
 * @param {core.Record} client users record
 * @returns {number}
 */
function freeSinceMs(client) {
  const field = client.getString('free_since') ? 'free_since' : 'created';
  return client.getDateTime(field).unix() * 1000;
}

/**
 * Why a new review waits for staff ('' when it counts): the facts of lib/review-trust.js read
 * from its hire, its author and the listing's owner.
 * @param {core.App} app @param {core.Record} review the new review @param {core.Record} author its author (users)
 * @returns {'' | 'self_dealing' | 'new_account'}
 */
function reviewHold(app, review, author) {
  const { canonicalEmail } = require(`${__hooks}/lib/identity.js`);
  const { reviewHoldReason } = require(`${__hooks}/lib/review-trust.js`);
  const hire = app.findRecordById('hires', review.getString('hire'));
  const listing = app.findRecordById('contractors', review.getString('contractor'));
  let owner = null;
  try {
    owner = listing.getString('owner')
      ? app.findRecordById('users', listing.getString('owner'))
      : null;
  } catch {
    owner = null;
  }
  return reviewHoldReason({
    feeStatus: hire.getString('fee_status'),
    clientIdentity: canonicalEmail(author.email()),
    ownerIdentity: owner ? canonicalEmail(owner.email()) : '',
    clientSinceMs: freeSinceMs(author),
    hireCreatedMs: hire.getDateTime('created').unix() * 1000,
    reviewMs: Date.now(),
    clientRange: author.getString('signup_range'),
    ownerRange: owner ? owner.getString('signup_range') : '',
  });
}

module.exports = {
  reviewHold,
  EMAIL_TAKEN,
  identityOf,
  rememberIdentity,
  isEmailTaken,
  prepareUser,
  listingMonthEnd,
  freeSinceMs,
};
