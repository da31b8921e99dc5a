/**
 * Affiliate tracking rules: the visitor id and the referral code kept in the browser. Pure.
 */

/** Prefix of every visitor id (prefix + timestamp + random text). */
export const VISITOR_PREFIX = 'visitor_';

/**
 * A new visitor id: "visitor_<epoch ms>_<8 random base-36 characters>"; fits the server's
 * 8–64 characters of A–Z, a–z, 0–9, "_" and "-".
 * @param now epoch ms
 * @param random a number in [0, 1), Math.random by default
 */
export function newVisitorId(now: number, random: () => number = Math.random): string {
  let tail = '';
  while (tail.length < 8) tail += Math.floor(random() * 36).toString(36);
  return `${VISITOR_PREFIX}${now}_${tail}`;
}

/**
 * The referral code in a URL query, if it looks like one (4–32 of A–Z, a–z, 0–9, "_", "-",
 * as the server accepts); null otherwise.
 * @param search e.g. "?ref=JANE-2026"
 */
export function referralCodeFrom(search: string): string | null {
  const ref = new URLSearchParams(search).get('ref')?.trim() ?? '';
  return /^[A-Za-z0-9_-]{4,32}$/.test(ref) ? ref : null;
}

/** What to send to POST /api/track-visit. */
export interface TrackVisitBody {
  readonly visitorId?: string;
  readonly ref: string;
  readonly referrer: string;
  readonly userAgent: string;
}
