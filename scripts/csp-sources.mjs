// What the built app needs in its Content-Security-Policy, worked out at build time: the
// SHA-256 hashes of the inline scripts and styles in the built HTML, and the outside origins
// the configured VITE_* URLs point at. vite.config.ts writes the result to dist/csp.json;
// pb_hooks/lib/static.js turns it into the header. Pure functions, unit-tested.
import { createHash } from 'node:crypto';

/**
 * The CSP hash source of a text, e.g. "'sha256-abc...='".
 * @param {string} text the element's content exactly as in the HTML
 * @returns {string}
 */
export function sha256Source(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The inline scripts of built HTML pages that a CSP must allow by hash: scripts without `src`
 * that the browser runs (data blocks such as application/ld+json are not run, so need none).
 * Styles need no hashes: the policy allows inline styles (see pb_hooks/lib/static.js).
 * @param {string[]} pages the HTML of every built page
 * @returns {{ scripts: string[] }} sorted hash sources, each once
 */
export function inlineHashes(pages) {
  const scripts = new Set();
  for (const html of pages) {
    for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      const attributes = match[1] ?? '';
      if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
      const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
      if (type && type !== 'module' && !/^(text|application)\/(java|ecma)script$/.test(type)) {
        continue;
      }
      scripts.add(sha256Source(match[2] ?? ''));
    }
  }
  return { scripts: [...scripts].sort() };
}

/**
 * The origin of a URL, or null for an unset or relative one.
 * @param {string | undefined} url
 * @returns {string | null}
 */
function originOf(url) {
  const trimmed = url?.trim();
  if (!trimmed) return null;
  try {
    const origin = new URL(trimmed).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * @typedef {object} OutsideDefaults
 * @property {string} reverseGeocode
 * @property {string} geocode
 * @property {{ script: readonly string[], connect: readonly string[], frame: readonly string[] }} stripe
 */

/**
 * The outside origins the app's browser code reaches with this build's VITE_* settings, per
 * CSP directive. Translation, payments intents and everything else go through our own server.
 * @param {Record<string, string | undefined>} env the build's env (VITE_* variables)
 * @param {OutsideDefaults} defaults the URLs used when a variable is unset
 *   (src/constants/outside-services.ts)
 * @returns {{ connect: string[], script: string[], frame: string[], img: string[] }}
 */
export function outsideSources(env, defaults) {
  /** @type {Set<string>} */ const connect = new Set();
  /** @type {Set<string>} */ const script = new Set();
  /** @type {Set<string>} */ const frame = new Set();
  /** @type {Set<string>} */ const img = new Set();
  /** @param {Set<string>} set @param {string | null} origin */
  const add = (set, origin) => {
    if (origin) set.add(origin);
  };
  // Unset: the app asks its own server (GET /api/ip-location), which asks the provider.
  add(connect, originOf(env.VITE_IP_LOCATION_URL));
  add(connect, originOf(env.VITE_REVERSE_GEOCODE_URL) ?? originOf(defaults.reverseGeocode));
  add(connect, originOf(env.VITE_GEOCODE_URL) ?? originOf(defaults.geocode));
  // An API on another origin: its REST calls, realtime stream and files (logos, photos).
  const api = originOf(env.VITE_POCKETBASE_URL);
  add(connect, api);
  add(img, api);
  if (env.VITE_STRIPE_PUBLISHABLE_KEY?.trim()) {
    const stripe = stripeSources(env, defaults);
    stripe.script.forEach((source) => script.add(source));
    stripe.connect.forEach((source) => connect.add(source));
    stripe.frame.forEach((source) => frame.add(source));
  }
  return {
    connect: [...connect].sort(),
    script: [...script].sort(),
    frame: [...frame].sort(),
    img: [...img].sort(),
  };
}

/**
 * The origins Stripe.js loads from, calls and frames: the stand-in's own origin when the build
 * names one (VITE_STRIPE_JS_URL, the emulator's in tests), else Stripe's. Written to csp.json
 * whatever the build's key, so a server given STRIPE_PUBLISHABLE_KEY at run time can allow
 * them (pb_hooks/lib/static.js contentSecurityPolicy).
 * @param {Record<string, string | undefined>} env the build's env (VITE_* variables)
 * @param {Pick<OutsideDefaults, 'stripe'>} defaults
 * @returns {{ script: string[], connect: string[], frame: string[] }} sorted, each once
 */
export function stripeSources(env, defaults) {
  const standIn = originOf(env.VITE_STRIPE_JS_URL);
  /** @param {readonly string[]} list */
  const pick = (list) => (standIn ? [standIn] : [...new Set(list)].sort());
  return {
    script: pick(defaults.stripe.script),
    connect: pick(defaults.stripe.connect),
    frame: pick(defaults.stripe.frame),
  };
}
