// POST /api/log-security-event: validation of the client's payload, spec §3's security event
// (eventType, severity, details {reason, attemptedEmail | activityType, timestamp, ...},
// userAgent). Pure; required by pb_hooks/routes-app.pb.js and unit-tested.

const EVENT_TYPES = ['failed_auth', 'suspicious_activity', 'scraper_detected'];
const SEVERITIES = ['medium', 'high'];
/** Largest accepted `details`, in bytes of its JSON. */
const MAX_DETAILS_BYTES = 4096;
/** Longer user agents are cut to this many characters. */
const MAX_USER_AGENT = 512;
/** Longest `details.reason`, in characters. */
const MAX_REASON = 500;
/** Longest `details.attemptedEmail`, in characters (an email address's limit). */
const MAX_EMAIL = 320;
/** `details.activityType`: a short snake_case name such as rapid_clicks. */
const ACTIVITY_TYPE = /^[a-z][a-z0-9_]{0,63}$/;
/** `details.timestamp`: ISO 8601 date and time with a zone, as Date#toISOString writes it. */
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;

/**
 * What is wrong with an event's `details` by the spec's payload: `reason` (text),
 * `attemptedEmail` for failed_auth or `activityType` for the other types, and `timestamp`
 * (ISO 8601); other fields may follow.
 * @param {string} eventType an accepted event type
 * @param {Record<string, unknown>} details
 * @returns {string[]} the problems, each naming its key; empty when the details are fine
 */
function detailsProblems(eventType, details) {
  /** @type {string[]} */
  const problems = [];
  const reason = details.reason;
  if (typeof reason !== 'string' || reason.trim() === '' || reason.length > MAX_REASON) {
    problems.push(`reason must be text of 1 to ${MAX_REASON} characters`);
  }
  if (eventType === 'failed_auth') {
    const email = details.attemptedEmail;
    if (typeof email !== 'string' || email.length > MAX_EMAIL) {
      problems.push(`attemptedEmail must be text of at most ${MAX_EMAIL} characters`);
    }
  } else if (
    typeof details.activityType !== 'string' ||
    !ACTIVITY_TYPE.test(details.activityType)
  ) {
    problems.push('activityType must be a snake_case name such as rapid_clicks');
  }
  const timestamp = details.timestamp;
  if (
    typeof timestamp !== 'string' ||
    !ISO_TIMESTAMP.test(timestamp) ||
    isNaN(new Date(timestamp).getTime())
  ) {
    problems.push('timestamp must be an ISO 8601 date and time, e.g. 2026-11-22T01:00:00.000Z');
  }
  return problems;
}

/**
 * Checks a request body. `details` is required and must carry `reason`, `attemptedEmail`
 * (failed_auth) or `activityType` (the other types) and an ISO `timestamp`; other fields pass
 * through within MAX_DETAILS_BYTES.
 * @param {unknown} body the parsed JSON body
 * @returns {{ errors: Record<string, { code: string, message: string }> } |
 *   { value: { eventType: string, severity: string, details: object, userAgent: string } }}
 *   field errors keyed by body field (PocketBase's error shape), or the accepted event
 */
function parseSecurityEvent(body) {
  /** @type {Record<string, { code: string, message: string }>} */
  const errors = {};
  const b = require('./http.js').jsonObject(body);
  // Looked up in the lists as sent: a value that is no string is in neither.
  const eventType = /** @type {string} */ (b.eventType);
  const severity = /** @type {string} */ (b.severity);
  if (EVENT_TYPES.indexOf(eventType) < 0) {
    errors.eventType = {
      code: 'validation_invalid_value',
      message: `Must be one of: ${EVENT_TYPES.join(', ')}.`,
    };
  }
  if (SEVERITIES.indexOf(severity) < 0) {
    errors.severity = {
      code: 'validation_invalid_value',
      message: `Must be one of: ${SEVERITIES.join(', ')}.`,
    };
  }
  /** @type {Record<string, unknown>} */
  let details = {};
  if (b.details === undefined || b.details === null) {
    errors.details = {
      code: 'validation_required',
      message: 'Must be an object with reason, attemptedEmail or activityType, and timestamp.',
    };
  } else if (typeof b.details !== 'object' || Array.isArray(b.details)) {
    errors.details = { code: 'validation_invalid_type', message: 'Must be an object.' };
  } else if (utf8Length(JSON.stringify(b.details)) > MAX_DETAILS_BYTES) {
    errors.details = {
      code: 'validation_too_large',
      message: `Must be at most ${MAX_DETAILS_BYTES} bytes of JSON.`,
    };
  } else {
    details = /** @type {Record<string, unknown>} */ (b.details);
    const problems = EVENT_TYPES.indexOf(eventType) < 0 ? [] : detailsProblems(eventType, details);
    if (problems.length > 0) {
      errors.details = { code: 'validation_invalid_details', message: `${problems.join('; ')}.` };
    }
  }
  if (b.userAgent !== undefined && b.userAgent !== null && typeof b.userAgent !== 'string') {
    errors.userAgent = { code: 'validation_invalid_type', message: 'Must be a string.' };
  }
  if (Object.keys(errors).length > 0) return { errors };
  const userAgent = typeof b.userAgent === 'string' ? b.userAgent.slice(0, MAX_USER_AGENT) : '';
  return { value: { eventType, severity, details, userAgent } };
}

/** @param {string} text @returns {number} its length in UTF-8 bytes */
function utf8Length(text) {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

module.exports = { MAX_DETAILS_BYTES, parseSecurityEvent };
