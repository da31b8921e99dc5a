/** Business constants, added here as the app comes to use them. Durations in ms. */

/** Toasts: one at a time, each closes after this many ms. */
export const TOAST_DURATION_MS = 5000;

/** The client's fee per hire, in US dollars. */
export const HIRE_FEE_USD = 1;

/** Exit-intent dialog: armed this many ms after load. */
export const EXIT_INTENT_DELAY_MS = 2000;

/** Exit-intent dialog: a pointer leaving within this many px of the top opens it. */
export const EXIT_INTENT_TOP_PX = 20;

/** Client-side rate limit: this many actions per window per user and key. */
export const RATE_LIMIT_MAX_ACTIONS = 10;

/** Client-side rate limit window, ms: 60 s. */
export const RATE_LIMIT_WINDOW_MS = 60_000;

/** Security monitoring: more clicks than this within a minute are logged. */
export const SUSPICIOUS_CLICKS_PER_MINUTE = 30;

/** Security monitoring: more page views than this within a minute are logged. */
export const SUSPICIOUS_PAGE_VIEWS_PER_MINUTE = 20;

/** Security monitoring: a copy longer than this many characters is logged. */
export const LARGE_COPY_CHARS = 500;

/** Security monitoring: no mouse movement within this many ms is logged. */
export const NO_MOUSE_MOVEMENT_MS = 30_000;

/** Inactivity sign-out for users, ms: 30 min. */
export const INACTIVITY_MS_USER = 30 * 60_000;

/** Inactivity sign-out for admins, ms: 15 min. */
export const INACTIVITY_MS_ADMIN = 15 * 60_000;

/** Geolocation: give up after this many ms. */
export const GEOLOCATION_TIMEOUT_MS = 10_000;

/** Geolocation: a position up to this many ms old may be reused (5 minutes). */
export const GEOLOCATION_MAX_AGE_MS = 5 * 60_000;
