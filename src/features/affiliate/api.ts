/**
 * Affiliate tracking on page load: with a `ref` in the URL, remember the visitor and the
 * affiliate code (only with consent) and tell the server, which upserts the visitor session
 * and records the affiliate's click. Failures are only logged: the visitor never sees them.
 */
import { identifiersAllowed } from '@/features/consent';
import { callPocketBase } from '@/lib/pocketbase-call';
import { newVisitorId, referralCodeFrom, type TrackVisitBody } from './model';

/**
 * Runs the tracking for this page load. Never rejects.
 * @param search the page's query string
 * @returns what was sent, or null when there was no referral code or sending failed
 */
export async function trackAffiliateVisit(search: string): Promise<TrackVisitBody | null> {
  const ref = referralCodeFrom(search);
  if (!ref) return null;
  try {
    let visitorId: string | undefined;
    if (await identifiersAllowed()) {
      const { getSetting, setSetting } = await import('@/data/settings');
      visitorId = await getSetting('visitor_id');
      if (!visitorId) {
        visitorId = newVisitorId(Date.now());
        await setSetting('visitor_id', visitorId);
      }
      if (
        (await getSetting('affiliate_code')) !== ref ||
        !(await getSetting('affiliate_first_visit'))
      ) {
        await setSetting('affiliate_code', ref);
        await setSetting('affiliate_first_visit', new Date().toISOString());
      }
    }
    const body: TrackVisitBody = {
      ...(visitorId !== undefined && { visitorId }),
      ref,
      referrer: document.referrer.slice(0, 2048),
      userAgent: navigator.userAgent.slice(0, 512),
    };
    const result = await callPocketBase((pb) =>
      pb.send('/api/track-visit', { method: 'POST', body, requestKey: null }),
    );
    if (!result.ok) {
      console.warn('affiliate tracking failed', result.failure);
      return null;
    }
    return body;
  } catch (error) {
    console.warn('affiliate tracking failed', error);
    return null;
  }
}
