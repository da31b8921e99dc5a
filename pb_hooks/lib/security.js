// POST /api/log-security-event: validation of the client's payload. Pure; required by
// pb_hooks/security.pb.js and unit-tested.

const EVENT_TYPES = ['failed_auth', 'suspicious_activity', 'scraper_detected'];
const SEVERITIES = ['medium', 'high'];
/** Largest accepted `details`, in bytes of its JSON. */
const MAX_DETAILS_BYTES = 4096;
/** Longer user agents are cut to this many characters. */
const MAX_USER_AGENT = 512;

/**
 * Checks a request body.
 * @param {unknown} body the parsed JSON body
 * @returns {{ errors: Record<string, { code: string, message: string }> } |
 *   { value: { eventType: string, severity: string, details: object, userAgent: string } }}
 *   field errors keyed by body field (PocketBase's error shape), or the accepted event
 */
function parseSecurityEvent(body) {
  /** @type {Record<string, { code: string, message: string }>} */
  const errors = {};
  /** @type {Record<string, any>} */
  const b = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
  if (EVENT_TYPES.indexOf(b.eventType) < 0) {
    errors.eventType = {
      code: 'validation_invalid_value',
      message: `Must be one of: ${EVENT_TYPES.join(', ')}.`,
    };
  }
  if (SEVERITIES.indexOf(b.severity) < 0) {
    errors.severity = {
      code: 'validation_invalid_value',
      message: `Must be one of: ${SEVERITIES.join(', ')}.`,
    };
  }
  let details = {};
  if (b.details !== undefined && b.details !== null) {
    if (typeof b.details !== 'object' || Array.isArray(b.details)) {
      errors.details = { code: 'validation_invalid_type', message: 'Must be an object.' };
    } else if (utf8Length(JSON.stringify(b.details)) > MAX_DETAILS_BYTES) {
      errors.details = {
        code: 'validation_too_large',
        message: `Must be at most ${MAX_DETAILS_BYTES} bytes of JSON.`,
      };
    } else {
      details = b.details;
    }
  }
  if (b.userAgent !== undefined && b.userAgent !== null && typeof b.userAgent !== 'string') {
    errors.userAgent = { code: 'validation_invalid_type', message: 'Must be a string.' };
  }
  if (Object.keys(errors).length > 0) return { errors };
  const userAgent = typeof b.userAgent === 'string' ? b.userAgent.slice(0, MAX_USER_AGENT) : '';
  return { value: { eventType: b.eventType, severity: b.severity, details, userAgent } };
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
