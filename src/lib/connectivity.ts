/**
 * Whether the app can reach its server: `navigator.onLine`, corrected by what requests find.
 * A phone on a job site often reports a connection that carries nothing, and Chromium reports
 * online after a page is reloaded while the network is down; an app that believed it would say
 * "sent" for what it only saved, and hide the offline strip. So a request that fails for want
 * of a network marks the server unreachable until a request gets an answer (any HTTP status).
 * While unreachable, and once after the page starts, a HEAD of `/api/health` (PocketBase's
 * health check, not cached) asks again every PROBE_MS. The spec's offline rules (section
 * "Offline") read `isOnline()` or the `useOnline` hook.
 */

/** How often an unreachable server is asked again (ms). */
export const PROBE_MS = 5000;
/** How long after the page starts the first check is made (ms): after its own first requests. */
const FIRST_CHECK_MS = 1000;

let unreachable = false;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
let started = false;
const listeners = new Set<() => void>();

function setUnreachable(value: boolean): void {
  if (value) scheduleProbe(PROBE_MS);
  if (unreachable === value) return;
  unreachable = value;
  for (const listener of [...listeners]) listener();
}

function scheduleProbe(ms: number): void {
  clearTimeout(probeTimer);
  probeTimer = setTimeout(() => void checkConnectivity(), ms);
}

/** True while the browser reports a network and the server has not been found unreachable. */
export function isOnline(): boolean {
  return navigator.onLine && !unreachable;
}

/** Notes an answer from the server (any HTTP status): it is reachable. */
export function noteAnswer(): void {
  setUnreachable(false);
}

/** Notes a request that failed without an answer (a network error, not an abort). */
export function noteNoAnswer(): void {
  setUnreachable(true);
}

/**
 * Asks the server whether it can be reached (HEAD /api/health, no cache), and notes the
 * outcome. Skipped while the page is hidden (asked again when it shows). Never rejects.
 */
export async function checkConnectivity(): Promise<void> {
  if (document.visibilityState === 'hidden') return;
  if (!navigator.onLine) {
    // Asked again later, without a request: the browser's `online` event may come before its
    // network carries anything, or not at all (it may say offline only for a moment).
    if (unreachable) scheduleProbe(PROBE_MS);
    return;
  }
  try {
    await fetch('/api/health', { method: 'HEAD', cache: 'no-store' });
    noteAnswer();
  } catch {
    noteNoAnswer();
  }
}

/**
 * The fetch the PocketBase client sends with (lib/pocketbase.ts): notes whether each request
 * got an answer. An aborted request (a cancelled or timed-out call) says nothing.
 */
export function trackedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return fetch(input, init).then(
    (response) => {
      noteAnswer();
      return response;
    },
    (error: unknown) => {
      if (!(error instanceof DOMException && error.name === 'AbortError')) noteNoAnswer();
      throw error;
    },
  );
}

function start(): void {
  if (started) return;
  started = true;
  window.addEventListener('online', () => void checkConnectivity());
  document.addEventListener('visibilitychange', () => {
    if (unreachable && document.visibilityState === 'visible') void checkConnectivity();
  });
  scheduleProbe(FIRST_CHECK_MS);
}

/**
 * Calls `listener` when `isOnline()` may have changed (the browser's online and offline
 * events, and the server found reachable or not). The first subscriber starts the checks.
 * @returns the unsubscribe function
 */
export function subscribeConnectivity(listener: () => void): () => void {
  start();
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}
