/**
 * What the portal and the dashboard read, live from IndexedDB: the user's own listing, the
 * trades to choose from, and the hire requests sent to the listing. Opening either page asks
 * for a sync round, so a listing or request made on another device shows up.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { incomingHires, type HireRecord } from '@/data/hires';
import { ownListing, type ListingRecord } from '@/data/listings';
import { listTrades, type TradeRow } from '@/data/trades';
import { syncRunner } from '@/data/sync/loaders';

/** The user's listing: undefined while loading, null when there is none on this device. */
export function useOwnListing(userId: string | undefined): ListingRecord | null | undefined {
  useEffect(() => {
    if (!userId) return;
    void syncRunner.whenLoaded().then(({ requestSync }) => requestSync());
  }, [userId]);
  return useLiveQuery(async () => (userId ? ((await ownListing(userId)) ?? null) : null), [userId]);
}

/** The synced trades in display order ([] until the first sync). */
export function useTradeRows(): readonly TradeRow[] {
  return useLiveQuery(() => listTrades()) ?? [];
}

/** Hire requests to this listing, newest first; undefined while loading. */
export function useIncomingHires(listingId: string | undefined): readonly HireRecord[] | undefined {
  return useLiveQuery(async () => (listingId ? incomingHires(listingId) : []), [listingId]);
}
