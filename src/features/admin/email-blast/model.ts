/**
 * The email blast form's pure logic: the draft the admin edits, the body the server takes
 * (pb_hooks/routes-email-blast.pb.js), and reading its progress answer. No React, no SDK.
 */

export const AUDIENCES = ['all', 'contractors', 'clients', 'leads'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** One language's subject and plain-text body. */
export interface BlastText {
  readonly subject: string;
  readonly body: string;
}

/** What the admin edits: `languages` are English names (as `language_preference` stores). */
export interface BlastDraft {
  readonly audience: Audience;
  readonly languages: readonly string[];
  readonly content: Readonly<Record<string, BlastText>>;
}

/** The server's progress answer. */
export interface BlastProgress {
  readonly id: string;
  readonly status: 'draft' | 'sending' | 'sent' | 'cancelled';
  readonly total: number;
  readonly sent: number;
  readonly failed: number;
  readonly skipped: number;
  readonly unconfirmed: number;
  readonly pending: number;
}

/** How often the page asks for progress while a blast is sending, ms. */
export const PROGRESS_POLL_MS = 2000;

export const EMPTY_TEXT: BlastText = { subject: '', body: '' };

/** The request body for preview, test and send: only the chosen languages' texts. */
export function blastBody(draft: BlastDraft): {
  audience: Audience;
  languages: string[];
  content: Record<string, BlastText>;
} {
  return {
    audience: draft.audience,
    languages: [...draft.languages],
    content: Object.fromEntries(
      draft.languages.map((name) => [name, draft.content[name] ?? EMPTY_TEXT]),
    ),
  };
}

/** Adds or removes a language, keeping the list in the order of `all`. */
export function toggleLanguage(
  chosen: readonly string[],
  name: string,
  on: boolean,
  all: readonly string[],
): string[] {
  const next = new Set(chosen);
  if (on) next.add(name);
  else next.delete(name);
  return all.filter((n) => next.has(n));
}

/** Handled recipients over all of them, 0–1 (1 when a finished blast had nobody). */
export function progressFraction(progress: BlastProgress): number {
  const done = progress.sent + progress.failed + progress.skipped + progress.unconfirmed;
  if (progress.total <= 0) return progress.status === 'sending' ? 0 : 1;
  return Math.min(1, done / progress.total);
}

/** Whether the page should keep polling. */
export function isSending(progress: BlastProgress | null): boolean {
  return progress?.status === 'sending';
}

/** Reads a progress answer; null when it is not one. */
export function parseProgress(json: unknown): BlastProgress | null {
  if (!json || typeof json !== 'object') return null;
  const p = json as Record<string, unknown>;
  const n = (key: string) => (typeof p[key] === 'number' ? p[key] : 0);
  const status = p.status;
  if (typeof p.id !== 'string') return null;
  if (status !== 'draft' && status !== 'sending' && status !== 'sent' && status !== 'cancelled') {
    return null;
  }
  return {
    id: p.id,
    status,
    total: n('total'),
    sent: n('sent'),
    failed: n('failed'),
    skipped: n('skipped'),
    unconfirmed: n('unconfirmed'),
    pending: n('pending'),
  };
}
