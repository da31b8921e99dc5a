/** The nudge a repository gives the sync runner after a local write. */

/**
 * Asks for a sync round soon (the outbox sends what was just queued). The runner is imported
 * on demand: it brings the PocketBase SDK, which the pages that write must not wait for.
 * Never rejects.
 */
export function sendSoon(): void {
  void import('./runner').then(({ requestSync }) => requestSync()).catch(() => undefined);
}

/**
 * Asks the outbox alone to send now, without a pull: for a write that must not wait behind a
 * round pulling the marketplace (a round in progress is not waited for). Never rejects.
 */
export function flushSoon(): void {
  void import('./runner').then(({ requestFlush }) => requestFlush()).catch(() => undefined);
}
