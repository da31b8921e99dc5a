// JSON type checks for record create and update bodies. PocketBase 0.40 converts mistyped
// values instead of refusing them (an array sent to a single select keeps its last item,
// "ten" sent to a number becomes 0, an object sent to a text field becomes ""), so bad input
// would be stored without an error. Pure; required by lib/record-hooks.js, unit-tested.

/** @typedef {{ name: string, type: string, maxSelect: number }} FieldInfo */

const NUMERIC = /^-?\d+(\.\d+)?$/;
const BOOLEAN_STRINGS = ['true', 'false', '1', '0'];

/**
 * Whether `value` is acceptable for a field of this type. Multipart form values are strings,
 * so numeric and boolean strings pass; null and '' mean "empty" for every type.
 * @param {FieldInfo} field
 * @param {unknown} value
 * @param {boolean} modifier the key had a `+`/`-` modifier (adds to or removes from a list)
 * @returns {boolean}
 */
function acceptsValue(field, value, modifier) {
  if (value === null || value === undefined || value === '') return true;
  const isString = typeof value === 'string';
  switch (field.type) {
    case 'number':
      return typeof value === 'number' ? isFinite(value) : isString && NUMERIC.test(value);
    case 'bool':
      return typeof value === 'boolean' || (isString && BOOLEAN_STRINGS.indexOf(value) >= 0);
    case 'text':
    case 'editor':
      return isString || typeof value === 'number';
    case 'email':
    case 'url':
    case 'date':
    case 'password':
      return isString;
    case 'select':
    case 'relation':
      if (isString) return true;
      if (field.maxSelect > 1 || modifier) {
        return Array.isArray(value) && value.every((v) => typeof v === 'string');
      }
      return false;
    default:
      // json, file, autodate, geoPoint and others: PocketBase validates them itself.
      return true;
  }
}

/**
 * Field errors for body values whose JSON type does not fit their field.
 * @param {unknown} body the request body (requestInfo().body)
 * @param {FieldInfo[]} fields the collection's fields
 * @returns {Record<string, { code: string, message: string }>} empty when all fit
 */
function bodyTypeErrors(body, fields) {
  /** @type {Record<string, { code: string, message: string }>} */
  const errors = {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) return errors;
  const values = /** @type {Record<string, unknown>} */ (body);
  for (const key of Object.keys(values)) {
    const name = key.replace(/^[+]/, '').replace(/[+-]$/, '');
    const modifier = name !== key;
    const field = fields.filter((f) => f.name === name)[0];
    if (!field || acceptsValue(field, values[key], modifier)) continue;
    errors[name] = {
      code: 'validation_invalid_type',
      message: `Must be ${expected(field, modifier)}.`,
    };
  }
  return errors;
}

/** @param {FieldInfo} field @param {boolean} modifier @returns {string} */
function expected(field, modifier) {
  switch (field.type) {
    case 'number':
      return 'a number';
    case 'bool':
      return 'true or false';
    case 'select':
    case 'relation':
      return field.maxSelect > 1 || modifier ? 'a string or a list of strings' : 'a single string';
    default:
      return 'a string';
  }
}

module.exports = { acceptsValue, bodyTypeErrors };
