/**
 * When sync runs (docs/sync.md), in the browser: on start, when the browser comes back online,
 * when the page becomes visible, every SYNC_INTERVAL_MS, after a local write, and at the time
 * of the next scheduled outbox retry. While online, realtime subscriptions apply changes as
 * they happen. Public data (listings, reviews) is pulled once the device has asked for it
 * (browse, profile, signed in): a visitor who only reads the home page does not download the
 * marketplace. A pull asked for in the background (a guest's first visit, once the page is
 * idle) goes in small pages, each stored in an idle period. Load with a dynamic import.
 */
import { isOnline, subscribeConnectivity } from '@/lib/connectivity';
import { nextIdle } from '@/lib/idle';
import { localDb } from '../local-db';
import { applyRealtimeEvent, LAST_ROUND_KEY, syncRound } from './engine';
import { flushOutbox, makeDueNow, nextAttemptAt, type FlushResult } from './outbox';
import { pullFirstPage, type FirstPageQuery } from './pull';
import { sendToPocketBase } from './push';
import { currentUserId, fetchPageFromPocketBase, onAuthChange, subscribeToChanges } from './remote';

/** Time between sync rounds while the page is open, in ms. */
export const SYNC_INTERVAL_MS = 60_000;

/**
 * Records per page of a background pull: storing 200 listings (and the browse index taking
 * them in) stays a short task on a slow phone, where 1000 at once is a long one.
 */
export const BACKGROUND_PAGE_SIZE = 200;

const REALTIME_COLLECTIONS = ['contractors', 'reviews', 'hires', 'record_deletions'];

let retryTimer: ReturnType<typeof setTimeout> | undefined;
let pullWanted = false;
let round: Promise<FlushResult | null> | null = null;
let again = false;
let realtime: { userId: string | null; stop: () => Promise<void> } | null = null;

async function scheduleRetry(): Promise<void> {
  const at = await nextAttemptAt();
  clearTimeout(retryTimer);
  if (at !== null) retryTimer = setTimeout(() => void requestSync(), Math.max(0, at - Date.now()));
}

/** Sends what waits in the outbox now. Never rejects. */
export async function requestFlush(): Promise<FlushResult | null> {
  if (!isOnline()) return null;
  try {
    const result = await flushOutbox(sendToPocketBase, localDb(), Date.now, await currentUserId());
    await scheduleRetry();
    return result;
  } catch {
    return null;
  }
}

async function wantsPull(userId: string | null): Promise<boolean> {
  if (pullWanted || userId) return true;
  return (await localDb().sync_state.get(LAST_ROUND_KEY)) !== undefined;
}

async function keepRealtime(userId: string | null): Promise<void> {
  if (realtime && realtime.userId === userId) return;
  const previous = realtime;
  realtime = null;
  await previous?.stop().catch(() => undefined);
  const db = localDb();
  const stop = await subscribeToChanges(REALTIME_COLLECTIONS, (event) => {
    void applyRealtimeEvent(db, event, userId)
      .then((outcome) => (outcome === 'pull' ? requestSync() : null))
      .catch(() => undefined);
  });
  realtime = { userId, stop };
}

async function runRound(background: boolean): Promise<FlushResult | null> {
  const userId = await currentUserId();
  const pull = await wantsPull(userId);
  const result = await syncRound({
    db: localDb(),
    fetchPage: fetchPageFromPocketBase,
    send: sendToPocketBase,
    userId,
    pull,
    ...(background ? { perPage: BACKGROUND_PAGE_SIZE, between: () => nextIdle() } : {}),
  });
  await scheduleRetry();
  if (pull) await keepRealtime(userId).catch(() => undefined);
  return result;
}

/**
 * Runs a sync round now (or right after the one running, sending the outbox's due writes at
 * once beside it). Never rejects.
 * @param options.pull also pull public data from now on (browse and profile pages ask)
 * @param options.background pull in pages of BACKGROUND_PAGE_SIZE, each stored when the
 *   browser is idle (a guest's catalogue, asked for once the page is idle)
 */
export function requestSync(
  options: { pull?: boolean; background?: boolean } = {},
): Promise<FlushResult | null> {
  if (options.pull) pullWanted = true;
  if (!isOnline()) return Promise.resolve(null);
  if (round) {
    // The round may be deep in a long pull (a cold device's catalogue, stored page by page
    // when the browser is idle): writes that are due (back online, a retry's time) are sent
    // now beside it, not after it. The outbox shares one run between callers.
    again = true;
    void requestFlush();
    return round;
  }
  round = runRound(options.background === true)
    .catch(() => null)
    .finally(() => {
      round = null;
      if (again) {
        again = false;
        void requestSync();
      }
    });
  return round;
}

export type { FirstPageQuery };

/**
 * Cold device (docs/sync.md): fetches the first page of listings the screen searches for (a
 * trade, words) before the full pull reaches them, beside a round that may be running. Does
 * nothing offline or once listings were pulled completely. The full pull is asked for
 * separately (requestSync with `pull`), by browse once the page is idle. Never rejects.
 * @returns the number of listings received, or null when none were asked for
 */
export async function requestFirstPage(query: FirstPageQuery): Promise<number | null> {
  if (!isOnline()) return null;
  try {
    return await pullFirstPage(localDb(), query, {
      fetchPage: fetchPageFromPocketBase,
      userId: await currentUserId(),
    });
  } catch {
    return null;
  }
}

let started = false;

/**
 * Starts sync for this page (once): the outbox, the pulls and realtime, run on start, on the
 * browser's online and visibility events, every SYNC_INTERVAL_MS and after each sign-in.
 */
export function startSync(): void {
  if (started) return;
  started = true;
  window.addEventListener('online', () => void requestSync());
  window.addEventListener('offline', () => {
    const current = realtime;
    realtime = null;
    void current?.stop().catch(() => undefined);
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void requestSync();
  });
  setInterval(() => void requestSync(), SYNC_INTERVAL_MS);
  // The server answers again after requests found it unreachable (lib/connectivity.ts): the
  // browser may fire no `online` event (it never said it was offline), so writes waiting out
  // a backoff go now.
  let wasOnline = isOnline();
  subscribeConnectivity(() => {
    const online = isOnline();
    if (online && !wasOnline) void makeDueNow().then(() => requestSync());
    wasOnline = online;
  });
  // Writes that waited for a sign-in go out right after it.
  void onAuthChange(() => {
    void makeDueNow().then(() => requestSync());
  }).catch(() => undefined);
  void requestSync();
}
