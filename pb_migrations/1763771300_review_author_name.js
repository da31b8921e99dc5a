/// <reference path="../pb_data/types.d.ts" />
// A review shows who wrote it, as marketplaces do, without exposing the users collection
// (its records stay readable by their owner only): the server stores the author's public
// name ("Chris C.") on the review when it is created (pb_hooks/records.pb.js). Nobody sets or
// changes it through the API.
const FIELDS = ['author_name'];

migrate(
  (app) => {
    const { all, bodyMustNotSet } = require(`${__hooks}/lib/rules.js`);
    const reviews = app.findCollectionByNameOrId('reviews');
    reviews.fields.add(new TextField({ name: 'author_name', max: 100 }));
    reviews.createRule = all([bodyMustNotSet(FIELDS), /** @type {string} */ (reviews.createRule)]);
    reviews.updateRule = all([bodyMustNotSet(FIELDS), /** @type {string} */ (reviews.updateRule)]);
    app.save(reviews);
    // Reviews written before this migration get their author's name too.
    const { publicName } = require(`${__hooks}/lib/records.js`);
    for (const review of app.findRecordsByFilter('reviews', "author_name = ''", '', 0, 0)) {
      if (!review) continue;
      const author = app.findRecordById('users', review.getString('author'));
      review.set('author_name', publicName(author.getString('name')));
      app.saveNoValidate(review);
    }
  },
  (app) => {
    const { bodyMustNotSet } = require(`${__hooks}/lib/rules.js`);
    const reviews = app.findCollectionByNameOrId('reviews');
    const prefix = `(${bodyMustNotSet(FIELDS)}) && (`;
    /** Removes the `(a) && (` this migration put in front of a rule, and its last `)`. */
    const unwrap = (/** @type {string} */ rule) =>
      rule.indexOf(prefix) === 0 ? rule.slice(prefix.length, -1) : rule;
    reviews.createRule = unwrap(/** @type {string} */ (reviews.createRule));
    reviews.updateRule = unwrap(/** @type {string} */ (reviews.updateRule));
    reviews.fields.removeByName('author_name');
    app.save(reviews);
  },
);
