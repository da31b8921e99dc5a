/// <reference path="../pb_data/types.d.ts" />
// A review shows who wrote it, as marketplaces do, without exposing the users collection
// (its records stay readable by their owner only): the server stores the author's public
// name ("Chris C.") on the review when it is created (pb_hooks/reviews.pb.js). Nobody sets or
// changes it through the API.
const FIELDS = ['author_name'];

/**
 * A rule part refusing a body that sets any of `fields` (the server's to write).
 * Named for this file, as tsc checks all migrations in one scope.
 * @param {string[]} fields
 */
function reviewFieldsMustNotBeSet(fields) {
  return fields.map((f) => `@request.body.${f}:isset = false`).join(' && ');
}

migrate(
  (app) => {
    /** Rule parts joined with &&, each in parentheses. */
    const all = (/** @type {string[]} */ parts) => parts.map((p) => `(${p})`).join(' && ');
    const reviews = app.findCollectionByNameOrId('reviews');
    reviews.fields.add(new TextField({ name: 'author_name', max: 100 }));
    reviews.createRule = all([
      reviewFieldsMustNotBeSet(FIELDS),
      /** @type {string} */ (reviews.createRule),
    ]);
    reviews.updateRule = all([
      reviewFieldsMustNotBeSet(FIELDS),
      /** @type {string} */ (reviews.updateRule),
    ]);
    app.save(reviews);
    // Reviews written before this migration get their author's name too: the first name and
    // the initial of the last ("Chris Client" → "Chris C."), a single name as it is.
    for (const review of app.findRecordsByFilter('reviews', "author_name = ''", '', 0, 0)) {
      if (!review) continue;
      const author = app.findRecordById('users', review.getString('author'));
      const words = author.getString('name').trim().split(/\s+/).filter(Boolean);
      const first = (words[0] || '').slice(0, 50);
      const last = words.length > 1 ? words[words.length - 1] : '';
      review.set('author_name', last ? `${first} ${Array.from(last)[0]}.` : first);
      app.saveNoValidate(review);
    }
  },
  (app) => {
    const reviews = app.findCollectionByNameOrId('reviews');
    const prefix = `(${reviewFieldsMustNotBeSet(FIELDS)}) && (`;
    /** Removes the `(a) && (` this migration put in front of a rule, and its last `)`. */
    const unwrap = (/** @type {string} */ rule) =>
      rule.indexOf(prefix) === 0 ? rule.slice(prefix.length, -1) : rule;
    reviews.createRule = unwrap(/** @type {string} */ (reviews.createRule));
    reviews.updateRule = unwrap(/** @type {string} */ (reviews.updateRule));
    reviews.fields.removeByName('author_name');
    app.save(reviews);
  },
);
