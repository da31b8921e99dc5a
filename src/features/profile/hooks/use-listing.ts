/**
 * A listing, its reviews and the trades, live from IndexedDB. When the listing is not on this
 * device yet, a sync round is asked for; `missing` turns true once it ran (or the device is
 * offline) and the listing is still not there.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { openHireWith, type HireRecord } from '@/data/hires';
import { getListing, type ListingRecord } from '@/data/listings';
import { listingReviews, type ReviewRecord } from '@/data/reviews';
import { listTrades, tradesById, type TradeRow } from '@/data/trades';
import { serverProfile } from '@/data/server-page';

export interface ListingView {
  /** undefined while loading; null when not on this device. */
  readonly listing: ListingRecord | null | undefined;
  readonly reviews: readonly ReviewRecord[];
  readonly trades: ReadonlyMap<string, TradeRow>;
  readonly missing: boolean;
}

export function useListing(id: string): ListingView {
  const stored = useLiveQuery(async () => (await getListing(id)) ?? null, [id]);
  const storedReviews = useLiveQuery(() => listingReviews(id), [id]);
  const storedTrades = useLiveQuery(async () => tradesById(await listTrades()));
  // A page the server filled carries the listing: shown until this device has its own copy,
  // so the first render equals the served content instead of "Loading profile...".
  const served = serverProfile(id);
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
    let active = true;
    void import('@/data/sync/runner')
      .then(({ requestSync }) => requestSync({ pull: true }))
      .finally(() => {
        if (active) setSynced(true);
      });
    return () => {
      active = false;
    };
  }, [id]);
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
