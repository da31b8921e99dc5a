/**
 * What the portal and the dashboard read, live from IndexedDB (issue 5 "Contractor
 * portal"): the user's own listing, the trades to choose from, and the hire requests sent to
 * the listing. Opening either page asks for a sync round, so a listing or request made on
 * another device shows up.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { TRADES } from '@/constants/trades';
import { localDb, type TradeRow } from '@/data/local-db';
import { ownListing } from '@/data/marketplace';
import type { ContractorRecord, HireRecord } from '@/data/records';

/** The user's listing: undefined while loading, null when there is none on this device. */
export function useOwnListing(userId: string | undefined): ContractorRecord | null | undefined {
  useEffect(() => {
    if (!userId) return;
    void import('@/data/sync/runner').then(({ requestSync }) => requestSync());
  }, [userId]);
  return useLiveQuery(async () => (userId ? ((await ownListing(userId)) ?? null) : null), [userId]);
}

const ORDER = new Map(TRADES.map((trade) => [trade.value, trade.sort]));

/** The synced trades in display order ([] until the first sync). */
export function useTradeRows(): readonly TradeRow[] {
  return (
    useLiveQuery(async () => {
      const rows = await localDb().trades.toArray();
      return rows.sort((a, b) => (ORDER.get(a.value) ?? a.sort) - (ORDER.get(b.value) ?? b.sort));
    }) ?? []
  );
}

/** Hire requests to this listing, newest first; undefined while loading. */
export function useIncomingHires(listingId: string | undefined): readonly HireRecord[] | undefined {
  return useLiveQuery(async () => {
    if (!listingId) return [];
    const hires = await localDb()
      .hires.filter((hire) => hire.contractor === listingId)
      .toArray();
    return hires.sort((a, b) => (a.created < b.created ? 1 : a.created > b.created ? -1 : 0));
  }, [listingId]);
}
