/**
 * When this page load finished, for timers counted "from page load" (the exit-intent offer
 * arms 2 s after it): the later of the window's `load` event and the app's first
 * commit (its first render or, for a prerendered page, the hydration of its shell), so code
 * in a lazily loaded chunk counts from the same moment however late its chunk arrives.
 * Recorded with `Date.now()`, not `performance.now()` or navigation timing, so a test clock
 * that fakes Date and setTimeout moves both together.
 */
let windowLoaded = false;
let appStarted = false;
let loadedAt: number | undefined;
const waiting = new Set<(at: number) => void>();

function settle(): void {
  if (loadedAt !== undefined || !windowLoaded || !appStarted) return;
  const at = Date.now();
  loadedAt = at;
  for (const callback of waiting) callback(at);
  waiting.clear();
}

/** The window's `load` event has fired (this module listens for it itself). */
export function markWindowLoaded(): void {
  windowLoaded = true;
  settle();
}

/** The app has made its first commit; the App component calls this from an effect. */
export function markAppStarted(): void {
  appStarted = true;
  settle();
}

/**
 * Calls `callback` with the moment the page load finished (ms since the epoch): at once if
 * it has, else when it does.
 * @returns a function that cancels a call still due
 */
export function whenPageLoaded(callback: (at: number) => void): () => void {
  if (loadedAt !== undefined) {
    callback(loadedAt);
    return () => undefined;
  }
  waiting.add(callback);
  return () => {
    waiting.delete(callback);
  };
}

if (typeof window !== 'undefined') {
  if (document.readyState === 'complete') markWindowLoaded();
  else window.addEventListener('load', () => markWindowLoaded(), { once: true });
}
