/** Business constants of spec §9, added here as the app comes to use them. Durations in ms. */

/** Toasts: one at a time, each closes after this many ms (spec §9). */
export const TOAST_DURATION_MS = 5000;

/** The client's fee per hire, in US dollars (spec §9). */
export const HIRE_FEE_USD = 1;

/** Exit-intent dialog (spec §9): armed this many ms after load. */
export const EXIT_INTENT_DELAY_MS = 2000;

/** Exit-intent dialog (spec §9): a pointer leaving within this many px of the top opens it. */
export const EXIT_INTENT_TOP_PX = 20;

/** Client-side rate limit (spec §5, §9): this many actions per window per user and key. */
export const RATE_LIMIT_MAX_ACTIONS = 10;

/** Client-side rate limit window, ms (spec §9: 60 s). */
export const RATE_LIMIT_WINDOW_MS = 60_000;

/** Security monitoring (spec §9): more clicks than this within a minute are logged. */
export const SUSPICIOUS_CLICKS_PER_MINUTE = 30;

/** Security monitoring (spec §9): more page views than this within a minute are logged. */
export const SUSPICIOUS_PAGE_VIEWS_PER_MINUTE = 20;

/** Security monitoring (spec §9): a copy longer than this many characters is logged. */
export const LARGE_COPY_CHARS = 500;

/** Security monitoring (spec §9): no mouse movement within this many ms is logged. */
export const NO_MOUSE_MOVEMENT_MS = 30_000;

/** Inactivity sign-out for users, ms (spec §9: 30 min). */
export const INACTIVITY_MS_USER = 30 * 60_000;

/** Inactivity sign-out for admins, ms (spec §9: 15 min). */
export const INACTIVITY_MS_ADMIN = 15 * 60_000;

/** Geolocation (spec §9): give up after this many ms. */
export const GEOLOCATION_TIMEOUT_MS = 10_000;

/** Geolocation (spec §9): a position up to this many ms old may be reused (5 minutes). */
export const GEOLOCATION_MAX_AGE_MS = 5 * 60_000;
