import { lazy, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { SessionProvider, useSession } from '@/features/session';
import i18n from '@/i18n';
import { UpdatePrompt } from './pwa/update-prompt';
import { AppRoutes } from './router';
import { Spinner } from './spinner';

// Loaded right after the first render, not before it: no toast is due on first paint.
const AppToaster = lazy(() => import('./toaster'));

function SessionGate() {
  const { loading } = useSession();
  return loading ? <Spinner fullScreen label={i18n.t('session.loading')} /> : <AppRoutes />;
}

/** The whole app: i18n, session, router, toasts (one at a time, 5000 ms) and SW updates. */
export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <SessionProvider>
        <BrowserRouter>
          <SessionGate />
        </BrowserRouter>
      </SessionProvider>
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
      <UpdatePrompt />
    </I18nextProvider>
  );
}
