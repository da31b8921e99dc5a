// plan_files (pb_hooks/plan-files.pb.js): the shape of a saved plan's `takeoff` JSON, as the
// app keeps it (src/data/local-db.ts PlanRow): {page, unit, scales, measurements}. Pure.

/** src/data/plans.ts PLAN_MAX_MEASUREMENTS. */
const MEASUREMENTS_MAX = 500;
const KEYS = ['page', 'unit', 'scales', 'measurements'];

/**
 * Checks a plan's takeoff: an object with only `page` (a whole number ≥ 1), `unit` ("m" or
 * "ft"), `scales` (an object of page → scale) and `measurements` (a list of at most
 * MEASUREMENTS_MAX objects).
 * @param {unknown} takeoff the parsed JSON
 * @returns {string} '' when valid, else the first bad key (or 'shape')
 */
function takeoffProblem(takeoff) {
  if (typeof takeoff !== 'object' || takeoff === null || Array.isArray(takeoff)) return 'shape';
  const t = /** @type {Record<string, unknown>} */ (takeoff);
  if (!Object.keys(t).every((k) => KEYS.indexOf(k) >= 0)) return 'shape';
  if (typeof t.page !== 'number' || Math.floor(t.page) !== t.page || t.page < 1) return 'page';
  if (t.unit !== 'm' && t.unit !== 'ft') return 'unit';
  if (typeof t.scales !== 'object' || t.scales === null || Array.isArray(t.scales)) {
    return 'scales';
  }
  if (
    !Array.isArray(t.measurements) ||
    t.measurements.length > MEASUREMENTS_MAX ||
    !t.measurements.every((m) => typeof m === 'object' && m !== null && !Array.isArray(m))
  ) {
    return 'measurements';
  }
  return '';
}

module.exports = { takeoffProblem };
