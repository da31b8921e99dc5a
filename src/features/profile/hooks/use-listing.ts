/**
 * A listing, its reviews and the trades, live from IndexedDB. When the listing is not on this
 * device yet, a sync round is asked for; `missing` turns true once it ran (or the device is
 * offline) and the listing is still not there. A page the server filled shows the served
 * records and pulls (in the background) only once the page is idle (lib/idle.ts): a guest's
 * first visit does not open the database while it loads. It reads the device's copy once
 * that pull has finished, and re-renders only when what it returns changes
 * (data/use-steady-live-query.ts).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useReducer, useRef } from 'react';
import { openHireWith, type HireRecord } from '@/data/hires';
import { getListing, type ListingRecord } from '@/data/listings';
import { listingReviews, type ReviewRecord } from '@/data/reviews';
import { listTrades, tradesById, type TradeRow } from '@/data/trades';
import { serverProfile } from '@/data/server-page';
import { useSteadyLiveQuery } from '@/data/use-steady-live-query';
import { whenIdle } from '@/lib/idle';
import { syncRunner } from '@/data/sync/loaders';

export interface ListingView {
  /** undefined while loading; null when not on this device. */
  readonly listing: ListingRecord | null | undefined;
  readonly reviews: readonly ReviewRecord[];
  readonly trades: ReadonlyMap<string, TradeRow>;
  readonly missing: boolean;
}

/** A profile's first sync round in this page: `finished` resolves once `done` is called. */
interface SyncRound {
  readonly finished: Promise<void>;
  readonly done: () => void;
}

const rounds = new Map<string, SyncRound>();

/** The sync round of the profile `id`, the same one for every render of it in this page. */
function syncRound(id: string): SyncRound {
  let round = rounds.get(id);
  if (!round) {
    let done = () => {};
    const finished = new Promise<void>((resolve) => (done = resolve));
    round = { finished, done };
    rounds.set(id, round);
  }
  return round;
}

export function useListing(id: string): ListingView {
  // A page the server filled carries the listing: shown until this device has its own copy,
  // so the first render equals the served content instead of "Loading profile...".
  const served = serverProfile(id);
  const round = syncRound(id);
  // One query for the three, kept while a sync round rewrites them unchanged. On a served
  // page it starts once that round has finished: the served records are the server's
  // current ones, and the device's copy replaces them in one render when it is complete
  // (not listing first, then reviews as they arrive), with no render per page pulled.
  const device = useSteadyLiveQuery(
    async () => ({
      listing: (await getListing(id)) ?? null,
      reviews: await listingReviews(id),
      trades: await listTrades(),
    }),
    [id],
    { startAfter: served !== null ? () => round.finished : undefined },
  );
  const stored = device?.listing;
  const deviceTrades = device?.trades;
  const storedTrades = useMemo(
    () => (deviceTrades ? tradesById(deviceTrades) : undefined),
    [deviceTrades],
  );
  const listing = stored ?? served?.listing ?? stored;
  const reviews = (stored ? device.reviews : (served?.reviews ?? device?.reviews)) ?? ([] as const);
  const trades =
    storedTrades && storedTrades.size > 0
      ? storedTrades
      : served
        ? tradesById([...served.trades])
        : (storedTrades ?? new Map<string, TradeRow>());
  // Whether the sync round has run: it only shows when the listing is not on the device
  // ("not found" instead of "Loading..."), so it re-renders only then.
  const synced = useRef(false);
  const shownMissing = useRef(listing === null);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    shownMissing.current = listing === null;
  });
  useEffect(() => {
    let active = true;
    const sync = () =>
      syncRunner
        .load()
        .then((runner) => runner?.requestSync({ pull: true, background: served !== null }))
        .finally(() => {
          round.done();
          if (!active) return;
          synced.current = true;
          if (shownMissing.current) rerender();
        });
    void (served !== null ? whenIdle().then(sync) : sync());
    return () => {
      active = false;
    };
    // `served` is read once per page (server-page.ts caches it); `round` is the id's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  // eslint-disable-next-line react-hooks/refs -- read for this render's `missing` only
  return { listing, reviews, trades, missing: listing === null && synced.current };
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
