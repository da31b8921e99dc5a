// The `estimates` collection's server rules (pb_hooks/estimates.pb.js): the JSON shape and
// limits of `sections` and `settings` (the same limits as the app's calculation,
// lib/estimate-limits.json), the owner taken from the auth, and no writes from a user whose
// listing is suspended. checkSections and checkSettings are pure and unit-tested.

/** @type {typeof import('./estimate-limits.json')} */
const LIMITS = require(`${__hooks}/lib/estimate-limits.json`);

const KINDS = ['material', 'labour', 'other'];
const LINE_KEYS = [
  'id',
  'kind',
  'description',
  'ref',
  'quantity',
  'unit',
  'unitCostCents',
  'wastePercent',
];
const SECTION_KEYS = ['id', 'name', 'lines'];
const SETTING_KEYS = ['overheadPercent', 'profitPercent', 'taxPercent', 'regionalFactor'];

/** @param {unknown} v @returns {v is Record<string, unknown>} */
function isObject(v) {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** @param {unknown} v @param {number} min @param {number} max */
function numberIn(v, min, max) {
  return typeof v === 'number' && isFinite(v) && v >= min && v <= max;
}

/** @param {unknown} v @param {number} min @param {number} max */
function stringIn(v, min, max) {
  return typeof v === 'string' && v.length >= min && v.length <= max;
}

/** @param {Record<string, unknown>} o @param {string[]} keys */
function onlyKeys(o, keys) {
  return Object.keys(o).every((k) => keys.indexOf(k) >= 0);
}

/**
 * The first problem of one line, as the field name within it, or '' when it is valid.
 * @param {unknown} line
 * @returns {string}
 */
function lineProblem(line) {
  if (!isObject(line) || !onlyKeys(line, LINE_KEYS)) return 'shape';
  if (!stringIn(line.id, 1, LIMITS.idMax)) return 'id';
  if (KINDS.indexOf(/** @type {string} */ (line.kind)) < 0) return 'kind';
  if (!stringIn(line.description, 0, LIMITS.textMax)) return 'description';
  if (!stringIn(line.ref, 0, LIMITS.refMax)) return 'ref';
  if (!numberIn(line.quantity, 0, LIMITS.quantityMax)) return 'quantity';
  // indexOf compares strictly: a unit that is no string is in neither list.
  const unit = /** @type {string} */ (line.unit);
  const unitOk =
    LIMITS.units.indexOf(unit) >= 0 &&
    (line.kind !== 'labour' || LIMITS.timeUnits.indexOf(unit) >= 0);
  if (!unitOk) return 'unit';
  const cost = line.unitCostCents;
  if (
    typeof cost !== 'number' ||
    Math.floor(cost) !== cost ||
    !numberIn(cost, 0, LIMITS.unitCostCentsMax)
  ) {
    return 'unitCostCents';
  }
  if (
    !numberIn(line.wastePercent, 0, LIMITS.wastePercentMax) ||
    (line.kind !== 'material' && line.wastePercent !== 0)
  ) {
    return 'wastePercent';
  }
  return '';
}

/**
 * Checks an estimate's `sections` JSON: an array of at most sectionsMax sections
 * {id, name, lines}, at most linesMax lines in all, each line
 * {id, kind, description, ref, quantity, unit, unitCostCents, wastePercent} within the
 * limits, no other keys. Pure.
 * @param {unknown} sections the parsed JSON
 * @returns {string} '' when valid, else the path of the first problem ("2.lines.5.quantity")
 */
function checkSections(sections) {
  if (!Array.isArray(sections)) return 'shape';
  if (sections.length > LIMITS.sectionsMax) return 'too_many_sections';
  let lines = 0;
  for (let i = 0; i < sections.length; i++) {
    const s = sections[i];
    if (!isObject(s) || !onlyKeys(s, SECTION_KEYS) || !Array.isArray(s.lines)) return `${i}`;
    if (!stringIn(s.id, 1, LIMITS.idMax)) return `${i}.id`;
    if (!stringIn(s.name, 0, LIMITS.nameMax)) return `${i}.name`;
    lines += s.lines.length;
    if (lines > LIMITS.linesMax) return 'too_many_lines';
    for (let j = 0; j < s.lines.length; j++) {
      const problem = lineProblem(s.lines[j]);
      if (problem) return `${i}.lines.${j}.${problem}`;
    }
  }
  return '';
}

/**
 * Checks an estimate's `settings` JSON: {overheadPercent, profitPercent (0…percentMax),
 * taxPercent (0…taxPercentMax), regionalFactor (factorMin…factorMax)}, all present, no other
 * keys. Pure.
 * @param {unknown} settings the parsed JSON
 * @returns {string} '' when valid, else the name of the first bad key (or 'shape')
 */
function checkSettings(settings) {
  if (!isObject(settings) || !onlyKeys(settings, SETTING_KEYS)) return 'shape';
  if (!numberIn(settings.overheadPercent, 0, LIMITS.percentMax)) return 'overheadPercent';
  if (!numberIn(settings.profitPercent, 0, LIMITS.percentMax)) return 'profitPercent';
  if (!numberIn(settings.taxPercent, 0, LIMITS.taxPercentMax)) return 'taxPercent';
  if (!numberIn(settings.regionalFactor, LIMITS.factorMin, LIMITS.factorMax)) {
    return 'regionalFactor';
  }
  return '';
}

/**
 * Reads a JSON field of a record as plain data.
 * @param {core.Record} record
 * @param {string} field
 * @returns {unknown}
 */
function jsonOf(record, field) {
  // A JSON field holds raw JSON bytes (types.JSONRaw); getString gives its text.
  try {
    return JSON.parse(record.getString(field) || 'null');
  } catch {
    return null;
  }
}

/**
 * Whether the user's listing is suspended (such a user cannot write estimates).
 * @param {core.App} app
 * @param {string} userId
 * @returns {boolean}
 */
function ownerSuspended(app, userId) {
  try {
    app.findFirstRecordByFilter('contractors', 'owner = {:id} && status = "suspended"', {
      id: userId,
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * How many estimates a user has on the server.
 * @param {core.App} app
 * @param {string} userId
 * @returns {number}
 */
function estimateCount(app, userId) {
  return app.countRecords('estimates', $dbx.hashExp({ owner: userId }));
}

/**
 * Writes the sync tombstone of a deleted private record (an estimate, a cost override): the
 * record's owner is kept on it, so only that user's devices can read it
 * (pb_migrations/1764320300_estimates_sync_limits.js) and drop their copy.
 * @param {core.App} app
 * @param {core.Record} record the deleted record (with an `owner`)
 */
function writeOwnedTombstone(app, record) {
  const tombstone = new Record(app.findCollectionByNameOrId('record_deletions'));
  tombstone.set('collection', record.collection().name);
  tombstone.set('record_id', record.id);
  tombstone.set('owner', record.getString('owner'));
  app.save(tombstone);
}

/**
 * The 403 for a suspended user. PocketBase keeps only validation errors in an error's data,
 * so the code travels as `data.owner.code`.
 * @returns {ForbiddenError}
 */
function suspendedError() {
  return new ForbiddenError('Your account cannot change estimates while it is suspended.', {
    owner: new ValidationError('owner_suspended', 'Your listing is suspended.'),
  });
}

/**
 * A create or update request of `estimates`: a signed-in user's record gets `owner` from the
 * auth on create (the create rule refuses one in the body); a suspended user is refused; the
 * JSON fields are checked. Superusers write as they please (still checked for shape).
 * @param {RecordRequestEventWithRecord} e the create or update request event
 * @param {boolean} creating
 * @throws {ForbiddenError} 403 `owner_suspended` for a user whose listing is suspended
 * @throws {BadRequestError} 400 with a field error on `sections` or `settings`; 400
 *   `estimates_limit_reached` on `owner` when a user creates one beyond estimatesPerUserMax
 */
function handleWrite(e, creating) {
  const auth = e.auth;
  const user = auth && !auth.isSuperuser() && auth.collection().name === 'users' ? auth : null;
  if (user) {
    if (ownerSuspended(e.app, user.id)) {
      throw suspendedError();
    }
    if (creating) {
      e.record.set('owner', user.id);
      if (estimateCount(e.app, user.id) >= LIMITS.estimatesPerUserMax) {
        throw new BadRequestError('You have too many estimates.', {
          owner: new ValidationError(
            'estimates_limit_reached',
            `At most ${LIMITS.estimatesPerUserMax} estimates per account.`,
          ),
        });
      }
    }
  }
  const sections = checkSections(jsonOf(e.record, 'sections'));
  if (sections) {
    throw new BadRequestError('The estimate is not valid.', {
      sections: new ValidationError('estimate_sections_invalid', `Invalid at ${sections}.`),
    });
  }
  const settings = checkSettings(jsonOf(e.record, 'settings'));
  if (settings) {
    throw new BadRequestError('The estimate is not valid.', {
      settings: new ValidationError('estimate_settings_invalid', `Invalid ${settings}.`),
    });
  }
  e.next();
}

/**
 * A delete request of `estimates`: refused to a user whose listing is suspended.
 * @param {RecordRequestEventWithRecord} e
 * @throws {ForbiddenError} 403 `owner_suspended`
 */
function handleDelete(e) {
  const auth = e.auth;
  if (auth && !auth.isSuperuser() && ownerSuspended(e.app, auth.id)) {
    throw suspendedError();
  }
  e.next();
}

module.exports = {
  checkSections,
  checkSettings,
  handleWrite,
  handleDelete,
  ownerSuspended,
  suspendedError,
  writeOwnedTombstone,
};
