/**
 * Lazily loaded parts of the page that the app can do without for a while (the toast host,
 * the update prompt, the sync status control, the exit-intent dialog). Unlike React.lazy,
 * a chunk that fails to load (offline before the service worker has it) never throws into
 * React: with no error boundary that would unmount the whole app, leaving a blank page. The
 * part renders nothing instead, and loading is tried again when the browser comes back
 * online (or when another copy mounts).
 */
import { createElement, startTransition, useEffect, useState, type ComponentType } from 'react';
import { useIsClient } from './use-is-client';

/** A component rendering nothing until its chunk has loaded, with `preload` to fetch it. */
export interface OptionalChunk<P extends object> {
  (props: P): ReturnType<typeof createElement> | null;
  /** Fetches the chunk. Resolves true once loaded, false if it failed (retried later). */
  preload(): Promise<boolean>;
}

/**
 * @param factory the dynamic import of a module whose default export is the component
 * @param win the window whose `online` event triggers a retry (tests pass their own)
 * @returns a component that renders the loaded component with its props, or null before
 */
export function optionalChunk<P extends object>(
  factory: () => Promise<{ default: ComponentType<P> }>,
  win: Pick<Window, 'addEventListener' | 'removeEventListener'> = globalThis.window,
): OptionalChunk<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<boolean> | null = null;
  let waitingForOnline = false;
  const listeners = new Set<() => void>();

  const retryWhenOnline = () => {
    if (waitingForOnline) return;
    waitingForOnline = true;
    const retry = () => {
      win.removeEventListener('online', retry);
      waitingForOnline = false;
      void load();
    };
    win.addEventListener('online', retry);
  };

  const load = (): Promise<boolean> =>
    loaded
      ? Promise.resolve(true)
      : (loading ??= factory().then(
          (module) => {
            loaded = module.default;
            for (const listener of [...listeners]) listener();
            return true;
          },
          () => {
            loading = null;
            retryWhenOnline();
            return false;
          },
        ));

  /**
   * The component renders what has loaded. A chunk that arrives while it is mounted is shown
   * by a transition render, which React splits into short tasks; a store update
   * (useSyncExternalStore) would render it synchronously in one long task, and the sync
   * status or consent banner is a few hundred components (docs/rendering.md "Long tasks").
   * Nothing while hydrating: the HTML was rendered without it.
   */
  function Chunk(props: P) {
    const isClient = useIsClient();
    const [component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      const show = () => startTransition(() => setComponent(() => loaded));
      listeners.add(show);
      if (loaded) show();
      else void load();
      return () => {
        listeners.delete(show);
      };
    }, []);
    return isClient && component ? createElement(component, props) : null;
  }
  Chunk.preload = load;
  return Chunk;
}
