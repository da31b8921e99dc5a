/**
 * People for integration tests against the real PocketBase: a guest, freshly signed-up users
 * (through the public sign-up, as the app does it) and a superuser. Each comes from
 * 127.0.0.1, or with `from`, each client from a loopback address of its own (./loopback.ts).
 */
import PocketBase, { ClientResponseError, type RecordModel } from 'pocketbase';
import { expect } from 'vitest';
import { fetchFrom, type Addresses } from './loopback';
import { TEST_SUPERUSER } from './pocketbase';

/** A signed-in user's session, enough to make more clients for them. */
export interface Session {
  readonly token: string;
  readonly record: RecordModel | null;
}

export interface Actor extends Session {
  readonly pb: PocketBase;
  readonly id: string;
  readonly email: string;
  readonly record: RecordModel;
}

const opts = { requestKey: null };
/** The password of every actor signUp creates. */
export const PASSWORD = 'actor-password-123';

let counter = 0;

/** An email address no user has yet. */
export function freshEmail(prefix = 'actor'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

/** A new client, from the next of `from`'s addresses when given. */
function client(url: string, from?: Addresses): PocketBase {
  const pb = new PocketBase(url);
  const address = from?.next();
  if (address !== undefined) {
    const send = fetchFrom(address);
    pb.beforeSend = (_url, options) => ({ options: { ...options, fetch: send } });
  }
  return pb;
}

/** A signed-out client. */
export function guest(url: string, from?: Addresses): PocketBase {
  return client(url, from);
}

/** A new client signed in with `session`. */
export function signedIn(url: string, session: Session, from?: Addresses): PocketBase {
  const pb = client(url, from);
  pb.authStore.save(session.token, session.record);
  return pb;
}

/** A client signed in as a superuser. */
export async function superuser(url: string, from?: Addresses): Promise<PocketBase> {
  const pb = client(url, from);
  await pb
    .collection('_superusers')
    .authWithPassword(TEST_SUPERUSER.email, TEST_SUPERUSER.password, opts);
  return pb;
}

/** Superuser clients per server, made once, to verify the users signUp makes. */
const verifiers = new Map<string, Promise<PocketBase>>();

/** Marks a user's email verified, as a superuser (the trust rules need it to list, hire, review). */
export async function verifyUser(url: string, userId: string): Promise<void> {
  let admin = verifiers.get(url);
  if (admin === undefined) {
    admin = superuser(url);
    verifiers.set(url, admin);
  }
  await (await admin).collection('users').update(userId, { verified: true }, opts);
}

/**
 * Makes an account's identity `days` old (its free month started then), as a superuser: the
 * server holds the reviews of clients under a week old whose hire paid no fee.
 */
export async function ageAccount(url: string, userId: string, days: number): Promise<void> {
  let admin = verifiers.get(url);
  if (admin === undefined) {
    admin = superuser(url);
    verifiers.set(url, admin);
  }
  const since = new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString().replace('T', ' ');
  await (await admin).collection('users').update(userId, { free_since: since }, opts);
}

/**
 * Signs up a new user with `fields` (e.g. user_type) and signs them in. The user's email is
 * a fresh one unless `fields` gives `email`, and verified (through a superuser) unless
 * `fields` says `verified: false`.
 */
export async function signUp(
  url: string,
  fields: Record<string, unknown> = {},
  from?: Addresses,
): Promise<Actor> {
  const pb = client(url, from);
  const { verified = true, email: chosen, ...body } = fields;
  const email = typeof chosen === 'string' ? chosen : freshEmail();
  const created = await pb
    .collection('users')
    .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, ...body }, opts);
  if (verified !== false) await verifyUser(url, created.id);
  const auth = await pb.collection('users').authWithPassword(email, PASSWORD, opts);
  return { pb, id: auth.record.id, email, token: auth.token, record: auth.record };
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
  const list = await admin.collection(collection).getList(1, 1, opts);
  return list.totalItems;
}

/**
 * An active listing (collection `contractors`) created by its owner through the records API,
 * as the portal does: business name "Acme Roofing" and the one trade `tradeId` unless
 * `fields` says otherwise.
 * @returns the created record, as the owner sees it
 * @throws ClientResponseError when the server refuses it
 */
export function createListing(
  owner: Actor,
  tradeId: string,
  fields: Record<string, unknown> = {},
): Promise<RecordModel> {
  return owner.pb.collection('contractors').create(
    {
      owner: owner.id,
      business_name: 'Acme Roofing',
      trades: [tradeId],
      status: 'active',
      ...fields,
    },
    opts,
  );
}

export type { RecordModel };
