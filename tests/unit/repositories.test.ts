import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendCapture } from '@/data/exit-intent-captures';
import { incomingHires, setHireStatus } from '@/data/hires';
import { getListing, listingsById } from '@/data/listings';
import { localDb, LocalDb, type TradeRow } from '@/data/local-db';
import type { ListingRecord, HireRecord } from '@/data/records';
import { listingReviews, reviewHire, reviewsBy } from '@/data/reviews';
import { decideConflict, dismissRefusedWrite, syncStatus } from '@/data/sync-status';
import { LAST_ROUND_KEY } from '@/data/sync/engine';
import { listTrades, tradesById } from '@/data/trades';
import { requestedHire } from '../support/local-db';

// The entity repositories of src/data that features read and write through (fake-indexeddb).
let db: LocalDb;
let n = 0;
const fresh = () => (db = new LocalDb(`repositories-test-${++n}`));
afterEach(async () => {
  db.close();
  await db.delete();
  vi.unstubAllGlobals();
});

const trade = (id: string, value: string, sort: number): TradeRow => ({
  id,
  value,
  label: value,
  category: 'general',
  sort,
  created: '',
  updated: '',
});

const hire = (id: string, contractor: string, created: string): HireRecord =>
  requestedHire(id, created, { contractor });

describe('trades', () => {
  it('reads every synced trade in the bundled display order, unknown ones by their sort', async () => {
    fresh();
    expect(await listTrades(db)).toEqual([]);
    // Bundled order: architect (1) comes before roofer; "zz_new" is not in the bundle.
    await db.trades.bulkPut([
      trade('t-roof', 'roofer', 1),
      trade('t-new', 'zz_new', 999),
      trade('t-arch', 'architect', 50),
    ]);
    const rows = await listTrades(db);
    expect(rows.map((row) => row.value)).toEqual(['architect', 'roofer', 'zz_new']);
    expect(tradesById(rows).get('t-roof')?.value).toBe('roofer');
  });
});

describe('hires', () => {
  it('lists the requests sent to a listing, newest first, and changes a status with its write', async () => {
    fresh();
    await db.hires.bulkPut([
      hire('old', 'c1', '2026-01-01 00:00:00.000Z'),
      hire('new', 'c1', '2026-02-01 00:00:00.000Z'),
      hire('other', 'c2', '2026-03-01 00:00:00.000Z'),
    ]);
    expect((await incomingHires('c1', db)).map((h) => h.id)).toEqual(['new', 'old']);
    await setHireStatus('new', 'accepted', db);
    expect((await db.hires.get('new'))?.status).toBe('accepted');
    expect(await db.outbox.toArray()).toMatchObject([
      { collection: 'hires', recordId: 'new', op: 'update', body: { status: 'accepted' } },
    ]);
    await expect(setHireStatus('missing', 'accepted', db)).rejects.toThrow();
  });
});

describe('reviews', () => {
  it('queues a review of a hire and reads it by listing and by author', async () => {
    fresh();
    const review = await reviewHire(
      'author000000001',
      { id: 'h1', contractor: 'c1' },
      5,
      ' Great ',
      db,
    );
    expect(review).toMatchObject({ contractor: 'c1', hire: 'h1', rating: 5, body: 'Great' });
    expect((await listingReviews('c1', db)).map((r) => r.id)).toEqual([review.id]);
    expect((await reviewsBy('author000000001', db)).map((r) => r.id)).toEqual([review.id]);
    expect(await db.outbox.toArray()).toMatchObject([
      { collection: 'reviews', recordId: review.id, op: 'create' },
    ]);
  });

  it("edits the author's review of the listing after a later hire instead of adding one", async () => {
    fresh();
    const first = await reviewHire(
      'author000000001',
      { id: 'h1', contractor: 'c1' },
      2,
      'Late',
      db,
    );
    const again = await reviewHire(
      'author000000001',
      { id: 'h2', contractor: 'c1' },
      5,
      'Better',
      db,
    );
    expect(again.id).toBe(first.id);
    expect(await listingReviews('c1', db)).toMatchObject([
      { id: first.id, rating: 5, body: 'Better' },
    ]);
  });

  it("leaves a review staff hid off the listing, though its author's device keeps it", async () => {
    fresh();
    const mine = await reviewHire('author000000001', { id: 'h1', contractor: 'c1' }, 1, 'Rude', db);
    await db.reviews.update(mine.id, { hidden: true });
    expect(await listingReviews('c1', db)).toEqual([]);
    expect((await reviewsBy('author000000001', db)).map((r) => r.id)).toEqual([mine.id]);
  });
});

describe('listings', () => {
  it('reads one listing and several by id, leaving out the ones not on the device', async () => {
    fresh();
    const listing = { id: 'c1', owner: 'o1', business_name: 'One' } as ListingRecord;
    await db.contractors.put(listing);
    expect((await getListing('c1', db))?.business_name).toBe('One');
    expect(await getListing('c9', db)).toBeUndefined();
    expect([...(await listingsById(['c1', 'c9', 'c1'], db)).keys()]).toEqual(['c1']);
  });
});

describe('sync status', () => {
  it('counts waiting and refused writes and conflicts, with the last round', async () => {
    fresh();
    expect(await syncStatus(db)).toEqual({
      pending: 0,
      refused: [],
      conflicts: [],
      decisions: 0,
      tradeValues: {},
      lastSyncAt: null,
      listingsComplete: false,
    });
    const entry = { recordId: 'h1', op: 'create' as const, body: {}, attempts: 0, notBefore: 0 };
    await db.outbox.bulkAdd([
      { ...entry, collection: 'hires', createdAt: 1 },
      { ...entry, collection: 'hires', createdAt: 2, error: { status: 400, message: 'bad' } },
    ]);
    await db.contractors.put({
      id: 'c1',
      owner: 'o1',
      business_name: 'Acme Roofing',
    } as ListingRecord);
    await db.trades.put(trade('t1', 'roofing', 1));
    await db.hires.put({
      ...hire('h2', 'c1', '2026-01-01 00:00:00.000Z'),
      client_name: 'Chris C.',
    });
    await db.conflicts.bulkAdd([
      {
        collection: 'hires',
        recordId: 'h2',
        fields: { status: { mine: 'cancelled', theirs: 'accepted' } },
        createdAt: 3,
      },
      {
        collection: 'contractors',
        recordId: 'c1',
        fields: { trades: { mine: ['t1'], theirs: [] }, phone: { mine: '1', theirs: '2' } },
        createdAt: 4,
      },
    ]);
    await db.sync_state.put({ key: LAST_ROUND_KEY, updated: '', id: '', syncedAt: 1234 });
    const status = await syncStatus(db, 'c1');
    expect(status.pending).toBe(1);
    expect(status.refused.map((row) => row.error?.status)).toEqual([400]);
    // Named as people know them: the contractor sees the client's name, a listing its name.
    expect(status.conflicts.map((conflict) => conflict.recordName)).toEqual([
      'Chris C.',
      'Acme Roofing',
    ]);
    expect(status.decisions).toBe(3);
    expect(status.tradeValues).toEqual({ t1: 'roofing' });
    expect(status.lastSyncAt).toBe(1234);
    // The listings' own pull state says whether every listing is here, not the last round.
    expect(status.listingsComplete).toBe(false);
    await db.sync_state.put({ key: 'contractors', updated: '', id: '', syncedAt: 1200 });
    expect((await syncStatus(db, 'c1')).listingsComplete).toBe(true);
  });

  it('keeps mine or theirs per field, and dismisses a refused create with its record', async () => {
    fresh();
    await db.hires.bulkPut([hire('h1', 'c1', '2026-01-01 00:00:00.000Z')]);
    const conflict = (await db.conflicts.add({
      collection: 'hires',
      recordId: 'h1',
      fields: {
        description: { base: 'Old', mine: 'Mine', theirs: 'Theirs' },
        trade: { base: '', mine: 'roofing', theirs: 'siding' },
      },
      createdAt: 1,
    })) as number;
    expect(await decideConflict(conflict, 'mine', ['description'], db)).toBe(true);
    expect((await db.hires.get('h1'))?.description).toBe('Mine');
    expect(await db.outbox.toArray()).toMatchObject([
      {
        recordId: 'h1',
        op: 'update',
        body: { description: 'Mine' },
        baseUpdated: '2026-01-01 00:00:00.000Z',
      },
    ]);
    expect(Object.keys((await db.conflicts.get(conflict))?.fields ?? {})).toEqual(['trade']);
    await db.outbox.clear();

    expect(await decideConflict(conflict, 'theirs', ['trade'], db)).toBe(false);
    expect(await db.conflicts.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.hires.get('h1'))?.description).toBe('Mine');

    const seq = (await db.outbox.add({
      collection: 'hires',
      recordId: 'h1',
      op: 'create',
      body: {},
      attempts: 1,
      notBefore: 0,
      createdAt: 3,
      error: { status: 400, message: 'bad' },
    })) as number;
    expect((await dismissRefusedWrite(seq, db))?.recordId).toBe('h1');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.hires.get('h1')).toBeUndefined();
  });
});

describe('exit-intent captures', () => {
  it('keeps a capture made offline in the outbox, to be sent when the network is back', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    db = localDb();
    const outcome = await sendCapture({
      email: 'later@example.com',
      user_intent: 'hirer',
      language_preference: 'English',
      user_agent: 'UA',
    });
    expect(outcome).toBe('queued');
    expect(await db.outbox.toArray()).toMatchObject([
      { collection: 'exit_intent_captures', op: 'create', body: { email: 'later@example.com' } },
    ]);
  });
});
