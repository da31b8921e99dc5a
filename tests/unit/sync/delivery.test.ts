import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { deliveryOf } from '@/data/delivery';
import { enqueue, flushOutbox, type SendOutcome } from '@/data/sync/outbox';
import { freshDatabases, listing } from '../../support/local-db';

// What a form tells the user after a write (src/data/sync/delivery.ts): what the outbox did
// with it, not what navigator.onLine says.
const fresh = freshDatabases('sync-delivery-test');

async function queued(answer: SendOutcome | null) {
  const db = fresh();
  await enqueue(
    { collection: 'contractors', recordId: 'listing00000001', op: 'create', body: listing() },
    db,
  );
  const flushed = answer
    ? new Promise((resolve) => setTimeout(resolve, 150)).then(() =>
        flushOutbox(() => Promise.resolve(answer), db),
      )
    : Promise.resolve();
  return { db, flushed };
}

describe('deliveryOf', () => {
  it('is sent once the server has the write, even while the send is still under way', async () => {
    const { db, flushed } = await queued({ kind: 'sent', record: listing() });
    await expect(deliveryOf('listing00000001', { db, online: true })).resolves.toBe('sent');
    await flushed;
  });

  it('is waiting when the send failed, though the browser says it is online', async () => {
    const { db, flushed } = await queued({
      kind: 'retry',
      status: null,
      message: 'Failed to fetch',
    });
    await expect(deliveryOf('listing00000001', { db, online: true })).resolves.toBe('waiting');
    await flushed;
  });

  it('is refused when the server said no', async () => {
    const { db, flushed } = await queued({ kind: 'refused', status: 400, message: 'bad' });
    await expect(deliveryOf('listing00000001', { db, online: true })).resolves.toBe('refused');
    await flushed;
  });

  it('is waiting at once offline, and after the wait when no send comes', async () => {
    const { db } = await queued(null);
    await expect(deliveryOf('listing00000001', { db, online: false })).resolves.toBe('waiting');
    await expect(deliveryOf('listing00000001', { db, online: true, waitMs: 300 })).resolves.toBe(
      'waiting',
    );
  });
});
