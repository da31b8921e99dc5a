/// <reference path="../pb_data/types.d.ts" />
// The app's own routes beside PocketBase's records API: what the server can do, the pull
// route, the visitor's place, translation, visits, security events, and the receipts of what a
// visitor sent. Logic in the lib/ file each one names.

// What the server can do: GET /api/app/capabilities → 200 {mail, mailState, translate,
// payments, fee: {amountCents, currency}, stripePublishableKey, legalEntity, services:
// {translate, geocode, ipLocation, mail}} (public, no account facts; `services` are the hosts
// of the outside services only the server calls, for the privacy notice, never a key or
// password; the app keeps the answer on the device). Mail's state comes from watching every
// send (mailer.pb.js). Logic in lib/capabilities.js.
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

// GET /api/sync/contractors?after_updated=&after_id=&perPage=: one page of the listings pull,
// its JSON built by SQLite (logic and what keeps it equal to the REST list API in
// lib/pull-page.js; docs/sync.md "The pull route", docs/security-model.md "The pull route").
// Auth is PocketBase's own (the token loaded for every route, an invalid one read as a guest,
// as the REST API does); the rate limit is its own rule with the REST list's numbers
// (pb_migrations/1764320700_rate_limit_pull_route.js). A caller the route does not serve is
// answered 409 and the app asks the REST list API (src/data/sync/pull-route.ts).
routerAdd('GET', '/api/sync/contractors', (e) => {
  return require(`${__hooks}/lib/pull-page.js`).servePullPage(e);
});

// GET /api/ip-location → 200 {country_code, region, region_code, timezone} of the visitor's
// address, or {} when there is none to give (a private or loopback address, no provider
// configured: IP_LOCATION_URL=off, or the provider failed). Public, rate-limited per address
// (migration 1764320500_rate_limit_ip_location.js), never cached by the browser or a proxy
// (the answer is about one visitor). Logic in lib/ip-location.js.
routerAdd('GET', '/api/ip-location', (e) => {
  const answer = require(`${__hooks}/lib/ip-location.js`).locateRequest(e);
  e.response.header().set('Cache-Control', 'private, no-store');
  return e.json(200, answer);
});

// POST /api/translate-content {text, targetLanguage} → 200 {translatedText}; logic
// in lib/translate.js. Answers from the `translations` cache, else asks the
// LibreTranslate-compatible provider at TRANSLATE_API_URL (TRANSLATE_API_KEY,
// TRANSLATE_TIMEOUT_SECONDS) and caches the result. 503 when no provider is configured or it
// fails; the app then shows the original text. Rate limited per IP by a migration.
routerAdd('POST', '/api/translate-content', (e) => {
  const t = require(`${__hooks}/lib/translate.js`);
  const parsed = t.parseTranslateRequest(e.requestInfo().body);
  if (parsed.errors) {
    require(`${__hooks}/lib/http.js`).throwFieldErrors(
      'Invalid translation request.',
      parsed.errors,
    );
  }
  const { text, language } = parsed.value;
  const hash = $security.sha256(text);
  const cached = t.findCached(e.app, hash, language.name);
  if (cached !== null) return e.json(200, { translatedText: cached });

  const config = t.providerConfig();
  if (!config) throw new ApiError(503, 'Translation is not available on this server.');
  let translated = null;
  try {
    const res = $http.send(t.providerRequest(config, text, language.code));
    translated = t.providerResult(res.statusCode, toString(res.body));
    if (translated === null) {
      e.app.logger().warn('translation provider refused', 'status', res.statusCode);
    }
  } catch (err) {
    e.app.logger().warn('translation provider unreachable', 'error', String(err));
  }
  if (translated === null) {
    throw new ApiError(503, 'The translation service is unavailable. Please try again later.');
  }
  t.storeTranslation(e.app, hash, language.name, translated);
  return e.json(200, { translatedText: translated });
});

// POST /api/track-visit {visitorId, ref, referrer, userAgent} → 200 {visitCount,
// affiliateClick}: affiliate tracking; logic in lib/visits.js. Rate limited per IP; the IP is
// used only inside a salted daily hash, never stored.
routerAdd('POST', '/api/track-visit', (e) => {
  const { parseTrackVisit, countryFromHeaders, recordVisit } = require(`${__hooks}/lib/visits.js`);
  const parsed = parseTrackVisit(e.requestInfo().body);
  if (parsed.errors) {
    require(`${__hooks}/lib/http.js`).throwFieldErrors('Invalid visit.', parsed.errors);
  }
  const trust = require(`${__hooks}/lib/trust.js`);
  const salt = trust.serverSalt(e.app);
  const ctx = {
    ip: e.realIP(),
    country: countryFromHeaders(
      e.requestInfo().headers,
      require(`${__hooks}/lib/env.js`).text('TRUSTED_PROXY_HEADER'),
    ),
    nowIso: new Date().toISOString(),
    hash: (/** @type {string} */ text) => $security.sha256(`${salt}:${text}`),
  };
  let result;
  e.app.runInTransaction((txApp) => {
    result = recordVisit(txApp, parsed.value, ctx);
  });
  return e.json(200, result);
});

// POST /api/log-security-event {eventType, severity, details, userAgent} → 201 {id}
// Validation in lib/security.js. The IP and the signed-in user come from the
// request, never from the body. Rate limited per IP by the settings migration.
routerAdd('POST', '/api/log-security-event', (e) => {
  const { parseSecurityEvent } = require(`${__hooks}/lib/security.js`);
  const parsed = parseSecurityEvent(e.requestInfo().body);
  if (parsed.errors) {
    require(`${__hooks}/lib/http.js`).throwFieldErrors('Invalid security event.', parsed.errors);
  }
  const record = new Record(e.app.findCollectionByNameOrId('security_events'));
  record.set('event_type', parsed.value.eventType);
  record.set('severity', parsed.value.severity);
  record.set('details', parsed.value.details);
  record.set('user_agent', parsed.value.userAgent);
  record.set('ip', e.realIP());
  if (e.auth && e.auth.collection().name === 'users') record.set('user', e.auth.id);
  e.app.save(record);
  return e.json(201, { id: record.id });
});

// GET /api/app/contact-receipts/{form}/{id}: public; form is `support` or `legal`. 200
// {reference, reply: sent | failed | not_configured | limited | guest | not_own_address |
// unverified | pending} for the record with that id
// (the app made the id, so it asks about its own message; nothing else of the record is
// told), 404 when there is none.
routerAdd('GET', '/api/app/contact-receipts/{form}/{id}', (e) => {
  const form = e.request.pathValue('form');
  const collection =
    form === 'support' ? 'support_requests' : form === 'legal' ? 'legal_inquiries' : '';
  if (!collection) throw new NotFoundError('No such form.');
  let record;
  try {
    record = e.app.findRecordById(collection, e.request.pathValue('id'));
  } catch {
    throw new NotFoundError('No such message.');
  }
  return e.json(200, require(`${__hooks}/lib/support.js`).receiptOf(record));
});

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
