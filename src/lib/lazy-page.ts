/**
 * Lazily loaded pages that can be loaded ahead of the first render (docs/rendering.md).
 * React.lazy alone always suspends on its first render, even when the chunk is at hand: the
 * route's "Loading..." fallback shows, and React then holds the page back for up to 300 ms
 * so the spinner does not flash (its Suspense throttle). Measured on an offline reload of
 * /browse: the page's first commit came 250 ms after its first render. A page preloaded
 * before the first render renders at once instead.
 *
 * A chunk that fails to load (offline before the service worker has it, or removed from the
 * server by an update) rejects into the page's error boundary (app/page-error-boundary.tsx),
 * which offers to try again (retryFailedPages): the next mount imports the chunk afresh
 * (retryingImport), since React.lazy keeps a rejection for good. Not before: React renders a
 * failed part once more before it gives up, and a fresh import there would never give up.
 */
import { createElement, lazy, useState, type ComponentType, type FunctionComponent } from 'react';
import { retryingImport } from './lazy-module';

/** Counts the error boundaries' retries; a page's failed load is kept until the count moves. */
let retryRound = 0;

/**
 * Lets every page whose chunk failed to load import it afresh on its next mount (the error
 * boundary's "Try again", a navigation to another page, the connection coming back).
 */
export function retryFailedPages(): void {
  retryRound += 1;
}

/** A lazily loaded page component with a `preload` that fetches its chunk. */
export interface LazyPage<P extends object> extends FunctionComponent<P> {
  /** Loads the chunk. Rejects when it cannot be loaded; the next call tries again. */
  preload(): Promise<void>;
}

/**
 * @param factory the dynamic import of a module whose default export is the page
 * @returns a component that renders the page directly once its chunk has loaded, and through
 *   React.lazy (suspending) before that; a failed load throws to the nearest error boundary,
 *   and a later mount tries again
 */
export function lazyPage<P extends object>(
  factory: () => Promise<{ default: ComponentType<P> }>,
): LazyPage<P> {
  return lazyComponent(factory);
}

/**
 * lazyPage for a part that is not a page (a dialog opened on demand): the same loading, failure
 * and retry, without the page naming that build-time preloading relies on (`*-page.tsx`,
 * scripts/page-preloads.mjs).
 * @param factory the dynamic import of a module whose default export is the component
 */
export function lazyComponent<P extends object>(
  factory: () => Promise<{ default: ComponentType<P> }>,
): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const importChunk = retryingImport(factory);
  const load = () =>
    (loading ??= importChunk().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null;
        failedInRound = retryRound;
        throw error;
      },
    ));
  let Lazy = lazy(load);
  let failedInRound: number | null = null;
  /** Lazy, or a fresh one when it failed before the latest retryFailedPages. */
  const currentLazy = () => {
    if (failedInRound !== null && failedInRound !== retryRound) {
      failedInRound = null;
      Lazy = lazy(load);
    }
    return Lazy;
  };
  function Page(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component would remount it.
    const [component] = useState<ComponentType<P>>(() => loaded ?? currentLazy());
    return createElement(component, props);
  }
  Page.preload = () => load().then(() => undefined);
  return Page;
}

/**
 * Waits for a preload, at most `capMs` (ms): a slow network must not hold back the first
 * render, which then shows the usual fallback. Never rejects.
 */
export function preloadWithin(preload: Promise<void>, capMs: number): Promise<void> {
  return Promise.race([
    preload.catch(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, capMs)),
  ]);
}
