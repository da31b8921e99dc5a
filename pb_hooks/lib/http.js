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

/**
 * The request's auth record, for a route behind `$apis.requireAuth()`, which has already refused
 * a request without one; the check keeps that promise visible to the type checker.
 * @param {core.RequestEvent} e
 * @returns {core.Record}
 * @throws {UnauthorizedError} 401 when the request carries no auth record
 */
function authOf(e) {
  if (!e.auth)
    throw new UnauthorizedError('The request requires valid record authorization token.');
  return e.auth;
}

/**
 * A parsed JSON body as an object whose values are still to be checked; {} for a body that is
 * not an object (null, an array, a string). Pure.
 * @param {unknown} body
 * @returns {Record<string, unknown>}
 */
function jsonObject(body) {
  return body && typeof body === 'object' && !Array.isArray(body)
    ? /** @type {Record<string, unknown>} */ (body)
    : {};
}

module.exports = { authOf, jsonObject, throwFieldErrors };
