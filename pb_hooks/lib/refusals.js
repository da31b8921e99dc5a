// Codes for PocketBase's bare refusals. A create refused by its collection's API rule answers
// 400 "Failed to create record." with no field errors, a filter or sort naming a hidden or
// unknown field answers 400 "Something went wrong while processing your request.", an update
// or delete refused by its rule answers 404 as if the record were not there, and a
// superusers-only action 403: the app could not say why. The first middleware
// (pb_hooks/static.pb.js) hands such answers here, which re-checks the rule's parts in JS
// against the request (lib/rule-filter.js) and answers the same status with a code on the
// field at fault (an update or delete only when the caller can see the record, so a 404 still
// tells nobody that a hidden record exists) (`data.<field>.code`), or `data.rule.code = not_allowed` when no part can be
// named. docs/security-model.md "Refusals the app can word".

const { fieldsNamed, parseRule } = require('./rule-filter.js');

/**
 * English for logs and API callers, per code (the app words codes itself).
 * @type {Record<string, string>}
 */
const MESSAGES = {
  auth_required: 'Sign in to do this.',
  email_unverified: 'Confirm your email address first.',
  account_type: 'Your account type cannot do this.',
  validation_not_allowed: 'This field is set by the server.',
  not_yours: 'This must be your own account.',
  own_record: 'Not allowed on your own listing or review.',
  listing_unavailable: 'This listing is not taking requests.',
  hire_not_reviewable: 'Only the client of a completed hire of this listing can review it.',
  listing_suspended: 'This listing is suspended.',
  invalid_state: 'Not allowed in the current state.',
  validation_invalid_value: 'This value is not allowed.',
  not_allowed: 'You are not allowed to do this.',
  filter_field_hidden: 'This field cannot be searched or sorted by.',
  filter_invalid: 'This filter or sort is not valid.',
};

/**
 * @typedef {import('./rule-filter.js').RuleNode} RuleNode
 * @typedef {{ type: string, text: string }} Token
 * @typedef {{ type: 'atom', left: string, op: string, right: Token, text: string }} Atom
 * @typedef {(name: string) => string | undefined} Resolve the value of an identifier
 *   (`@request.auth.id`, `@request.body.status:isset`, `owner`, `contractor.status`) as
 *   PocketBase compares it, undefined when it cannot be known here
 * @typedef {(atom: Atom) => boolean | undefined} Test whether one comparison holds,
 *   undefined when it cannot be known here
 * @typedef {'create' | 'read' | 'change' | 'superusers'} RefusalKind
 */

/**
 * Which bare refusal an error answer of a records route is. Pure.
 * @param {string} method @param {string} path the URL path
 * @param {number} status @param {unknown} data the answer's `data`
 * @returns {{ kind: RefusalKind, collection: string, id: string } | null} create: a create
 *   refused by its rule; read: a list or view whose filter or sort failed; change: an update
 *   or delete answered 404 (its rule, or no such record); superusers: a 403 of an action no
 *   rule opens; null for anything else (it has its codes already, or is not a refusal)
 */
function refusalKind(method, path, status, data) {
  if (data && typeof data === 'object' && Object.keys(data).length > 0) return null;
  const match = /^\/api\/collections\/([^/]+)\/records(?:\/([^/]+))?\/?$/.exec(path);
  if (!match) return null;
  const collection = decodeURIComponent(match[1] || '');
  const id = decodeURIComponent(match[2] || '');
  if (status === 403) return { kind: 'superusers', collection, id };
  if (status === 404 && id && (method === 'PATCH' || method === 'DELETE')) {
    return { kind: 'change', collection, id };
  }
  if (status !== 400) return null;
  if (method === 'POST' && !id) return { kind: 'create', collection, id };
  if (method === 'GET') return { kind: 'read', collection, id };
  return null;
}

/**
 * Compares two values as PocketBase's filter does for the operators read here. Pure.
 * @param {string} a @param {string} op @param {string} b
 * @returns {boolean | undefined} undefined for an operator not read here
 */
function compare(a, op, b) {
  const numeric = /^-?\d+(\.\d+)?$/.test(a) && /^-?\d+(\.\d+)?$/.test(b);
  const x = numeric ? Number(a) : a;
  const y = numeric ? Number(b) : b;
  if (op === '=') return x === y;
  if (op === '!=') return x !== y;
  if (op === '>') return x > y;
  if (op === '>=') return x >= y;
  if (op === '<') return x < y;
  if (op === '<=') return x <= y;
  return undefined;
}

/**
 * The value of a comparison's right side. Pure given `resolve`.
 * @param {Token} token @param {Resolve} resolve
 * @returns {string | undefined}
 */
function operand(token, resolve) {
  if (token.type === 'string' || token.type === 'number') return token.text;
  if (token.text === 'true' || token.text === 'false') return token.text;
  if (token.text === 'null') return '';
  return resolve(token.text);
}

/**
 * A Test that compares the values `resolve` gives. Pure given `resolve`.
 * @param {Resolve} resolve
 * @returns {Test}
 */
function comparing(resolve) {
  return (atom) => {
    const left = resolve(atom.left);
    const right = operand(atom.right, resolve);
    if (left === undefined || right === undefined) return undefined;
    return compare(left, atom.op, right);
  };
}

/**
 * Whether a rule (part) holds. Pure given `test`.
 * @param {RuleNode} node @param {Test} test
 * @returns {boolean | undefined} undefined when a part it depends on cannot be known here
 */
function holds(node, test) {
  if (node.type === 'atom') return test(node);
  const results = node.items.map((item) => holds(item, test));
  if (node.type === 'and') {
    if (results.includes(false)) return false;
    return results.includes(undefined) ? undefined : true;
  }
  if (results.includes(true)) return true;
  return results.includes(undefined) ? undefined : false;
}

/**
 * Whether the first comparison of a node holds: an alternative of an `||` opens with what
 * selects it (`review = ""`, `client = @request.auth.id`).
 * @param {RuleNode} node @param {Test} test
 * @returns {boolean}
 */
function opens(node, test) {
  let first = node;
  while (first.type !== 'atom') {
    const next = first.items[0];
    if (!next) return false;
    first = next;
  }
  return test(first) === true;
}

/**
 * How many comparisons of a node hold, and how many of those about the caller
 * (`@request.auth…`) fail: the alternative of an `||` meant for this caller is the one that
 * opens with a comparison that holds, whose caller parts hold, and that came closest.
 * @param {RuleNode} node @param {Test} test
 * @returns {{ holding: number, callerFailing: number }}
 */
function tally(node, test) {
  if (node.type === 'atom') {
    const result = test(node);
    const aboutCaller = node.text.indexOf('@request.auth') >= 0;
    return {
      holding: result === true ? 1 : 0,
      callerFailing: aboutCaller && result === false ? 1 : 0,
    };
  }
  return node.items.reduce(
    (sum, item) => {
      const t = tally(item, test);
      return {
        holding: sum.holding + t.holding,
        callerFailing: sum.callerFailing + t.callerFailing,
      };
    },
    { holding: 0, callerFailing: 0 },
  );
}

/**
 * The comparison that made a rule fail: in `a && b`, the first part that fails; in `a || b`
 * (all failing), within the alternative meant for the caller (see tally). Pure given `test`.
 * @param {RuleNode} node @param {Test} test
 * @returns {Atom | null} null when the rule holds or its failing part cannot be named
 */
function failingAtom(node, test) {
  if (holds(node, test) !== false) return null;
  if (node.type === 'atom') return node;
  if (node.type === 'and') {
    const failed = node.items.find((item) => holds(item, test) === false);
    return failed ? failingAtom(failed, test) : null;
  }
  /** @param {RuleNode} item @returns {number[]} smaller is closer, compared in order */
  const distance = (item) => {
    const t = tally(item, test);
    return [opens(item, test) ? 0 : 1, t.callerFailing, -t.holding];
  };
  /** @param {number[]} a @param {number[]} b */
  const closer = (a, b) => {
    for (let i = 0; i < a.length; i += 1) {
      if ((a[i] || 0) !== (b[i] || 0)) return (a[i] || 0) < (b[i] || 0);
    }
    return false;
  };
  let best = node.items[0];
  let bestDistance = best ? distance(best) : [];
  for (const item of node.items) {
    const d = distance(item);
    if (closer(d, bestDistance)) {
      best = item;
      bestDistance = d;
    }
  }
  return best ? failingAtom(best, test) : null;
}

/**
 * The field and code that tell why a comparison of a create rule failed. Pure.
 * @param {Atom} atom the failing comparison
 * @returns {{ field: string, code: string }}
 */
function codeForAtom(atom) {
  const left = atom.left;
  const right = atom.right.text;
  const auth = /^@request\.auth\.(\w+)$/.exec(left);
  if (auth) {
    if (auth[1] === 'id' || auth[1] === 'collectionName') {
      return { field: 'auth', code: 'auth_required' };
    }
    if (auth[1] === 'verified') return { field: 'auth', code: 'email_unverified' };
    return { field: 'auth', code: 'account_type' };
  }
  const body = /^@request\.body\.(\w+)(?:\.(\w+))?(:isset)?$/.exec(left);
  if (body) {
    const field = body[1] || 'rule';
    if (body[3]) return { field, code: 'validation_not_allowed' };
    if (!body[2]) {
      return {
        field,
        code: right === '@request.auth.id' ? 'not_yours' : 'validation_invalid_value',
      };
    }
    if (right === '@request.auth.id' && atom.op === '!=') return { field, code: 'own_record' };
    if (field === 'contractor') return { field, code: 'listing_unavailable' };
    if (field === 'hire') return { field, code: 'hire_not_reviewable' };
    return { field, code: 'validation_invalid_value' };
  }
  return { field: 'rule', code: 'not_allowed' };
}

/**
 * The field and code that tell why a comparison of an update or delete rule failed, for a
 * record of `collection`. Pure.
 * @param {Atom} atom the failing comparison @param {string} collection
 * @returns {{ field: string, code: string }}
 */
function codeForChangeAtom(atom, collection) {
  const left = atom.left;
  if (left.startsWith('@request.auth.') || /:isset$/.test(left)) return codeForAtom(atom);
  if (left === '@request.body.status') return { field: 'status', code: 'invalid_state' };
  const body = /^@request\.body\.(\w+)$/.exec(left);
  if (body) return { field: body[1] || 'rule', code: 'validation_invalid_value' };
  if (atom.right.text === 'suspended' && (left === 'status' || left === 'contractor.status')) {
    return collection === 'contractors' || left === 'contractor.status'
      ? { field: left === 'status' ? 'status' : 'contractor', code: 'listing_suspended' }
      : { field: 'status', code: 'invalid_state' };
  }
  if (left === 'status' || left === 'fee_status') return { field: left, code: 'invalid_state' };
  return { field: 'rule', code: 'not_allowed' };
}

/**
 * The field and code of a list or view whose filter or sort PocketBase could not run: one
 * naming a hidden field, else an invalid one. Pure.
 * @param {{ filter: string, sort: string }} query the request's `filter` and `sort`
 * @param {(path: string) => boolean} isHidden whether a field (or relation path `a.b`) is
 *   hidden from the caller
 * @returns {{ field: string, code: string } | null} null when there is neither
 */
function readProblem(query, isHidden) {
  for (const field of /** @type {const} */ (['filter', 'sort'])) {
    if (fieldsNamed(query[field]).some(isHidden)) return { field, code: 'filter_field_hidden' };
  }
  if (query.filter) return { field: 'filter', code: 'filter_invalid' };
  if (query.sort) return { field: 'sort', code: 'filter_invalid' };
  return null;
}

// ---- PocketBase glue ----

/**
 * The value of an identifier of a create rule for this request, as PocketBase compares it.
 * @param {core.App} app @param {core.Collection} collection the collection created in
 * @param {core.Record | null | undefined} auth the caller's record or null @param {Record<string, unknown>} body
 * @returns {Resolve}
 */
function createResolver(app, collection, auth, body) {
  /** @param {core.Record | null | undefined} record @param {string} name */
  const valueOf = (record, name) => {
    if (!record) return '';
    if (name === 'collectionName') return record.collection().name;
    const value = record.get(name);
    return Array.isArray(value) ? undefined : record.getString(name);
  };
  /** @param {unknown} value */
  const plain = (value) => {
    if (value === undefined || value === null) return '';
    if (Array.isArray(value) || typeof value === 'object') return undefined;
    return String(value);
  };
  return (name) => {
    if (name === '@now') return new Date().toISOString().replace('T', ' ');
    const a = /^@request\.auth\.(\w+)$/.exec(name);
    if (a) return a[1] === 'id' ? (auth ? auth.id : '') : valueOf(auth, a[1] || '');
    const b = /^@request\.body\.(\w+)(?:\.(\w+))?(:isset)?$/.exec(name);
    if (!b) return undefined;
    const field = b[1] || '';
    const has = Object.prototype.hasOwnProperty.call(body, field);
    if (b[3] && !b[2]) return has ? 'true' : 'false';
    if (b[3]) return undefined;
    if (!b[2]) return plain(body[field]);
    const id = plain(body[field]);
    const relation = collection.fields.getByName(field);
    if (!id || !relation || relation.type() !== 'relation')
      return id === undefined ? undefined : '';
    try {
      const related = app.findRecordById(relation.collectionId, id);
      return b[2] === 'id' ? related.id : valueOf(related, b[2] || '');
    } catch {
      return '';
    }
  };
}

/**
 * Whether a field path of a filter (`phone`, `contractor.phone`) is hidden from a caller who
 * is not a superuser.
 * @param {core.App} app @param {core.Collection} collection
 */
function hiddenChecker(app, collection) {
  return (/** @type {string} */ path) => {
    const [first, second] = path.split('.');
    const field = collection.fields.getByName(first || '');
    if (!field) return false;
    if (field.hidden) return true;
    if (!second || field.type() !== 'relation') return false;
    try {
      const target = app.findCollectionByNameOrId(field.collectionId).fields.getByName(second);
      return Boolean(target && target.hidden);
    } catch {
      return false;
    }
  };
}

/**
 * Why an update or delete of a record the caller can see was refused by its rule, or null
 * when the caller cannot see it (or it does not exist): that 404 stays as it is.
 * @param {core.RequestEvent} e @param {core.Collection} collection @param {string} id
 * @returns {{ field: string, code: string } | null}
 */
function changeProblem(e, collection, id) {
  let record;
  try {
    record = e.app.findRecordById(collection.name, id);
  } catch {
    return null;
  }
  const info = e.requestInfo();
  /** @param {string} rule */
  const allows = (rule) => {
    try {
      return Boolean(e.app.canAccessRecord(record, info, rule));
    } catch {
      return undefined;
    }
  };
  if (collection.viewRule === null || allows(String(collection.viewRule)) !== true) return null;
  const rule = e.request.method === 'PATCH' ? collection.updateRule : collection.deleteRule;
  if (rule === null) return { field: 'rule', code: 'not_allowed' };
  const atom = failingAtom(parseRule(String(rule)), (a) => allows(a.text));
  return atom ? codeForChangeAtom(atom, collection.name) : { field: 'rule', code: 'not_allowed' };
}

/**
 * The coded answer for a bare refusal of a records route, or null to keep PocketBase's.
 * @param {core.RequestEvent} e the request event (after the route answered with an error)
 * @param {unknown} error what the route threw (a GoError whose `value` is PocketBase's ApiError)
 * @returns {ApiError | null} an ApiError to throw instead, or null
 */
function explainRefusal(e, error) {
  const thrown =
    /** @type {{ value?: { status?: unknown, message?: string, data?: unknown } } | null} */ (
      error
    );
  const apiError = thrown && thrown.value;
  if (!apiError || typeof apiError.status !== 'number') return null;
  const which = refusalKind(e.request.method, e.request.url.path, apiError.status, apiError.data);
  if (!which) return null;
  /** @type {{ field: string, code: string } | null} */
  let problem = null;
  try {
    const collection = e.app.findCollectionByNameOrId(which.collection);
    if (which.kind === 'create' && collection.createRule) {
      const info = e.requestInfo();
      const atom = failingAtom(
        parseRule(String(collection.createRule)),
        comparing(createResolver(e.app, collection, e.auth, info.body || {})),
      );
      problem = atom ? codeForAtom(atom) : null;
    } else if (which.kind === 'change') {
      problem = changeProblem(e, collection, which.id);
      if (!problem) return null;
    } else if (which.kind === 'read') {
      const query = e.request.url.query();
      problem = readProblem(
        { filter: String(query.get('filter') || ''), sort: String(query.get('sort') || '') },
        hiddenChecker(e.app, collection),
      );
      if (!problem) return null;
    }
  } catch (err) {
    e.app
      .logger()
      .warn('Could not explain a refusal', 'path', e.request.url.path, 'error', String(err));
  }
  const { field, code } = problem || { field: 'rule', code: 'not_allowed' };
  const message = MESSAGES[code] || MESSAGES.not_allowed;
  return new ApiError(apiError.status, apiError.message, {
    [field]: new ValidationError(code, message),
  });
}

module.exports = {
  MESSAGES,
  codeForAtom,
  codeForChangeAtom,
  comparing,
  explainRefusal,
  failingAtom,
  holds,
  readProblem,
  refusalKind,
};
