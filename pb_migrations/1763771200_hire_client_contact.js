/// <reference path="../pb_data/types.d.ts" />
// A contractor must be able to reach the client who asked for a hire. The
// server copies the client's name, and their email unless they asked to be phoned, onto the
// hire when it is created (pb_hooks/hires.pb.js): the users collection stays readable by
// its owner only, and the contractor sees just what the client shared with this one request.
// A phone number is the client's to give; it is required when they asked to be phoned.
// None of the three changes afterwards.
const SERVER_SET = ['client_name', 'client_email'];
const FIXED = [...SERVER_SET, 'client_phone'];
const PHONE_WHEN_ASKED =
  '@request.body.contact_preference != "phone" || @request.body.client_phone != ""';

/**
 * A rule part refusing a body that sets any of `fields` (the server's to write, or fixed).
 * Named for this file, as tsc checks all migrations in one scope.
 * @param {string[]} fields
 */
function hireFieldsMustNotBeSet(fields) {
  return fields.map((f) => `@request.body.${f}:isset = false`).join(' && ');
}

migrate(
  (app) => {
    /** Rule parts joined with &&, each in parentheses. */
    const all = (/** @type {string[]} */ parts) => parts.map((p) => `(${p})`).join(' && ');
    const hires = app.findCollectionByNameOrId('hires');
    hires.fields.add(new TextField({ name: 'client_name', max: 100 }));
    hires.fields.add(new EmailField({ name: 'client_email' }));
    hires.fields.add(new TextField({ name: 'client_phone', max: 32, pattern: '^[+0-9 ().-]*$' }));
    hires.createRule = all([
      hireFieldsMustNotBeSet(SERVER_SET),
      PHONE_WHEN_ASKED,
      /** @type {string} */ (hires.createRule),
    ]);
    hires.updateRule = all([
      hireFieldsMustNotBeSet(FIXED),
      /** @type {string} */ (hires.updateRule),
    ]);
    app.save(hires);
    // Hires made before this migration show their client too: the name always (trimmed, at
    // most 100 characters), the email unless the client asked to be phoned.
    for (const hire of app.findRecordsByFilter('hires', "client_name = ''", '', 0, 0)) {
      if (!hire) continue;
      const client = app.findRecordById('users', hire.getString('client'));
      const phoned = hire.getString('contact_preference') === 'phone';
      hire.set('client_name', client.getString('name').trim().slice(0, 100));
      hire.set('client_email', phoned ? '' : client.email());
      app.saveNoValidate(hire);
    }
  },
  (app) => {
    const hires = app.findCollectionByNameOrId('hires');
    /** Removes the `(a) && (` this migration put in front of a rule, and its last `)`. */
    const unwrap = (/** @type {string} */ rule, /** @type {string} */ prefix) =>
      rule.indexOf(prefix) === 0 ? rule.slice(prefix.length, -1) : rule;
    hires.createRule = unwrap(
      /** @type {string} */ (hires.createRule),
      `(${hireFieldsMustNotBeSet(SERVER_SET)}) && (${PHONE_WHEN_ASKED}) && (`,
    );
    hires.updateRule = unwrap(
      /** @type {string} */ (hires.updateRule),
      `(${hireFieldsMustNotBeSet(FIXED)}) && (`,
    );
    for (const name of FIXED) hires.fields.removeByName(name);
    app.save(hires);
  },
);
