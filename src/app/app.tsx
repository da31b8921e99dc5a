import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SessionProvider, useSession } from '@/lib/session';
import i18n from '@/i18n';
import { localDbExists, onLocalDbOpened } from '@/lib/local-db-presence';
import { optionalChunk } from '@/lib/optional-chunk';
import { markAppStarted } from '@/lib/page-load';
import { useToasterWanted } from '@/lib/toast';
import { ClientOnly } from './client-only';
import { ErrorBoundary, PageError } from './page-error-boundary';
import { AppRoutes } from './router';
import { Spinner } from './spinner';

// The toast host (and sonner) and the update prompt are loaded after the first render; a
// chunk that cannot load (offline) leaves them out until back online (lib/optional-chunk.ts).
const AppToaster = optionalChunk(() => import('./toaster'));
const UpdatePrompt = optionalChunk(() => import('./pwa/update-prompt'));

/**
 * Whether the device has a session or local data (the database exists or was opened in this
 * page): such a visit can raise toasts offline (a change refused on reconnect, a sync
 * notice), so the host is loaded at once, while the network is there.
 */
function useHasLocalState(): boolean {
  const { user } = useSession();
  const [present, setPresent] = useState(false);
  useEffect(() => {
    let stopped = false;
    void localDbExists().then((exists) => {
      if (!stopped && exists) setPresent(true);
    });
    const stop = onLocalDbOpened(() => setPresent(true));
    return () => {
      stopped = true;
      stop();
    };
  }, []);
  return user !== null || present;
}

/**
 * The toast host, once a toast has been raised (lib/toast.ts) or the device has a session or
 * local data. Stays mounted from then on.
 */
function ToasterWhenWanted() {
  const toastRaised = useToasterWanted();
  const localState = useHasLocalState();
  const [wanted, setWanted] = useState(false);
  if ((toastRaised || localState) && !wanted) setWanted(true);
  return wanted ? <AppToaster /> : null;
}

function SessionGate() {
  const { loading } = useSession();
  return loading ? <Spinner fullScreen label={i18n.t('session.loading')} /> : <AppRoutes />;
}

interface AppProps {
  /** BrowserRouter in the browser; a StaticRouter at the path being prerendered. */
  Router: ComponentType<{ children: ReactNode }>;
}

/**
 * The whole app: i18n, session, router, toasts (one at a time, 5000 ms) and service worker
 * updates, in an error boundary (a last resort: pages have their own, in the layout). Toasts
 * and the service worker exist only in the browser.
 */
export function App({ Router }: AppProps) {
  // Its first commit: timers "from page load" count from here at the earliest (page-load.ts).
  useEffect(markAppStarted, []);
  return (
    <I18nextProvider i18n={i18n}>
      <ErrorBoundary fallback={(error, retry) => <PageError error={error} retry={retry} whole />}>
        <SessionProvider>
          <Router>
            <SessionGate />
          </Router>
          <ClientOnly>
            <ToasterWhenWanted />
            <UpdatePrompt />
          </ClientOnly>
        </SessionProvider>
      </ErrorBoundary>
    </I18nextProvider>
  );
}
