import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { optionalChunk } from '@/lib/optional-chunk';
import { ConsentBanner } from '@/features/consent';
import { LanguageEffects } from '@/features/language';
import { FirstStepGate } from '@/lib/session';
import { ClientOnly } from '../client-only';
import { ErrorBoundary, PageError } from '../page-error-boundary';
import { OfflineBanner } from '../pwa/offline-banner';
import { ReadyMarker } from '../ready-marker';
import { Spinner } from '../spinner';
import { CanonicalLink } from './canonical-link';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { PromoBanner } from './promo-banner';

// Its own chunk, loaded once the page has hydrated: background behaviours only.
const Background = optionalChunk(() => import('./background'));

/**
 * Page frame of every route: canonical link, skip link, offline strip, promo, navigation,
 * content (in an error boundary: a page that fails shows why, in the frame), footer.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname, hash } = useLocation();
  // Start each new page at the top, or at the part a link names (/privacy#storage); the first
  // page keeps the browser's own scroll position. A part not shown yet (the page still
  // loading) is scrolled to by its page (legal's EnglishText).
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPath.current) {
      const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
      if (target) target.scrollIntoView();
      else window.scrollTo(0, 0);
    }
    firstPath.current = '';
  }, [pathname, hash]);
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <CanonicalLink />
      <a href="#main-content" className="skip-link">
        {t('skipToContent')}
      </a>
      <OfflineBanner />
      <PromoBanner />
      <Navbar />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <ErrorBoundary
          resetKey={pathname}
          fallback={(error, retry) => <PageError error={error} retry={retry} />}
        >
          <Suspense fallback={<Spinner />}>
            <FirstStepGate>
              <Outlet />
            </FirstStepGate>
            <ReadyMarker />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <LanguageEffects />
      <ClientOnly>
        <Background />
      </ClientOnly>
      <ClientOnly>
        <ConsentBanner />
      </ClientOnly>
    </div>
  );
}
