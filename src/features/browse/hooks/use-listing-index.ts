/**
 * React access to the browse index (src/data/listings.ts): loads it on mount, re-renders on
 * every change, and asks the sync engine to pull listings (browse is where a device starts
 * keeping the marketplace).
 */
import { useEffect, useRef, useState } from 'react';
import type { ListingIndex } from '@/data/search';
import type { FirstPageQuery } from '@/data/sync/runner';

export interface ListingIndexState {
  /** null while loading from IndexedDB. */
  readonly index: ListingIndex | null;
  /** Changes whenever the index does. */
  readonly version: number;
  /** Whether a sync round is running for the first time on this page. */
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
      .then(({ requestFirstPage, requestSync }) =>
        Promise.all([requestFirstPage(first.current), requestSync({ pull: true })]),
      )
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
