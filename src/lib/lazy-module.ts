/**
 * Modules loaded on demand that may fail to load: offline before the service worker has their
 * chunk (a first visit), or gone from the server after an update. A plain `import()` then
 * rejects, and whoever asked must ask again; the spec lets a browser keep a failed module
 * fetch for the page's life (Chromium 150 did, for the optional chunks). Here a failed load is
 * tried again when the browser comes back online, under a new URL. Used for the sync runner (src/data/sync/loaders.ts), the optional
 * parts of the page (optional-chunk.ts) and, through retryingImport, the pages (lazy-page.ts).
 */

/** A module loaded on demand, retried after a failure. */
export interface LazyModule<M> {
  /**
   * Imports the module (once): resolves it, or null when it cannot be loaded now; it is then
   * tried again on the next `online` event. Never rejects.
   */
  readonly load: () => Promise<M | null>;
  /** Resolves with the module once loaded, however many failures that takes. Never rejects. */
  readonly whenLoaded: () => Promise<M>;
  /** The module, or null before it has loaded. */
  readonly current: () => M | null;
  /** Calls `listener` once the module has loaded; returns the unsubscribe function. */
  readonly subscribe: (listener: () => void) => () => void;
}

/**
 * @param factory the dynamic import, e.g. `() => import('./runner')`
 * @param win the window whose `online` event triggers a retry (tests pass their own)
 */
export function lazyModule<M>(
  factory: () => Promise<M>,
  win: Pick<Window, 'addEventListener' | 'removeEventListener'> = globalThis.window,
): LazyModule<M> {
  let loaded: M | null = null;
  let loading: Promise<M | null> | null = null;
  let waitingForOnline = false;
  const listeners = new Set<() => void>();
  const attempt = retryingImport(factory);

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

  const load = (): Promise<M | null> =>
    loaded !== null
      ? Promise.resolve(loaded)
      : (loading ??= attempt().then(
          (module) => {
            loaded = module;
            for (const listener of [...listeners]) listener();
            return module;
          },
          () => {
            loading = null;
            retryWhenOnline();
            return null;
          },
        ));

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  const whenLoaded = (): Promise<M> =>
    load().then(
      (module) =>
        module ??
        new Promise<M>((resolve) => {
          const unsubscribe = subscribe(() => {
            unsubscribe();
            if (loaded !== null) resolve(loaded);
          });
        }),
    );

  return { load, whenLoaded, current: () => loaded, subscribe };
}

/**
 * A dynamic import that can be tried again after it failed: the first call runs `factory`;
 * after a failure whose error names the chunk's URL (failedModuleUrl), each later call imports
 * that URL under a new query (retryUrl), since the browser may remember the failed import.
 * @param factory the dynamic import, e.g. `() => import('./page')`
 * @returns a function running the import; its promise rejects as the import does
 */
export function retryingImport<M>(factory: () => Promise<M>): () => Promise<M> {
  let failedUrl: string | null = null;
  let retries = 0;
  return () => {
    let attempt: Promise<M>;
    if (failedUrl === null) {
      attempt = factory();
    } else {
      retries += 1;
      attempt = import(/* @vite-ignore */ retryUrl(failedUrl, retries)) as Promise<M>;
    }
    return attempt.catch((error: unknown) => {
      // The URL as first named: a retry's URL would gain one query parameter per retry.
      failedUrl ??= failedModuleUrl(error);
      throw error;
    });
  };
}

/**
 * Whether `error` is a dynamic import's failure to load a chunk (offline, or a chunk gone
 * from the server after an update), as Chromium, Firefox and Safari word it.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed/i.test(message);
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
