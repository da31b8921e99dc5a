// The blocking time of a page load counted from the main thread's CPU time in a Chromium trace
// (Lighthouse's `--save-assets` trace), beside Lighthouse's own Total Blocking Time. Lighthouse
// multiplies each task's observed wall time by its CPU slowdown (4 on mobile); on a busy
// 2-core machine a task's wall time is mostly time its thread did not run (a 21 ms task with
// 4 ms of CPU), and that is multiplied too. Pure, unit-tested (tests/unit/trace-blocking.test.ts).

/**
 * @typedef {{ name?: string, ph?: string, pid?: number, tid?: number, ts?: number,
 *   dur?: number, tdur?: number }} TraceEvent
 */

/**
 * Sums, over the top-level tasks (`RunTask`) of the page's main thread that start at or after
 * its first contentful paint, the part of each task's CPU time times `slowdown` beyond 50 ms:
 * Total Blocking Time's rule, with CPU time for wall time and no end at Time to Interactive
 * (every task of the trace after the paint counts).
 * @param {readonly TraceEvent[]} events the trace's `traceEvents`
 * @param {number} [slowdown] Lighthouse's CPU slowdown (4 on mobile)
 * @returns {{ blockingMs: number, threadMs: number } | null} blocking time and the thread's CPU
 *   time after the paint, in ms; null when the trace has no first contentful paint
 */
export function threadBlocking(events, slowdown = 4) {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (paint?.ts === undefined) return null;
  let blockingMs = 0;
  let threadMs = 0;
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X') continue;
    if (event.pid !== paint.pid || event.tid !== paint.tid) continue;
    if ((event.ts ?? -Infinity) < paint.ts) continue;
    const cpuMs = (event.tdur ?? event.dur ?? 0) / 1000;
    threadMs += cpuMs;
    blockingMs += Math.max(0, cpuMs * slowdown - 50);
  }
  return { blockingMs: Math.round(blockingMs), threadMs: Math.round(threadMs) };
}
