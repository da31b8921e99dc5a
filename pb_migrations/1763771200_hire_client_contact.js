/// <reference path="../pb_data/types.d.ts" />
// A contractor must be able to reach the client who asked for a hire (issue 5 "Hiring"). The
// server copies the client's name, and their email unless they asked to be phoned, onto the
// hire when it is created (pb_hooks/records.pb.js): the users collection stays readable by
// its owner only, and the contractor sees just what the client shared with this one request.
// A phone number is the client's to give; it is required when they asked to be phoned.
// None of the three changes afterwards.
const SERVER_SET = ['client_name', 'client_email'];
const FIXED = [...SERVER_SET, 'client_phone'];
const PHONE_WHEN_ASKED =
  '@request.body.contact_preference != "phone" || @request.body.client_phone != ""';

migrate(
  (app) => {
    const { all, bodyMustNotSet } = require(`${__hooks}/lib/rules.js`);
    const hires = app.findCollectionByNameOrId('hires');
    hires.fields.add(new TextField({ name: 'client_name', max: 100 }));
    hires.fields.add(new EmailField({ name: 'client_email' }));
    hires.fields.add(new TextField({ name: 'client_phone', max: 32, pattern: '^[+0-9 ().-]*$' }));
    hires.createRule = all([
      bodyMustNotSet(SERVER_SET),
      PHONE_WHEN_ASKED,
      /** @type {string} */ (hires.createRule),
    ]);
    hires.updateRule = all([bodyMustNotSet(FIXED), /** @type {string} */ (hires.updateRule)]);
    app.save(hires);
    // Hires made before this migration show their client too.
    const { clientContact } = require(`${__hooks}/lib/records.js`);
    for (const hire of app.findRecordsByFilter('hires', "client_name = ''", '', 0, 0)) {
      if (!hire) continue;
      const client = app.findRecordById('users', hire.getString('client'));
      const contact = clientContact(
        { name: client.getString('name'), email: client.email() },
        hire.getString('contact_preference'),
      );
      hire.set('client_name', contact.name);
      hire.set('client_email', contact.email);
      app.saveNoValidate(hire);
    }
  },
  (app) => {
    const { bodyMustNotSet } = require(`${__hooks}/lib/rules.js`);
    const hires = app.findCollectionByNameOrId('hires');
    /** Removes the `(a) && (` this migration put in front of a rule, and its last `)`. */
    const unwrap = (/** @type {string} */ rule, /** @type {string} */ prefix) =>
      rule.indexOf(prefix) === 0 ? rule.slice(prefix.length, -1) : rule;
    hires.createRule = unwrap(
      /** @type {string} */ (hires.createRule),
      `(${bodyMustNotSet(SERVER_SET)}) && (${PHONE_WHEN_ASKED}) && (`,
    );
    hires.updateRule = unwrap(
      /** @type {string} */ (hires.updateRule),
      `(${bodyMustNotSet(FIXED)}) && (`,
    );
    for (const name of FIXED) hires.fields.removeByName(name);
    app.save(hires);
  },
);
