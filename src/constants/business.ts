/** Business constants of spec §9. Money is in cents, durations in ms. */
export const HIRE_FEE_CENTS = 100;
export const LISTING_FEE_CENTS = 100;
export const COMMISSION_PERCENT = 0;
export const PROMO_FREE_DAYS = 30;
export const TRADE_COUNT = 45;
export const LANGUAGE_COUNT = 20;
/** Toasts: one at a time, each closes after this many ms (spec §9). */
export const TOAST_DURATION_MS = 5000;
