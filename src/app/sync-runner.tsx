import { useEffect } from 'react';

/**
 * Starts sync (src/data/sync/runner.ts) after first paint: the outbox sends writes queued
 * while offline, pulls bring other devices' changes, and realtime keeps them coming, on start,
 * when the network returns, and when the page becomes visible.
 */
export function SyncRunner() {
  useEffect(() => {
    const id = setTimeout(() => {
      void import('@/data/sync/runner').then(({ startSync }) => startSync());
    }, 1000);
    return () => clearTimeout(id);
  }, []);
  return null;
}
