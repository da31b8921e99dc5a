// One page of the listings pull (`contractors`) as JSON built by SQLite (docs/sync.md "The pull
// route", docs/security-model.md "The pull route"): the records, fields and values the REST list
// API answers the same caller for the client's cursor query (filter `(updated, id)` after the
// cursor, sort `updated,id`, skipTotal), in one SQL query instead of PocketBase loading and
// encoding each record (150-200 µs of CPU a listing: docs/scaling.md).
//
// What keeps it equal to the REST API:
// - visibility: VISIBLE_SQL is the list rule LISTINGS_LIST_RULE written in SQL; a server whose
//   rule is any other text answers 409 (use REST) until this file is updated with it;
// - fields: built from the collection's fields at each request; a hidden field is left out
//   except OWN_CONTACT_FIELDS on the caller's own listing (lib/own-contacts.js, what
//   contractors.pb.js unhides on the REST answer); a field type not mapped here answers 409;
// - values: each type printed as PocketBase prints it once the JSON is parsed (numbers with
//   the digits a double needs, bools, JSON fields, arrays of multi-value fields);
// - superusers (no rule, every field) and auth records of other collections answer 409.
// tests/integration/pull-route.test.ts walks the whole pull both ways for every role.

const { OWN_CONTACT_FIELDS } = require('./own-contacts.js');

/** The collection the route serves. */
const COLLECTION = 'contractors';

/** The listings list rule VISIBLE_SQL mirrors (pb_migrations/1764320600_contractors_hired_rule.js). */
const LISTINGS_LIST_RULE =
  '(status = "active" && (listing_paid_at != "" || listing_fee_waiver != "" || listed_until > @now)) || ' +
  '(@request.auth.id != "" && owner = @request.auth.id) || ' +
  '(@request.auth.id != "" && status = "removed" && hires_via_contractor.client ?= @request.auth.id)';

/**
 * LISTINGS_LIST_RULE in SQL over `c` (contractors). {:auth} is the caller's id, '' for a guest
 * (PocketBase compares a guest's NULL auth id with COALESCE, so as ''); {:now} is `@now` as
 * PocketBase formats it. The back-relation `hires_via_contractor.client ?=` is a hire of this
 * listing whose client is the caller (PocketBase joins hires on hires.contractor and keeps
 * distinct listings; the rule's own joins are not filtered by the hires rule).
 */
const VISIBLE_SQL =
  "((c.[status] = 'active' AND (c.[listing_paid_at] != '' OR c.[listing_fee_waiver] != '' OR c.[listed_until] > {:now}))" +
  " OR ({:auth} != '' AND c.[owner] = {:auth})" +
  " OR ({:auth} != '' AND c.[status] = 'removed' AND EXISTS (SELECT 1 FROM [hires] h WHERE h.[contractor] = c.[id] AND h.[client] = {:auth})))";

/** The largest page, as PocketBase's list API. */
const MAX_PER_PAGE = 1000;

/** What a cursor value may hold (a PocketBase date or id; the client checks the same). */
const CURSOR_VALUE = /^[0-9A-Za-z :.\-_]*$/;

/** Field names PocketBase allows; anything else is not put in SQL. */
const FIELD_NAME = /^\w+$/;

/**
 * A REAL printed with the fewest of 15, 16 or 17 significant digits that read back as the same
 * double (Go prints the shortest such form; SQLite's JSON uses 15 digits, which can change the
 * number).
 * @param {string} col SQL expression
 */
function realSql(col) {
  const digits = (/** @type {number} */ n) => `printf('%!.${n}g', ${col})`;
  return (
    `json(CASE WHEN CAST(${digits(15)} AS REAL) = ${col} THEN ${digits(15)}` +
    ` WHEN CAST(${digits(16)} AS REAL) = ${col} THEN ${digits(16)} ELSE ${digits(17)} END)`
  );
}

/**
 * The SQL of one field's value as PocketBase answers it, or null for a type not mapped here.
 * @param {{ type(): string, isMultiple?: () => boolean }} field
 * @param {string} col SQL expression of the column
 * @returns {string | null}
 */
function valueSql(field, col) {
  switch (field.type()) {
    case 'text':
    case 'email':
    case 'url':
    case 'editor':
    case 'date':
    case 'autodate':
      // Stored as PocketBase prints them (dates "2006-01-02 15:04:05.000Z" or '').
      return `coalesce(${col}, '')`;
    case 'select':
    case 'relation':
    case 'file':
      if (field.isMultiple && field.isMultiple()) {
        // A JSON array of names or ids; PocketBase reads a lone value as a one-item list.
        return (
          `(CASE WHEN ${col} IS NULL OR ${col} = '' THEN json('[]')` +
          ` WHEN json_valid(${col}) THEN (CASE WHEN json_type(${col}) = 'array' THEN json(${col}) ELSE json_array(${col}) END)` +
          ` ELSE json_array(${col}) END)`
        );
      }
      return `coalesce(${col}, '')`;
    case 'number':
      // A float64 in PocketBase: whole numbers without a point; NULL and text as 0.
      return `(CASE typeof(${col}) WHEN 'integer' THEN ${col} WHEN 'real' THEN ${realSql(col)} ELSE 0 END)`;
    case 'bool':
      // cast.ToBool: a number is true unless 0; text as strconv.ParseBool.
      return (
        `json(CASE WHEN typeof(${col}) IN ('integer', 'real') THEN iif(${col} != 0, 'true', 'false')` +
        ` WHEN ${col} IN ('1', 't', 'T', 'true', 'TRUE', 'True') THEN 'true' ELSE 'false' END)`
      );
    case 'json':
      // The stored JSON as is; a number column value as a number; text that is not JSON (or
      // does not start like JSON, as PocketBase checks) as a string.
      return (
        `(CASE typeof(${col}) WHEN 'null' THEN NULL WHEN 'integer' THEN ${col} WHEN 'real' THEN ${realSql(col)}` +
        ` ELSE (CASE WHEN (${col} IN ('null', 'true', 'false') OR substr(${col}, 1, 1) IN ('-', '"', '[', '{', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9'))` +
        ` AND json_valid(${col}) THEN json(${col}) ELSE ${col} END) END)`
      );
    default:
      return null;
  }
}

/**
 * The page query for `collection`'s fields, or null when the route must not answer (a field
 * type or name not mapped, or the list rule is not LISTINGS_LIST_RULE).
 * Parameters: {:auth}, {:now}, {:after_updated}, {:after_id}, {:limit}, {:perPage}.
 * @param {{ id: string, name: string, listRule?: string | null,
 *   fields: Array<{ getName(): string, getHidden(): boolean, type(): string,
 *   isMultiple?: () => boolean }> }} collection
 * @param {boolean} fromStart whether the page starts at the beginning (no cursor)
 * @returns {string | null}
 */
function pageSql(collection, fromStart) {
  // listRule is a Go *string: null, or read as a string.
  const rule = collection.listRule == null ? null : String(collection.listRule);
  if (collection.name !== COLLECTION || rule !== LISTINGS_LIST_RULE) return null;
  const publicPairs = [`'collectionId', '${collection.id}'`, `'collectionName', '${COLLECTION}'`];
  /** @type {string[]} */
  const ownPairs = [];
  for (let i = 0; i < collection.fields.length; i += 1) {
    const field = collection.fields[i];
    const name = field.getName();
    if (!FIELD_NAME.test(name)) return null;
    const value = valueSql(field, `c.[${name}]`);
    if (value === null) return null;
    if (!field.getHidden()) publicPairs.push(`'${name}', ${value}`);
    else if (OWN_CONTACT_FIELDS.includes(name)) ownPairs.push(`'$.${name}', ${value}`);
  }
  if (!/^\w+$/.test(collection.id)) return null;
  const object = `json_object(${publicPairs.join(', ')})`;
  const withOwn =
    ownPairs.length === 0
      ? object
      : `(CASE WHEN {:auth} != '' AND c.[owner] = {:auth} THEN json_set(${object}, ${ownPairs.join(', ')}) ELSE ${object} END)`;
  const after = fromStart
    ? ''
    : ' AND (c.[updated] > {:after_updated} OR (c.[updated] = {:after_updated} AND c.[id] > {:after_id}))';
  return (
    `SELECT '{"page":1,"perPage":' || {:perPage} || ',"totalItems":-1,"totalPages":-1,"items":[' ||` +
    ` coalesce(group_concat(p.obj, ',' ORDER BY p.u, p.i), '') || ']}' AS body` +
    ` FROM (SELECT c.[updated] AS u, c.[id] AS i, ${withOwn} AS obj FROM [${COLLECTION}] c` +
    ` WHERE ${VISIBLE_SQL}${after} ORDER BY c.[updated], c.[id] LIMIT {:limit}) p`
  );
}

/**
 * Reads the query of a pull page request.
 * @param {(name: string) => string} get a query parameter's value ('' when absent)
 * @returns {{ afterUpdated: string, afterId: string, perPage: number } | { error: string }}
 */
function parsePageQuery(get) {
  const afterUpdated = get('after_updated');
  const afterId = get('after_id');
  const rawPerPage = get('perPage');
  if (!CURSOR_VALUE.test(afterUpdated) || !CURSOR_VALUE.test(afterId)) {
    return { error: 'after_updated and after_id must be a date and an id.' };
  }
  if (afterUpdated === '' && afterId !== '') return { error: 'after_id needs after_updated.' };
  if (!/^[0-9]{1,7}$/.test(rawPerPage) || Number(rawPerPage) < 1) {
    return { error: 'perPage must be a whole number from 1.' };
  }
  return { afterUpdated, afterId, perPage: Math.min(Number(rawPerPage), MAX_PER_PAGE) };
}

/**
 * `@now` as PocketBase puts it in a rule ("2006-01-02 15:04:05.000Z", UTC).
 * @param {number} nowMs epoch ms
 */
function pocketBaseNow(nowMs) {
  return new Date(nowMs).toISOString().replace('T', ' ');
}

/**
 * Answers GET /api/sync/contractors: one pull page, or 409 when the caller must use the REST
 * list API (a superuser, an auth record not of `users`, or a server whose listings rule or
 * fields this route does not mirror), or 400 for a malformed query.
 * @param {core.RequestEvent} e
 * @returns {void}
 * @throws ApiError 400 or 409
 */
function servePullPage(e) {
  const query = e.request.url.query();
  const parsed = parsePageQuery((name) => String(query.get(name) || ''));
  if ('error' in parsed) throw new BadRequestError(parsed.error);
  const auth = e.auth;
  if (e.hasSuperuserAuth() || (auth && auth.collection().name !== 'users')) {
    throw new ApiError(409, 'Use the REST list API.', {});
  }
  const collection = e.app.findCachedCollectionByNameOrId(COLLECTION);
  const sql = pageSql(collection, parsed.afterUpdated === '');
  if (sql === null) throw new ApiError(409, 'Use the REST list API.', {});
  const row = new DynamicModel({ body: '' });
  e.app
    .db()
    .newQuery(sql)
    .bind({
      auth: auth ? auth.id : '',
      now: pocketBaseNow(Date.now()),
      after_updated: parsed.afterUpdated,
      after_id: parsed.afterId,
      limit: parsed.perPage,
      perPage: parsed.perPage,
    })
    .one(row);
  // e.string keeps a Content-Type already set; the body stays one string from SQLite to the wire.
  e.response.header().set('Content-Type', 'application/json');
  return e.string(200, String(row.body));
}

module.exports = {
  LISTINGS_LIST_RULE,
  MAX_PER_PAGE,
  pageSql,
  parsePageQuery,
  pocketBaseNow,
  servePullPage,
};
