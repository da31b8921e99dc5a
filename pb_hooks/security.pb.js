/// <reference path="../pb_data/types.d.ts" />
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
