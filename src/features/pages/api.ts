/**
 * Server calls of the simple pages: POST /api/test-resend (spec §7: admins only; the server
 * answers `{ok, to}` or `{ok: false, error}` with the mailer's raw error) and the public
 * profile read.
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

/** What the profile page shows of a contractor. */
export interface PublicProfile {
  readonly id: string;
  readonly businessName: string;
  readonly description: string;
  readonly reviews: readonly { id: string; rating: number; body: string }[];
}

/**
 * An active contractor listing and its reviews, newest first.
 * @returns null when it does not exist, is not public, or cannot be reached
 */
export async function loadPublicProfile(id: string): Promise<PublicProfile | null> {
  try {
    const pb = await getPocketBase();
    const options = { requestKey: null };
    const record = await pb.collection('contractors').getOne(id, options);
    const reviews = await pb.collection('reviews').getList(1, 50, {
      ...options,
      filter: pb.filter('contractor = {:id}', { id }),
      sort: '-created',
    });
    return {
      id: record.id,
      businessName: String(record.business_name ?? ''),
      description: String(record.description ?? ''),
      reviews: reviews.items.map((r) => ({
        id: r.id,
        rating: Math.min(5, Math.max(1, Number(r.rating) || 1)),
        body: String(r.body ?? ''),
      })),
    };
  } catch {
    return null;
  }
}
