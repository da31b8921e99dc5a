/**
 * Work a page does not need to show itself (a guest's full catalogue pull, reading the
 * device's copy of a profile the server already filled in) waits for the browser to be idle
 * after the page load, and runs in pieces between idle periods, so it never stands between
 * the visitor and a page that responds (long tasks at load).
 */
import { whenPageLoaded } from './page-load';

/**
 * Longest wait for an idle period, in ms: a page that is never idle (a busy animation) still
 * gets its work done. It bounds starvation; it is not the reason the work waits.
 */
export const IDLE_TIMEOUT_MS = 5000;

type IdleScheduler = (callback: () => void) => void;

const browserIdle: IdleScheduler = (callback) => {
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(() => callback(), { timeout: IDLE_TIMEOUT_MS });
  } else {
    // No requestIdleCallback (Safari): the next task, after what is queued now.
    setTimeout(callback, 0);
  }
};

/**
 * Resolves in the browser's next idle period (requestIdleCallback; the next task where the
 * browser has none).
 * @param schedule for tests: how an idle callback is scheduled
 */
export function nextIdle(schedule: IdleScheduler = browserIdle): Promise<void> {
  return new Promise((resolve) => schedule(resolve));
}

let afterLoad: Promise<void> | undefined;

/**
 * Resolves once the page has loaded (the window's `load` event and the app's first commit,
 * lib/page-load.ts) and the browser is then idle. The same promise for every caller.
 */
export function whenIdle(): Promise<void> {
  afterLoad ??= new Promise<void>((resolve) => whenPageLoaded(() => resolve())).then(() =>
    nextIdle(),
  );
  return afterLoad;
}
