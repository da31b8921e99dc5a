/**
 * Server calls of the simple pages: POST /api/test-resend (admins with a live staff session
 * only; the server answers `{ok, to}` or `{ok: false, error}` with the mailer's raw error).
 */
import { callPocketBase, readCallFailure } from '@/lib/pocketbase-call';
import { staffSessionEndOf, type StaffSessionEnd } from '@/lib/session';

/**
 * The outcome of a test email: the address it went to, or the error text to show raw; `raw`
 * is the server's JSON answer as it came (null when none came), shown under the toast.
 */
export type TestEmailResult =
  | { ok: true; to: string; raw: unknown }
  | {
      ok: false;
      error: string | null;
      raw: unknown;
      /** Why the server ended the staff session, null when it did not. */
      staffSessionExpired: StaffSessionEnd | null;
    };

/** Asks the server to send a test email to the signed-in admin. Never rejects. */
export async function sendTestEmail(): Promise<TestEmailResult> {
  const result = await callPocketBase(async (pb) => {
    try {
      const answer = await pb.send<{ ok?: boolean; to?: string }>('/api/test-resend', {
        method: 'POST',
        requestKey: null,
      });
      return { answered: true as const, answer };
    } catch (error) {
      const { status, response } = (error ?? {}) as { status?: unknown; response?: unknown };
      // An answer with an error status is still an answer: keep its JSON to show raw.
      if (typeof status === 'number' && status > 0) {
        return { answered: false as const, raw: response ?? null, failure: readCallFailure(error) };
      }
      throw error;
    }
  });
  if (!result.ok) {
    return { ok: false, error: null, raw: null, staffSessionExpired: null };
  }
  const { value } = result;
  if (value.answered) return { ok: true, to: value.answer.to ?? '', raw: value.answer };
  const { failure } = value;
  return {
    ok: false,
    error: ('message' in failure && failure.message) || null,
    raw: value.raw,
    staffSessionExpired: staffSessionEndOf(failure),
  };
}
