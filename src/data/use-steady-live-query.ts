/**
 * A live IndexedDB query as a React value that changes only when the result does. Dexie's
 * own hook (dexie-react-hooks' useLiveQuery) hands the component a new result, and so a
 * render of its whole subtree, every time a write touches what the query read, even when a
 * sync round rewrote the same records: a profile re-rendered eight times while a cold
 * device pulled the catalogue. docs/rendering.md "Live queries".
 */
import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { sameResult } from '@/lib/same-result';

/** How useSteadyLiveQuery starts. */
export interface SteadyLiveQueryOptions<T> {
  /**
   * The result to return before the query's first one (default undefined). A first result
   * equal to it (sameResult) renders nothing.
   */
  readonly initial?: T;
  /**
   * Resolves when the query may start (e.g. once the page is idle: lib/idle.ts). Until
   * then the database is not read, and nothing re-renders when it does start.
   */
  readonly startAfter?: (() => Promise<unknown>) | undefined;
}

/**
 * Runs `querier` as a Dexie liveQuery while the component is mounted and `deps` are the
 * same, and returns its latest result: `options.initial` (undefined) until the first one. A
 * result equal to the one returned (sameResult) keeps the one returned, so the component does
 * not re-render. When `deps` change, the last result stays until the new query answers, as
 * with useLiveQuery.
 * @param querier reads IndexedDB through Dexie and returns plain data (JSON-comparable)
 * @param deps what the querier depends on, as for useEffect
 * @param options the initial result, and what to wait for before the first read
 * @returns the latest result, or `options.initial` before the first one
 * @throws the querier's error, during render (to the nearest error boundary), as
 *   useLiveQuery does
 */
export function useSteadyLiveQuery<T>(
  querier: () => Promise<T> | T,
  deps: readonly unknown[],
  options: SteadyLiveQueryOptions<T> = {},
): T | undefined {
  const [state, setState] = useState<{ value?: T; error?: unknown }>(() =>
    'initial' in options ? { value: options.initial } : {},
  );
  useEffect(() => {
    let active = true;
    let subscription: { unsubscribe: () => void } | undefined;
    const start = () => {
      if (!active) return;
      subscription = liveQuery(querier).subscribe({
        next: (value) =>
          setState((shown) =>
            'value' in shown && !('error' in shown) && sameResult(shown.value, value)
              ? shown
              : { value },
          ),
        error: (error: unknown) => setState({ error }),
      });
    };
    if (options.startAfter) void options.startAfter().then(start, start);
    else start();
    return () => {
      active = false;
      subscription?.unsubscribe();
    };
    // The caller's deps are the querier's: a new querier with the same deps is the same query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  if ('error' in state) throw state.error;
  return state.value;
}
