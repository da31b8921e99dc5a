/**
 * People for integration tests against the real PocketBase: a guest, freshly signed-up users
 * (through the public sign-up, as the app does it) and a superuser.
 */
import PocketBase, { ClientResponseError, type RecordModel } from 'pocketbase';
import { expect } from 'vitest';
import { TEST_SUPERUSER } from './pocketbase';

export interface Actor {
  readonly pb: PocketBase;
  readonly id: string;
  readonly email: string;
}

let counter = 0;

/** A signed-out client. */
export function guest(url: string): PocketBase {
  return new PocketBase(url);
}

/** A client signed in as a superuser. */
export async function superuser(url: string): Promise<PocketBase> {
  const pb = new PocketBase(url);
  await pb
    .collection('_superusers')
    .authWithPassword(TEST_SUPERUSER.email, TEST_SUPERUSER.password, { requestKey: null });
  return pb;
}

/** Signs up a new user with `fields` (e.g. user_type) and signs them in. */
export async function signUp(url: string, fields: Record<string, unknown> = {}): Promise<Actor> {
  const pb = new PocketBase(url);
  counter += 1;
  const email = `actor-${Date.now()}-${counter}@example.com`;
  const password = 'actor-password-123';
  await pb
    .collection('users')
    .create({ email, password, passwordConfirm: password, ...fields }, { requestKey: null });
  const auth = await pb.collection('users').authWithPassword(email, password, { requestKey: null });
  return { pb, id: auth.record.id, email };
}

/**
 * Asserts the call is refused with a 4xx (400 failed validation or rule, 403 forbidden,
 * 404 hidden by a rule) and returns the error.
 */
export async function expectRefused(
  call: Promise<unknown>,
  status?: number,
): Promise<ClientResponseError> {
  const error: unknown = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'the call should have been refused').toBeInstanceOf(ClientResponseError);
  const response = error as ClientResponseError;
  if (status) expect(response.status).toBe(status);
  else expect([400, 403, 404]).toContain(response.status);
  return response;
}

/** Number of records in a collection, counted as a superuser sees them. */
export async function countRecords(admin: PocketBase, collection: string): Promise<number> {
  const list = await admin.collection(collection).getList(1, 1, { requestKey: null });
  return list.totalItems;
}

export type { RecordModel };
