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
  /** Whether the chunk has loaded. */
  isLoaded(): boolean;
  /** Calls `listener` once the chunk has loaded; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /**
   * A hook: whether the chunk has loaded, loading it (and retrying when back online, as the
   * component does) while `wanted`. For a caller that shows something else until it is there.
   */
  useReady(wanted: boolean): boolean;
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

  let failedUrl: string | null = null;
  let retries = 0;
  const attempt = (): Promise<{ default: ComponentType<P> }> => {
    if (failedUrl === null) return factory();
    retries += 1;
    return import(/* @vite-ignore */ retryUrl(failedUrl, retries)) as Promise<{
      default: ComponentType<P>;
    }>;
  };

  const load = (): Promise<boolean> =>
    loaded
      ? Promise.resolve(true)
      : (loading ??= attempt().then(
          (module) => {
            loaded = module.default;
            for (const listener of [...listeners]) listener();
            return true;
          },
          (error: unknown) => {
            failedUrl = failedModuleUrl(error) ?? failedUrl;
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
  function useReady(wanted: boolean): boolean {
    const component = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
    useEffect(() => {
      if (wanted && !component) void load();
    }, [wanted, component]);
    return component !== null;
  }
  Chunk.preload = load;
  Chunk.isLoaded = () => loaded !== null;
  Chunk.subscribe = subscribe;
  Chunk.useReady = useReady;
  return Chunk;
}

/**
 * The chunk URL a failed dynamic import names ("Failed to fetch dynamically imported module:
 * https://host/assets/x-abc.js"), or null. Some browsers (Chromium 150) remember a failed
 * import of a URL for the life of the page, so the retry asks for the same file under another
 * URL (retryUrl).
 */
export function failedModuleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : '';
  const match = /dynamically imported module:\s*(\S+)/.exec(message);
  return match?.[1] ?? null;
}

/** `url` with `retry=n` in its query: the same file, not the import the browser remembers. */
export function retryUrl(url: string, n: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}retry=${String(n)}`;
}
