// Response policy for the built app that PocketBase serves from dist/ (ARCHITECTURE.md: one
// binary serves the app). Pure functions, required by pb_hooks/static.pb.js and unit-tested.

/**
 * Cache-Control for a request path, or null to leave the response alone.
 * Vite's content-hashed files under /assets/ never change: cache them for a year. Everything
 * else the app serves (index.html, sw.js, manifest, icons) must be revalidated so a new
 * release reaches users; the service worker does the offline caching.
 * @param {string} path URL path, e.g. "/assets/index-abc123.js"
 * @returns {string | null}
 */
function cacheControlFor(path) {
  if (path.indexOf('/api/') === 0 || path === '/api' || path.indexOf('/_/') === 0) return null;
  if (path.indexOf('/assets/') === 0) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * Whether a response for this path should be gzip-compressed: the app's static files, not
 * the REST API (whose realtime endpoint streams server-sent events).
 * @param {string} path
 * @returns {boolean}
 */
function shouldCompress(path) {
  return cacheControlFor(path) !== null;
}

module.exports = { cacheControlFor, shouldCompress };
