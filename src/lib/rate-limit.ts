/**
 * The client-side rate limit: by default 10 actions per 60 s per user (or
 * "anonymous") per action key; an action over the limit is blocked. The history lives in
 * memory for this page and is cleared on sign-out.
 */
import { RATE_LIMIT_MAX_ACTIONS, RATE_LIMIT_WINDOW_MS } from '@/constants/business';

export interface RateLimitOptions {
  /** Actions allowed per window (default 10). */
  readonly max?: number;
  /** Window length in ms (default 60,000). */
  readonly windowMs?: number;
}

/** A sliding-window limiter. Separate instances keep separate histories (tests). */
export class RateLimiter {
  private readonly history = new Map<string, number[]>();

  /**
   * Records an attempt of `action` by `userId` at `now` when it is within the limit.
   * @param userId the signed-in user's id, or null for anonymous
   * @param now epoch ms
   * @returns true when allowed (and counted), false when over the limit (not counted)
   */
  attempt(
    action: string,
    userId: string | null,
    options: RateLimitOptions = {},
    now: number = Date.now(),
  ): boolean {
    const max = options.max ?? RATE_LIMIT_MAX_ACTIONS;
    const windowMs = options.windowMs ?? RATE_LIMIT_WINDOW_MS;
    const key = `${userId ?? 'anonymous'}:${action}`;
    const recent = (this.history.get(key) ?? []).filter((t) => now - t < windowMs);
    if (recent.length >= max) {
      this.history.set(key, recent);
      return false;
    }
    recent.push(now);
    this.history.set(key, recent);
    return true;
  }

  /** Forgets every attempt (on sign-out). */
  clear(): void {
    this.history.clear();
  }
}

/** The app's limiter. */
export const rateLimiter = new RateLimiter();
