import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  countRecords,
  expectRefused,
  guest,
  signUp,
  superuser,
  type Actor,
  type RecordModel,
} from '../support/actors';
import { loopbackAddresses, type Addresses } from '../support/loopback';
import { expectGuestRefusedEverything, expectHiddenFromOthers } from '../support/owner-only';
import { makeStaff } from '../support/staff';
import { createListing, rooferId } from '../support/trust';
import { testPocketBaseUrl } from '../support/servers';

// estimates (pb_migrations/1764310100_estimates.js, pb_hooks/estimates.pb.js,
// lib/estimates.js): the role matrix and the bad-input matrix, with plain HTTP through the SDK
// as each caller would send it, each client from a loopback address of its own.
const url = testPocketBaseUrl();
const C = 'estimates';
const opts = { requestKey: null };

let from: Addresses;
let admin: PocketBase;
let owner: Actor;
let other: Actor;
let suspended: Actor;
let moderator: Actor;
let staffAdmin: Actor;
let tradeId: string;

const line = {
  id: 'l1',
  kind: 'material',
  description: 'Floor tiles',
  ref: '',
  quantity: 12.5,
  unit: 'm2',
  unitCostCents: 2399,
  wastePercent: 10,
};
const settings = { overheadPercent: 10, profitPercent: 15, taxPercent: 8.25, regionalFactor: 1 };

/** A valid estimate's fields (no owner: the server sets it). */
function estimate(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Kitchen floor',
    client_name: 'A. Client',
    address: '1 Main St',
    trades: [tradeId],
    currency: 'EUR',
    sections: [{ id: 's1', name: 'Floor', lines: [line] }],
    settings,
    ...fields,
  };
}

beforeAll(async () => {
  from = await loopbackAddresses(url, 'estimates');
  admin = await superuser(url, from);
  tradeId = await rooferId(admin);
  owner = await signUp(url, { user_type: 'client' }, from);
  other = await signUp(url, { user_type: 'contractor' }, from);
  suspended = await signUp(url, { user_type: 'contractor' }, from);
  moderator = await makeStaff(url, admin, 'moderator', { from });
  staffAdmin = await makeStaff(url, admin, 'admin', { from });
  const listing = await createListing(suspended, tradeId);
  await admin.collection('contractors').update(listing.id, { status: 'suspended' }, opts);
});

describe('estimates: who may do what', () => {
  let mine: RecordModel;

  beforeAll(async () => {
    mine = await owner.pb.collection(C).create(estimate(), opts);
  });

  it('sets the owner from the auth, and the owner reads it back', async () => {
    expect(mine.owner).toBe(owner.id);
    const read = await owner.pb.collection(C).getOne(mine.id, opts);
    expect(read.sections).toEqual([{ id: 's1', name: 'Floor', lines: [line] }]);
    expect(read.settings).toEqual(settings);
    const list = await owner.pb.collection(C).getFullList(opts);
    expect(list.map((r) => r.id)).toContain(mine.id);
  });

  it('refuses an owner in the body, even one’s own', async () => {
    const before = await countRecords(admin, C);
    await expectRefused(owner.pb.collection(C).create(estimate({ owner: other.id }), opts), 400);
    await expectRefused(owner.pb.collection(C).create(estimate({ owner: owner.id }), opts), 400);
    expect(await countRecords(admin, C)).toBe(before);
  });

  it('refuses guests everything', async () => {
    await expectGuestRefusedEverything(guest(url, from), admin, C, mine.id, estimate());
  });

  it('hides it from another user and from staff, who cannot change it either', async () => {
    await expectHiddenFromOthers(
      [other, moderator, staffAdmin],
      admin,
      C,
      mine.id,
      'Kitchen floor',
    );
  });

  it('lets another user keep estimates of their own, which the owner does not see', async () => {
    const theirs = await other.pb.collection(C).create(estimate({ name: 'Roof' }), opts);
    expect(theirs.owner).toBe(other.id);
    const ownerList = await owner.pb.collection(C).getFullList(opts);
    expect(ownerList.map((r) => r.id)).not.toContain(theirs.id);
  });

  it('lets the owner update but never move it to someone else', async () => {
    const updated = await owner.pb.collection(C).update(mine.id, { name: 'Kitchen + hall' }, opts);
    expect(updated.name).toBe('Kitchen + hall');
    await expectRefused(owner.pb.collection(C).update(mine.id, { owner: other.id }, opts));
    expect((await admin.collection(C).getOne(mine.id, opts)).owner).toBe(owner.id);
  });

  it('answers 409 to an update based on an older version (If-Match), changing nothing', async () => {
    const record = await owner.pb.collection(C).create(estimate({ name: 'Versioned' }), opts);
    const stale = '2000-01-01 00:00:00.000Z';
    await expectRefused(
      owner.pb.send(`/api/collections/${C}/records/${record.id}`, {
        method: 'PATCH',
        body: { name: 'Stale edit' },
        headers: { 'If-Match': stale },
        requestKey: null,
      }),
      409,
    );
    expect((await owner.pb.collection(C).getOne(record.id, opts)).name).toBe('Versioned');
    const fresh = await owner.pb.send<RecordModel>(`/api/collections/${C}/records/${record.id}`, {
      method: 'PATCH',
      body: { name: 'Fresh edit' },
      headers: { 'If-Match': String(record.updated) },
      requestKey: null,
    });
    expect(fresh).toMatchObject({ name: 'Fresh edit' });
  });

  it('lets the superuser see every estimate', async () => {
    expect((await admin.collection(C).getOne(mine.id, opts)).id).toBe(mine.id);
  });

  it('lets the owner delete it', async () => {
    const gone = await owner.pb.collection(C).create(estimate({ name: 'To delete' }), opts);
    await owner.pb.collection(C).delete(gone.id, opts);
    await expectRefused(admin.collection(C).getOne(gone.id, opts), 404);
  });

  it('refuses writes from a user whose listing is suspended, who may still read', async () => {
    const kept = await admin
      .collection(C)
      .create({ ...estimate({ name: 'Before suspension' }), owner: suspended.id }, opts);
    const before = await countRecords(admin, C);
    const refused = await expectRefused(suspended.pb.collection(C).create(estimate(), opts), 403);
    expect(refused.response).toMatchObject({ data: { owner: { code: 'owner_suspended' } } });
    await expectRefused(suspended.pb.collection(C).update(kept.id, { name: 'x' }, opts), 403);
    await expectRefused(suspended.pb.collection(C).delete(kept.id, opts), 403);
    expect(await countRecords(admin, C)).toBe(before);
    expect((await suspended.pb.collection(C).getOne(kept.id, opts)).name).toBe('Before suspension');
  });
});

describe('estimates: bad input', () => {
  const bigSections = [
    {
      id: 's1',
      name: 'Big',
      lines: Array.from({ length: 2000 }, (_, i) => ({
        ...line,
        id: `l${i}`,
        description: '€'.repeat(500), // 3 bytes each in UTF-8: about 3 MB in all
      })),
    },
  ];

  it.each([
    ['no name', { name: '' }, 'name', 'validation_required'],
    ['a long name', { name: 'x'.repeat(201) }, 'name', 'validation_max_text_constraint'],
    ['a lower-case currency', { currency: 'eur' }, 'currency', 'validation_invalid_format'],
    ['a four-letter currency', { currency: 'EURO' }, 'currency', 'validation_max_text_constraint'],
    ['no currency', { currency: '' }, 'currency', 'validation_required'],
    [
      'an unknown trade',
      { trades: ['doesnotexist123'] },
      'trades',
      'validation_missing_rel_records',
    ],
    ['sections not a list', { sections: { a: 1 } }, 'sections', 'estimate_sections_invalid'],
    [
      'a negative quantity',
      { sections: [{ id: 's', name: '', lines: [{ ...line, quantity: -1 }] }] },
      'sections',
      'estimate_sections_invalid',
    ],
    [
      'fractional cents',
      { sections: [{ id: 's', name: '', lines: [{ ...line, unitCostCents: 0.5 }] }] },
      'sections',
      'estimate_sections_invalid',
    ],
    [
      'a script in a line',
      { sections: [{ id: 's', name: '', lines: [{ ...line, onclick: 'alert(1)' }] }] },
      'sections',
      'estimate_sections_invalid',
    ],
    ['sections over 2 MB', { sections: bigSections }, 'sections', 'validation_json_size_limit'],
    ['no settings', { settings: null }, 'settings', 'estimate_settings_invalid'],
    [
      'tax over 100 %',
      { settings: { ...settings, taxPercent: 150 } },
      'settings',
      'estimate_settings_invalid',
    ],
  ])('refuses %s with a field error and writes nothing', async (_t, fields, field, code) => {
    const before = await countRecords(admin, C);
    const error = await expectRefused(owner.pb.collection(C).create(estimate(fields), opts), 400);
    expect(error.response).toMatchObject({ data: { [field]: { code } } });
    expect(await countRecords(admin, C)).toBe(before);
  });

  it('refuses a bad update and keeps the stored estimate', async () => {
    const record = await owner.pb.collection(C).create(estimate(), opts);
    const error = await expectRefused(
      owner.pb
        .collection(C)
        .update(record.id, { settings: { ...settings, regionalFactor: 0 } }, opts),
      400,
    );
    expect(error.response).toMatchObject({
      data: { settings: { code: 'estimate_settings_invalid' } },
    });
    expect((await owner.pb.collection(C).getOne(record.id, opts)).settings).toEqual(settings);
  });
});
