/**
 * React access to the browse index (src/data/listings.ts): loads it on mount, re-renders on
 * every change, and asks the sync engine to pull listings (browse is where a device starts
 * keeping the marketplace): the screen's first page at once on a cold device, the whole
 * catalogue once the page is idle, in the background (lib/idle.ts), so a guest's first visit
 * does not store and index every listing while the page loads.
 */
import { startTransition, useEffect, useRef, useState } from 'react';
import { whenIdle } from '@/lib/idle';
import type { ListingIndex } from '@/data/search';
import type { FirstPageQuery } from '@/data/sync/runner';
import { syncRunner } from '@/data/sync/loaders';

export interface ListingIndexState {
  /** null while loading from IndexedDB. */
  readonly index: ListingIndex | null;
  /** Changes whenever the index does. */
  readonly version: number;
  /** Whether this page's first pull (first page, then the whole catalogue) is still going. */
  readonly syncing: boolean;
  /**
   * Whether this device is still getting its first complete copy of the listings (a cold
   * device): results are those that have arrived so far. Read from the device, so it stays
   * true across an interrupted pull until the pull has completed.
   */
  readonly downloading: boolean;
}

/** How often a cold device checks whether its first complete pull has finished (ms). */
const PULLED_CHECK_MS = 1500;

/**
 * @param search the search on screen when the page opens: on a device that has not pulled the
 *   listings yet, its first page is fetched from the server first (sync runner requestFirstPage)
 */
export function useListingIndex(search: FirstPageQuery = {}): ListingIndexState {
  const first = useRef(search);
  const [state, setState] = useState<ListingIndexState>({
    index: null,
    version: 0,
    syncing: true,
    downloading: false,
  });
  useEffect(() => {
    let active = true;
    let stop = () => undefined as unknown;
    let check: ReturnType<typeof setInterval> | undefined;
    // A transition: the results (a card per hit) render in slices that yield to the browser,
    // not in one long task each time the index changes (docs/rendering.md "Long tasks").
    const showIndex = (index: ListingIndex) =>
      startTransition(() => setState((s) => ({ ...s, index, version: s.version + 1 })));
    const watchPulled = () => {
      if (check !== undefined) return;
      setState((s) => ({ ...s, downloading: true }));
      check = setInterval(() => {
        void import('@/data/listings')
          .then(({ listingsPulledOnce }) => listingsPulledOnce())
          .then((pulled) => {
            if (!pulled || !active) return;
            clearInterval(check);
            setState((s) => ({ ...s, downloading: false }));
          });
      }, PULLED_CHECK_MS);
    };
    void import('@/data/listings').then(({ watchListingIndex }) =>
      watchListingIndex((index) => {
        if (active) showIndex(index);
      }).then((watch) => {
        stop = watch.stop;
        if (active) showIndex(watch.index);
        else watch.stop();
      }),
    );
    void syncRunner
      .load()
      .then(async (runner) => {
        if (!runner) return;
        const { requestFirstPage, requestSync } = runner;
        const received = await requestFirstPage(first.current);
        if (received !== null && active) watchPulled();
        await whenIdle();
        await requestSync({ pull: true, background: true });
      })
      .finally(() => {
        if (active) setState((s) => ({ ...s, syncing: false }));
      });
    return () => {
      active = false;
      clearInterval(check);
      stop();
    };
  }, []);
  return state;
}
