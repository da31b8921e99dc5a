/** Which items this device reported (src/data/reports.ts), live from IndexedDB. */
import { useCallback } from 'react';
import { reportedItems, reportedKey } from '@/data/reports';
import { useSteadyLiveQuery } from '@/data/use-steady-live-query';

const NONE: readonly string[] = [];

/**
 * A check of whether `reporter` reported a listing (review '') or a review from this device;
 * it says false while loading and when signed out (`reporter` null). The check is the same
 * function until the reported items change, so the page does not re-render for an unchanged
 * (or, signed out, empty) list.
 */
export function useReported(
  reporter: string | null,
): (contractor: string, review: string) => boolean {
  // Signed out there is nothing to look up: the database is not opened for it.
  const items =
    useSteadyLiveQuery(async () => (reporter === null ? NONE : await reportedItems()), [reporter], {
      initial: NONE,
    }) ?? NONE;
  return useCallback(
    (contractor, review) =>
      reporter !== null && items.includes(reportedKey(reporter, contractor, review)),
    [reporter, items],
  );
}
