/**
 * The affiliate programme's server calls. Tracking on page load: with a `ref` in the URL, remember the visitor and the
 * affiliate code (only with consent) and tell the server, which upserts the visitor session
 * and records the affiliate's click. Failures are only logged: the visitor never sees them.
 */
import { identifiersAllowed } from '@/features/consent';
import { callPocketBase, type CallResult } from '@/lib/pocketbase-call';
import {
  newVisitorId,
  parseAffiliateView,
  parseProgramme,
  referralCodeFrom,
  type AffiliateState,
  type AffiliateView,
  type ApplicationForm,
  type ConfirmationMail,
  type ProgrammeSettings,
  type TrackVisitBody,
} from './model';

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

/** A server answer that is not what the route promises, as a failure. */
const UNREADABLE = { ok: false, failure: { kind: 'server', status: 502, message: '' } } as const;

/**
 * Applies as an affiliate: POST /api/affiliate/signup (signed in). The server makes the
 * referral code and the `pending` status, and mails the confirmation link unless the email
 * is the account's own confirmed one.
 * @param languageName the interface language's English name (the mail's language)
 * @returns the application and what became of the mail; failures: 400 `invalid` with field
 *   errors, 409 `refused` (already applied), offline
 */
export async function applyAsAffiliate(
  form: ApplicationForm,
  languageName: string,
): Promise<CallResult<{ view: AffiliateView; mail: ConfirmationMail }>> {
  const outcome = await callPocketBase((pb) =>
    pb.send<unknown>('/api/affiliate/signup', {
      method: 'POST',
      body: {
        name: form.name.trim(),
        email: form.email.trim(),
        website: form.website.trim(),
        promotion: form.promotion.trim(),
        payoutMethod: form.payoutMethod,
        payoutDetails: form.payoutDetails.trim(),
        acceptTerms: form.acceptTerms,
        language: languageName,
      },
      requestKey: null,
    }),
  );
  return withMail(outcome);
}

function withMail(
  outcome: CallResult<unknown>,
): CallResult<{ view: AffiliateView; mail: ConfirmationMail }> {
  if (!outcome.ok) return outcome;
  const view = parseAffiliateView(outcome.value);
  const mail = (outcome.value as { mail?: unknown }).mail;
  const mails: readonly unknown[] = [
    'sent',
    'not_configured',
    'failed',
    'not_needed',
    'recently_sent',
  ];
  if (!view || !mails.includes(mail)) return UNREADABLE;
  return { ok: true, value: { view, mail: mail as ConfirmationMail } };
}

/** Sends the confirmation mail again: POST /api/affiliate/resend-verification. */
export async function resendConfirmation(): Promise<
  CallResult<{ view: AffiliateView; mail: ConfirmationMail }>
> {
  const outcome = await callPocketBase((pb) =>
    pb.send<unknown>('/api/affiliate/resend-verification', { method: 'POST', requestKey: null }),
  );
  return withMail(outcome);
}

/** The signed-in user's application: GET /api/affiliate/me. */
export async function fetchAffiliateView(): Promise<CallResult<AffiliateView>> {
  const outcome = await callPocketBase((pb) =>
    pb.send<unknown>('/api/affiliate/me', { requestKey: null }),
  );
  if (!outcome.ok) return outcome;
  const view = parseAffiliateView(outcome.value);
  return view ? { ok: true, value: view } : UNREADABLE;
}

/**
 * Confirms the contact email from the mailed link's token: POST /api/affiliate/verify.
 * @returns the state afterwards; failure 400 `refused`-like `invalid` with code token_invalid
 *   or token_expired (read with `readVerifyRefusal`)
 */
export async function confirmAffiliateEmail(token: string): Promise<CallResult<AffiliateState>> {
  const outcome = await callPocketBase((pb) =>
    pb.send<unknown>('/api/affiliate/verify', {
      method: 'POST',
      body: { token },
      requestKey: null,
    }),
  );
  if (!outcome.ok) return outcome;
  const view = parseAffiliateView(outcome.value);
  return view ? { ok: true, value: view.state } : UNREADABLE;
}

/** The programme's settings (commission, payout threshold and schedule): public. */
export async function fetchProgramme(): Promise<CallResult<ProgrammeSettings>> {
  const outcome = await callPocketBase((pb) =>
    pb.send<unknown>('/api/affiliate/programme', { requestKey: null }),
  );
  if (!outcome.ok) return outcome;
  const settings = parseProgramme(outcome.value);
  return settings ? { ok: true, value: settings } : UNREADABLE;
}
