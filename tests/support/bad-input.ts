/**
 * The bad-input matrix (tests/integration/bad-input/*.test.ts): every client-writable
 * collection and every custom route, sent malformed, mistyped, over-long, forged or someone
 * else's data, on the real PocketBase the integration global setup started. Each case counts
 * the records (as a superuser) before, checks the refusal (status and PocketBase's field
 * errors, `data.<field>.code`) and checks that nothing was written (same count; an update
 * leaves the record exactly as it was). Free-text fields take HTML verbatim as text; those
 * cases check it comes back byte for byte. A value of the wrong JSON type is expected to fail
 * with `validation_invalid_type`, the code the project's own routes use for it
 * (pb_hooks/lib/security.js, visits.js).
 *
 * Every client of a matrix file connects from a loopback address of its own (./loopback.ts),
 * so the matrix neither runs into the per-IP rate limits nor spends the budget of the other
 * test files.
 */
import type PocketBase from 'pocketbase';
import { beforeAll, expect } from 'vitest';
import { SERVER_ERROR_CODES } from '@/lib/server-errors';
import {
  ageAccount,
  countRecords,
  expectRefused,
  guest,
  signedIn,
  signUp,
  superuser,
  type Actor,
  type RecordModel,
  type Session,
} from './actors';
import { loopbackAddresses, type Addresses, type LoopbackFile } from './loopback';
import { fieldCodes, type Fields, type Refusal } from './refusal';
import { testPocketBaseUrl } from './servers';

export const opts = { requestKey: null };

/** Markup for free-text fields, which store it as text. */
export const HTML = '<script>alert("xss")</script><img src=x onerror="alert(1)">&amp;&lt;b&gt;';
/** A script tag for fields with a pattern or a format, which refuse it. */
export const SCRIPT = '<script>alert(1)</script>';
/** A well-formed record id that no record has. */
export const NO_SUCH_ID = 'doesnotexist123';

// ---------------------------------------------------------------------------------------
// One matrix file's clients and the case runners

/** The harness of one matrix file: its clients, and the runners that check a case. */
export class Matrix {
  readonly url = testPocketBaseUrl();
  private addresses: Addresses | undefined;
  private superuserClient: PocketBase | undefined;

  constructor(private readonly file: LoopbackFile) {}

  /** Finds the file's addresses and signs in its superuser. */
  async start(): Promise<void> {
    this.addresses = await loopbackAddresses(this.url, this.file);
    this.superuserClient = await superuser(this.url, this.addresses);
  }

  /** A superuser's client, which counts and reads back the records. */
  get admin(): PocketBase {
    if (!this.superuserClient) throw new Error('the matrix has not started: use useMatrix()');
    return this.superuserClient;
  }

  /** A fresh client from a fresh address: a guest, or signed in with `session`. */
  as(session?: Session): PocketBase {
    return session ? signedIn(this.url, session, this.addresses) : guest(this.url, this.addresses);
  }

  /** Signs up a user through the public sign-up, as the app does, and signs them in. */
  register(fields: Fields = {}): Promise<Actor> {
    return signUp(this.url, fields, this.addresses);
  }

  /**
   * Awaits a call that should be refused and checks status and field errors. If the server
   * accepted it after all, `undo` removes what it wrote first, so one hole does not cascade.
   */
  async refused<T>(
    call: Promise<T>,
    expected: Refusal,
    undo?: (accepted: T) => Promise<unknown>,
  ): Promise<void> {
    const error = await expectRefused(
      call.then(async (accepted) => {
        await undo?.(accepted);
        return accepted;
      }),
      expected.status,
    );
    const codes = fieldCodes(error);
    if (expected.byRule) {
      expect(Object.keys(codes), 'one field named by the rule refusal').toHaveLength(1);
      const code = Object.values(codes)[0] ?? '';
      expect(SERVER_ERROR_CODES, `the app has words for ${code}`).toHaveProperty([code]);
    } else {
      expect(codes, 'field errors').toEqual(expected.errors);
    }
  }

  /** A create that must be refused and leave the collection's count as it was. */
  async refusedCreate(
    collection: string,
    pb: PocketBase,
    body: Fields,
    expected: Refusal,
  ): Promise<void> {
    const before = await countRecords(this.admin, collection);
    await this.refused(pb.collection(collection).create(body, opts), expected, (record) =>
      this.admin.collection(collection).delete(record.id, opts),
    );
    expect(await countRecords(this.admin, collection), `${collection} records`).toBe(before);
  }

  /** An update that must be refused and leave the record exactly as it was. */
  async refusedUpdate(
    collection: string,
    pb: PocketBase,
    id: string,
    body: Fields,
    expected: Refusal,
    headers: Record<string, string> = {},
  ): Promise<void> {
    const before = await this.admin.collection(collection).getOne(id, opts);
    await this.refused(pb.collection(collection).update(id, body, { ...opts, headers }), expected);
    expect(await this.admin.collection(collection).getOne(id, opts), 'the record').toEqual(before);
  }

  /** A guest's POST that must be refused and leave the counts of `collections` as they were. */
  async refusedRoute(
    path: string,
    body: unknown,
    expected: Refusal,
    collections: string[],
  ): Promise<void> {
    const counts = () => Promise.all(collections.map((c) => countRecords(this.admin, c)));
    const before = await counts();
    await this.refused(this.as().send(path, { method: 'POST', body, requestKey: null }), expected);
    expect(await counts(), collections.join(', ')).toEqual(before);
  }
}

/** The harness of a matrix file, started before its first test. */
export function useMatrix(file: LoopbackFile): Matrix {
  const matrix = new Matrix(file);
  beforeAll(() => matrix.start());
  return matrix;
}

// ---------------------------------------------------------------------------------------
// The people and records the cases run against

export interface Marketplace {
  readonly roofer: string;
  readonly carpenter: string;
  /** contractor with the active `listing` */
  readonly pro: Actor;
  /** contractor with `draftListing` */
  readonly rival: Actor;
  /** contractor without a listing */
  readonly newcomer: Actor;
  /** hires `listing` (and is an affiliate) */
  readonly client: Actor;
  /** another client, with a completed hire of their own */
  readonly outsider: Actor;
  readonly listing: RecordModel;
  readonly draftListing: RecordModel;
  /** client's hires of `listing`: requested; completed without a review; completed, reviewed */
  readonly pending: RecordModel;
  readonly done: RecordModel;
  readonly reviewed: RecordModel;
  readonly outsiderHire: RecordModel;
  readonly review: RecordModel;
  readonly affiliate: RecordModel;
}

/** Makes the people, listings, hires, review and affiliate of a matrix file. */
async function openMarketplace(m: Matrix): Promise<Marketplace> {
  const trade = (value: string) =>
    m.admin.collection('trades').getFirstListItem(`value = "${value}"`, opts);
  const roofer = (await trade('roofer')).id;
  const carpenter = (await trade('carpenter')).id;

  const [pro, rival, newcomer, client, outsider] = await Promise.all([
    m.register({ user_type: 'contractor' }),
    m.register({ user_type: 'contractor' }),
    m.register({ user_type: 'contractor' }),
    m.register({ user_type: 'client' }),
    m.register({ user_type: 'client' }),
  ]);
  const newListing = (owner: Actor, status: string) =>
    m
      .as(owner)
      .collection('contractors')
      .create({ owner: owner.id, business_name: 'Acme Roofing', trades: [roofer], status }, opts);
  const [listing, draftListing] = await Promise.all([
    newListing(pro, 'active'),
    newListing(rival, 'draft'),
  ]);

  const hire = (by: Actor) =>
    m
      .as(by)
      .collection('hires')
      .create({ client: by.id, contractor: listing.id, trade: roofer, status: 'requested' }, opts);
  // The contractor accepts and marks done, the hire's client confirms.
  const complete = async (h: RecordModel) => {
    await m.as(pro).collection('hires').update(h.id, { status: 'accepted' }, opts);
    await m.as(pro).collection('hires').update(h.id, { status: 'done' }, opts);
    const by = h['client'] === outsider.id ? outsider : client;
    return m.as(by).collection('hires').update(h.id, { status: 'completed' }, opts);
  };
  // One open hire per client and listing (docs/security-model.md, "Hire requests"): the
  // client's completed hires come first, one after the other, then the pending one.
  const outsiderDone = hire(outsider).then(complete);
  const done = await hire(client).then(complete);
  const reviewed = await hire(client).then(complete);
  const pending = await hire(client);
  const outsiderHire = await outsiderDone;
  // A client of a week, so that the review of a free-month hire counts at once.
  await ageAccount(m.url, client.id, 8);
  const review = await m
    .as(client)
    .collection('reviews')
    .create(
      { contractor: listing.id, hire: reviewed.id, author: client.id, rating: 4, body: 'Good' },
      opts,
    );
  // Applications are made by POST /api/affiliate/signup only; a superuser makes this one.
  const affiliate = await m.admin
    .collection('affiliates')
    .create(
      { user: client.id, referral_code: `taken-${Date.now()}`, payout_method: 'paypal' },
      opts,
    );
  return {
    roofer,
    carpenter,
    pro,
    rival,
    newcomer,
    client,
    outsider,
    listing,
    draftListing,
    pending,
    done,
    reviewed,
    outsiderHire,
    review,
    affiliate,
  };
}

/**
 * The people and records of a matrix file, made before its first test (after useMatrix's
 * start, which is registered first). The object is filled in then, so the cases can hold it
 * from the start.
 */
export function useMarketplace(m: Matrix): Marketplace {
  const marketplace = {} as Marketplace;
  beforeAll(async () => {
    Object.assign(marketplace, await openMarketplace(m));
  });
  return marketplace;
}
