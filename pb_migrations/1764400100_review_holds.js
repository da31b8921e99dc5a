/// <reference path="../pb_data/types.d.ts" />
// Reviews from real customers (docs/moderation.md "Held reviews"; lib/review-trust.js): a
// review the server holds for moderation is saved hidden with its reason in `held_reason`
// (`new_account`, `self_dealing`), set only by the server; staff release or hide it.

/** The rule part that keeps `held_reason` the server's. */
const REVIEW_HOLD_PREFIX = '@request.body.held_reason:isset = false';

/**
 * `rule` with REVIEW_HOLD_PREFIX in front (null stays null: superusers only).
 * @template {string | null | undefined} R a rule; PocketBase's nil (superusers only) is null
 * @param {R} rule
 * @returns {R | string}
 */
function reviewHoldPrefix(rule) {
  if (rule === null || rule === undefined) return rule;
  const text = String(rule);
  return text === '' ? REVIEW_HOLD_PREFIX : `(${REVIEW_HOLD_PREFIX}) && (${text})`;
}

/**
 * `rule` without the prefix reviewHoldPrefix wrote.
 * @template {string | null | undefined} R a rule; PocketBase's nil (superusers only) is null
 * @param {R} rule
 * @returns {R | string}
 */
function reviewHoldUnprefix(rule) {
  if (rule === null || rule === undefined) return rule;
  const text = String(rule);
  if (text === REVIEW_HOLD_PREFIX) return '';
  const head = `(${REVIEW_HOLD_PREFIX}) && (`;
  return text.startsWith(head) ? text.slice(head.length, -1) : text;
}

migrate(
  (app) => {
    const reviews = app.findCollectionByNameOrId('reviews');
    reviews.fields.add(
      new SelectField({
        name: 'held_reason',
        maxSelect: 1,
        values: ['new_account', 'self_dealing'],
      }),
    );
    reviews.createRule = reviewHoldPrefix(reviews.createRule);
    reviews.updateRule = reviewHoldPrefix(reviews.updateRule);
    app.save(reviews);
  },
  (app) => {
    const reviews = app.findCollectionByNameOrId('reviews');
    reviews.createRule = reviewHoldUnprefix(reviews.createRule);
    reviews.updateRule = reviewHoldUnprefix(reviews.updateRule);
    reviews.fields.removeByName('held_reason');
    app.save(reviews);
  },
);
