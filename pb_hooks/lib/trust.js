// The trust rules the API rules cannot say alone (docs/security-model.md, "Trust rules"): who
// may own a listing and the clear refusals the app shows, blocked identities (salted hashes of
// the canonical emails of deleted accounts that had a suspended listing), a deleted account's listing
// kept as `removed` with its personal fields cleared. Required by pb_hooks/contractors.pb.js and
// users.pb.js.

/** User types that may own a listing (the contractors create rule says the same). */
const LISTING_USER_TYPES = ['contractor', 'general_contractor', 'subcontractor'];

/** The business name a deleted account's listing keeps (the field is required). */
const REMOVED_BUSINESS_NAME = '[removed]';

/** Listing fields emptied when the owner's account is deleted (personal data). */
const PERSONAL_LISTING_FIELDS = [
  'description',
  'phone',
  'email',
  'website',
  'license_number',
  'postcode',
  'logo',
  'photos',
];

/** The trust_settings key of the generated salt. */
const SALT_KEY = 'identity_hash_salt';

/**
 * An email as identities compare it: its canonical form (lib/identity.js: trimmed,
 * lower-cased, `+tag` removed, Gmail dots removed).
 * @param {string} email
 * @returns {string}
 */
function normaliseEmail(email) {
  return require('./identity.js').canonicalEmail(email);
}

/**
 * The identity hash of an email: SHA-256 (hex) of `salt:canonical email`. Blocked identities,
 * the identities' history and per-address mail marks are keyed by it; never the address.
 * @param {(text: string) => string} sha256 hex SHA-256 ($security.sha256 in hooks)
 * @param {string} salt the server's salt (identitySalt)
 * @param {string} email any case and spacing
 * @returns {string} 64 hex characters
 */
function identityHash(sha256, salt, email) {
  return sha256(`${salt}:${normaliseEmail(email)}`);
}

/**
 * The hashes an email may have been stored under: its identity hash, and the hash of the
 * trimmed, lower-cased address that blocked identities used before addresses were
 * canonicalised (a hash cannot be re-keyed, so those rows are matched as they are).
 * @param {(text: string) => string} sha256 @param {string} salt @param {string} email
 * @returns {string[]} one or two distinct hashes, the identity hash first
 */
function storedIdentityHashes(sha256, salt, email) {
  const hash = identityHash(sha256, salt, email);
  const legacy = sha256(
    `${salt}:${String(email || '')
      .trim()
      .toLowerCase()}`,
  );
  return legacy === hash ? [hash] : [hash, legacy];
}

/**
 * Why a signed-in user may not create a listing although the create rule let them (verified,
 * of a listing user type), or null when they may. Answered as 403 with this field error on
 * `owner`, so that the app can say why.
 * @param {{ blocked: boolean, hasListing: boolean }} who blocked: the email's hash is in
 *   blocked_identities; hasListing: they own a listing already (any status, also suspended)
 * @returns {{ code: string, message: string } | null} code for the app, message in English
 */
function listingCreateRefusal(who) {
  if (who.blocked) {
    return {
      code: 'identity_blocked',
      message: 'This email address cannot own a listing on this marketplace.',
    };
  }
  if (who.hasListing) {
    return { code: 'listing_exists', message: 'You already have a listing.' };
  }
  return null;
}

/**
 * Why the owner may not bring a listing back to a public state (draft or active), or null:
 * only an account of a listing user type publishes a listing.
 * @param {string} userType the owner's user_type
 * @returns {{ code: string, message: string } | null}
 */
function ownerTypeRefusal(userType) {
  if (LISTING_USER_TYPES.indexOf(userType) >= 0) return null;
  return {
    code: 'owner_not_contractor',
    message: 'Only a contractor account can publish a listing.',
  };
}

/**
 * The field error for a user_type change, or null when it is allowed: a user who owns a listing
 * that is not removed keeps a type that may own one.
 * @param {string} before user_type stored
 * @param {string} after user_type asked for
 * @param {boolean} ownsLiveListing the user owns a listing whose status is not `removed`
 * @returns {{ code: string, message: string } | null}
 */
function userTypeChangeError(before, after, ownsLiveListing) {
  if (before === after || !ownsLiveListing) return null;
  return {
    code: 'listing_owner_type',
    message: 'Remove your listing before you change your account type.',
  };
}

/**
 * The salt of identity hashes: IDENTITY_HASH_SALT, else a random one generated once and kept
 * in the superuser-only `trust_settings` collection (the same one for requests that race to
 * make it on a new server).
 * @param {core.App} app PocketBase app
 * @param {string} envSalt IDENTITY_HASH_SALT ('' when unset)
 * @param {() => string} randomSalt e.g. () => $security.randomString(48)
 * @returns {string}
 */
function identitySalt(app, envSalt, randomSalt) {
  if (envSalt) return envSalt;
  try {
    return app.findFirstRecordByData('trust_settings', 'key', SALT_KEY).getString('value');
  } catch {
    const record = new Record(app.findCollectionByNameOrId('trust_settings'));
    record.set('key', SALT_KEY);
    record.set('value', randomSalt());
    try {
      app.save(record);
      return record.getString('value');
    } catch (err) {
      // The first requests of a new server race to create it and the key is unique: the
      // losers use the one that was saved.
      try {
        return app.findFirstRecordByData('trust_settings', 'key', SALT_KEY).getString('value');
      } catch {
        throw err;
      }
    }
  }
}

/**
 * The server's identity salt: identitySalt with IDENTITY_HASH_SALT and a 48-character random
 * fallback. Only callable inside a hook (uses $os and $security).
 * @param {core.App} app PocketBase app
 * @returns {string}
 */
function serverSalt(app) {
  const envSalt = require('./env.js').text('IDENTITY_HASH_SALT');
  return identitySalt(app, envSalt, () => $security.randomString(48));
}

/**
 * Whether any of an email's hashes is in `blocked_identities`.
 * @param {core.App} app PocketBase app
 * @param {string[]} hashes storedIdentityHashes of the email
 * @returns {boolean}
 */
function isBlocked(app, hashes) {
  for (const hash of hashes) {
    try {
      app.findFirstRecordByData('blocked_identities', 'email_hash', hash);
      return true;
    } catch {
      // not this one
    }
  }
  return false;
}

/**
 * Records a blocked identity (once per hash).
 * @param {core.App} app PocketBase app
 * @param {string} hash identityHash of the email
 * @param {string} reason e.g. 'suspended_account_deleted'
 */
function blockIdentity(app, hash, reason) {
  if (isBlocked(app, [hash])) return;
  const record = new Record(app.findCollectionByNameOrId('blocked_identities'));
  record.set('email_hash', hash);
  record.set('reason', reason);
  app.save(record);
}

/**
 * The listing a user owns, or null.
 * @param {core.App} app PocketBase app
 * @param {string} userId
 * @returns {core.Record | null} contractors record or null
 */
function listingOf(app, userId) {
  if (!userId) return null;
  try {
    return app.findFirstRecordByData('contractors', 'owner', userId);
  } catch {
    return null;
  }
}

/**
 * Before an account is deleted: its listing stays, as `removed`, without owner and personal
 * fields, so the clients' hires and reviews of it survive; it keeps the owner's identity hash
 * (hidden), so that the same person listing again gets its history back
 * (restoreListingHistory).
 * @param {core.App} app PocketBase app (the delete event's, inside its transaction)
 * @param {string} userId the account being deleted
 * @param {string} ownerIdentity identityHash of the account's email
 * @returns {{ hadListing: boolean, wasSuspended: boolean }}
 */
function detachListingOfDeletedAccount(app, userId, ownerIdentity) {
  const listing = listingOf(app, userId);
  if (!listing) return { hadListing: false, wasSuspended: false };
  const wasSuspended = listing.getString('status') === 'suspended';
  listing.set('owner', '');
  listing.set('owner_identity', ownerIdentity);
  listing.set('status', 'removed');
  listing.set('business_name', REMOVED_BUSINESS_NAME);
  for (const name of PERSONAL_LISTING_FIELDS) listing.set(name, null);
  listing.set('lat', null);
  listing.set('lon', null);
  app.save(listing);
  return { hadListing: true, wasSuspended };
}

/**
 * Whether date `a` is set and earlier than `b` (or `b` is unset). PocketBase date strings.
 * @param {string} a @param {string} b
 */
function endsBefore(a, b) {
  if (!a) return false;
  if (!b) return true;
  return Date.parse(a.replace(' ', 'T')) < Date.parse(b.replace(' ', 'T'));
}

/**
 * History follows the business: when a person whose earlier account was deleted lists again
 * under the same identity, the reviews and hires of the listing that account left `removed`
 * move to the new listing (so its rating comes back), the listing fee it paid or was waived
 * stays settled, and an unpaid one keeps the free month it had. The old listing keeps no identity afterwards, so this happens once.
 * @param {core.App} app PocketBase app @param {core.Record} listing the new listing, saved
 * @param {string} ownerIdentity identityHash of the new owner's email
 * @returns {number} how many earlier listings' histories moved
 */
function restoreListingHistory(app, listing, ownerIdentity) {
  const earlier = app.findRecordsByFilter(
    'contractors',
    "owner_identity = {:identity} && owner = '' && id != {:id}",
    'created',
    0,
    0,
    { identity: ownerIdentity, id: listing.id },
  );
  for (const old of earlier) {
    for (const collection of ['hires', 'reviews']) {
      const rows = app.findRecordsByFilter(collection, 'contractor = {:id}', '', 0, 0, {
        id: old.id,
      });
      for (const row of rows) {
        row.set('contractor', listing.id);
        app.save(row);
      }
    }
    // Read again: moving the reviews saved the listing's new rating.
    const current = app.findRecordById('contractors', listing.id);
    if (old.getString('listing_paid_at') && !current.getString('listing_paid_at')) {
      current.set('listing_paid_at', old.getString('listing_paid_at'));
      current.set('listed_until', '');
      app.save(current);
    } else if (old.getString('listing_fee_waiver') && !current.getString('listing_fee_waiver')) {
      current.set('listing_fee_waiver', old.getString('listing_fee_waiver'));
      app.save(current);
    } else if (endsBefore(old.getString('listed_until'), current.getString('listed_until'))) {
      // The business's free month is the one its earlier listing had.
      current.set('listed_until', old.getString('listed_until'));
      app.save(current);
    }
    old.set('owner_identity', '');
    app.save(old);
  }
  return earlier.length;
}

module.exports = {
  LISTING_USER_TYPES,
  REMOVED_BUSINESS_NAME,
  blockIdentity,
  detachListingOfDeletedAccount,
  restoreListingHistory,
  identityHash,
  identitySalt,
  serverSalt,
  storedIdentityHashes,
  isBlocked,
  listingCreateRefusal,
  ownerTypeRefusal,
  listingOf,
  normaliseEmail,
  userTypeChangeError,
};
