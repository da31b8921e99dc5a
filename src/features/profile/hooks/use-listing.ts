/**
 * A listing, its reviews and the trades, live from IndexedDB. When the listing is not on this
 * device yet, a sync round is asked for; `missing` turns true once it ran (or the device is
 * offline) and the listing is still not there. A page the server filled shows the served
 * records, and reads the device's copy and pulls (in the background) only once the page is
 * idle (lib/idle.ts): a guest's first visit does not open the database while it loads.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { openHireWith, type HireRecord } from '@/data/hires';
import { getListing, type ListingRecord } from '@/data/listings';
import { listingReviews, type ReviewRecord } from '@/data/reviews';
import { listTrades, tradesById, type TradeRow } from '@/data/trades';
import { serverProfile } from '@/data/server-page';
import { whenIdle } from '@/lib/idle';

export interface ListingView {
  /** undefined while loading; null when not on this device. */
  readonly listing: ListingRecord | null | undefined;
  readonly reviews: readonly ReviewRecord[];
  readonly trades: ReadonlyMap<string, TradeRow>;
  readonly missing: boolean;
}

/** Whether the page has become idle after its load (at once when `wait` is false). */
function useIdleAfterLoad(wait: boolean): boolean {
  const [idle, setIdle] = useState(!wait);
  useEffect(() => {
    if (idle) return;
    let active = true;
    void whenIdle().then(() => {
      if (active) setIdle(true);
    });
    return () => {
      active = false;
    };
  }, [idle]);
  return idle;
}

export function useListing(id: string): ListingView {
  // A page the server filled carries the listing: shown until this device has its own copy,
  // so the first render equals the served content instead of "Loading profile...".
  const served = serverProfile(id);
  const ready = useIdleAfterLoad(served !== null);
  const stored = useLiveQuery(
    async () => (ready ? ((await getListing(id)) ?? null) : undefined),
    [id, ready],
  );
  const storedReviews = useLiveQuery(
    async () => (ready ? await listingReviews(id) : undefined),
    [id, ready],
  );
  const storedTrades = useLiveQuery(
    async () => (ready ? tradesById(await listTrades()) : undefined),
    [ready],
  );
  const listing = stored ?? served?.listing ?? stored;
  const reviews = (stored ? storedReviews : (served?.reviews ?? storedReviews)) ?? ([] as const);
  const trades =
    storedTrades && storedTrades.size > 0
      ? storedTrades
      : served
        ? tradesById([...served.trades])
        : (storedTrades ?? new Map<string, TradeRow>());
  const [synced, setSynced] = useState(false);
  useEffect(() => {
    if (!ready) return;
    let active = true;
    void import('@/data/sync/runner')
      .then(({ requestSync }) => requestSync({ pull: true, background: served !== null }))
      .finally(() => {
        if (active) setSynced(true);
      });
    return () => {
      active = false;
    };
    // `served` is read once per page (server-page.ts caches it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, ready]);
  return { listing, reviews, trades, missing: listing === null && synced };
}

/** The signed-in client's open hire of this listing (requested or accepted), or null. */
export function useOpenHire(clientId: string | null, contractorId: string): HireRecord | null {
  return (
    useLiveQuery(
      async () => (clientId ? await openHireWith(clientId, contractorId) : null),
      [clientId, contractorId],
    ) ?? null
  );
}
