/// <reference path="../pb_data/types.d.ts" />
// Marketing consent given in the exit-intent form counts only once the address confirms it
// from the emailed link (docs/security-model.md "Email"):
// - exit_intent_captures.marketing_confirmed: when the address confirmed (empty until then),
//   written by the server only; the "leads" blast audience reads only confirmed captures, so
//   captures that ticked the box before this migration are unconfirmed and reach no blast;
// - server_secrets `marketing_confirm_hmac`: the key of the confirmation links.

migrate(
  (app) => {
    const captures = app.findCollectionByNameOrId('exit_intent_captures');
    captures.fields.add(new DateField({ name: 'marketing_confirmed' }));
    captures.createRule = `@request.body.marketing_confirmed:isset = false && (${captures.createRule})`;
    app.save(captures);
    const secret = new Record(app.findCollectionByNameOrId('server_secrets'));
    secret.set('name', 'marketing_confirm_hmac');
    secret.set('value', $security.randomString(64));
    app.save(secret);
  },
  (app) => {
    try {
      app.delete(
        app.findFirstRecordByFilter('server_secrets', "name = 'marketing_confirm_hmac'", {}),
      );
    } catch {
      // Already gone.
    }
    const captures = app.findCollectionByNameOrId('exit_intent_captures');
    captures.fields.removeByName('marketing_confirmed');
    captures.createRule = String(captures.createRule).replace(
      /^@request\.body\.marketing_confirmed:isset = false && \((.*)\)$/,
      '$1',
    );
    app.save(captures);
  },
);
