import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { EstimateRecord } from '@/data/records';
import type { ServerRecord } from '@/data/sync/apply';
import { adoptUser, syncRound } from '@/data/sync/engine';
import type { SendOutcome } from '@/data/sync/outbox';
import { freshDatabases } from '../../support/local-db';

// The sync engine and estimates (src/data/sync/engine.ts): projects made signed out move to
// the account that signs in, a user switch drops the previous user's estimates, and a round
// pulls the signed-in user's estimates.
const fresh = freshDatabases('sync-engine-estimates');
const A = 'usera0000000001';
const B = 'userb0000000001';

const estimate = (id: string, owner: string, updated = ''): EstimateRecord => ({
  id,
  owner,
  created: updated,
  updated,
  name: `Estimate ${id}`,
  client_name: '',
  address: '',
  trades: [],
  currency: 'EUR',
  sections: [],
  settings: { overheadPercent: 0, profitPercent: 0, taxPercent: 0, regionalFactor: 1 },
});

describe('estimates on sign-in and user switch', () => {
  it('moves projects made signed out to the user who signs in, queued once', async () => {
    const db = fresh();
    await adoptUser(db, null);
    await db.estimates.put(estimate('device000000001', ''));
    await adoptUser(db, null); // still signed out: stays on the device
    expect(await db.outbox.count()).toBe(0);
    await adoptUser(db, A);
    await adoptUser(db, A);
    expect((await db.estimates.get('device000000001'))?.owner).toBe(A);
    const queued = await db.outbox.toArray();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ collection: 'estimates', op: 'create' });
    expect(queued[0]?.body).not.toHaveProperty('owner');
  });

  it('drops the previous user’s synced estimates and their cursor, keeping waiting ones', async () => {
    const db = fresh();
    await adoptUser(db, A);
    await db.estimates.bulkPut([
      estimate('synced000000001', A, '2026-11-01 00:00:00.000Z'),
      estimate('waiting00000001', A),
    ]);
    await db.outbox.add({
      collection: 'estimates',
      recordId: 'waiting00000001',
      op: 'create',
      body: {},
      attempts: 0,
      notBefore: 0,
      createdAt: 0,
    });
    await db.sync_state.put({ key: 'estimates', updated: 'x', id: 'y', syncedAt: 1 });
    await adoptUser(db, B);
    expect((await db.estimates.toArray()).map((r) => r.id)).toEqual(['waiting00000001']);
    expect(await db.sync_state.get('estimates')).toBeUndefined();
  });
});

describe('a sync round', () => {
  it('pulls the signed-in user’s estimates, and none signed out', async () => {
    const db = fresh();
    const asked: string[] = [];
    const server: ServerRecord = {
      ...estimate('server000000001', A, '2026-11-02 00:00:00.000Z'),
    };
    const fetchPage = (collection: string) => {
      asked.push(collection);
      return Promise.resolve(collection === 'estimates' ? [server] : []);
    };
    const send = (): Promise<SendOutcome> => Promise.resolve({ kind: 'sent' });
    await syncRound({ db, fetchPage, send, userId: null });
    expect(asked).not.toContain('estimates');
    await syncRound({ db, fetchPage, send, userId: A });
    expect(asked).toContain('estimates');
    expect((await db.estimates.get('server000000001'))?.name).toBe('Estimate server000000001');
  });
});
