/**
 * Sends security events to POST /api/log-security-event, at most one of each kind
 * and MAX_EVENTS_PER_PAGE_LOAD in all per page load; a kind of unusual activity (automated
 * browsing, fast clicking...) at most once per browser session (sessionStorage
 * `securityEventsSent`): one observation is enough, and a page load each time would run into
 * the server's per-IP rate limit (429, a console error on every page). Failed sign-ins are
 * sent once per page load. Failures are ignored: monitoring must never disturb the visitor.
 */
import { callPocketBase } from '@/lib/pocketbase-call';
import {
  failedAuth,
  MAX_EVENTS_PER_PAGE_LOAD,
  type FailedAuthReason,
  type SecurityEvent,
} from './model';

const sentKinds = new Set<string>();

/** sessionStorage key: the kinds of unusual activity already sent in this browser session. */
export const SENT_KINDS_KEY = 'securityEventsSent';

/** The kinds sent earlier in this session ([] when storage is unavailable). */
function sentThisSession(): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(SENT_KINDS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

function rememberForSession(kind: string): void {
  try {
    sessionStorage.setItem(SENT_KINDS_KEY, JSON.stringify([...sentThisSession(), kind]));
  } catch {
    // Without sessionStorage the next page load may send it again; nothing breaks.
  }
}

/** One of each kind per page load: the activity type, or the event type for failed sign-ins. */
function kindOf(event: SecurityEvent): string {
  return event.details.activityType ?? event.eventType;
}

/** Sends the event unless one of its kind was sent already or the page's budget is spent. */
export async function reportSecurityEvent(event: SecurityEvent): Promise<boolean> {
  const kind = kindOf(event);
  if (sentKinds.has(kind) || sentKinds.size >= MAX_EVENTS_PER_PAGE_LOAD) return false;
  const perSession = event.eventType !== 'failed_auth';
  if (perSession && sentThisSession().includes(kind)) return false;
  sentKinds.add(kind);
  if (perSession) rememberForSession(kind);
  const result = await callPocketBase((pb) =>
    pb.send('/api/log-security-event', {
      method: 'POST',
      body: { ...event, userAgent: navigator.userAgent.slice(0, 512) },
      requestKey: null,
    }),
  );
  return result.ok;
}

/**
 * Logs a failed sign-in (failed_auth). Like every kind, at most once per page load; the
 * server's own rate limit on sign-in attempts does the rest. Never rejects.
 */
export async function reportFailedAuth(
  reason: FailedAuthReason,
  attemptedEmail: string,
): Promise<void> {
  await reportSecurityEvent(failedAuth(reason, attemptedEmail, new Date()));
}
