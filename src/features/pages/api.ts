/**
 * Server calls of the simple pages: POST /api/test-resend (admins only; the server
 * answers `{ok, to}` or `{ok: false, error}` with the mailer's raw error) .
 */
import { callPocketBase } from '@/lib/pocketbase-call';

/** The outcome of a test email: the address it went to, or the error text to show raw. */
export type TestEmailResult = { ok: true; to: string } | { ok: false; error: string | null };

/** Asks the server to send a test email to the signed-in admin. Never rejects. */
export async function sendTestEmail(): Promise<TestEmailResult> {
  const result = await callPocketBase((pb) =>
    pb.send<{ ok: boolean; to?: string }>('/api/test-resend', { method: 'POST', requestKey: null }),
  );
  if (result.ok) return { ok: true, to: result.value.to ?? '' };
  const { failure } = result;
  return { ok: false, error: ('message' in failure && failure.message) || null };
}
