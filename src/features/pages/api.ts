/**
 * Server calls of the simple pages: POST /api/test-resend (spec §7: admins only; the server
 * answers `{ok, to}` or `{ok: false, error}` with the mailer's raw error) .
 */
import { getPocketBase } from '@/lib/pocketbase';

/** The outcome of a test email: the address it went to, or the error text to show raw. */
export type TestEmailResult = { ok: true; to: string } | { ok: false; error: string | null };

/** Asks the server to send a test email to the signed-in admin. Never rejects. */
export async function sendTestEmail(): Promise<TestEmailResult> {
  try {
    const pb = await getPocketBase();
    const answer = await pb.send<{ ok: boolean; to?: string }>('/api/test-resend', {
      method: 'POST',
      requestKey: null,
    });
    return { ok: true, to: answer.to ?? '' };
  } catch (error) {
    const data = (error as { response?: { error?: unknown; message?: unknown } }).response;
    const text =
      typeof data?.error === 'string' && data.error
        ? data.error
        : typeof data?.message === 'string' && data.message
          ? data.message
          : null;
    return { ok: false, error: text };
  }
}
