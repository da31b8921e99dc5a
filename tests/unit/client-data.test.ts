import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { clientHires, openHireWith } from '@/data/hires';
import { LocalDb } from '@/data/local-db';
import type { ListingRecord, HireRecord } from '@/data/records';
import { savedContractors, toggleSavedContractor } from '@/data/saved-contractors';
import { recordsInOutbox } from '@/data/sync-status';
import { clearLocalUserData, localUserData } from '@/data/users';
import { requestedHire } from '../support/local-db';

let db: LocalDb;
let n = 0;
const fresh = () => (db = new LocalDb(`client-data-test-${++n}`));

afterEach(async () => {
  db.close();
  await db.delete();
});

const hire = (id: string, client: string, created: string): HireRecord =>
  requestedHire(id, created, { client });

describe('client data on the device', () => {
  it("lists a client's hires newest first, unsent ones on top", async () => {
    fresh();
    await db.hires.bulkPut([
      hire('old', 'u1', '2026-01-01 00:00:00.000Z'),
      hire('new', 'u1', '2026-02-01 00:00:00.000Z'),
      hire('unsent', 'u1', ''),
      hire('other', 'u2', '2026-03-01 00:00:00.000Z'),
    ]);
    expect((await clientHires('u1', db)).map((h) => h.id)).toEqual(['unsent', 'new', 'old']);
  });

  it("finds the client's newest open request to a contractor, not closed ones or others'", async () => {
    fresh();
    await db.hires.bulkPut([
      { ...hire('done', 'u1', '2026-03-01 00:00:00.000Z'), status: 'completed' },
      { ...hire('declined', 'u1', '2026-04-01 00:00:00.000Z'), status: 'declined' },
      { ...hire('elsewhere', 'u1', '2026-05-01 00:00:00.000Z'), contractor: 'c2' },
      { ...hire('theirs', 'u2', '2026-05-01 00:00:00.000Z') },
    ]);
    expect(await openHireWith('u1', 'c1', db)).toBeNull();
    await db.hires.put({ ...hire('open', 'u1', '2026-02-01 00:00:00.000Z'), status: 'accepted' });
    expect((await openHireWith('u1', 'c1', db))?.id).toBe('open');
    await db.hires.put(hire('unsent', 'u1', ''));
    expect((await openHireWith('u1', 'c1', db))?.id).toBe('unsent');
  });

  it('saves and unsaves contractors, newest first', async () => {
    fresh();
    expect(await toggleSavedContractor('a', db)).toBe(true);
    expect(await toggleSavedContractor('b', db)).toBe(true);
    expect(await savedContractors(db)).toEqual(['b', 'a']);
    expect(await toggleSavedContractor('a', db)).toBe(false);
    expect(await savedContractors(db)).toEqual(['b']);
  });

  it('knows which records wait in the outbox', async () => {
    fresh();
    await db.outbox.add({
      collection: 'hires',
      recordId: 'h1',
      op: 'create',
      body: {},
      attempts: 0,
      notBefore: 0,
      createdAt: 0,
    });
    expect(await recordsInOutbox(db)).toEqual(new Set(['h1']));
  });

  it("gathers and then forgets a user's own data", async () => {
    fresh();
    const listing = { id: 'u1', owner: 'u1', business_name: 'Mine' } as ListingRecord;
    await db.contractors.bulkPut([listing, { ...listing, id: 'c9', owner: 'u9' }]);
    await db.hires.bulkPut([hire('h1', 'u1', '2026-01-01 00:00:00.000Z')]);
    await db.reviews.put({
      id: 'r1',
      contractor: 'c9',
      author: 'u1',
      hire: 'h1',
      rating: 4,
      body: '',
      created: '',
      updated: '',
    });
    await toggleSavedContractor('c9', db);
    const data = await localUserData('u1', db);
    expect(data.listing?.id).toBe('u1');
    expect(data.hires.map((h) => h.id)).toEqual(['h1']);
    expect(data.reviews.map((r) => r.id)).toEqual(['r1']);
    expect(data.savedContractors).toEqual(['c9']);

    await clearLocalUserData('u1', db);
    expect(await db.hires.count()).toBe(0);
    expect(await db.reviews.count()).toBe(0);
    expect((await db.contractors.toArray()).map((c) => c.id)).toEqual(['c9']);
    expect(await savedContractors(db)).toEqual([]);
  });
});
