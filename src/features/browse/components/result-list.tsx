import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import type { BrowseHit } from '@/data/search';
import { ListingCard } from './listing-card';

/** Estimated height of one card with its gap, in px; rows are measured once shown. */
const ROW_ESTIMATE_PX = 164;

/**
 * The results, virtualised against the window scroll: only the cards near the viewport are
 * in the DOM, so 50,000 results scroll like 50.
 */
export function ResultList({ hits }: { hits: readonly BrowseHit[] }) {
  const listRef = useRef<HTMLUListElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    setOffset(listRef.current?.offsetTop ?? 0);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: hits.length,
    estimateSize: () => ROW_ESTIMATE_PX,
    // Rows drawn beyond the screen each way (about 500 px at the estimate): the first render
    // of the results, measured row by row as it commits, was one long task on a slow phone,
    // and with 6 it drew about twice the rows the screen shows.
    overscan: 3,
    scrollMargin: offset,
    getItemKey: (index) => hits[index]?.entry.id ?? index,
  });
  return (
    <ul
      ref={listRef}
      className="relative mt-4"
      style={{ height: virtualizer.getTotalSize() }}
      data-testid="results"
    >
      {virtualizer.getVirtualItems().map((row) => {
        const hit = hits[row.index];
        if (!hit) return null;
        return (
          <li
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            className="absolute inset-x-0 top-0 pb-3"
            style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
          >
            <ListingCard hit={hit} />
          </li>
        );
      })}
    </ul>
  );
}
