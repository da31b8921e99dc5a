/**
 * When the outbox is flushed (ARCHITECTURE.md "Sync protocol"): on start, when the browser
 * comes back online, when the page becomes visible, after each new entry, and at the time
 * of the next scheduled retry. Load with a dynamic import.
 */
import { flushOutbox, nextAttemptAt, type FlushResult } from './outbox';
import { sendToPocketBase } from './push';

let timer: ReturnType<typeof setTimeout> | undefined;

/** Flushes now and schedules the next retry, if any. Never rejects. */
export async function requestFlush(): Promise<FlushResult | null> {
  if (!navigator.onLine) return null;
  try {
    const result = await flushOutbox(sendToPocketBase);
    const at = await nextAttemptAt();
    clearTimeout(timer);
    if (at !== null) timer = setTimeout(() => void requestFlush(), Math.max(0, at - Date.now()));
    return result;
  } catch {
    return null;
  }
}

let started = false;

/** Starts flushing on the browser's events (once per page). */
export function startOutboxRunner(): void {
  if (started) return;
  started = true;
  window.addEventListener('online', () => void requestFlush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void requestFlush();
  });
  void requestFlush();
}
