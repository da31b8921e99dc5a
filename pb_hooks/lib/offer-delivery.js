// Delivering the exit-intent offer email for a capture, and sending again the offers that
// failed: the outcome is stored on the capture (offer_status, offer_attempts; migration
// 1763779100). Required by pb_hooks/mail.pb.js.

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
 * @returns {'sent' | 'failed' | 'pending'}
 */
function offerStateOf(status) {
  return status === 'sent' || status === 'failed' ? status : 'pending';
}

/**
 * Sends the offer for one capture and stores the outcome on it (without record hooks).
 * @param {any} app PocketBase app
 * @param {any} capture the exit_intent_captures record
 * @returns {boolean} whether the email went out
 */
function deliverOffer(app, capture) {
  const { offerMail } = require(`${__hooks}/lib/offer-mail.js`);
  const copy = require(`${__hooks}/lib/offer-mail.json`);
  const mail = offerMail(
    copy,
    capture.getString('user_intent'),
    capture.getString('language_preference'),
    app.settings().meta.appURL,
  );
  let ok = true;
  try {
    require(`${__hooks}/lib/mailer.js`).sendMail(app, capture.getString('email'), mail);
  } catch (err) {
    ok = false;
    app
      .logger()
      .error('exit-intent offer email failed', 'capture', capture.id, 'error', String(err));
  }
  app
    .db()
    .newQuery(
      'UPDATE exit_intent_captures SET offer_status = {:status}, ' +
        'offer_attempts = offer_attempts + 1 WHERE id = {:id}',
    )
    .bind({ status: ok ? 'sent' : 'failed', id: capture.id })
    .execute();
  return ok;
}

/**
 * Tries again the offers that failed (fewer than MAX_OFFER_ATTEMPTS tries, captures from the
 * last two days), oldest first, stopping at the first failure: mail is still down.
 * @param {any} app PocketBase app
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
    if (!deliverOffer(app, capture)) return { sent, failed: 1 };
    sent += 1;
  }
  return { sent, failed: 0 };
}

module.exports = { MAX_OFFER_ATTEMPTS, deliverOffer, offerStateOf, retryOffers, retryParams };
