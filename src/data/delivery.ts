/**
 * What became of a write the user just made, for the confirmation its form shows ("sent", or
 * "saved, it will be sent when you are back online"): the spec's rule that the app never says
 * something happened that did not. `navigator.onLine` alone cannot tell: a phone on a job site
 * often reports a connection that carries nothing, and Chromium reports online after a reload
 * while the network is down. The outbox can: an entry is deleted once the server's answer is
 * stored, kept with `error` when the server refused it, and counts its failed tries.
 */
import { isOnline } from '@/lib/connectivity';
import { localDb, type LocalDb } from './local-db';

/** `sent`: the server has it; `waiting`: queued on the device; `refused`: the server said no. */
export type Delivery = 'sent' | 'waiting' | 'refused';

/** How often the outbox is looked at while the first send is under way (ms). */
const POLL_MS = 100;

/**
 * Waits for the outbox's first try at sending a record's queued writes (the write's
 * repository asked for one), at most `waitMs`.
 * @param recordId the record the write was about
 * @param options.waitMs how long a send under way is waited for (ms); past it, `waiting`
 * @param options.online whether the app is online (lib/connectivity.ts); when not, no send is
 *   tried and the answer is `waiting` at once
 * @returns `sent` once no outbox entry for the record remains, `refused` when one was refused,
 *   `waiting` when one failed to send (network, 5xx) or the wait ran out
 */
export async function deliveryOf(
  recordId: string,
  options: { waitMs?: number; online?: boolean; db?: LocalDb } = {},
): Promise<Delivery> {
  const { waitMs = 4000, online = isOnline(), db = localDb() } = options;
  const deadline = Date.now() + waitMs;
  for (;;) {
    const rows = await db.outbox.where('recordId').equals(recordId).toArray();
    if (rows.length === 0) return 'sent';
    if (rows.some((row) => row.error)) return 'refused';
    if (!online || rows.some((row) => row.attempts > 0) || Date.now() >= deadline) {
      return 'waiting';
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
