/** The nudge a repository gives the sync runner after a local write. */
import { syncRunner } from './loaders';

/**
 * Asks for a sync round soon (the outbox sends what was just queued). The runner is imported
 * on demand (loaders.ts): it brings the PocketBase SDK, which the pages that write must
 * not wait for; offline before its chunk is on the device, the round comes once back online.
 * Never rejects.
 */
export function sendSoon(): void {
  void syncRunner
    .whenLoaded()
    .then(({ requestSync }) => requestSync())
    .catch(() => undefined);
}

/**
 * Asks the outbox alone to send now, without a pull: for a write that must not wait behind a
 * round pulling the marketplace (a round in progress is not waited for). Never rejects.
 */
export function flushSoon(): void {
  void syncRunner
    .whenLoaded()
    .then(({ requestFlush }) => requestFlush())
    .catch(() => undefined);
}

/**
 * Asks the outbox to send now and waits for that attempt, for a form that says whether its
 * write was sent or queued: when the runner cannot be loaded now (offline before its chunk is
 * on the device), resolves at once, the write staying queued, and the outbox sends it once
 * the runner loads back online. Rejects as the runner's requestFlush does.
 */
export async function flushNow(): Promise<void> {
  const runner = await syncRunner.load();
  if (runner) await runner.requestFlush();
  else flushSoon();
}
