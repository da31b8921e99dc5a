/**
 * Saving an exit-intent capture (`exit_intent_captures`). The capture goes through the outbox,
 * so one made offline is sent once the network is back, exactly once; the server mails the
 * offer when it stores it, and says afterwards whether mail went out (GET /api/app/capabilities).
 */
import type { Language } from '@/constants/languages';
import { mailOutcomeAfterSend } from '@/lib/server-capabilities';
import type { Audience } from './model';

/**
 * "sent": the server has it and mailed the offer; "mailFailed": the server has it but the offer
 * could not be sent (it tries again later); "queued": it waits for the network; "failed":
 * refused.
 */
export type CaptureResult = 'sent' | 'mailFailed' | 'queued' | 'failed';

/**
 * Queues the capture and tries to send it at once.
 * @param email already checked with isValidEmail
 * @param language the interface language, stored as its English name
 */
export async function submitCapture(
  email: string,
  audience: Audience,
  language: Language,
): Promise<CaptureResult> {
  try {
    const { sendCapture } = await import('@/data/exit-intent-captures');
    const outcome = await sendCapture({
      email: email.trim(),
      user_intent: audience,
      language_preference: language.name,
      user_agent: navigator.userAgent.slice(0, 512),
    });
    if (outcome !== 'sent') return outcome === 'refused' ? 'failed' : outcome;
    // The server mails the offer before it answers the create, so its mail state now tells.
    return (await mailOutcomeAfterSend()) === 'sent' ? 'sent' : 'mailFailed';
  } catch {
    return 'failed';
  }
}
