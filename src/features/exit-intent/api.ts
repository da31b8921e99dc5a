/**
 * Saving an exit-intent capture (`exit_intent_captures`). The capture goes through the outbox,
 * so one made offline is sent once the network is back, exactly once; the server mails the
 * offer before it answers the create, and says afterwards whether it went out
 * (GET /api/app/exit-intent-offers/{id}).
 */
import type { Language } from '@/constants/languages';
import { sendCaptureWithId } from '@/data/exit-intent-captures';
import { callPocketBase, type CallResult } from '@/lib/pocketbase-call';
import { fetchCapabilities } from '@/lib/server-capabilities';
import { offerOutcome, type Audience } from './model';

/**
 * "sent": the server has it and says the offer went out (it answers the same for an address
 * that had the offer in the last 30 days, so nobody learns which addresses were given before);
 * "mailOff": the server has it
 * but has no mail set up, so no offer was sent; "mailFailed": the server has it but the offer
 * could not be sent (it tries again later); "queued": it waits for the network; "failed":
 * refused, or the capture could not be queued.
 */
export type CaptureResult = 'sent' | 'mailOff' | 'mailFailed' | 'queued' | 'failed';

/**
 * Queues the capture and tries to send it at once.
 * @param email already checked with isValidEmail
 * @param language the interface language, stored as its English name
 * @param marketingConsent the visitor ticked "also send me news and offers"
 */
export async function submitCapture(
  email: string,
  audience: Audience,
  language: Language,
  marketingConsent = false,
): Promise<CaptureResult> {
  try {
    const { outcome, id } = await sendCaptureWithId({
      email: email.trim(),
      user_intent: audience,
      language_preference: language.name,
      user_agent: navigator.userAgent.slice(0, 512),
      marketing_consent: marketingConsent,
    });
    if (outcome !== 'sent') return outcome === 'refused' ? 'failed' : outcome;
    const answer = await callPocketBase((pb) =>
      pb.send<unknown>(`/api/app/exit-intent-offers/${encodeURIComponent(id)}`, {
        requestKey: null,
      }),
    );
    const offer = offerOutcome(answer.ok ? answer.value : null);
    if (offer === 'sent') return 'sent';
    // Saved either way; whether the offer can still come depends on the server's mail.
    return (await offerMailIsOff()) ? 'mailOff' : 'mailFailed';
  } catch {
    return 'failed';
  }
}

/**
 * Whether the server says it has no mail set up, so no offer can be emailed (GET
 * /api/app/capabilities).
 * @returns true only on the server's word; false when it can mail, is failing for now (the
 *   offer is retried), or did not answer
 */
async function offerMailIsOff(): Promise<boolean> {
  const capabilities = await fetchCapabilities().catch(() => null);
  return capabilities?.mailState === 'not_configured';
}

/**
 * Confirms the marketing consent of the capture an emailed link names (POST
 * /api/app/marketing-consent/confirm). Works signed out.
 * @param token the link's `token` parameter
 * @returns ok once confirmed (again: still ok); a refused failure with code token_invalid or
 *   token_expired for a bad link
 */
export async function confirmMarketingConsent(token: string): Promise<CallResult<true>> {
  const outcome = await callPocketBase((pb) =>
    pb.send<unknown>('/api/app/marketing-consent/confirm', {
      method: 'POST',
      body: { token },
      requestKey: null,
    }),
  );
  return outcome.ok ? { ok: true, value: true } : outcome;
}
