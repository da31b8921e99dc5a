/**
 * Role-matrix checks for a collection only its owner may see or change (estimates,
 * plan_files, ...), with plain HTTP: a guest is refused everything, and another user or staff
 * neither see the owner's record nor change it.
 */
import type PocketBase from 'pocketbase';
import { expect } from 'vitest';
import { countRecords, expectRefused, type Actor } from './actors';

const opts = { requestKey: null };

/** A guest cannot create (nothing is stored), list, view, update or delete. */
export async function expectGuestRefusedEverything(
  g: PocketBase,
  admin: PocketBase,
  collection: string,
  recordId: string,
  createBody: Record<string, unknown> | FormData,
): Promise<void> {
  const before = await countRecords(admin, collection);
  await expectRefused(g.collection(collection).create(createBody, opts));
  expect((await g.collection(collection).getList(1, 50, opts)).items).toEqual([]);
  await expectRefused(g.collection(collection).getOne(recordId, opts), 404);
  await expectRefused(g.collection(collection).update(recordId, { name: 'x' }, opts), 404);
  await expectRefused(g.collection(collection).delete(recordId, opts), 404);
  expect(await countRecords(admin, collection)).toBe(before);
}

/**
 * Each of `others` does not find the record in their list, gets 404 viewing, renaming or
 * deleting it, and the record keeps `name`.
 */
export async function expectHiddenFromOthers(
  others: readonly Actor[],
  admin: PocketBase,
  collection: string,
  recordId: string,
  name: string,
): Promise<void> {
  for (const who of others) {
    const list = await who.pb.collection(collection).getFullList(opts);
    expect(list.map((r) => r.id)).not.toContain(recordId);
    await expectRefused(who.pb.collection(collection).getOne(recordId, opts), 404);
    await expectRefused(
      who.pb.collection(collection).update(recordId, { name: 'Hijacked' }, opts),
      404,
    );
    await expectRefused(who.pb.collection(collection).delete(recordId, opts), 404);
  }
  expect((await admin.collection(collection).getOne(recordId, opts)).name).toBe(name);
}
