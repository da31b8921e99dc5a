import { describe, expect, it } from 'vitest';
import { threadBlocking } from '../../scripts/bench/trace-blocking.mjs';

// Blocking time from the main thread's CPU time in a trace.

const MAIN = { pid: 7, tid: 7 };
const task = (ts: number, durMs: number, cpuMs: number, thread = MAIN) => ({
  name: 'RunTask',
  ph: 'X',
  ...thread,
  ts: ts * 1000,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
});

describe('threadBlocking', () => {
  it('counts each main-thread task after the first paint by its CPU time, times 4, beyond 50 ms', () => {
    const events = [
      { name: 'firstContentfulPaint', ph: 'I', ...MAIN, ts: 100_000 },
      // Before the paint: not counted.
      task(50, 80, 80),
      // 30 ms of CPU: 120 at 4x, 70 beyond 50. Its wall time (90 ms) does not count.
      task(200, 90, 30),
      // 10 ms of CPU: 40 at 4x, nothing.
      task(300, 40, 10),
      // Another thread's task: not counted.
      task(400, 100, 100, { pid: 7, tid: 8 }),
      // 20 ms: 80 at 4x, 30 beyond.
      task(500, 20, 20),
    ];
    expect(threadBlocking(events)).toEqual({ blockingMs: 100, threadMs: 60 });
    expect(threadBlocking(events, 1)).toEqual({ blockingMs: 0, threadMs: 60 });
  });

  it('is null for a trace without a first contentful paint', () => {
    expect(threadBlocking([task(0, 100, 100)])).toBeNull();
  });
});
