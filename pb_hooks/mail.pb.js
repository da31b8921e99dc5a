/// <reference path="../pb_data/types.d.ts" />
// Email: POST /api/test-resend: admins (live staff session) only; sends a test email to the admin and answers the
// mailer's raw outcome: 200 {ok, to} or 502 {ok: false, error}. The exit-intent offer email
// after a capture is saved (and its retry), and the hourly affiliate digest.

routerAdd(
  'POST',
  '/api/test-resend',
  (e) => {
    // Admins with a live staff session only (401 `staff_session_expired`, 403 otherwise).
    require(`${__hooks}/lib/staff.js`).requireStaff(e, ['admin']);
    const to = e.auth.email();
    try {
      require(`${__hooks}/lib/mailer.js`).sendMail(e.app, to, {
        subject: 'TradesMarket test email',
        html: '<div lang="en" dir="ltr"><p>This is a test email from TradesMarket. If you can read it, email sending works.</p></div>',
        text: 'This is a test email from TradesMarket. If you can read it, email sending works.',
      });
    } catch (err) {
      return e.json(502, { ok: false, error: String(err) });
    }
    return e.json(200, { ok: true, to });
  },
  $apis.requireAuth('users'),
);

// The exit-intent offer: sent when the capture is saved; the outcome is stored on the capture
// (lib/offer-delivery.js). A capture is saved either way; a failed offer is sent again by the
// retry below, and the app learns of the failure from GET /api/app/capabilities.
// A capture that ticked marketing consent also gets the confirmation link
// (lib/marketing-consent.js): the consent counts only once it is confirmed.
onRecordAfterCreateSuccess((e) => {
  require(`${__hooks}/lib/offer-delivery.js`).deliverOffer(e.app, e.record);
  require(`${__hooks}/lib/marketing-consent.js`).requestConfirmation(e.app, e.record);
  e.next();
}, 'exit_intent_captures');

// POST /api/app/marketing-consent/confirm {token}: public (the emailed link's page in the app,
// /marketing-confirm, sends it when the person presses "confirm"); 200 {confirmed: true}, 400
// with data.token.code token_invalid or token_expired.
routerAdd('POST', '/api/app/marketing-consent/confirm', (e) => {
  const body = e.requestInfo().body;
  const answer = require(`${__hooks}/lib/marketing-consent.js`).confirmConsent(
    e.app,
    body && typeof body === 'object' ? body.token : null,
  );
  e.response.header().set('Cache-Control', 'no-store');
  return e.json(answer.status, answer.body);
});

// Failed offers are tried again every 10 minutes while mail is set up.
cronAdd('exitIntentOfferRetry', '*/10 * * * *', () => {
  const { currentMailState } = require(`${__hooks}/lib/capabilities.js`);
  if (currentMailState($app) === 'not_configured') return;
  require(`${__hooks}/lib/offer-delivery.js`).retryOffers($app);
});

// GET /api/app/exit-intent-offers/{id}: public; 200 {offer: sent | failed | pending} for the
// capture with that id (the app made the id, so it asks about its own capture), 404 when there
// is none. The answer says nothing about the address: one that had the offer lately answers as
// a new one would (lib/offer-delivery.js publicOfferState).
routerAdd('GET', '/api/app/exit-intent-offers/{id}', (e) => {
  const { publicOfferState } = require(`${__hooks}/lib/offer-delivery.js`);
  const { currentMailState } = require(`${__hooks}/lib/capabilities.js`);
  let capture;
  try {
    capture = e.app.findRecordById('exit_intent_captures', e.request.pathValue('id'));
  } catch {
    throw new NotFoundError('No such capture.');
  }
  return e.json(200, {
    offer: publicOfferState(capture.getString('offer_status'), currentMailState(e.app)),
  });
});

// POST /api/app/exit-intent-offers/retry: superusers only; runs the retry now and answers
// 200 {sent, failed} (the dashboard's way to resend after fixing the mail settings).
routerAdd(
  'POST',
  '/api/app/exit-intent-offers/retry',
  (e) => e.json(200, require(`${__hooks}/lib/offer-delivery.js`).retryOffers(e.app)),
  $apis.requireSuperuserAuth(),
);

// Marks past every kind's window limit nothing any more: deleted daily (lib/mail-marks.js).
cronAdd('mailMarksPrune', '23 3 * * *', () => {
  require(`${__hooks}/lib/mail-marks.js`).pruneMarks($app, Date.now());
});

// The affiliate digest: every hour, one email per affiliate with new clicks (no mail per
// click; lib/affiliate-digest.js).
cronAdd('affiliateClickDigest', '0 * * * *', () => {
  const { currentMailState } = require(`${__hooks}/lib/capabilities.js`);
  if (currentMailState($app) === 'not_configured') return;
  require(`${__hooks}/lib/affiliate-digest.js`).sendDigests($app);
});

// POST /api/app/affiliate-digests/send: superusers only; sends the pending digests now and
// answers 200 {sent, failed}.
routerAdd(
  'POST',
  '/api/app/affiliate-digests/send',
  (e) => e.json(200, require(`${__hooks}/lib/affiliate-digest.js`).sendDigests(e.app)),
  $apis.requireSuperuserAuth(),
);
