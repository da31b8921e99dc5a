/**
 * Lazily loaded parts of the page that the app can do without for a while (the toast host,
 * the update prompt, the sync status control, the exit-intent dialog). Unlike React.lazy,
 * a chunk that fails to load (offline before the service worker has it) never throws into
 * React: with no error boundary that would unmount the whole app, leaving a blank page. The
 * part renders nothing instead, and loading is tried again when the browser comes back
 * online (or when another copy mounts).
 */
import { createElement, useEffect, useSyncExternalStore, type ComponentType } from 'react';

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

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const snapshot = () => loaded;
  const serverSnapshot = () => null;

  function Chunk(props: P) {
    const component = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
    useEffect(() => {
      if (!component) void load();
    }, [component]);
    return component ? createElement(component, props) : null;
  }
  Chunk.preload = load;
  return Chunk;
}
