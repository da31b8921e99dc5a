// Rendered server pages kept in the app store (shared by every JS VM of the process), so a
// profile asked for again costs a lookup rather than a React render in goja (hundreds of ms,
// plus loading the render bundle in each VM that has not yet). docs/rendering.md.

/** Store keys of this cache start with this. */
const PREFIX = 'serverRender:';
/** Key of the number of entries. */
const COUNT_KEY = 'serverRender:count';
/**
 * How long a render is served again. The key holds everything the page shows from the
 * records, so an edit is seen at once; the limit bounds what the clock alone changes (the
 * dates a page words relative to today).
 */
const TTL_MS = 10 * 60 * 1000;
/** Most renders kept; past it the cache starts again empty (pages are tens of kB each). */
const MAX_ENTRIES = 500;

/**
 * A render from the cache, or `render()`'s result, then kept.
 * @template T
 * @param {{ get: (key: string) => unknown, set: (key: string, value: unknown) => void,
 *   remove: (key: string) => void, keys: () => string[] }} store the app store
 *   (`$app.store()`)
 * @param {string} key what the render depends on, hashed (the language, URL and page data)
 * @param {number} nowMs the clock (ms since the epoch)
 * @param {() => T} render the render; its result is JSON-serialisable, and a throw is kept
 *   from the cache and passed on
 * @param {number} [maxEntries] MAX_ENTRIES unless given (tests)
 * @returns {T}
 */
function cachedRender(store, key, nowMs, render, maxEntries) {
  const entryKey = PREFIX + key;
  const entry = store.get(entryKey);
  if (typeof entry === 'string') {
    const parsed = JSON.parse(entry);
    if (nowMs - parsed.at < TTL_MS) return parsed.value;
  }
  const value = render();
  const stored = store.get(COUNT_KEY);
  let count = typeof stored === 'number' ? stored : 0;
  if (count >= (maxEntries || MAX_ENTRIES)) {
    for (const k of store.keys()) if (k.indexOf(PREFIX) === 0) store.remove(k);
    count = 0;
  }
  if (store.get(entryKey) === null || store.get(entryKey) === undefined) count += 1;
  store.set(COUNT_KEY, count);
  store.set(entryKey, JSON.stringify({ at: nowMs, value }));
  return value;
}

module.exports = { TTL_MS, cachedRender };
