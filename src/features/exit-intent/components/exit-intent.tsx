import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '@/lib/session';
import { optionalChunk } from '@/lib/optional-chunk';
import { whenPageLoaded } from '@/lib/page-load';
import { armDelayMs, audienceFor, isTopExit, mayOpen, SHOWN_KEY, type Audience } from '../model';

// Loaded when the offer opens: most visits never show it (the service worker has the chunk
// precached, so it opens at once offline too). If the chunk cannot load (offline, not yet
// cached) the offer does not show, rather than breaking the page (lib/optional-chunk.ts).
const ExitIntentDialog = optionalChunk(() => import('./exit-intent-dialog'));

function shownThisSession(): boolean {
  try {
    return sessionStorage.getItem(SHOWN_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Watches for exit intent: armed EXIT_INTENT_DELAY_MS after page load (see
 * lib/page-load; `<html data-exit-intent="armed">` from then on), opens the offer (its
 * dialog's code loads then) on the first pointer exit through
 * the top edge, once per browser session (sessionStorage `exitIntentShown`), never for a
 * signed-in user.
 */
export function ExitIntent() {
  const { user, loading } = useSession();
  const { pathname, search } = useLocation();
  const [audience, setAudience] = useState<Audience | null>(null);
  const where = useRef({ pathname, search });
  useEffect(() => {
    where.current = { pathname, search };
  }, [pathname, search]);
  const signedIn = loading || user !== null;

  useEffect(() => {
    if (signedIn || shownThisSession()) return;
    let armed = false;
    let arm: ReturnType<typeof setTimeout> | undefined;
    // Counted from page load, not from when this watcher started: it comes in a lazily
    // loaded chunk.
    const stopWaiting = whenPageLoaded((loadedAt) => {
      arm = setTimeout(
        () => {
          armed = true;
          // Says so on the page (the e2e specs wait for it, then leave through the top).
          document.documentElement.dataset.exitIntent = 'armed';
        },
        armDelayMs(loadedAt, Date.now()),
      );
    });
    const onMouseOut = (event: MouseEvent) => {
      if (!isTopExit(event)) return;
      if (!mayOpen({ armed, shownThisSession: shownThisSession(), signedIn: false })) return;
      try {
        sessionStorage.setItem(SHOWN_KEY, 'true');
      } catch {
        // Without sessionStorage it may open again on the next page; nothing breaks.
      }
      setAudience(audienceFor(where.current.pathname, where.current.search));
    };
    document.addEventListener('mouseout', onMouseOut);
    return () => {
      stopWaiting();
      clearTimeout(arm);
      delete document.documentElement.dataset.exitIntent;
      document.removeEventListener('mouseout', onMouseOut);
    };
  }, [signedIn]);

  if (!audience) return null;
  return <ExitIntentDialog audience={audience} onClose={() => setAudience(null)} />;
}
