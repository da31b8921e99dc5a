/** Which items this device reported (src/data/reports.ts), live from IndexedDB. */
import { useLiveQuery } from 'dexie-react-hooks';
import { reportedItems, reportedKey } from '@/data/reports';

/**
 * A check of whether `reporter` reported a listing (review '') or a review from this device;
 * it says false while loading and when signed out (`reporter` null).
 */
export function useReported(
  reporter: string | null,
): (contractor: string, review: string) => boolean {
  // Signed out there is nothing to look up: the database is not opened for it.
  const items =
    useLiveQuery(async () => (reporter === null ? [] : await reportedItems()), [reporter]) ?? [];
  return (contractor, review) =>
    reporter !== null && items.includes(reportedKey(reporter, contractor, review));
}
