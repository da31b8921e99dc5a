/**
 * Retry timing of the outbox: exponential backoff with jitter on network errors and 5xx, so
 * many devices coming back online do not retry in step. Pure.
 */

/** First retry after about this many ms. */
export const BASE_DELAY_MS = 1000;
/** Never wait longer than this many ms between tries. */
export const MAX_DELAY_MS = 5 * 60 * 1000;

/**
 * The wait before the next try, "full jitter": a random time between half and all of
 * BASE_DELAY_MS × 2^(attempts−1), capped at MAX_DELAY_MS.
 * @param attempts tries made so far (≥ 1)
 * @param random a number in [0, 1), Math.random by default
 * @returns ms to wait
 */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(attempts, 1) - 1, 20);
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** exponent);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
