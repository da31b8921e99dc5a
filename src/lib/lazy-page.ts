/**
 * Lazily loaded pages that can be loaded ahead of the first render (docs/rendering.md).
 * React.lazy alone always suspends on its first render, even when the chunk is at hand: the
 * route's "Loading..." fallback shows, and React then holds the page back for up to 300 ms
 * so the spinner does not flash (its Suspense throttle). Measured on an offline reload of
 * /browse: the page's first commit came 250 ms after its first render. A page preloaded
 * before the first render renders at once instead.
 */
import { createElement, lazy, useState, type ComponentType, type FunctionComponent } from 'react';

/** A lazily loaded page component with a `preload` that fetches its chunk. */
export interface LazyPage<P extends object> extends FunctionComponent<P> {
  /** Loads the chunk. Rejects when it cannot be loaded (the page then suspends as usual). */
  preload(): Promise<void>;
}

/**
 * @param factory the dynamic import of a module whose default export is the page
 * @returns a component that renders the page directly once its chunk has loaded, and through
 *   React.lazy (suspending) before that
 */
export function lazyPage<P extends object>(
  factory: () => Promise<{ default: ComponentType<P> }>,
): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const load = () =>
    (loading ??= factory().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(load);
  function Page(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component would remount it.
    const [component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
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
