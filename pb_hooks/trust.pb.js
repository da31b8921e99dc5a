/// <reference path="../pb_data/types.d.ts" />
// Trust rules beside the API rules (logic in lib/trust.js, docs/security-model.md "Trust
// rules"): a clear 403 for who may not list, no user_type change under a listing, and an
// account deletion that keeps its listing as `removed` (and its email blocked from listing
// again when that listing was suspended).

// The create rule refuses unverified users and other user types (400); this refuses, with a
// reason the app can show, a blocked email and a second listing (also beside a suspended one).
onRecordCreateRequest((e) => {
  const trust = require(`${__hooks}/lib/trust.js`);
  const auth = e.auth;
  if (auth && auth.collection().name === 'users') {
    const salt = trust.serverSalt(e.app);
    const refusal = trust.listingCreateRefusal({
      blocked: trust.isBlocked(
        e.app,
        trust.storedIdentityHashes($security.sha256, salt, auth.email()),
      ),
      // A retried create of the same record (a lost answer) gets PocketBase's own duplicate
      // answer, which the sync engine reads as "already applied".
      hasListing: (trust.listingOf(e.app, auth.id) || { id: e.record.id }).id !== e.record.id,
    });
    if (refusal) {
      throw new ForbiddenError(refusal.message, {
        owner: new ValidationError(refusal.code, refusal.message),
      });
    }
    e.next();
    trust.restoreListingHistory(
      e.app,
      e.record,
      trust.identityHash($security.sha256, salt, auth.email()),
    );
    return;
  }
  e.next();
}, 'contractors');

// A listing comes back from `removed` (or is kept active) only while its owner's account is of
// a type that may own one: otherwise an owner could remove it, become a client and publish it
// again as a client.
onRecordUpdateRequest((e) => {
  const trust = require(`${__hooks}/lib/trust.js`);
  const status = e.record.getString('status');
  const owner = e.auth && e.auth.collection().name === 'users' ? e.auth : null;
  if (owner && status !== 'removed' && status !== e.record.original().getString('status')) {
    const refusal = trust.ownerTypeRefusal(owner.getString('user_type'));
    if (refusal) {
      throw new ForbiddenError(refusal.message, {
        status: new ValidationError(refusal.code, refusal.message),
      });
    }
  }
  e.next();
}, 'contractors');

onRecordUpdateRequest((e) => {
  const trust = require(`${__hooks}/lib/trust.js`);
  const before = e.record.original().getString('user_type');
  const after = e.record.getString('user_type');
  if (before !== after) {
    const listing = trust.listingOf(e.app, e.record.id);
    const error = trust.userTypeChangeError(
      before,
      after,
      listing !== null && listing.getString('status') !== 'removed',
    );
    if (error) {
      require(`${__hooks}/lib/http.js`).throwFieldErrors('Failed to update record.', {
        user_type: error,
      });
    }
  }
  e.next();
}, 'users');

// Before the delete (same transaction): the listing loses its owner before PocketBase unsets
// the relation, and hires and reviews (not cascading) stay with it.
onRecordDelete((e) => {
  const trust = require(`${__hooks}/lib/trust.js`);
  const identity = trust.identityHash($security.sha256, trust.serverSalt(e.app), e.record.email());
  const outcome = trust.detachListingOfDeletedAccount(e.app, e.record.id, identity);
  if (outcome.wasSuspended) trust.blockIdentity(e.app, identity, 'suspended_account_deleted');
  e.next();
}, 'users');
