/// <reference path="../pb_data/types.d.ts" />
// What the server can do: GET /api/app/capabilities → 200 {mail, mailState, translate,
// payments, fee: {amountCents, currency}, stripePublishableKey, legalEntity, services:
// {translate, geocode, ipLocation, mail}} (public, no
// account facts; `services` are the hosts of the outside services only the server calls, for
// the privacy notice, never a key or password; the app keeps the answer
// on the device). Every send is watched (onMailerSend) so a failure is known server-wide, and
// PocketBase's auth mail requests (verification, password reset, one-time code, email change),
// which it answers before sending, get 503 {mail: state} while mail cannot go out, whatever the
// address: that says nothing about whether an account exists. Logic in lib/capabilities.js.

routerAdd('GET', '/api/app/capabilities', (e) => {
  const c = require(`${__hooks}/lib/capabilities.js`);
  return e.json(200, {
    ...c.capabilitiesOf(c.currentMailState(e.app)),
    translate: c.translateEnabled(),
    ...c.paymentCapabilities(),
    ...c.siteCapabilities(),
    services: c.serviceHosts(undefined, e.app.settings().smtp),
  });
});

// The 503 of the auth mail requests is answered by the first middleware of static.pb.js (one JS
// middleware per request fewer: docs/scaling.md).

onMailerSend((e) => {
  const { noteSend } = require(`${__hooks}/lib/capabilities.js`);
  try {
    e.next();
  } catch (err) {
    noteSend(e.app, String(err));
    throw err;
  }
  noteSend(e.app, null);
});

// PocketBase sends the email-change mail while answering (the other auth mails go out after
// the answer), and a failed send answers 400 "Failed to request email change.": say instead
// that mail could not go out (503 {mail: failing}), as the other mail requests do.
onRecordRequestEmailChangeRequest((e) => {
  try {
    e.next();
  } catch (err) {
    const c = require(`${__hooks}/lib/capabilities.js`);
    const state = c.currentMailState(e.app);
    if (state !== 'ready') return e.json(503, c.mailRefusal(state));
    throw err;
  }
}, 'users');
