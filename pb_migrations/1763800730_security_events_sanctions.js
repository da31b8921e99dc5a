/// <reference path="../pb_data/types.d.ts" />
// `security_events` may hold `sanctions_refusal`: a sign-up or payment refused from a
// sanctioned country or region (pb_hooks/lib/sanctions.js). Adds the value to whatever the
// select holds, so it composes with other migrations that add event types.
migrate(
  (app) => {
    const events = app.findCollectionByNameOrId('security_events');
    const field = /** @type {core.SelectField} */ (events.fields.getByName('event_type'));
    /** @type {string[]} */
    const values = Array.from(field.values);
    if (values.indexOf('sanctions_refusal') < 0)
      field.values = values.concat(['sanctions_refusal']);
    app.save(events);
  },
  (app) => {
    const events = app.findCollectionByNameOrId('security_events');
    const field = /** @type {core.SelectField} */ (events.fields.getByName('event_type'));
    field.values = Array.from(field.values).filter((v) => v !== 'sanctions_refusal');
    app.save(events);
  },
);
