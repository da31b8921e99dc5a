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

export interface ListingView {
  /** undefined while loading; null when not on this device. */
  readonly listing: ListingRecord | null | undefined;
  readonly reviews: readonly ReviewRecord[];
  readonly trades: ReadonlyMap<string, TradeRow>;
  readonly missing: boolean;
}

export function useListing(id: string): ListingView {
  const listing = useLiveQuery(async () => (await getListing(id)) ?? null, [id]);
  const reviews = useLiveQuery(() => listingReviews(id), [id]) ?? [];
  const trades =
    useLiveQuery(async () => tradesById(await listTrades())) ?? new Map<string, TradeRow>();
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
