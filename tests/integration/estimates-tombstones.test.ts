import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { blankEstimate, createEstimate, deleteEstimate, getEstimate } from '@/data/estimates';
import {
  clearOverride,
  findOverride,
  setOverride,
  type CostOverrideRecord,
} from '@/data/cost-overrides';
import { LocalDb } from '@/data/local-db';
import { syncRound } from '@/data/sync/engine';
import { sendWith } from '@/data/sync/push';
import { pageReader } from '@/data/sync/remote';
import { signUp, superuser, type Actor } from '../support/actors';
import { testPocketBaseUrl } from '../support/servers';

// Estimate tombstones through the real outbox and pull (fake-indexeddb on two devices, real
// PocketBase): an estimate deleted on one device of a user is removed from their other
// device; another user's device never learns of it (docs/sync.md "Estimates").
const url = testPocketBaseUrl();
const opts = { requestKey: null };
const opened: LocalDb[] = [];
let n = 0;

afterEach(async () => {
  for (const db of opened.splice(0)) {
    db.close();
    await db.delete();
  }
});

/** A fresh device database. */
function device(): LocalDb {
  const db = new LocalDb(`estimates-tombstones-${Date.now()}-${++n}`);
  opened.push(db);
  return db;
}

/** One sync round of `who` on `db`. */
const round = (db: LocalDb, who: Actor) =>
  syncRound({
    db,
    fetchPage: pageReader(who.pb),
    send: (row) => sendWith(who.pb, row),
    userId: who.id,
  });

describe('estimate tombstones', () => {
  it('removes an estimate deleted on another device of the same user', async () => {
    const user = await signUp(url, { user_type: 'contractor' });
    const phone = device();
    const laptop = device();
    const kept = await createEstimate(blankEstimate('Kept', 'EUR'), user.id, phone);
    const gone = await createEstimate(
      blankEstimate('Deleted on the laptop', 'EUR'),
      user.id,
      phone,
    );
    await round(phone, user);
    await round(laptop, user);
    expect((await getEstimate(gone.id, laptop))?.name).toBe('Deleted on the laptop');

    await deleteEstimate(gone.id, laptop);
    await round(laptop, user);
    expect(await getEstimate(gone.id, phone)).toBeDefined();
    await round(phone, user);
    expect(await getEstimate(gone.id, phone)).toBeUndefined();
    expect((await getEstimate(kept.id, phone))?.name).toBe('Kept');
  });

  it('never shows one user’s deleted estimate ids to another user’s device', async () => {
    const owner = await signUp(url, { user_type: 'client' });
    const stranger = await signUp(url, { user_type: 'client' });
    const db = device();
    const made = await createEstimate(blankEstimate('Private', 'EUR'), owner.id, db);
    await round(db, owner);
    await deleteEstimate(made.id, db);
    await round(db, owner);
    const theirs = device();
    await round(theirs, stranger);
    const tombstones = await stranger.pb
      .collection('record_deletions')
      .getFullList({ filter: `record_id = "${made.id}"`, requestKey: null });
    expect(tombstones).toEqual([]);
  });
});

describe('cost overrides through the outbox', () => {
  it('sends a price set on one device once, reaches the other device, and clears on both', async () => {
    const user = await signUp(url, { user_type: 'contractor' });
    const admin = await superuser(url);
    const material = (await admin.collection('materials').getFirstListItem('', opts)).id;
    const phone = device();
    const laptop = device();
    await setOverride(user.id, { material }, 2599, 'EUR', phone);
    await round(phone, user);
    await round(phone, user);
    const onServer = await admin
      .collection<CostOverrideRecord>('cost_overrides')
      .getFullList({ filter: `owner = "${user.id}"`, ...opts });
    expect(onServer.map((o) => [o.material, o.price_cents, o.currency])).toEqual([
      [material, 2599, 'EUR'],
    ]);
    await round(laptop, user);
    expect((await findOverride(user.id, { material }, laptop))?.price_cents).toBe(2599);

    await clearOverride(user.id, { material }, laptop);
    await round(laptop, user);
    await round(phone, user);
    expect(await findOverride(user.id, { material }, phone)).toBeUndefined();
    expect(
      await admin
        .collection('cost_overrides')
        .getFullList({ filter: `owner = "${user.id}"`, ...opts }),
    ).toEqual([]);
  });
});
