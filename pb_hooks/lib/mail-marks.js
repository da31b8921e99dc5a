// "At most one mail of a kind per address per window" (docs/security-model.md "Email"): the
// `mail_recipient_marks` collection keeps, per kind, a salted SHA-256 of the normalised
// address (lib/trust.js identityHash) and when it was last mailed; never the address.
// Required by lib/offer-delivery.js.

/** The exit-intent offer goes to one address at most once in this many ms (30 days). */
const OFFER_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Whether a mark's last send is inside the window. Pure.
 * @param {string} lastSent PocketBase date ('' when never)
 * @param {number} nowMs @param {number} windowMs
 * @returns {boolean}
 */
function isInsideWindow(lastSent, nowMs, windowMs) {
  if (!lastSent) return false;
  const at = Date.parse(String(lastSent).replace(' ', 'T'));
  return Number.isFinite(at) && nowMs - at < windowMs;
}

/**
 * The hash an address is marked under (salt from IDENTITY_HASH_SALT or the stored one).
 * @param {core.App} app @param {string} email
 * @returns {string} 64 hex characters
 */
function recipientHash(app, email) {
  const trust = require(`${__hooks}/lib/trust.js`);
  const salt = trust.serverSalt(app);
  return trust.identityHash($security.sha256, salt, email);
}

/**
 * Claims the right to mail `email` a mail of `kind` now, in one transaction: refused while the
 * last claim is inside the window, else the mark moves to now. Claim before sending, so that
 * two requests at the same moment cannot both send; give it back with releaseMark when the
 * send fails.
 * @param {core.App} app PocketBase app
 * @param {string} kind e.g. 'exit_offer'
 * @param {string} email the recipient, any case and spacing
 * @param {number} nowMs @param {number} windowMs
 * @returns {{ claimed: boolean, previous: string }} previous: the mark's last_sent before
 *   the claim ('' when new), for releaseMark
 */
function claimMark(app, kind, email, nowMs, windowMs) {
  const hash = recipientHash(app, email);
  /** @type {{ claimed: boolean, previous: string }} */
  let result = { claimed: false, previous: '' };
  app.runInTransaction((tx) => {
    let mark;
    try {
      mark = tx.findFirstRecordByFilter(
        'mail_recipient_marks',
        'kind = {:kind} && key_hash = {:hash}',
        {
          kind,
          hash,
        },
      );
    } catch {
      mark = new Record(tx.findCollectionByNameOrId('mail_recipient_marks'));
      mark.set('kind', kind);
      mark.set('key_hash', hash);
    }
    const previous = mark.getString('last_sent');
    if (isInsideWindow(previous, nowMs, windowMs)) {
      result = { claimed: false, previous };
      return;
    }
    mark.set('last_sent', new Date(nowMs).toISOString().replace('T', ' '));
    tx.save(mark);
    result = { claimed: true, previous };
  });
  return result;
}

/**
 * Gives back a claim whose send failed: the mark's last_sent returns to `previous`.
 * @param {core.App} app @param {string} kind @param {string} email @param {string} previous
 */
function releaseMark(app, kind, email, previous) {
  const hash = recipientHash(app, email);
  try {
    const mark = app.findFirstRecordByFilter(
      'mail_recipient_marks',
      'kind = {:kind} && key_hash = {:hash}',
      { kind, hash },
    );
    mark.set('last_sent', previous);
    app.save(mark);
  } catch {
    // No mark: nothing to give back.
  }
}

/**
 * Deletes the marks that no longer limit anything: last sent (or never, '') before the
 * longest window of any kind (the offer's 30 days; a hire request's is a day). Past its
 * window a mark allows a send just as no mark does, so this only stops the collection growing.
 * Run daily by the `mailMarksPrune` cron (pb_hooks/cron.pb.js).
 * @param {core.App} app @param {number} nowMs
 */
function pruneMarks(app, nowMs) {
  const cutoff = new Date(nowMs - OFFER_WINDOW_MS).toISOString().replace('T', ' ');
  app
    .db()
    .newQuery('DELETE FROM mail_recipient_marks WHERE last_sent < {:cutoff}')
    .bind({ cutoff })
    .execute();
}

module.exports = {
  OFFER_WINDOW_MS,
  isInsideWindow,
  recipientHash,
  claimMark,
  releaseMark,
  pruneMarks,
};
