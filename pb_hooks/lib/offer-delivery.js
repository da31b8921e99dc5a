// Delivering the exit-intent offer email for a capture, and sending again the offers that
// failed: the outcome is stored on the capture (offer_status, offer_attempts; migrations
// 1763779100, 1763900300). An address gets the offer at most once per 30 days, whatever the
// IP (lib/mail-marks.js): a capture inside that window is `skipped`, no mail. Required by
// pb_hooks/exit-intent-captures.pb.js, routes-app.pb.js and cron.pb.js.

/** How many times an offer is tried before the server gives up. */
const MAX_OFFER_ATTEMPTS = 5;

/** How old a capture may be for its failed offer to be tried again, ms (two days). */
const RETRY_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;

/** How many failed offers one retry round sends at most. */
const RETRY_BATCH = 50;

/**
 * The filter params for captures whose offer should be tried again. Pure.
 * @param {number} now ms since the epoch
 * @returns {{ since: string, max: number }} `since` in PocketBase's date format (UTC)
 */
function retryParams(now) {
  const since = new Date(now - RETRY_WINDOW_MS).toISOString().replace('T', ' ');
  return { since, max: MAX_OFFER_ATTEMPTS };
}

/**
 * What the app is told about a capture's offer. Pure.
 * @param {string} status the capture's offer_status ('' until tried)
 * @returns {'sent' | 'failed' | 'skipped' | 'pending'} skipped: the address had the offer in
 *   the last 30 days, so none was sent
 */
function offerStateOf(status) {
  return status === 'sent' || status === 'failed' || status === 'skipped' ? status : 'pending';
}

/**
 * Stores an offer outcome on a capture (without record hooks).
 * @param {core.App} app @param {string} id @param {'sent' | 'failed' | 'skipped'} status
 * @param {number} attempts 1 when a send was tried, else 0
 */
function storeOutcome(app, id, status, attempts) {
  app
    .db()
    .newQuery(
      'UPDATE exit_intent_captures SET offer_status = {:status}, ' +
        'offer_attempts = offer_attempts + {:attempts} WHERE id = {:id}',
    )
    .bind({ status, attempts, id })
    .execute();
}

/**
 * Sends the offer for one capture, unless its address had one in the last 30 days, and stores
 * the outcome on it.
 * @param {core.App} app PocketBase app
 * @param {core.Record} capture the exit_intent_captures record
 * @returns {'sent' | 'failed' | 'skipped'}
 */
function deliverOffer(app, capture) {
  const marks = require(`${__hooks}/lib/mail-marks.js`);
  const email = capture.getString('email');
  const claim = marks.claimMark(app, 'exit_offer', email, Date.now(), marks.OFFER_WINDOW_MS);
  if (!claim.claimed) {
    storeOutcome(app, capture.id, 'skipped', 0);
    return 'skipped';
  }
  const { offerMail } = require(`${__hooks}/lib/offer-mail.js`);
  const copy = require(`${__hooks}/lib/offer-mail.json`);
  const mail = offerMail(
    copy,
    capture.getString('user_intent'),
    capture.getString('language_preference'),
    app.settings().meta.appURL,
    require(`${__hooks}/lib/fees.js`).feeConfig(),
  );
  let ok = true;
  try {
    require(`${__hooks}/lib/mailer.js`).sendMail(app, email, mail);
  } catch (err) {
    ok = false;
    marks.releaseMark(app, 'exit_offer', email, claim.previous);
    app
      .logger()
      .error('exit-intent offer email failed', 'capture', capture.id, 'error', String(err));
  }
  storeOutcome(app, capture.id, ok ? 'sent' : 'failed', 1);
  return ok ? 'sent' : 'failed';
}

/**
 * Tries again the offers that failed (fewer than MAX_OFFER_ATTEMPTS tries, captures from the
 * last two days), oldest first, stopping at the first failure: mail is still down.
 * @param {core.App} app PocketBase app
 * @returns {{ sent: number, failed: number }}
 */
function retryOffers(app) {
  const params = retryParams(Date.now());
  const due = app.findRecordsByFilter(
    'exit_intent_captures',
    "offer_status = 'failed' && offer_attempts < {:max} && created >= {:since}",
    'created',
    RETRY_BATCH,
    0,
    params,
  );
  let sent = 0;
  for (const capture of due) {
    if (!capture) continue;
    const outcome = deliverOffer(app, capture);
    if (outcome === 'failed') return { sent, failed: 1 };
    if (outcome === 'sent') sent += 1;
  }
  return { sent, failed: 0 };
}

/**
 * What a guest is told about a capture's offer: the same for an address that had the offer in
 * the last 30 days as for a new one, so the answer cannot be used to learn whether an address
 * was given before. A skipped capture answers "sent" while mail works (a new address's offer
 * would have gone out) and "failed" while it does not (a new address's would have failed). Pure.
 * @param {string} status the capture's offer_status ('' until tried)
 * @param {'ready' | 'not_configured' | 'failing'} mailState lib/capabilities.js currentMailState
 * @returns {'sent' | 'failed' | 'pending'}
 */
function publicOfferState(status, mailState) {
  const state = offerStateOf(status);
  if (state === 'skipped') return mailState === 'ready' ? 'sent' : 'failed';
  return state;
}

module.exports = {
  MAX_OFFER_ATTEMPTS,
  deliverOffer,
  offerStateOf,
  publicOfferState,
  retryOffers,
  retryParams,
};
