import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { OutboxRow } from '@/data/local-db';
import { updateLocally } from '@/data/sync/local-write';
import { enqueue, flushOutbox, type SendOutcome } from '@/data/sync/outbox';
import { freshDatabases, listing } from '../../support/local-db';

// The outbox rebasing later edits of a record on the server's answer to the earlier one
// (src/data/sync/outbox.ts; sending, retries and backoff: tests/unit/outbox.test.ts).
const fresh = freshDatabases('sync-outbox-test');

describe('conflicts', () => {
  it('rebases later edits of a record on the version the server made of the earlier one', async () => {
    const db = fresh();
    await db.contractors.put(listing() as never);
    await updateLocally(db, 'contractors', 'listing00000001', { city: 'Salem' });
    await enqueue(
      {
        collection: 'contractors',
        recordId: 'listing00000001',
        op: 'update',
        body: { city: 'Lynn' },
        baseUpdated: '2026-11-01 10:00:00.000Z',
      },
      db,
    );
    const bases: (string | undefined)[] = [];
    let version = 0;
    const send = (row: OutboxRow): Promise<SendOutcome> => {
      bases.push(row.baseUpdated);
      version += 1;
      return Promise.resolve({
        kind: 'sent',
        record: listing({ ...row.body, updated: `2026-11-0${version + 5} 00:00:00.000Z` }),
      });
    };
    await flushOutbox(send, db);
    expect(bases).toEqual(['2026-11-01 10:00:00.000Z', '2026-11-06 00:00:00.000Z']);
  });
});
