// Helpers for custom routes (pb_hooks/*.pb.js). Run inside a handler's VM, where
// PocketBase's error classes are globals.

/**
 * Throws PocketBase's 400 with field errors in its usual shape:
 * `{status: 400, message, data: {field: {code, message}}}`.
 * @param {string} message
 * @param {Record<string, { code: string, message: string }>} errors
 * @throws {BadRequestError} always
 */
function throwFieldErrors(message, errors) {
  /** @type {Record<string, ValidationError>} */
  const data = {};
  for (const field of Object.keys(errors)) {
    data[field] = new ValidationError(errors[field].code, errors[field].message);
  }
  throw new BadRequestError(message, data);
}

module.exports = { throwFieldErrors };
