import { readFileSync } from 'node:fs';
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

// plan_files (pb_migrations/1764320400_plan_files.js, pb_hooks/plan-files.pb.js) over plain
// HTTP as each caller: guest, owner, another user, a suspended user, moderator, admin,
// superuser; the protected file's URL with and without a file token; bad input.
const url = testPocketBaseUrl();
const C = 'plan_files';
const opts = { requestKey: null };
const PLAN_MAX_BYTES = 50 * 1024 * 1024;
const pdf = readFileSync('tests/fixtures/plan-one-page.pdf');

let from: Addresses;
let admin: PocketBase;
let owner: Actor;
let other: Actor;
let suspended: Actor;
let moderator: Actor;
let staffAdmin: Actor;

const takeoff = {
  page: 1,
  unit: 'm',
  scales: { '1': { metresPerPixel: 0.01, source: { kind: 'drawing', scale: '1:50' } } },
  measurements: [],
};

/** A plan upload as the app sends it (multipart), with `fields` on top. */
function upload(
  fields: Record<string, unknown> = {},
  file: Blob = new Blob([pdf], { type: 'application/pdf' }),
  name = 'ground-floor.pdf',
): FormData {
  const form = new FormData();
  form.append('name', 'Ground floor');
  form.append('takeoff', JSON.stringify(takeoff));
  form.append('file', file, name);
  for (const [key, value] of Object.entries(fields)) form.set(key, String(value));
  return form;
}

beforeAll(async () => {
  from = await loopbackAddresses(url, 'plan-files');
  admin = await superuser(url, from);
  owner = await signUp(url, { user_type: 'contractor' }, from);
  other = await signUp(url, { user_type: 'client' }, from);
  suspended = await signUp(url, { user_type: 'contractor' }, from);
  moderator = await makeStaff(url, admin, 'moderator', { from });
  staffAdmin = await makeStaff(url, admin, 'admin', { from });
  const listing = await createListing(suspended, await rooferId(admin));
  await admin.collection('contractors').update(listing.id, { status: 'suspended' }, opts);
});

/** The status of a plain GET of the record's file, with `token` when given. */
async function fileStatus(record: RecordModel, token?: string): Promise<number> {
  const file = String(record.file);
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  const response = await fetch(`${url}/api/files/${C}/${record.id}/${file}${query}`);
  await response.arrayBuffer();
  return response.status;
}

describe('plan_files: who may do what', () => {
  let mine: RecordModel;

  beforeAll(async () => {
    mine = await owner.pb.collection(C).create(upload(), opts);
  });

  it('sets the owner from the auth and keeps the takeoff', async () => {
    expect(mine.owner).toBe(owner.id);
    const read = await owner.pb.collection(C).getOne(mine.id, opts);
    expect(read.takeoff).toEqual(takeoff);
    expect(read.name).toBe('Ground floor');
  });

  it('serves the file only with a file token of the owner', async () => {
    expect(await fileStatus(mine)).not.toBe(200);
    const token = await owner.pb.files.getToken(opts);
    expect(await fileStatus(mine, token)).toBe(200);
    const served = await fetch(
      `${url}/api/files/${C}/${mine.id}/${String(mine.file)}?token=${token}`,
    );
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);
    for (const who of [other, moderator, staffAdmin]) {
      expect(await fileStatus(mine, await who.pb.files.getToken(opts))).not.toBe(200);
    }
  });

  it('refuses guests everything', async () => {
    await expectGuestRefusedEverything(guest(url, from), admin, C, mine.id, upload());
  });

  it('hides it from another user and from staff, who cannot change it either', async () => {
    await expectHiddenFromOthers([other, moderator, staffAdmin], admin, C, mine.id, 'Ground floor');
  });

  it('refuses an owner in the body, on create and update', async () => {
    const before = await countRecords(admin, C);
    await expectRefused(owner.pb.collection(C).create(upload({ owner: other.id }), opts), 400);
    await expectRefused(owner.pb.collection(C).create(upload({ owner: owner.id }), opts), 400);
    await expectRefused(owner.pb.collection(C).update(mine.id, { owner: other.id }, opts));
    expect(await countRecords(admin, C)).toBe(before);
    expect((await admin.collection(C).getOne(mine.id, opts)).owner).toBe(owner.id);
  });

  it('lets the owner rename and delete it', async () => {
    const extra = await owner.pb.collection(C).create(upload({ name: 'Roof' }), opts);
    expect((await owner.pb.collection(C).update(extra.id, { name: 'Roof v2' }, opts)).name).toBe(
      'Roof v2',
    );
    await owner.pb.collection(C).delete(extra.id, opts);
    await expectRefused(admin.collection(C).getOne(extra.id, opts), 404);
  });

  it('refuses writes from a suspended user, who may still read', async () => {
    const kept = await admin.collection(C).create(withOwner(upload(), suspended.id), opts);
    const refused = await expectRefused(suspended.pb.collection(C).create(upload(), opts), 403);
    expect(refused.response).toMatchObject({ data: { owner: { code: 'owner_suspended' } } });
    await expectRefused(suspended.pb.collection(C).update(kept.id, { name: 'x' }, opts), 403);
    await expectRefused(suspended.pb.collection(C).delete(kept.id, opts), 403);
    expect((await suspended.pb.collection(C).getOne(kept.id, opts)).name).toBe('Ground floor');
  });
});

/** The form with an owner (as a superuser may send it). */
function withOwner(form: FormData, id: string): FormData {
  form.set('owner', id);
  return form;
}

describe('plan_files: bad input', () => {
  it.each<[string, () => FormData, string]>([
    [
      'a text file',
      () => upload({}, new Blob(['hello'], { type: 'text/plain' }), 'notes.txt'),
      'file',
    ],
    [
      'an HTML page named .pdf',
      () => upload({}, new Blob(['<html><script>alert(1)</script>'], { type: 'text/html' })),
      'file',
    ],
    [
      'no file',
      () => {
        const form = upload();
        form.delete('file');
        return form;
      },
      'file',
    ],
    ['no name', () => upload({ name: '' }), 'name'],
    ['takeoff that is not JSON', () => upload({ takeoff: '{not json' }), 'takeoff'],
    ['takeoff as a list', () => upload({ takeoff: '[1,2]' }), 'takeoff'],
    [
      'takeoff with a script key',
      () => upload({ takeoff: JSON.stringify({ ...takeoff, onload: 'alert(1)' }) }),
      'takeoff',
    ],
    [
      'takeoff in yards',
      () => upload({ takeoff: JSON.stringify({ ...takeoff, unit: 'yd' }) }),
      'takeoff',
    ],
  ])('refuses %s with a field error and stores nothing', async (_t, form, field) => {
    const before = await countRecords(admin, C);
    const error = await expectRefused(owner.pb.collection(C).create(form(), opts), 400);
    expect(Object.keys((error.response as { data?: object }).data ?? {})).toContain(field);
    expect(await countRecords(admin, C)).toBe(before);
  });

  it('refuses a file over PLAN_MAX_BYTES', async () => {
    const before = await countRecords(admin, C);
    const big = new Uint8Array(PLAN_MAX_BYTES + 1);
    big.set(pdf.subarray(0, 1024));
    const error = await expectRefused(
      owner.pb.collection(C).create(upload({}, new Blob([big], { type: 'application/pdf' })), opts),
    );
    expect([400, 413]).toContain(error.status);
    expect(await countRecords(admin, C)).toBe(before);
  });
});
