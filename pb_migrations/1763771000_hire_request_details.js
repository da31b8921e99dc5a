/// <reference path="../pb_data/types.d.ts" />
// A hire request says when the client would like the work done and how they want to be
// contacted. Both are the client's to set when asking, like the description, and fixed
// afterwards.
migrate(
  (app) => {
    /** Rule parts joined with &&, each in parentheses. */
    const all = (/** @type {string[]} */ parts) => parts.map((p) => `(${p})`).join(' && ');
    /** A rule part refusing a body that sets any of `fields` (the server's to write). */
    const bodyMustNotSet = (/** @type {string[]} */ fields) =>
      fields.map((f) => `@request.body.${f}:isset = false`).join(' && ');
    const hires = app.findCollectionByNameOrId('hires');
    hires.fields.add(new DateField({ name: 'preferred_start' }));
    hires.fields.add(new DateField({ name: 'preferred_end' }));
    hires.fields.add(
      new SelectField({
        name: 'contact_preference',
        maxSelect: 1,
        values: ['phone', 'email', 'either'],
      }),
    );
    hires.updateRule = all([
      bodyMustNotSet(['preferred_start', 'preferred_end', 'contact_preference']),
      /** @type {string} */ (hires.updateRule),
    ]);
    app.save(hires);
  },
  (app) => {
    const hires = app.findCollectionByNameOrId('hires');
    const prefix =
      '(@request.body.preferred_start:isset = false && @request.body.preferred_end:isset = false && @request.body.contact_preference:isset = false) && (';
    const rule = /** @type {string} */ (hires.updateRule);
    if (rule.indexOf(prefix) === 0) hires.updateRule = rule.slice(prefix.length, -1);
    hires.fields.removeByName('preferred_start');
    hires.fields.removeByName('preferred_end');
    hires.fields.removeByName('contact_preference');
    app.save(hires);
  },
);
