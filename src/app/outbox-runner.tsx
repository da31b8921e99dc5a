import { useEffect } from 'react';

/**
 * Starts the outbox runner (src/data/sync/runner.ts) after first paint: writes queued while
 * offline are sent on start, when the network returns, and when the page becomes visible.
 */
export function OutboxRunner() {
  useEffect(() => {
    const id = setTimeout(() => {
      void import('@/data/sync/runner').then(({ startOutboxRunner }) => startOutboxRunner());
    }, 1000);
    return () => clearTimeout(id);
  }, []);
  return null;
}
