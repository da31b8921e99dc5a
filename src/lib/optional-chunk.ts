/**
 * Lazily loaded parts of the page that the app can do without for a while (the toast host,
 * the update prompt, the sync status control, the exit-intent dialog). Unlike React.lazy,
 * a chunk that fails to load (offline before the service worker has it) never throws into
 * React, where the page's error boundary would put an error in the page's place. The part
 * renders nothing instead, and loading is tried again when the browser comes back online (or
 * when another copy mounts): lib/lazy-module.ts.
 */
import { createElement, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { lazyModule } from './lazy-module';

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
  const chunk = lazyModule(factory, win);
  const load = () => chunk.load().then((loaded) => loaded !== null);
  const snapshot = () => chunk.current()?.default ?? null;
  const serverSnapshot = () => null;

  function Chunk(props: P) {
    const component = useSyncExternalStore(chunk.subscribe, snapshot, serverSnapshot);
    useEffect(() => {
      if (!component) void load();
    }, [component]);
    return component ? createElement(component, props) : null;
  }
  function useReady(wanted: boolean): boolean {
    const component = useSyncExternalStore(chunk.subscribe, snapshot, serverSnapshot);
    useEffect(() => {
      if (wanted && !component) void load();
    }, [wanted, component]);
    return component !== null;
  }
  Chunk.preload = load;
  Chunk.isLoaded = () => chunk.current() !== null;
  Chunk.subscribe = chunk.subscribe;
  Chunk.useReady = useReady;
  return Chunk;
}
