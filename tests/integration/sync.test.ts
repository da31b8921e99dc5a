import 'fake-indexeddb/auto';
import type PocketBase from 'pocketbase';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { judgeProfileLanguage, storeLanguageChoice } from '@/data/language';
import { LocalDb } from '@/data/local-db';
import type { HireRecord, ListingRecord } from '@/data/records';
import { resolveConflict } from '@/data/sync/conflicts';
import { syncRound } from '@/data/sync/engine';
import { createLocally, updateLocally } from '@/data/sync/local-write';
import { flushOutbox, type Send } from '@/data/sync/outbox';
import { pullCollection, readCursor, type FetchPage } from '@/data/sync/pull';
import { sendWith } from '@/data/sync/push';
import { newRecordId } from '@/data/sync/record-id';
import { pageReader } from '@/data/sync/remote';
import { signUp, superuser, type Actor } from '../support/actors';
import { testPocketBaseUrl } from '../support/servers';

// The sync engine (src/data/sync) against the real PocketBase, with IndexedDB from
// fake-indexeddb: pull in pages by cursor, resuming after a failure; tombstones for deleted
// and unpublished listings; pushes with conflicts; a whole round for a client and a hire.
const url = testPocketBaseUrl();
let admin: PocketBase;
let tradeId: string;
let db: LocalDb;
let n = 0;

beforeAll(async () => {
  admin = await superuser(url);
  tradeId = (await admin.collection('trades').getFirstListItem("value = 'roofer'")).id;
});
afterEach(async () => {
  db.close();
  await db.delete();
});
const freshDb = () => (db = new LocalDb(`sync-it-${Date.now()}-${++n}`));

/** A signed-up contractor with an active listing (created by them, through the API). */
async function listedContractor(name: string): Promise<Actor & { listing: ListingRecord }> {
  const actor = await signUp(url, { user_type: 'contractor' });
  const listing = await actor.pb.collection('contractors').create<ListingRecord>(
    {
      owner: actor.id,
      business_name: name,
      trades: [tradeId],
      status: 'active',
      postcode: '10001',
    },
    { requestKey: null },
  );
  return { ...actor, listing };
}

describe('pull', () => {
  it('pulls in pages by (updated, id) and then only what changed', async () => {
    freshDb();
    const made = await Promise.all(
      ['Pull A', 'Pull B', 'Pull C', 'Pull D', 'Pull E'].map(listedContractor),
    );
    const reader = pageReader(admin);
    const pages: number[] = [];
    const counting: FetchPage = async (c, q) => {
      const items = await reader(c, q);
      pages.push(items.length);
      return items;
    };
    await pullCollection(db, 'contractors', { fetchPage: counting, userId: null, perPage: 2 });
    for (const m of made)
      expect((await db.contractors.get(m.listing.id))?.business_name).toBe(m.listing.business_name);
    expect(pages.slice(0, -1).every((size) => size === 2)).toBe(true);
    const cursor = await readCursor(db, 'contractors');
    const newest = await admin
      .collection('contractors')
      .getList<ListingRecord>(1, 1, { sort: '-updated,-id' });
    expect(cursor).toEqual({ updated: newest.items[0]?.updated, id: newest.items[0]?.id });

    const [, , third] = made;
    if (!third) throw new Error('five listings were made');
    await third.pb.collection('contractors').update(third.listing.id, { business_name: 'Pull C2' });
    pages.length = 0;
    const received = await pullCollection(db, 'contractors', { fetchPage: counting, userId: null });
    expect(received).toBe(1);
    expect((await db.contractors.get(third.listing.id))?.business_name).toBe('Pull C2');
  });

  it('keeps the pages stored before a failure and resumes after them, storing each once', async () => {
    freshDb();
    await Promise.all(['Resume A', 'Resume B', 'Resume C'].map(listedContractor));
    const total = (
      await admin.collection('contractors').getFullList({ filter: "status = 'active'" })
    ).length;
    const reader = pageReader(admin);
    let calls = 0;
    const failing: FetchPage = async (c, q) => {
      calls += 1;
      if (calls === 3) throw new Error('network down');
      return reader(c, q);
    };
    await expect(
      pullCollection(db, 'contractors', { fetchPage: failing, userId: null, perPage: 2 }),
    ).rejects.toThrow('network down');
    // The first page was stored with its cursor (the second was in flight when the third failed).
    expect(await db.contractors.count()).toBeGreaterThanOrEqual(2);
    const requested: string[] = [];
    const logging: FetchPage = (c, q) => {
      requested.push(q.filter);
      return reader(c, q);
    };
    await pullCollection(db, 'contractors', { fetchPage: logging, userId: null, perPage: 2 });
    expect(requested[0]).toContain('updated >');
    expect(await db.contractors.count()).toBe(total);
  });

  it('removes removed and unpublished listings through tombstones, and keeps a republished one', async () => {
    freshDb();
    const gone = await listedContractor('Tomb gone');
    const hidden = await listedContractor('Tomb hidden');
    const back = await listedContractor('Tomb back');
    const options = { fetchPage: pageReader(admin), userId: null };
    await pullCollection(db, 'contractors', options);
    await pullCollection(db, 'record_deletions', options);
    expect(
      await db.contractors.bulkGet([gone.listing.id, hidden.listing.id, back.listing.id]),
    ).not.toContain(undefined);

    await gone.pb.collection('contractors').update(gone.listing.id, { status: 'removed' });
    await hidden.pb.collection('contractors').update(hidden.listing.id, { status: 'draft' });
    await back.pb.collection('contractors').update(back.listing.id, { status: 'draft' });
    await back.pb.collection('contractors').update(back.listing.id, { status: 'active' });

    await pullCollection(db, 'contractors', options);
    await pullCollection(db, 'record_deletions', options);
    expect(await db.contractors.get(gone.listing.id)).toBeUndefined();
    expect(await db.contractors.get(hidden.listing.id)).toBeUndefined();
    expect((await db.contractors.get(back.listing.id))?.status).toBe('active');
  });
});

describe('push', () => {
  it('on a 409 merges by field: fields changed on one side only are kept, both sides are asked', async () => {
    freshDb();
    const owner = await listedContractor('Conflict Co');
    const id = owner.listing.id;
    await pullCollection(db, 'contractors', { fetchPage: pageReader(owner.pb), userId: owner.id });
    // This device edits phone and years offline; another device of the owner saves first.
    await updateLocally(db, 'contractors', id, { phone: '555 0100', years_in_business: 12 });
    await owner.pb.collection('contractors').update(id, { description: 'Edited on the laptop' });

    const send = (row: Parameters<typeof sendWith>[1]) => sendWith(owner.pb, row);
    expect(await flushOutbox(send, db, Date.now, owner.id)).toEqual({
      sent: 1,
      waiting: 0,
      refused: 0,
    });
    expect(await db.conflicts.count()).toBe(0);
    const merged = await admin.collection('contractors').getOne<ListingRecord>(id);
    expect(merged).toMatchObject({
      phone: '555 0100',
      years_in_business: 12,
      description: 'Edited on the laptop',
    });
    expect(await db.contractors.get(id)).toMatchObject({
      updated: merged.updated,
      description: 'Edited on the laptop',
      phone: '555 0100',
    });

    // Both change the description (and only this device the city): a conflict on the
    // description alone; "Keep mine" sends it on the server's version.
    await updateLocally(db, 'contractors', id, {
      description: 'Edited on the phone',
      city: 'Troy',
    });
    await owner.pb.collection('contractors').update(id, { description: 'Laptop again' });
    await flushOutbox(send, db, Date.now, owner.id);
    const [conflict] = await db.conflicts.toArray();
    expect(conflict?.fields).toEqual({
      description: {
        base: 'Edited on the laptop',
        mine: 'Edited on the phone',
        theirs: 'Laptop again',
      },
    });
    expect(await admin.collection('contractors').getOne(id)).toMatchObject({
      description: 'Laptop again',
      city: 'Troy',
    });
    expect(await resolveConflict(db, conflict?.id ?? -1, 'mine')).toBe(true);
    expect(await flushOutbox(send, db, Date.now, owner.id)).toMatchObject({ sent: 1, waiting: 0 });
    expect((await admin.collection('contractors').getOne(id)).description).toBe(
      'Edited on the phone',
    );

    // A third, settled with "Keep theirs": the server's version stays, locally too.
    await updateLocally(db, 'contractors', id, { description: 'Second try' });
    await owner.pb.collection('contractors').update(id, { description: 'Laptop wins' });
    await flushOutbox(send, db, Date.now, owner.id);
    const [second] = await db.conflicts.toArray();
    await resolveConflict(db, second?.id ?? -1, 'theirs');
    expect(await db.conflicts.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.contractors.get(id))?.description).toBe('Laptop wins');
    expect((await admin.collection('contractors').getOne(id)).description).toBe('Laptop wins');
  });

  it('an edit whose answer was lost is sent again and done, not a conflict with itself', async () => {
    freshDb();
    const owner = await listedContractor('Lost Answer');
    const id = owner.listing.id;
    await pullCollection(db, 'contractors', { fetchPage: pageReader(owner.pb), userId: owner.id });
    await updateLocally(db, 'contractors', id, { city: 'Albany', years_in_business: 7 });
    // The first send reaches the server, but its answer never comes back (a dropped signal).
    let answers = 0;
    const send: Send = async (row) => {
      const outcome = await sendWith(owner.pb, row);
      answers += 1;
      return answers === 1 ? { kind: 'retry', status: null, message: 'answer lost' } : outcome;
    };
    expect(await flushOutbox(send, db, Date.now, owner.id)).toEqual({
      sent: 0,
      waiting: 1,
      refused: 0,
    });
    const applied = await admin.collection('contractors').getOne<ListingRecord>(id);
    expect(applied).toMatchObject({ city: 'Albany', years_in_business: 7 });
    // The retry, once its backoff has passed: the server refuses its If-Match (the record is
    // no longer at the version the edit was made on), and finds the edit already there.
    const later = () => Date.now() + 3_600_000;
    expect(await flushOutbox(send, db, later, owner.id)).toEqual({
      sent: 1,
      waiting: 0,
      refused: 0,
    });
    expect(answers).toBe(2);
    expect(await db.conflicts.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.contractors.get(id)).toMatchObject({
      updated: applied.updated,
      city: 'Albany',
      years_in_business: 7,
    });
    expect((await admin.collection('contractors').getOne(id)).updated).toBe(applied.updated);
  });

  it('sends consecutive edits of one record without conflicting with itself', async () => {
    freshDb();
    const owner = await listedContractor('Many Edits');
    await pullCollection(db, 'contractors', { fetchPage: pageReader(owner.pb), userId: owner.id });
    for (const city of ['A', 'B', 'C'])
      await updateLocally(db, 'contractors', owner.listing.id, { city });
    const send = (row: Parameters<typeof sendWith>[1]) => sendWith(owner.pb, row);
    expect(await flushOutbox(send, db, Date.now, owner.id)).toEqual({
      sent: 3,
      waiting: 0,
      refused: 0,
    });
    expect(await db.conflicts.count()).toBe(0);
    expect((await admin.collection('contractors').getOne(owner.listing.id)).city).toBe('C');
  });
});

describe('signed out', () => {
  it('keeps a user’s write waiting until they sign in again, instead of losing it', async () => {
    freshDb();
    const contractor = await listedContractor('Later Co');
    const client = await signUp(url, { user_type: 'client' });
    const session = { token: client.pb.authStore.token, record: client.pb.authStore.record };
    await createLocally(
      db,
      'hires',
      {
        id: newRecordId(),
        created: '',
        updated: '',
        client: client.id,
        contractor: contractor.listing.id,
        trade: '',
        description: 'After sign-in',
        status: 'requested',
        fee_status: 'waived',
      },
      { client: client.id, contractor: contractor.listing.id, status: 'requested' },
    );
    client.pb.authStore.clear();
    const send = (row: Parameters<typeof sendWith>[1]) => sendWith(client.pb, row);
    expect(await flushOutbox(send, db, Date.now, null)).toEqual({
      sent: 0,
      waiting: 1,
      refused: 0,
    });
    client.pb.authStore.save(session.token, session.record);
    const later = Date.now() + 3_600_000;
    expect(await flushOutbox(send, db, () => later, client.id)).toEqual({
      sent: 1,
      waiting: 0,
      refused: 0,
    });
  });
});

/** The fields of a user record the language rule reads. */
interface ProfileFields {
  language_preference: string;
  updated: string;
}

describe('the profile language', () => {
  it('reaches the server through the outbox, and an older copy of the profile does not undo it', async () => {
    freshDb();
    const user = await signUp(url, { user_type: 'client', language_preference: 'English' });
    // The session's copy, as a device signed in before going offline holds it.
    const stale = user.pb.authStore.record;
    if (!stale) throw new Error('signed in');
    const before = { name: String(stale.language_preference), updated: stale.updated as string };
    expect(before.updated).not.toBe('');
    await storeLanguageChoice('de', { userId: user.id, name: 'German' }, db);
    expect(await judgeProfileLanguage(user.id, before, db)).toBe('keep-local');

    const send = (row: Parameters<typeof sendWith>[1]) => sendWith(user.pb, row);
    expect(await flushOutbox(send, db, Date.now, user.id)).toEqual({
      sent: 1,
      waiting: 0,
      refused: 0,
    });
    const server = await admin
      .collection('users')
      .getOne<ProfileFields>(user.id, { requestKey: null });
    expect(server.language_preference).toBe('German');
    expect(await judgeProfileLanguage(user.id, before, db)).toBe('keep-local');

    const refreshed = (await user.pb.collection('users').authRefresh({ requestKey: null })).record;
    const after = {
      name: String(refreshed.language_preference),
      updated: refreshed.updated as string,
    };
    expect(after).toEqual({ name: 'German', updated: server.updated });
    expect(await judgeProfileLanguage(user.id, after, db)).toBe('use-profile');

    // A later choice made on another device wins over this device's earlier one.
    const elsewhere = await user.pb
      .collection('users')
      .update<ProfileFields>(user.id, { language_preference: 'French' }, { requestKey: null });
    expect(
      await judgeProfileLanguage(user.id, { name: 'French', updated: elsewhere.updated }, db),
    ).toBe('use-profile');
  });
});

describe('a sync round', () => {
  it('sends a hire made offline, and brings back the contractor’s answer', async () => {
    freshDb();
    const contractor = await listedContractor('Round Roofing');
    const client = await signUp(url, { user_type: 'client' });
    const round = () =>
      syncRound({
        db,
        fetchPage: pageReader(client.pb),
        send: (row) => sendWith(client.pb, row),
        userId: client.id,
      });
    await round();
    expect((await db.contractors.get(contractor.listing.id))?.business_name).toBe('Round Roofing');

    const id = newRecordId();
    await createLocally(
      db,
      'hires',
      {
        id,
        created: '',
        updated: '',
        client: client.id,
        contractor: contractor.listing.id,
        trade: tradeId,
        description: 'Leaking roof',
        status: 'requested',
        fee_status: 'waived',
      },
      {
        client: client.id,
        contractor: contractor.listing.id,
        trade: tradeId,
        description: 'Leaking roof',
        status: 'requested',
      },
    );
    expect(await round()).toMatchObject({ sent: 1, waiting: 0, refused: 0 });
    const stored = await admin.collection('hires').getOne(id);
    expect(stored).toMatchObject({ client: client.id, status: 'requested', fee_status: 'waived' });

    await contractor.pb.collection('hires').update(id, { status: 'accepted' });
    await round();
    expect((await db.hires.get(id))?.status).toBe('accepted');
    expect(
      await admin.collection('hires').getFullList({ filter: `client = '${client.id}'` }),
    ).toHaveLength(1);
  });

  it('a cancel refused because the contractor accepted meanwhile is a status conflict, not a raw refusal', async () => {
    freshDb();
    const contractor = await listedContractor('Accepting Roofing');
    const client = await signUp(url, { user_type: 'client' });
    const hire = await client.pb.collection('hires').create<HireRecord>({
      client: client.id,
      contractor: contractor.listing.id,
      status: 'requested',
    });
    const round = () =>
      syncRound({
        db,
        fetchPage: pageReader(client.pb),
        send: (row) => sendWith(client.pb, row),
        userId: client.id,
      });
    await round();
    // The client cancels offline; the contractor accepts first.
    await updateLocally(db, 'hires', hire.id, { status: 'cancelled' });
    await contractor.pb.collection('hires').update(hire.id, { status: 'accepted' });
    expect(await round()).toMatchObject({ waiting: 0, refused: 0 });
    const [conflict] = await db.conflicts.toArray();
    expect(conflict).toMatchObject({
      collection: 'hires',
      recordId: hire.id,
      fields: { status: { base: 'requested', mine: 'cancelled', theirs: 'accepted' } },
    });
    expect((await db.hires.get(hire.id))?.status).toBe('accepted');
    expect((await admin.collection('hires').getOne(hire.id)).status).toBe('accepted');
  });

  it('drops the previous user’s hires when another user signs in on the device', async () => {
    freshDb();
    const contractor = await listedContractor('Switch Co');
    const first = await signUp(url, { user_type: 'client' });
    const second = await signUp(url, { user_type: 'client' });
    await first.pb
      .collection('hires')
      .create({ client: first.id, contractor: contractor.listing.id, status: 'requested' });
    const roundAs = (actor: Actor) =>
      syncRound({
        db,
        fetchPage: pageReader(actor.pb),
        send: (row) => sendWith(actor.pb, row),
        userId: actor.id,
      });
    await roundAs(first);
    expect(await db.hires.count()).toBe(1);
    await roundAs(second);
    expect(await db.hires.count()).toBe(0);
  });
});
