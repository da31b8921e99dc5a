/**
 * Saving an exit-intent capture (`exit_intent_captures`). The capture goes through the outbox,
 * so one made offline is sent once the network is back, exactly once; the server mails the
 * offer when it stores it.
 */
import type { Language } from '@/constants/languages';
import type { Audience } from './model';

/** "sent": the server has it; "queued": it waits for the network; "failed": refused. */
export type CaptureResult = 'sent' | 'queued' | 'failed';

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
    return outcome === 'refused' ? 'failed' : outcome;
  } catch {
    return 'failed';
  }
}
