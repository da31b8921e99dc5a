import 'fake-indexeddb/auto';
import PocketBase from 'pocketbase';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LocalDb } from '@/data/local-db';
import type { ListingRecord } from '@/data/records';
import { pullCollection, pullFirstPage } from '@/data/sync/pull';
import { pageReader } from '@/data/sync/remote';
import { signUp, superuser } from '../support/actors';
import { testPocketBaseUrl } from '../support/servers';

// A cold device's first page (src/data/sync/pull.ts pullFirstPage) against the real
// PocketBase: the search filter is one the server accepts, returns the trade's listings that
// hold the words, and nothing the list rule hides from the caller (a draft); then the full
// pull brings the rest, each listing once.
const url = testPocketBaseUrl();
let tradeId: string;
let db: LocalDb;
let n = 0;

beforeAll(async () => {
  const admin = await superuser(url);
  tradeId = (await admin.collection('trades').getFirstListItem("value = 'roofer'")).id;
});
afterEach(async () => {
  db.close();
  await db.delete();
});

async function listing(name: string, status: string, trades = [tradeId]): Promise<ListingRecord> {
  const actor = await signUp(url, { user_type: 'contractor' });
  return actor.pb
    .collection('contractors')
    .create<ListingRecord>(
      { owner: actor.id, business_name: name, trades, status, postcode: '10001' },
      { requestKey: null },
    );
}

describe('first page on a cold device', () => {
  it("brings the search's active listings of the trade, then the full pull completes", async () => {
    db = new LocalDb(`sync-first-page-${Date.now()}-${++n}`);
    const word = `quokka${Date.now().toString(36)}`;
    const admin = await superuser(url);
    const other = (await admin.collection('trades').getFirstListItem("value != 'roofer'")).id;
    const hit = await listing(`Roofs ${word} One`, 'active');
    const otherTrade = await listing(`Pipes ${word} Two`, 'active', [other]);
    const draft = await listing(`Draft ${word} Three`, 'draft');
    const guest = new PocketBase(url);
    const fetchPage = pageReader(guest);

    expect(
      await pullFirstPage(db, { trade: 'roofer', text: word }, { fetchPage, userId: null }),
    ).toBe(1);
    expect((await db.contractors.toArray()).map((r) => r.id)).toEqual([hit.id]);
    expect(await db.trades.count()).toBeGreaterThan(10);

    // Without a trade: both active listings with the word; never the draft.
    db.close();
    await db.delete();
    db = new LocalDb(`sync-first-page-${Date.now()}-${++n}`);
    await pullFirstPage(db, { text: word.toUpperCase() }, { fetchPage, userId: null });
    const ids = (await db.contractors.toArray()).map((r) => r.id).sort();
    expect(ids).toEqual([hit.id, otherTrade.id].sort());

    const total = await pullCollection(db, 'contractors', { fetchPage, userId: null });
    expect(total).toBeGreaterThanOrEqual(2);
    const all = await db.contractors.toArray();
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    expect(all.map((r) => r.id)).toContain(hit.id);
    expect(all.map((r) => r.id)).not.toContain(draft.id);
  });
});
