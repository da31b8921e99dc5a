import { useEffect } from 'react';
import { syncRunner } from '@/data/sync/loaders';
import { hasStoredSession } from '@/lib/stored-session';
import { localDbExists, onLocalDbOpened } from '@/lib/local-db-presence';

/**
 * Starts sync (src/data/sync/runner.ts) after first paint: the outbox sends writes queued
 * while offline, pulls bring other devices' changes, and realtime keeps them coming, on start,
 * when the network returns, and when the page becomes visible. A signed-out device without
 * the app's database has nothing to send or pull: sync (Dexie, the SDK, the engine) starts
 * once the page opens the database (a first write, browse asking for listings, a sign-in).
 * Offline before the runner's chunk is on the device, it starts once back online.
 */
export function SyncRunner() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopWaiting: () => void = () => undefined;
    const effect = { stopped: false };
    const start = () => {
      timer = setTimeout(() => {
        void syncRunner.whenLoaded().then(({ startSync }) => startSync());
      }, 1000);
    };
    void (async () => {
      const needed = hasStoredSession() || (await localDbExists());
      if (effect.stopped) return;
      if (needed) start();
      else stopWaiting = onLocalDbOpened(start);
    })();
    return () => {
      effect.stopped = true;
      stopWaiting();
      clearTimeout(timer);
    };
  }, []);
  return null;
}
