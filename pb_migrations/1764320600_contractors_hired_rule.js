/// <reference path="../pb_data/types.d.ts" />
// The contractors list/view rule's "hired by me" part (a removed listing stays visible to the
// clients who hired it, 1763900200_trust_rules.js) as a back-relation instead of an
// `@collection.hires` reference. Same records for every requester: a hire with
// contractor = the listing and client = the requester. PocketBase joins `@collection.hires`
// with no join condition (every listing times every hire, then DISTINCT), for guests too, so a
// page of the pull grew with the number of hires (300 hires: 0.4-1.6 s per page of 1,000 in
// SQLite alone); the back-relation joins on hires.contractor (its index), ~0.01-0.09 s.
// docs/scaling.md, docs/security-model.md.

const HIRED_BEFORE =
  '@collection.hires:mine.contractor ?= id && @collection.hires:mine.client ?= @request.auth.id';
const HIRED_AFTER = 'hires_via_contractor.client ?= @request.auth.id';

/**
 * The rule with `from` replaced by `to`.
 * @param {string | null | undefined} rule null for PocketBase's nil rule
 * @param {string} from
 * @param {string} to
 * @throws Error when the rule does not hold `from` (a changed rule must be looked at by hand)
 */
function swapHiredRule(rule, from, to) {
  if (rule === null || rule === undefined || rule.indexOf(from) < 0) {
    throw new Error(`contractors rule without the expected part: ${String(rule)}`);
  }
  return rule.replace(from, to);
}

migrate(
  (app) => {
    const contractors = app.findCollectionByNameOrId('contractors');
    contractors.listRule = swapHiredRule(contractors.listRule, HIRED_BEFORE, HIRED_AFTER);
    contractors.viewRule = swapHiredRule(contractors.viewRule, HIRED_BEFORE, HIRED_AFTER);
    app.save(contractors);
  },
  (app) => {
    const contractors = app.findCollectionByNameOrId('contractors');
    contractors.listRule = swapHiredRule(contractors.listRule, HIRED_AFTER, HIRED_BEFORE);
    contractors.viewRule = swapHiredRule(contractors.viewRule, HIRED_AFTER, HIRED_BEFORE);
    app.save(contractors);
  },
);
