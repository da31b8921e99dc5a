// Record rules the server keeps: rating aggregates, sync tombstones,
// server-recorded IPs. Pure functions, required by the record hooks and unit-tested.

/**
 * Average and count of a contractor's review ratings.
 * @param {number[]} ratings each 1–5
 * @returns {{ avg: number, count: number }} avg rounded to 2 decimals; 0 when there are none
 */
function ratingSummary(ratings) {
  if (ratings.length === 0) return { avg: 0, count: 0 };
  const sum = ratings.reduce((total, r) => total + r, 0);
  return { avg: Math.round((sum / ratings.length) * 100) / 100, count: ratings.length };
}

/**
 * Recomputes rating_avg and rating_count of the contractor a review belongs to (and of the
 * one it belonged to before, if an update moved it). Saves through `app`, so API rules do
 * not apply. A contractor that no longer exists (deleted with its reviews) is skipped.
 * @param {core.App} app PocketBase app (the hook event's `e.app`)
 * @param {core.Record} review the created, updated or deleted review record
 */
function refreshContractorRatings(app, review) {
  const ids = [review.getString('contractor')];
  const original = review.original();
  if (
    original &&
    original.getString('contractor') &&
    ids.indexOf(original.getString('contractor')) < 0
  ) {
    ids.push(original.getString('contractor'));
  }
  for (const id of ids) {
    let contractor;
    try {
      contractor = app.findRecordById('contractors', id);
    } catch {
      continue;
    }
    // Reviews staff hid do not count (docs/moderation.md).
    const reviews = app.findRecordsByFilter(
      'reviews',
      'contractor = {:id} && hidden = false',
      '',
      0,
      0,
      {
        id,
      },
    );
    const summary = ratingSummary(reviews.map((r) => r.getInt('rating')));
    contractor.set('rating_avg', summary.avg);
    contractor.set('rating_count', summary.count);
    app.save(contractor);
  }
}

/**
 * The sync protocol's conflict check (docs/sync.md): an update sends the
 * `updated` value it was based on in an `If-Match` header (optionally quoted, as an ETag).
 * @param {string} ifMatch the header, '' when absent (no check asked for) or '*' (any version)
 * @param {string} current the stored record's `updated`, e.g. "2026-11-22 03:05:00.123Z"
 * @returns {boolean} true when the update is based on an older version (answer 409)
 */
function isStaleUpdate(ifMatch, current) {
  const base = ifMatch
    .trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1');
  if (base === '' || base === '*') return false;
  return base !== current;
}

/**
 * Whether a listing's status change takes it out of the public list (sync tombstone).
 * @param {string} before status before the update
 * @param {string} after status after it
 */
function leftPublicList(before, after) {
  return before === 'active' && after !== 'active';
}

/**
 * What a hire shows its contractor of the client: the name always, the email unless the client
 * asked to be phoned.
 * @param {{ name: string, email: string }} client the client's user record
 * @param {string} contactPreference "phone", "email", "either" or ''
 * @returns {{ name: string, email: string }} email '' when not shared
 */
function clientContact(client, contactPreference) {
  return {
    name: client.name.trim().slice(0, 100),
    email: contactPreference === 'phone' ? '' : client.email,
  };
}

/**
 * The name a review shows of its author: the first name and the initial of the last
 * ("Chris Client" → "Chris C."), a single name as it is.
 * @param {string} name the user's full name
 * @returns {string} '' for a blank name
 */
function publicName(name) {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = (words[0] || '').slice(0, 50);
  const last = words.length > 1 ? words[words.length - 1] : '';
  return last ? `${first} ${Array.from(last)[0]}.` : first;
}

module.exports = {
  clientContact,
  publicName,
  isStaleUpdate,
  leftPublicList,
  ratingSummary,
  refreshContractorRatings,
};
