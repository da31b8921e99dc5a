/**
 * What /client-dashboard shows, live from IndexedDB: the client's hires
 * with their listings, which hires still wait for the network, which the client reviewed,
 * the trades, and the saved contractors. Asks for a sync round on open.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { clientHires, type HireRecord } from '@/data/hires';
import { listingsById, type ListingRecord } from '@/data/listings';
import { reviewsBy } from '@/data/reviews';
import { savedContractors } from '@/data/saved-contractors';
import { recordsInOutbox } from '@/data/sync-status';
import { listTrades, tradesById, type TradeRow } from '@/data/trades';
import { syncRunner } from '@/data/sync/loaders';

export interface ClientDashboard {
  /** undefined while loading. */
  readonly hires: readonly HireRecord[] | undefined;
  readonly listings: ReadonlyMap<string, ListingRecord>;
  readonly pending: ReadonlySet<string>;
  readonly reviewedHires: ReadonlySet<string>;
  /**
   * The client's review of each contractor they reviewed (one per contractor: a review from a
   * later hire replaces it), keyed by listing id.
   */
  readonly reviewsByContractor: ReadonlyMap<
    string,
    { readonly rating: number; readonly body: string }
  >;
  /** Hires whose review staff hid. */
  readonly hiddenReviewHires: ReadonlySet<string>;
  /** Hires whose review waits for staff (the server holds it: docs/moderation.md). */
  readonly heldReviewHires: ReadonlySet<string>;
  readonly trades: ReadonlyMap<string, TradeRow>;
  readonly saved: readonly string[];
}

export function useClientDashboard(clientId: string | null): ClientDashboard {
  const data = useLiveQuery(async () => {
    if (!clientId) return null;
    const [hires, pending, reviews, saved, trades] = await Promise.all([
      clientHires(clientId),
      recordsInOutbox(),
      reviewsBy(clientId),
      savedContractors(),
      listTrades(),
    ]);
    const listings = await listingsById([...hires.map((h) => h.contractor), ...saved]);
    return {
      hires,
      listings,
      pending,
      reviewedHires: new Set(reviews.map((r) => r.hire)),
      reviewsByContractor: new Map(
        reviews.map((r) => [r.contractor, { rating: r.rating, body: r.body }] as const),
      ),
      hiddenReviewHires: new Set(
        reviews.filter((r) => r.hidden === true && !r.held_reason).map((r) => r.hire),
      ),
      heldReviewHires: new Set(reviews.filter((r) => Boolean(r.held_reason)).map((r) => r.hire)),
      trades: tradesById(trades),
      saved,
    };
  }, [clientId]);

  useEffect(() => {
    if (!clientId) return;
    void syncRunner.whenLoaded().then(({ requestSync }) => requestSync({ pull: true }));
  }, [clientId]);

  return {
    hires: data?.hires,
    listings: data?.listings ?? new Map(),
    pending: data?.pending ?? new Set(),
    reviewedHires: data?.reviewedHires ?? new Set(),
    reviewsByContractor: data?.reviewsByContractor ?? new Map(),
    hiddenReviewHires: data?.hiddenReviewHires ?? new Set(),
    heldReviewHires: data?.heldReviewHires ?? new Set(),
    trades: data?.trades ?? new Map(),
    saved: data?.saved ?? [],
  };
}

/** Whether a listing is among the saved contractors (live). */
export function useIsSaved(listingId: string): boolean {
  return (
    useLiveQuery(async () => (await savedContractors()).includes(listingId), [listingId]) ?? false
  );
}
