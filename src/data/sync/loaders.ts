/**
 * Parts of the sync engine imported on demand, through lazyModule (src/lib/lazy-module.ts): a
 * first visit that goes offline before the service worker has their chunks gets them once
 * back online. Before, the app started sync with one `import()`: a failed one was not asked
 * again, so sync (rounds on `online`, every 60 s, realtime) never started in that page.
 * Import these, never `import('./runner')` or `import('./queue-write')`.
 */
import { lazyModule } from '@/lib/lazy-module';

/**
 * The sync runner (./runner.ts): it brings the PocketBase SDK and the engine, which the first
 * paint must not wait for. `syncRunner.whenLoaded()` to run sync however long the device stays
 * offline (the outbox then sends what was queued); `syncRunner.load()` for now or not at all.
 */
export const syncRunner = lazyModule(() => import('./runner'));

/**
 * The outbox's enqueue and a record id maker (./queue-write.ts), for the repositories that
 * load them on demand (contact messages, reports, exit-intent captures). Their forms call
 * `outboxWriter.load()` when they open, while the network is likely there.
 */
export const outboxWriter = lazyModule(() => import('./queue-write'));

/**
 * The outbox writer now.
 * @throws Error when it cannot be loaded (offline before its chunk is on this device); the
 *   form then says the write could not be saved, which is so
 */
export async function loadOutboxWriter(): Promise<typeof import('./queue-write')> {
  const writer = await outboxWriter.load();
  if (!writer)
    throw new Error('The outbox could not be loaded: offline before it was on this device');
  return writer;
}

/**
 * Loads what a form needs to queue and send a write (the outbox writer and the sync runner),
 * while the network is likely there: call when the form opens. Never rejects.
 */
export function preloadWrites(): void {
  void outboxWriter.load();
  void syncRunner.load();
}
