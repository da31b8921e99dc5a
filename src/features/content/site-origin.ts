import { config } from '@/lib/config';
import { useIsClient } from '@/lib/use-is-client';

/** The browser's origin once hydrated; null while prerendering and hydrating. */
function useOriginAfterHydration(): string | null {
  return useIsClient() ? window.location.origin : null;
}

/** PUBLIC_URL's origin, the same on every render (no hook state, so no re-render). */
function useConfiguredOrigin(): string | null {
  return config.publicOrigin;
}

/**
 * React hook: the origin for absolute URLs in structured data. With `PUBLIC_URL` set at build
 * time it is that origin on every render, so the prerendered HTML carries the JSON-LD
 * (crawlers that run no script see it). Without it: null while prerendering and hydrating,
 * then the browser's origin (the JSON-LD appears after load).
 *
 * Which of the two is chosen once, when the module loads (the build's config never changes),
 * so a component calls the same hooks on every render. The second one re-renders its caller
 * synchronously after hydration (useSyncExternalStore): call it in a small component, such as
 * SiteStructuredData, not in a page.
 */
export const useSiteOrigin: () => string | null = config.publicOrigin
  ? useConfiguredOrigin
  : useOriginAfterHydration;
