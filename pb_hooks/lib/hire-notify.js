// Tells a listing's owner by email that a client sent it a hire request (the mail:
// lib/hire-mail.js), once the hire is stored: required by pb_hooks/hires.pb.js
// (docs/security-model.md "Email"). Never throws: the request is stored whatever the mail
// does.

/** The `mail_recipient_marks` kind counting these mails, keyed by client and listing. */
const HIRE_MARK_KIND = 'hire_request';

/**
 * The language-neutral key one client and listing are counted under in
 * `mail_recipient_marks` (hashed there with the server's salt, like an address). Pure.
 * @param {string} clientId @param {string} listingId record ids
 * @returns {string}
 */
function hireMarkKey(clientId, listingId) {
  return `${clientId}:${listingId}`;
}

/**
 * Mails the owner of a new hire's listing, in their language, when: the hire is `requested`,
 * a mail server is set up, the owner's address is verified, and no mail about this client's
 * requests to this listing went out in the last 24 hours (HIRE_MAIL_WINDOW_MS, claimed in
 * `mail_recipient_marks` before the send and given back when it fails).
 * @param {core.App} app PocketBase app (the hook's e.app)
 * @param {core.Record} hire the hires record, already saved
 * @returns {'sent' | 'failed' | 'skipped'} what became of the mail (logged, not answered)
 */
function notifyHireRequest(app, hire) {
  if (hire.getString('status') !== 'requested') return 'skipped';
  const { currentMailState, noteSend } = require(`${__hooks}/lib/capabilities.js`);
  if (currentMailState(app) === 'not_configured') return 'skipped';
  const marks = require(`${__hooks}/lib/mail-marks.js`);
  const { HIRE_MAIL_WINDOW_MS, hireRequestMail } = require(`${__hooks}/lib/hire-mail.js`);
  let claim = null;
  let key = '';
  let sending = false;
  try {
    const listing = app.findRecordById('contractors', hire.getString('contractor'));
    const owner = app.findRecordById('users', listing.getString('owner'));
    if (!owner.verified() || owner.email() === '') return 'skipped';
    key = hireMarkKey(hire.getString('client'), listing.id);
    claim = marks.claimMark(app, HIRE_MARK_KIND, key, Date.now(), HIRE_MAIL_WINDOW_MS);
    if (!claim.claimed) return 'skipped';
    const tradeId = hire.getString('trade');
    const trade = tradeId ? app.findRecordById('trades', tradeId).getString('value') : '';
    const mail = hireRequestMail(
      require(`${__hooks}/lib/hire-mail.json`),
      owner.getString('language_preference'),
      {
        client: hire.getString('client_name'),
        business: listing.getString('business_name'),
        trade,
        dashboardUrl: `${String(app.settings().meta.appURL).replace(/\/+$/, '')}/dashboard`,
      },
    );
    sending = true;
    require(`${__hooks}/lib/mailer.js`).sendMail(app, owner.email(), mail);
    noteSend(app, null);
    return 'sent';
  } catch (err) {
    if (claim && claim.claimed) marks.releaseMark(app, HIRE_MARK_KIND, key, claim.previous);
    if (sending) noteSend(app, `${err}`);
    app.logger().error('hire request email failed', 'hire', hire.id, 'error', `${err}`);
    return 'failed';
  }
}

module.exports = { HIRE_MARK_KIND, hireMarkKey, notifyHireRequest };
