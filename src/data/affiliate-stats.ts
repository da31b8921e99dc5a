/**
 * The approved affiliate's dashboard figures: computed by the server
 * (GET /api/affiliate/stats), never on the device. Not local-first, as payments.ts: the
 * figures are the server's. The last answer is kept in `settings` (`affiliate_stats`, with
 * the user it belongs to), so the dashboard shows it offline with its date. Every call
 * answers a `CallResult` (never rejects).
 */
import { callPocketBase, type CallResult } from '@/lib/pocketbase-call';
import type { AffiliatePayoutRecord, AffiliateStatsRecord } from './records';
import { getSetting, removeSettings, setSetting } from './settings';

export type { AffiliateDayClicks, AffiliatePayoutRecord, AffiliateStatsRecord } from './records';

const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function parsePayout(json: unknown): AffiliatePayoutRecord | null {
  if (!json || typeof json !== 'object') return null;
  const r = json as Record<string, unknown>;
  const amount = count(r.amountCents);
  if (amount === null || typeof r.id !== 'string') return null;
  return {
    id: r.id,
    amountCents: amount,
    currency: text(r.currency) || 'USD',
    paidAt: text(r.paidAt),
    method: text(r.method),
    reference: text(r.reference),
  };
}

/**
 * Reads the stats route's answer.
 * @returns null when `json` is not one (a proxy's page, an older server)
 */
export function parseAffiliateStats(json: unknown): AffiliateStatsRecord | null {
  if (!json || typeof json !== 'object') return null;
  const r = json as Record<string, unknown>;
  const clicks = count(r.clicks);
  const signups = count(r.signups);
  const paid = count(r.paidConversions);
  if (clicks === null || signups === null || paid === null) return null;
  if (typeof r.referralCode !== 'string' || !Array.isArray(r.clicksByDay)) return null;
  const days = r.clicksByDay.flatMap((d: unknown) => {
    const row = (d ?? {}) as Record<string, unknown>;
    const n = count(row.clicks);
    return typeof row.day === 'string' && n !== null ? [{ day: row.day, clicks: n }] : [];
  });
  return {
    referralCode: r.referralCode,
    clicks,
    clicksByDay: days,
    signups,
    paidConversions: paid,
    commissionCents: count(r.commissionCents),
    earningsCents: count(r.commissionCents) === null ? null : count(r.earningsCents),
    currency: text(r.currency) || 'USD',
    payouts: Array.isArray(r.payouts)
      ? r.payouts.flatMap((p: unknown) => {
          const payout = parsePayout(p);
          return payout ? [payout] : [];
        })
      : [],
    generatedAt: text(r.generatedAt),
  };
}

/** A server answer that is not what the route promises, as a failure. */
const UNREADABLE = { ok: false, failure: { kind: 'server', status: 502, message: '' } } as const;

/**
 * Asks the server for the signed-in affiliate's figures and keeps them on this device.
 * @param userId the signed-in user (whose figures these are)
 * @returns the figures, or the failure: 403 not approved (`refused`), 404 no application,
 *   `offline`/`network` without the server
 */
export async function fetchAffiliateStats(
  userId: string,
): Promise<CallResult<AffiliateStatsRecord>> {
  const outcome = await callPocketBase((pb) =>
    pb.send<unknown>('/api/affiliate/stats', { requestKey: null }),
  );
  if (!outcome.ok) return outcome;
  const stats = parseAffiliateStats(outcome.value);
  if (!stats) return UNREADABLE;
  try {
    await setSetting('affiliate_stats', { userId, stats });
  } catch {
    // IndexedDB unavailable: the figures still show, only not offline.
  }
  return { ok: true, value: stats };
}

/**
 * The figures last kept on this device for this user.
 * @returns undefined when none are kept (or they are another user's)
 */
export async function cachedAffiliateStats(
  userId: string,
): Promise<AffiliateStatsRecord | undefined> {
  try {
    const kept = await getSetting('affiliate_stats');
    return kept && kept.userId === userId ? kept.stats : undefined;
  } catch {
    return undefined;
  }
}

/** Forgets the kept figures (the server said this user is no longer an approved affiliate). */
export async function forgetAffiliateStats(): Promise<void> {
  try {
    await removeSettings(['affiliate_stats']);
  } catch {
    // Nothing kept.
  }
}
