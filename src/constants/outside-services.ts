/**
 * The outside services the browser talks to directly, with their defaults. Shared by the
 * client config (src/lib/config.ts) and the build's Content-Security-Policy sources
 * (vite.config.ts writes dist/csp.json; pb_hooks/lib/static.js builds the header from it), so
 * the policy allows exactly what the app calls.
 */

/** Reverse geocoding when VITE_REVERSE_GEOCODE_URL is unset. */
export const DEFAULT_REVERSE_GEOCODE_URL = 'https://nominatim.openstreetmap.org/reverse';
/** Postcode search when VITE_GEOCODE_URL is unset. */
export const DEFAULT_GEOCODE_URL = 'https://nominatim.openstreetmap.org/search';

/**
 * Where Stripe's own Stripe.js loads from, calls and frames (Stripe's published CSP list),
 * used when payments are configured without a stand-in script (VITE_STRIPE_JS_URL).
 */
export const STRIPE_SOURCES = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  connect: ['https://api.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
} as const;
