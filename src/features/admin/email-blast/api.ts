/**
 * Server calls of /admin/email-blast (pb_hooks/routes-email-blast.pb.js, admins only; the server
 * decides): preview, a test to yourself, queueing the blast, its progress and cancelling it.
 */
import { callPocketBase, type CallResult } from '@/lib/pocketbase-call';

export type { CallResult, ServerFieldError } from '@/lib/pocketbase-call';
import type { MailState } from '@/lib/server-capabilities';
import { blastBody, parseProgress, type BlastDraft, type BlastProgress } from './model';

const BASE = '/api/admin/email-blasts';

/** One language's rendered message, as recipients get it (with the unsubscribe footer). */
export interface BlastPreview {
  readonly language: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

export interface PreviewAnswer {
  readonly previews: readonly BlastPreview[];
  /** How many addresses the blast would reach now. */
  readonly recipients: number;
  readonly mailState: MailState;
}

const post = <T>(path: string, body?: unknown) =>
  callPocketBase((pb) => pb.send<T>(path, { method: 'POST', body, requestKey: null }));

/** The messages and the recipient count for a draft. Never rejects. */
export function previewBlast(draft: BlastDraft): Promise<CallResult<PreviewAnswer>> {
  return post<PreviewAnswer>(`${BASE}/preview`, blastBody(draft));
}

/** Sends each language's message to the signed-in admin. Never rejects. */
export function sendTestBlast(
  draft: BlastDraft,
): Promise<CallResult<{ ok: boolean; to: string; sent: number }>> {
  return post(`${BASE}/test`, blastBody(draft));
}

const asProgress = async (
  call: Promise<CallResult<unknown>>,
): Promise<CallResult<BlastProgress>> => {
  const result = await call;
  if (!result.ok) return result;
  const progress = parseProgress(result.value);
  return progress
    ? { ok: true, value: progress }
    : { ok: false, failure: { kind: 'server', status: 500, message: '' } };
};

/** Queues the blast; the server sends it in batches. Never rejects. */
export function queueBlast(draft: BlastDraft): Promise<CallResult<BlastProgress>> {
  return asProgress(post<unknown>(BASE, blastBody(draft)));
}

/** Where a blast stands. Never rejects. */
export function blastProgress(id: string): Promise<CallResult<BlastProgress>> {
  return asProgress(
    callPocketBase((pb) =>
      pb.send<unknown>(`${BASE}/${encodeURIComponent(id)}`, { requestKey: null }),
    ),
  );
}

/** The newest blasts' progress, newest first (at most 20). Never rejects. */
export async function recentBlasts(): Promise<CallResult<BlastProgress[]>> {
  const result = await callPocketBase((pb) =>
    pb.send<{ items?: unknown }>(BASE, { requestKey: null }),
  );
  if (!result.ok) return result;
  const items = Array.isArray(result.value.items) ? (result.value.items as unknown[]) : [];
  return {
    ok: true,
    value: items.map(parseProgress).filter((p): p is BlastProgress => p !== null),
  };
}

/** Stops a sending blast. Never rejects. */
export function cancelBlast(id: string): Promise<CallResult<BlastProgress>> {
  return asProgress(post<unknown>(`${BASE}/${encodeURIComponent(id)}/cancel`));
}
