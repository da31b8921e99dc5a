import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SessionProvider, useSession } from '@/features/session';
import i18n from '@/i18n';
import { markAppStarted } from '@/lib/page-load';
import { useToasterWanted } from '@/lib/toast';
import { ClientOnly } from './client-only';
import { AppRoutes } from './router';
import { Spinner } from './spinner';

// The toast host (and sonner) loads with the first toast; the service worker is registered
// after the first render.
const AppToaster = lazy(() => import('./toaster'));

/** The toast host, once a toast has been raised (lib/toast.ts). */
function ToasterWhenWanted() {
  return useToasterWanted() ? <AppToaster /> : null;
}
const UpdatePrompt = lazy(() => import('./pwa/update-prompt'));

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
 * updates. Toasts and the service worker exist only in the browser.
 */
export function App({ Router }: AppProps) {
  // Its first commit: timers "from page load" count from here at the earliest (page-load.ts).
  useEffect(markAppStarted, []);
  return (
    <I18nextProvider i18n={i18n}>
      <SessionProvider>
        <Router>
          <SessionGate />
        </Router>
      </SessionProvider>
      <ClientOnly>
        <Suspense fallback={null}>
          <ToasterWhenWanted />
          <UpdatePrompt />
        </Suspense>
      </ClientOnly>
    </I18nextProvider>
  );
}
