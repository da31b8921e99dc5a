// Response policy for the built app that PocketBase serves from its public dir (dist/):
// caching, compression and which HTML file answers a page URL (one binary serves the app).
// Pure functions, required by pb_hooks/static.pb.js and unit-tested.

/**
 * Cache-Control for a request path, or null to leave the response alone.
 * Vite's content-hashed files under /assets/ never change: cache them for a year. Everything
 * else the app serves (HTML, sw.js, manifest, icons) must be revalidated so a new release
 * reaches users; the service worker does the offline caching.
 * @param {string} path URL path, e.g. "/assets/index-abc123.js"
 * @returns {string | null}
 */
function cacheControlFor(path) {
  if (path.indexOf('/api/') === 0 || path === '/api' || path.indexOf('/_/') === 0) return null;
  if (path === '/_') return null;
  if (path.indexOf('/assets/') === 0) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** Types Go's MIME table (which PocketBase's static handler uses) does not know. */
const CONTENT_TYPES = { webmanifest: 'application/manifest+json' };

/**
 * The Content-Type to set before PocketBase's static handler answers, for files whose type
 * it would not know (it would then sniff `manifest.webmanifest` as text/plain).
 * @param {string} path URL path, e.g. "/manifest.webmanifest"
 * @returns {string | null} null to leave it to the static handler
 */
function contentTypeFor(path) {
  if (!isAppPath(path)) return null;
  const match = /\.([A-Za-z0-9]+)$/.exec(path);
  const ext = match ? match[1].toLowerCase() : '';
  return Object.prototype.hasOwnProperty.call(CONTENT_TYPES, ext)
    ? /** @type {Record<string, string>} */ (CONTENT_TYPES)[ext]
    : null;
}

/**
 * Whether a response for this path is gzip-compressed (when the client accepts gzip): the
 * app's files and server-filled pages (lib/server-pages.js), and the REST API's answers
 * (record lists, JSON routes; Lighthouse `uses-text-compression`); not the realtime
 * stream (server-sent events, kept plain so every event goes out as it happens), file
 * downloads (`/api/files/`: photos and PDFs are compressed already, and byte ranges must keep
 * meaning bytes of the file), backups (zip archives) nor the dashboard.
 * @param {string} path URL path
 * @returns {boolean}
 */
function shouldCompress(path) {
  if (isAppPath(path)) return true;
  if (!/^\/api(\/|$)/.test(path)) return false;
  return !/^\/api\/(realtime|files|backups)(\/|$)/.test(path);
}

/**
 * Which file of the public dir answers a page URL. Pages rendered at build time have their
 * own file (`/faq` → `faq.html`); any other app route gets the empty app shell, which the
 * browser renders. Home (`/`) and real files (with an extension) are left to PocketBase's
 * static handler, as are the API and the dashboard.
 * @param {string} path URL path
 * @param {(file: string) => boolean} exists whether a file exists in the public dir
 * @returns {string | null} file name relative to the public dir, or null
 */
function pageFileFor(path, exists) {
  if (cacheControlFor(path) === null || path === '/') return null;
  const clean = path.replace(/\/+$/, '');
  if (/\.[A-Za-z0-9]+$/.test(clean)) return null;
  if (!/^(\/[a-z0-9][a-z0-9_-]*)+$/.test(clean)) return 'shell.html';
  const page = clean.slice(1) + '.html';
  return exists(page) ? page : 'shell.html';
}

/**
 * Whether the app has a page for a URL path, matched as React Router matches the route table
 * (src/app/route-table.ts APP_PATH_PATTERNS, written to dist/routes.json): case-insensitive,
 * a trailing slash ignored, `:param` one non-empty path segment.
 * @param {string} path URL path, e.g. "/profile/abc"
 * @param {string[]} patterns e.g. ["/", "/faq", "/profile/:id"]
 * @returns {boolean}
 */
function appRouteMatches(path, patterns) {
  const parts = (/** @type {string} */ p) =>
    p.replace(/\/+$/, '').toLowerCase().split('/').slice(1);
  const segments = path === '/' ? [] : parts(path);
  for (const pattern of patterns) {
    const wanted = pattern === '/' ? [] : parts(pattern);
    if (wanted.length !== segments.length) continue;
    let all = true;
    for (let i = 0; i < wanted.length; i++) {
      const w = wanted[i] || '';
      const s = segments[i] || '';
      if (w.charAt(0) === ':' ? s === '' : w !== s) {
        all = false;
        break;
      }
    }
    if (all) return true;
  }
  return false;
}

/**
 * The public dir PocketBase serves, read from its command line the way PocketBase reads it:
 * `--publicDir=DIR` or `--publicDir DIR`, else `pb_public` beside the executable.
 * @param {string[]} args the process arguments, executable first
 * @returns {string}
 */
function publicDirFrom(args) {
  for (let i = 1; i < args.length; i++) {
    const arg = args[i];
    if (arg.indexOf('--publicDir=') === 0) return arg.slice('--publicDir='.length);
    if (arg === '--publicDir' && i + 1 < args.length) return args[i + 1];
  }
  const exe = args[0] || '';
  const slash = exe.lastIndexOf('/');
  return (slash >= 0 ? exe.slice(0, slash) : '.') + '/pb_public';
}

/**
 * The Content-Security-Policy `frame-ancestors` of the app's pages, against clickjacking: the
 * app may be framed only by itself and the origins in FRAME_ANCESTORS (space-separated host
 * sources such as https://preview.example, *.preview.example or http://localhost:*; anything
 * else, a bare * included, is ignored); everyone else's frame is refused by the browser. A
 * release started as `./pocketbase serve` allows only 'self'; the local launcher (`npm start`,
 * `npm run dev`, the tests: scripts/pocketbase.mjs) sets FRAME_ANCESTORS to localhost and
 * 127.0.0.1 when it is unset. API responses are JSON and need none.
 * @param {string} extra the FRAME_ANCESTORS env var ('' when unset)
 * @returns {string} the header value
 */
function frameAncestorsPolicy(extra) {
  const allowed = (extra || '')
    .split(/\s+/)
    .filter((origin) =>
      /^(https?:\/\/)?((\*\.)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+|localhost)(:(\d+|\*))?$/.test(origin),
    );
  return ["frame-ancestors 'self'"].concat(allowed).join(' ');
}

/** A CSP hash source as csp.json holds it: 'sha256-<base64>'. */
const HASH_SOURCE = /^'sha256-[A-Za-z0-9+/]+={0,2}'$/;
/** A CSP host source as csp.json holds it: scheme, host (maybe *.), optional port. */
const HOST_SOURCE = /^https?:\/\/(\*\.)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*(:\d+)?$/;

/**
 * The entries of `list` that match `pattern`; anything else (a quote, a semicolon, a space
 * that could add a directive) is dropped.
 * @param {unknown} list
 * @param {RegExp} pattern
 * @returns {string[]}
 */
function sourcesFrom(list, pattern) {
  if (!Array.isArray(list)) return [];
  return list.filter((item) => typeof item === 'string' && pattern.test(item));
}

/**
 * The Content-Security-Policy of the app's pages and files. Scripts only from the app itself
 * plus the hashes of its inline head scripts; connections only to the app and the outside
 * APIs this build was configured with; no plugins, no <base>, forms post only to the app;
 * framed only as frameAncestorsPolicy allows. docs/security-model.md "In the browser".
 * @param {unknown} build the build's dist/csp.json, parsed (`{inline: {scripts}, outside:
 *   {connect, script, frame, img}}`, written by vite.config.ts), or
 *   null when there is none: then no inline code and no outside origin is allowed
 * @param {string} extraFrameAncestors the FRAME_ANCESTORS env var ('' when unset)
 * @param {boolean} [stripeAtRunTime] the server has a Stripe publishable key for the app
 *   (STRIPE_PUBLISHABLE_KEY, lib/capabilities.js): Stripe.js's origins (csp.json `stripe`) are
 *   allowed as well
 * @returns {string} the header value
 */
function contentSecurityPolicy(build, extraFrameAncestors, stripeAtRunTime) {
  /** @type {Record<string, any>} */
  const b = build && typeof build === 'object' ? build : {};
  /** @type {Record<string, unknown>} */
  const inline = b.inline && typeof b.inline === 'object' ? b.inline : {};
  /** @type {Record<string, any>} */
  const built = b.outside && typeof b.outside === 'object' ? b.outside : {};
  /** @type {Record<string, any>} */
  const stripe = stripeAtRunTime && b.stripe && typeof b.stripe === 'object' ? b.stripe : {};
  /** @param {string} name @returns {unknown[]} the build's sources plus Stripe's, each once */
  const merged = (name) => {
    const list = /** @type {unknown[]} */ ([]).concat(
      Array.isArray(built[name]) ? built[name] : [],
    );
    for (const source of Array.isArray(stripe[name]) ? stripe[name] : []) {
      if (list.indexOf(source) < 0) list.push(source);
    }
    return list;
  };
  /** @type {Record<string, unknown>} */
  const outside = {
    script: merged('script'),
    connect: merged('connect'),
    frame: merged('frame'),
    img: built.img,
  };
  /** @param {string} name @param {string[]} sources */
  const directive = (name, sources) => [name].concat(sources).join(' ');
  const directives = [
    "default-src 'self'",
    directive(
      'script-src',
      ["'self'"]
        .concat(sourcesFrom(inline.scripts, HASH_SOURCE))
        .concat(sourcesFrom(outside.script, HOST_SOURCE)),
    ),
    // Inline styles are allowed: the toast library (sonner) injects its stylesheet as a
    // <style> element at run time, whose text no build-time hash can follow. Styles cannot
    // run code; scripts stay locked to the app and the hashes of its own inline ones.
    "style-src 'self' 'unsafe-inline'",
    directive(
      'img-src',
      ["'self'", 'data:', 'blob:'].concat(sourcesFrom(outside.img, HOST_SOURCE)),
    ),
    directive('connect-src', ["'self'"].concat(sourcesFrom(outside.connect, HOST_SOURCE))),
    directive('frame-src', ["'self'"].concat(sourcesFrom(outside.frame, HOST_SOURCE))),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    frameAncestorsPolicy(extraFrameAncestors),
  ];
  return directives.join('; ');
}

/**
 * The security headers of every app page and file besides the CSP: no referrer beyond the
 * origin to other sites, geolocation only for the app itself (the "near me" search).
 * @returns {Record<string, string>}
 */
function securityHeaders() {
  return {
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'geolocation=(self)',
    'X-Content-Type-Options': 'nosniff',
  };
}

/**
 * Whether a path is one of the app's pages or files (not the API or the dashboard).
 * @param {string} path
 */
function isAppPath(path) {
  return !/^\/(api|_)(\/|$)/.test(path);
}

module.exports = {
  cacheControlFor,
  contentTypeFor,
  shouldCompress,
  pageFileFor,
  appRouteMatches,
  publicDirFrom,
  frameAncestorsPolicy,
  contentSecurityPolicy,
  securityHeaders,
  isAppPath,
};
