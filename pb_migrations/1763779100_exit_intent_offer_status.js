/// <reference path="../pb_data/types.d.ts" />
// The exit-intent offer's delivery on its capture: `offer_status` (sent, failed; empty until
// tried) and `offer_attempts`, written by the server (pb_hooks/exit-intent-captures.pb.js), so a
// capture whose offer could not be sent is kept and sent again later. Nobody sets them through the
// API.
const OFFER_FIELDS = ['offer_status', 'offer_attempts'];

/**
 * A rule part refusing a body that sets any of `fields` (the server's to write).
 * Named for this file, as tsc checks all migrations in one scope.
 * @param {string[]} fields
 */
function offerFieldsMustNotBeSet(fields) {
  return fields.map((f) => `@request.body.${f}:isset = false`).join(' && ');
}

migrate(
  (app) => {
    const captures = app.findCollectionByNameOrId('exit_intent_captures');
    captures.fields.add(
      new SelectField({ name: 'offer_status', maxSelect: 1, values: ['sent', 'failed'] }),
    );
    captures.fields.add(new NumberField({ name: 'offer_attempts', min: 0, onlyInt: true }));
    captures.createRule = `(${offerFieldsMustNotBeSet(OFFER_FIELDS)}) && (${captures.createRule})`;
    captures.addIndex('idx_exit_intent_captures_offer', false, 'offer_status, created', '');
    app.save(captures);
  },
  (app) => {
    const captures = app.findCollectionByNameOrId('exit_intent_captures');
    captures.removeIndex('idx_exit_intent_captures_offer');
    for (const name of OFFER_FIELDS) captures.fields.removeByName(name);
    captures.createRule = '@request.body.ip_address:isset = false';
    app.save(captures);
  },
);
