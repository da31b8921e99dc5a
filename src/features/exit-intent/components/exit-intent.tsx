import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '@/features/session';
import { pageStartedAt } from '@/lib/page-start';
import { armDelayMs, audienceFor, isTopExit, mayOpen, SHOWN_KEY, type Audience } from '../model';

const loadDialog = () => import('./exit-intent-dialog');
const ExitIntentDialog = lazy(loadDialog);

function shownThisSession(): boolean {
  try {
    return sessionStorage.getItem(SHOWN_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Watches for exit intent (spec §4): armed EXIT_INTENT_DELAY_MS after page load, opens the offer
 * on the first pointer exit through the top edge, once per browser session
 * (sessionStorage `exitIntentShown`), never for a signed-in user.
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
    // Counted from page load: this watcher starts later, in a lazily loaded chunk.
    const arm = setTimeout(
      () => {
        armed = true;
        void loadDialog();
      },
      armDelayMs(pageStartedAt, Date.now()),
    );
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
      clearTimeout(arm);
      document.removeEventListener('mouseout', onMouseOut);
    };
  }, [signedIn]);

  if (!audience) return null;
  return (
    <Suspense fallback={null}>
      <ExitIntentDialog audience={audience} onClose={() => setAudience(null)} />
    </Suspense>
  );
}
