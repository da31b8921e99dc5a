/**
 * Exit-intent rules: when the offer dialog opens, whom it speaks to, and whether the server
 * says the offer went out. Pure.
 */
import { EXIT_INTENT_DELAY_MS, EXIT_INTENT_TOP_PX } from '@/constants/business';

/** Who the offer speaks to. */
export type Audience = 'contractor' | 'hirer';

/** sessionStorage key set when the dialog has opened (once per browser session). */
export const SHOWN_KEY = 'exitIntentShown';

/**
 * Whom the offer speaks to: contractor if the path contains contractor, portal or join, is
 * /dashboard, or utm_source=contractor; hirer if the path contains browse, hire, profile or
 * client; otherwise hirer unless utm_source=contractor.
 * @param pathname e.g. "/contractor-portal"
 * @param search the query string, e.g. "?utm_source=contractor"
 */
export function audienceFor(pathname: string, search: string): Audience {
  const path = pathname.toLowerCase();
  const utmContractor = new URLSearchParams(search).get('utm_source') === 'contractor';
  if (
    /contractor|portal|join/.test(path) ||
    path === '/dashboard' ||
    path === '/dashboard/' ||
    utmContractor
  ) {
    return 'contractor';
  }
  return 'hirer';
}

/**
 * Whether a `mouseout` on the document is the pointer leaving the window through the top:
 * it left the page (no element it moved to) within EXIT_INTENT_TOP_PX of the top edge.
 */
export function isTopExit(event: { clientY: number; relatedTarget: unknown }): boolean {
  return event.relatedTarget === null && event.clientY <= EXIT_INTENT_TOP_PX;
}

/**
 * Whether the dialog may open now: armed (2 s after load), not shown yet this
 * session, nobody signed in.
 */
export function mayOpen(state: { armed: boolean; shownThisSession: boolean; signedIn: boolean }) {
  return state.armed && !state.shownThisSession && !state.signedIn;
}

/**
 * How long until the offer arms (EXIT_INTENT_DELAY_MS after page load), counted
 * from the load and not from when the watcher started, which may be later (it loads in its
 * own chunk).
 * @param loadedAt when the page load finished (ms since the epoch, see lib/page-load)
 * @param now the current time (ms since the epoch)
 * @returns the delay in ms, 0 when it is due already
 */
export function armDelayMs(loadedAt: number, now: number): number {
  return Math.max(0, loadedAt + EXIT_INTENT_DELAY_MS - now);
}

/**
 * What the server's answer about a capture's offer (GET /api/app/exit-intent-offers/{id}:
 * `{offer: sent | failed | pending}`) says: "sent": the email went out (or, for an address that
 * had it lately, would have: the server does not tell the two apart); "unknown" for anything
 * else (failed, pending, no answer): the thanks toast needs the server's word.
 */
export function offerOutcome(answer: unknown): 'sent' | 'unknown' {
  const offer =
    typeof answer === 'object' && answer !== null ? (answer as { offer?: unknown }).offer : null;
  return offer === 'sent' ? 'sent' : 'unknown';
}
