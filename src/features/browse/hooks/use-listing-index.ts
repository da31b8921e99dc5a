/**
 * React access to the browse index (src/data/listings.ts): loads it on mount, re-renders on
 * every change, and asks the sync engine to pull listings (browse is where a device starts
 * keeping the marketplace): the screen's first page at once on a cold device, the whole
 * catalogue once the page is idle, in the background (lib/idle.ts), so a guest's first visit
 * does not store and index every listing while the page loads.
 */
import { useEffect, useRef, useState } from 'react';
import { whenIdle } from '@/lib/idle';
import type { ListingIndex } from '@/data/search';
import type { FirstPageQuery } from '@/data/sync/runner';

export interface ListingIndexState {
  /** null while loading from IndexedDB. */
  readonly index: ListingIndex | null;
  /** Changes whenever the index does. */
  readonly version: number;
  /** Whether this page's first pull (first page, then the whole catalogue) is still going. */
  readonly syncing: boolean;
}

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
  });
  useEffect(() => {
    let active = true;
    let stop = () => undefined as unknown;
    void import('@/data/listings').then(({ watchListingIndex }) =>
      watchListingIndex((index) => {
        if (active) setState((s) => ({ ...s, index, version: s.version + 1 }));
      }).then((watch) => {
        stop = watch.stop;
        if (active) setState((s) => ({ ...s, index: watch.index, version: s.version + 1 }));
        else watch.stop();
      }),
    );
    void import('@/data/sync/runner')
      .then(async ({ requestFirstPage, requestSync }) => {
        await requestFirstPage(first.current);
        await whenIdle();
        await requestSync({ pull: true, background: true });
      })
      .finally(() => {
        if (active) setState((s) => ({ ...s, syncing: false }));
      });
    return () => {
      active = false;
      stop();
    };
  }, []);
  return state;
}
