import { request } from 'node:http';
import PocketBase, { type ClientResponseError } from 'pocketbase';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { countRecords, expectRefused, type RecordModel } from '../support/actors';
import { TEST_SUPERUSER } from '../support/pocketbase';
import { startSmtpCatcher } from '../support/smtp-catcher';

// The bad-input matrix: every client-writable collection and every custom route, sent
// malformed, mistyped, over-long, forged or someone else's data, on the real PocketBase the
// integration global setup started. Each case counts the records (as a superuser) before,
// checks the refusal (status and PocketBase's field errors, `data.<field>.code`) and checks
// that nothing was written (same count; an update leaves the record exactly as it was).
// Free-text fields take HTML verbatim as text; those cases check it comes back byte for byte.
// A value of the wrong JSON type is expected to fail with `validation_invalid_type`, the code
// the project's own routes use for it (pb_hooks/lib/security.js, visits.js).
//
// Client addresses: PocketBase rate-limits per client IP (sign-ups, sign-ins, creates, the
// two logging routes; docs/security-model.md). So that this suite neither runs into those
// limits nor spends the budget of the other test files (which all come from 127.0.0.1),
// every client below connects from its own loopback address (127.42.x.y; all of 127/8 is
// loopback on Linux). Where the OS has no such aliases (macOS), it falls back to 127.0.0.1.

const url = inject('pocketbaseUrl');
const opts = { requestKey: null };
type Fields = Record<string, unknown>;

/** Markup for free-text fields, which store it as text. */
const HTML = '<script>alert("xss")</script><img src=x onerror="alert(1)">&amp;&lt;b&gt;';
/** A script tag for fields with a pattern or a format, which refuse it. */
const SCRIPT = '<script>alert(1)</script>';
/** A well-formed record id that no record has. */
const NO_SUCH_ID = 'doesnotexist123';

// ---------------------------------------------------------------------------------------
// Clients, each from its own loopback address

let loopbackAliases = true;
let clients = 0;

function nextAddress(): string | undefined {
  if (!loopbackAliases) return undefined;
  clients += 1;
  return `127.42.${Math.floor(clients / 250)}.${(clients % 250) + 2}`;
}

/** `fetch` over node:http from `localAddress` (undefined: the OS's choice). */
function fetchFrom(localAddress: string | undefined) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const outgoing = new Request(input, init);
    const body = Buffer.from(await outgoing.arrayBuffer());
    return new Promise<Response>((resolve, reject) => {
      const req = request(
        outgoing.url,
        {
          method: outgoing.method,
          headers: Object.fromEntries(outgoing.headers),
          agent: false,
          ...(localAddress === undefined ? {} : { localAddress }),
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const status = res.statusCode ?? 502;
            const text = Buffer.concat(chunks).toString('utf8');
            resolve(
              new Response(status === 204 || status === 304 ? null : text, {
                status,
                headers: { 'content-type': res.headers['content-type'] ?? 'application/json' },
              }),
            );
          });
        },
      );
      req.on('error', reject);
      if (body.length > 0) req.end(body);
      else req.end();
    });
  };
}

async function loopbackAliasesWork(): Promise<boolean> {
  try {
    await fetchFrom('127.42.0.1')(`${url}/api/health`);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRNOTAVAIL') return false;
    throw error;
  }
}

interface Auth {
  readonly token: string;
  readonly record: RecordModel | null;
}

/** A fresh client from a fresh address: a guest, or signed in with `auth`. */
function as(auth?: Auth): PocketBase {
  const pb = new PocketBase(url);
  const send = fetchFrom(nextAddress());
  pb.beforeSend = (_url, options) => ({ options: { ...options, fetch: send } });
  if (auth) pb.authStore.save(auth.token, auth.record);
  return pb;
}

interface Party extends Auth {
  readonly id: string;
  readonly email: string;
}

const PASSWORD = 'bad-input-password-1';
let emails = 0;
const freshEmail = () => `bad-input-${Date.now()}-${(emails += 1)}@example.com`;

/** Signs up a user through the public sign-up, as the app does, and signs them in. */
async function register(fields: Fields = {}): Promise<Party> {
  const pb = as();
  const email = freshEmail();
  await pb
    .collection('users')
    .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, ...fields }, opts);
  const auth = await pb.collection('users').authWithPassword(email, PASSWORD, opts);
  return { id: auth.record.id, email, token: auth.token, record: auth.record };
}

/** `token` with its payload's `id` replaced (the signature no longer matches). */
function withSwappedId(token: string, id: string): string {
  const [header = '', payload = '', signature = ''] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Fields;
  const forged = Buffer.from(JSON.stringify({ ...claims, id })).toString('base64url');
  return [header, forged, signature].join('.');
}

/** An unsigned (`alg: none`) token naming user `id`. */
function unsignedToken(id: string, collectionId: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ id, collectionId, type: 'auth', exp, refreshable: true })}.`;
}

// ---------------------------------------------------------------------------------------
// Expected refusals and the case runners

interface Refusal {
  readonly status: number;
  /** field → PocketBase error code; empty when a rule (not validation) refused it */
  readonly errors: Readonly<Record<string, string>>;
  readonly label: string;
}

const byCreateRule: Refusal = {
  status: 400,
  errors: {},
  label: '400 by the create rule (no field errors)',
};
const byUpdateRule: Refusal = { status: 404, errors: {}, label: '404 by the update rule' };
const unparsed: Refusal = {
  status: 400,
  errors: {},
  label: '400 from PocketBase before the route runs',
};

function invalid(errors: Record<string, string>): Refusal {
  const list = Object.entries(errors).map(([field, code]) => `${field} ${code}`);
  return { status: 400, errors, label: `400 ${list.join(', ')}` };
}
const bad = (field: string, code: string) => invalid({ [field]: code });

function fieldCodes(error: ClientResponseError): Record<string, string> {
  const data = (error.response as { data?: Record<string, { code: string }> }).data ?? {};
  return Object.fromEntries(Object.entries(data).map(([field, e]) => [field, e.code]));
}

interface Case<B> {
  readonly body: () => B;
  readonly expected: Refusal;
  readonly by: (() => PocketBase) | undefined;
  readonly target: (() => string) | undefined;
}
type Row<B> = [title: string, c: Case<B>];

function row<B>(
  what: string,
  body: () => B,
  expected: Refusal,
  options: { by?: () => PocketBase; target?: () => string } = {},
): Row<B> {
  return [
    `refuses ${what} → ${expected.label}`,
    { body, expected, by: options.by, target: options.target },
  ];
}

let admin: PocketBase;

/**
 * Awaits a call that should be refused and checks status and field errors. If the server
 * accepted it after all, `undo` removes what it wrote first, so one hole does not cascade.
 */
async function refused<T>(
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
  expect(fieldCodes(error), 'field errors').toEqual(expected.errors);
}

async function refusedCreate(
  collection: string,
  pb: PocketBase,
  body: Fields,
  expected: Refusal,
): Promise<void> {
  const before = await countRecords(admin, collection);
  await refused(pb.collection(collection).create(body, opts), expected, (record) =>
    admin.collection(collection).delete(record.id, opts),
  );
  expect(await countRecords(admin, collection), `${collection} records`).toBe(before);
}

async function refusedUpdate(
  collection: string,
  pb: PocketBase,
  id: string,
  body: Fields,
  expected: Refusal,
  headers: Record<string, string> = {},
): Promise<void> {
  const before = await admin.collection(collection).getOne(id, opts);
  await refused(pb.collection(collection).update(id, body, { ...opts, headers }), expected);
  expect(await admin.collection(collection).getOne(id, opts), 'the record').toEqual(before);
}

async function refusedRoute(
  path: string,
  body: unknown,
  expected: Refusal,
  collections: string[],
): Promise<void> {
  const counts = () => Promise.all(collections.map((c) => countRecords(admin, c)));
  const before = await counts();
  await refused(as().send(path, { method: 'POST', body, requestKey: null }), expected);
  expect(await counts(), collections.join(', ')).toEqual(before);
}

// ---------------------------------------------------------------------------------------
// The people and records the cases run against

let roofer: string;
let carpenter: string;
/** pro: contractor with the active `listing`; rival: contractor with `draftListing`;
 * newcomer: contractor without a listing; client: hires `listing` (and is an affiliate);
 * outsider: another client, with a completed hire of their own. */
let pro: Party;
let rival: Party;
let newcomer: Party;
let client: Party;
let outsider: Party;
let listing: RecordModel;
let draftListing: RecordModel;
/** client's hires of `listing`: requested; completed without a review; completed, reviewed */
let pending: RecordModel;
let done: RecordModel;
let reviewed: RecordModel;
let outsiderHire: RecordModel;
let review: RecordModel;
let affiliate: RecordModel;

beforeAll(async () => {
  loopbackAliases = await loopbackAliasesWork();
  admin = as();
  await admin
    .collection('_superusers')
    .authWithPassword(TEST_SUPERUSER.email, TEST_SUPERUSER.password, opts);
  const trade = (value: string) =>
    admin.collection('trades').getFirstListItem(`value = "${value}"`, opts);
  roofer = (await trade('roofer')).id;
  carpenter = (await trade('carpenter')).id;

  [pro, rival, newcomer, client, outsider] = await Promise.all([
    register({ user_type: 'contractor' }),
    register({ user_type: 'contractor' }),
    register({ user_type: 'contractor' }),
    register({ user_type: 'client' }),
    register({ user_type: 'client' }),
  ]);
  const newListing = (owner: Party, status: string) =>
    as(owner)
      .collection('contractors')
      .create({ owner: owner.id, business_name: 'Acme Roofing', trades: [roofer], status }, opts);
  [listing, draftListing] = await Promise.all([
    newListing(pro, 'active'),
    newListing(rival, 'draft'),
  ]);

  const hire = (by: Party) =>
    as(by)
      .collection('hires')
      .create({ client: by.id, contractor: listing.id, trade: roofer, status: 'requested' }, opts);
  const complete = async (h: RecordModel) => {
    await as(pro).collection('hires').update(h.id, { status: 'accepted' }, opts);
    return as(pro).collection('hires').update(h.id, { status: 'completed' }, opts);
  };
  [pending, done, reviewed, outsiderHire] = await Promise.all([
    hire(client),
    hire(client).then(complete),
    hire(client).then(complete),
    hire(outsider).then(complete),
  ]);
  review = await as(client)
    .collection('reviews')
    .create(
      { contractor: listing.id, hire: reviewed.id, author: client.id, rating: 4, body: 'Good' },
      opts,
    );
  affiliate = await as(client)
    .collection('affiliates')
    .create(
      { user: client.id, referral_code: `taken-${Date.now()}`, payout_method: 'paypal' },
      opts,
    );
});

// ---------------------------------------------------------------------------------------
// users

describe('users: sign-up (create), as a guest', () => {
  const account = (fields: Fields = {}): Fields => ({
    email: freshEmail(),
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    user_type: 'client',
    ...fields,
  });

  it.each<Row<Fields>>([
    row(
      'a sign-up without an email',
      () => account({ email: undefined }),
      bad('email', 'validation_required'),
    ),
    row(
      'a sign-up without a password',
      () => account({ password: undefined, passwordConfirm: undefined }),
      invalid({ password: 'validation_required', passwordConfirm: 'validation_required' }),
    ),
    row(
      'a 7-character password (min 8)',
      () => account({ password: 'short-7', passwordConfirm: 'short-7' }),
      bad('password', 'validation_min_text_constraint'),
    ),
    row(
      'a passwordConfirm that differs from the password',
      () => account({ passwordConfirm: `${PASSWORD}-other` }),
      bad('passwordConfirm', 'validation_values_mismatch'),
    ),
    row(
      'email "not-an-email"',
      () => account({ email: 'not-an-email' }),
      bad('email', 'validation_is_email'),
    ),
    row(
      'email <script> in the local part',
      () => account({ email: `${SCRIPT}@example.com` }),
      bad('email', 'validation_is_email'),
    ),
    row(
      'email as a number (12345)',
      () => account({ email: 12345 }),
      bad('email', 'validation_invalid_type'),
    ),
    row(
      'user_type "superhero" (not an allowed value)',
      () => account({ user_type: 'superhero' }),
      bad('user_type', 'validation_invalid_value'),
    ),
    row(
      'user_type as a number (5)',
      () => account({ user_type: 5 }),
      bad('user_type', 'validation_invalid_type'),
    ),
    // PocketBase 0.40.6 alone keeps the last element; lib/body-types.js refuses it.
    row(
      'user_type ["client", "contractor"] (an array for a single select)',
      () => account({ user_type: ['client', 'contractor'] }),
      bad('user_type', 'validation_invalid_type'),
    ),
    row(
      'language_preference "Klingon" (not one of the 20 languages)',
      () => account({ language_preference: 'Klingon' }),
      bad('language_preference', 'validation_invalid_value'),
    ),
    row(
      'a 256-character name (max 255)',
      () => account({ name: 'n'.repeat(256) }),
      bad('name', 'validation_max_text_constraint'),
    ),
    // PocketBase 0.40.6 alone stores an empty name; lib/body-types.js refuses it.
    row(
      'name as an object ({first: "Ann"}) for a text field',
      () => account({ name: { first: 'Ann' } }),
      bad('name', 'validation_invalid_type'),
    ),
    row(
      'verified: true (a server field) at sign-up',
      () => account({ verified: true }),
      bad('verified', 'validation_values_mismatch'),
    ),
  ])('%s', (_title, c) => refusedCreate('users', as(), c.body(), c.expected));
});

describe('users: updating a profile', () => {
  it.each<Row<Fields>>([
    row(
      'verified: true on oneself',
      () => ({ verified: true }),
      bad('verified', 'validation_values_mismatch'),
    ),
    row(
      'a new email set directly (without the email-change confirmation)',
      () => ({ email: freshEmail() }),
      bad('email', 'validation_values_mismatch'),
    ),
    row(
      'a new password without oldPassword',
      () => ({ password: 'new-password-123', passwordConfirm: 'new-password-123' }),
      bad('oldPassword', 'validation_required'),
    ),
    row(
      'a new password with a wrong oldPassword',
      () => ({
        oldPassword: 'not-my-password',
        password: 'new-password-123',
        passwordConfirm: 'new-password-123',
      }),
      bad('oldPassword', 'validation_invalid_old_password'),
    ),
    row(
      'user_type "admin"',
      () => ({ user_type: 'admin' }),
      bad('user_type', 'validation_invalid_value'),
    ),
    row(
      'language_preference "Klingon"',
      () => ({ language_preference: 'Klingon' }),
      bad('language_preference', 'validation_invalid_value'),
    ),
    row(
      'a 256-character name',
      () => ({ name: 'n'.repeat(256) }),
      bad('name', 'validation_max_text_constraint'),
    ),
    row(
      "another user's name changed by a signed-in user",
      () => ({ name: 'Hacked' }),
      byUpdateRule,
      {
        target: () => outsider.id,
      },
    ),
    row("a user's name changed by a guest", () => ({ name: 'Hacked' }), byUpdateRule, {
      by: () => as(),
    }),
  ])('%s', (_title, c) =>
    refusedUpdate(
      'users',
      (c.by ?? (() => as(client)))(),
      (c.target ?? (() => client.id))(),
      c.body(),
      c.expected,
    ),
  );

  it('stores an HTML/script name as plain text, byte for byte', async () => {
    const saved = await as(client).collection('users').update(client.id, { name: HTML }, opts);
    expect(saved.name).toBe(HTML);
    expect((await as(client).collection('users').getOne(client.id, opts)).name).toBe(HTML);
  });
});

// ---------------------------------------------------------------------------------------
// contractors

describe('contractors: creating a listing', () => {
  const application = (fields: Fields = {}): Fields => ({
    owner: newcomer.id,
    business_name: 'Newcomer Roofing',
    trades: [roofer],
    status: 'active',
    ...fields,
  });
  const forged = (field: string, value: unknown) =>
    row(
      `a forged ${field} (${JSON.stringify(value)}, a server field)`,
      () => application({ [field]: value }),
      byCreateRule,
    );

  it.each<Row<Fields>>([
    row(
      'a listing without business_name',
      () => application({ business_name: undefined }),
      bad('business_name', 'validation_required'),
    ),
    row(
      'a listing without trades',
      () => application({ trades: undefined }),
      bad('trades', 'validation_required'),
    ),
    row(
      'a listing without status',
      () => application({ status: undefined }),
      bad('status', 'validation_required'),
    ),
    row('a listing without owner', () => application({ owner: undefined }), byCreateRule),
    row(
      'business_name "A" (min 2)',
      () => application({ business_name: 'A' }),
      bad('business_name', 'validation_min_text_constraint'),
    ),
    row(
      'a 121-character business_name (max 120)',
      () => application({ business_name: 'b'.repeat(121) }),
      bad('business_name', 'validation_max_text_constraint'),
    ),
    row(
      'a 5001-character description (max 5000)',
      () => application({ description: 'd'.repeat(5001) }),
      bad('description', 'validation_max_text_constraint'),
    ),
    row(
      'phone "<script>alert(1)</script>" (pattern ^[+0-9 ().-]*$)',
      () => application({ phone: SCRIPT }),
      bad('phone', 'validation_invalid_format'),
    ),
    row(
      'a 33-digit phone (max 32)',
      () => application({ phone: '1'.repeat(33) }),
      bad('phone', 'validation_max_text_constraint'),
    ),
    row(
      'country_code "us" (pattern ^[A-Z]{2}$)',
      () => application({ country_code: 'us' }),
      bad('country_code', 'validation_invalid_format'),
    ),
    row(
      'website "javascript:alert(1)"',
      () => application({ website: 'javascript:alert(1)' }),
      bad('website', 'validation_invalid_url'),
    ),
    row(
      'email "not-an-email"',
      () => application({ email: 'not-an-email' }),
      bad('email', 'validation_is_email'),
    ),
    row(
      'lat 91 (max 90)',
      () => application({ lat: 91 }),
      bad('lat', 'validation_max_number_constraint'),
    ),
    row(
      'lon -181 (min -180)',
      () => application({ lon: -181 }),
      bad('lon', 'validation_min_number_constraint'),
    ),
    row(
      'service_radius_km 1001 (max 1000)',
      () => application({ service_radius_km: 1001 }),
      bad('service_radius_km', 'validation_max_number_constraint'),
    ),
    row(
      'years_in_business 2.5 (integers only)',
      () => application({ years_in_business: 2.5 }),
      bad('years_in_business', 'validation_only_int_constraint'),
    ),
    // PocketBase 0.40.6 alone stores 0; lib/body-types.js refuses it.
    row(
      'years_in_business "ten" (a string for a number)',
      () => application({ years_in_business: 'ten' }),
      bad('years_in_business', 'validation_invalid_type'),
    ),
    row(
      'trades {id} (an object for a relation)',
      () => application({ trades: { id: roofer } }),
      bad('trades', 'validation_invalid_type'),
    ),
    row(
      'trades naming a trade that does not exist',
      () => application({ trades: [NO_SUCH_ID] }),
      bad('trades', 'validation_missing_rel_records'),
    ),
    row(
      'owner {id} (an object for a relation)',
      () => application({ owner: { id: newcomer.id } }),
      byCreateRule,
    ),
    row(
      'status "published" (not an allowed value)',
      () => application({ status: 'published' }),
      bad('status', 'validation_invalid_value'),
    ),
    // PocketBase 0.40.6 alone keeps the last element; lib/body-types.js refuses it.
    row(
      'status ["draft", "active"] (an array for a single select)',
      () => application({ status: ['draft', 'active'] }),
      bad('status', 'validation_invalid_type'),
    ),
    row(
      'status "suspended" (the server suspends)',
      () => application({ status: 'suspended' }),
      byCreateRule,
    ),
    forged('verified', true),
    forged('verified', false),
    forged('background_check', true),
    forged('rating_avg', 5),
    forged('rating_count', 99),
    forged('listed_until', '2099-01-01 00:00:00.000Z'),
    row(
      'a listing whose owner is another user (rival)',
      () => application({ owner: rival.id }),
      byCreateRule,
    ),
    row('a listing created by a guest', () => application(), byCreateRule, { by: () => as() }),
  ])('%s', (_title, c) =>
    refusedCreate('contractors', (c.by ?? (() => as(newcomer)))(), c.body(), c.expected),
  );
});

describe("contractors: updating the owner's listing", () => {
  const forged = (field: string, value: unknown) =>
    row(
      `a forged ${field} (${JSON.stringify(value)}, a server field)`,
      () => ({ [field]: value }),
      byUpdateRule,
    );

  it.each<Row<Fields>>([
    row(
      'business_name ""',
      () => ({ business_name: '' }),
      bad('business_name', 'validation_required'),
    ),
    row(
      'a 121-character business_name',
      () => ({ business_name: 'b'.repeat(121) }),
      bad('business_name', 'validation_max_text_constraint'),
    ),
    row(
      'phone "<script>alert(1)</script>"',
      () => ({ phone: SCRIPT }),
      bad('phone', 'validation_invalid_format'),
    ),
    row('trades [] (at least one)', () => ({ trades: [] }), bad('trades', 'validation_required')),
    row(
      'status "archived" (not an allowed value)',
      () => ({ status: 'archived' }),
      bad('status', 'validation_invalid_value'),
    ),
    row('status "suspended" set by the owner', () => ({ status: 'suspended' }), byUpdateRule),
    forged('verified', true),
    forged('background_check', true),
    forged('rating_avg', 5),
    forged('rating_count', 99),
    forged('listed_until', '2099-01-01 00:00:00.000Z'),
    row('the listing handed to another owner (rival)', () => ({ owner: rival.id }), byUpdateRule),
    row(
      'an edit by another contractor (rival)',
      () => ({ business_name: 'Mine now' }),
      byUpdateRule,
      {
        by: () => as(rival),
      },
    ),
    row('an edit by a guest', () => ({ business_name: 'Mine now' }), byUpdateRule, {
      by: () => as(),
    }),
  ])('%s', (_title, c) =>
    refusedUpdate('contractors', (c.by ?? (() => as(pro)))(), listing.id, c.body(), c.expected),
  );

  it('stores an HTML/script description as plain text, byte for byte', async () => {
    const saved = await as(pro)
      .collection('contractors')
      .update(listing.id, { description: HTML }, opts);
    expect(saved.description).toBe(HTML);
    expect((await as().collection('contractors').getOne(listing.id, opts)).description).toBe(HTML);
  });
});

// ---------------------------------------------------------------------------------------
// hires

describe('hires: requesting a hire', () => {
  const hireRequest = (fields: Fields = {}): Fields => ({
    client: client.id,
    contractor: listing.id,
    trade: roofer,
    status: 'requested',
    description: 'Fix the roof',
    ...fields,
  });

  it.each<Row<Fields>>([
    row('a hire without contractor', () => hireRequest({ contractor: undefined }), byCreateRule),
    row('a hire without status', () => hireRequest({ status: undefined }), byCreateRule),
    row('a hire created as "accepted"', () => hireRequest({ status: 'accepted' }), byCreateRule),
    row(
      'status "bogus" (not an allowed value)',
      () => hireRequest({ status: 'bogus' }),
      byCreateRule,
    ),
    row(
      'a hire for another client (outsider)',
      () => hireRequest({ client: outsider.id }),
      byCreateRule,
    ),
    row(
      'a forged fee_status ("unpaid", a server field)',
      () => hireRequest({ fee_status: 'unpaid' }),
      byCreateRule,
    ),
    row(
      'a hire of a draft listing',
      () => hireRequest({ contractor: draftListing.id }),
      byCreateRule,
    ),
    row(
      'a hire of a contractor id that does not exist',
      () => hireRequest({ contractor: NO_SUCH_ID }),
      byCreateRule,
    ),
    row(
      'contractor {id} (an object for a relation)',
      () => hireRequest({ contractor: { id: listing.id } }),
      byCreateRule,
    ),
    row(
      'a contractor hiring their own listing',
      () => hireRequest({ client: pro.id }),
      byCreateRule,
      {
        by: () => as(pro),
      },
    ),
    row('a hire requested by a guest', () => hireRequest(), byCreateRule, { by: () => as() }),
    row(
      'a 2001-character description (max 2000)',
      () => hireRequest({ description: 'd'.repeat(2001) }),
      bad('description', 'validation_max_text_constraint'),
    ),
    row(
      'trade naming a trade that does not exist',
      () => hireRequest({ trade: NO_SUCH_ID }),
      bad('trade', 'validation_missing_rel_records'),
    ),
    // PocketBase 0.40.6 alone keeps the last id; lib/body-types.js refuses it.
    row(
      'trade [roofer, carpenter] (an array for a single relation)',
      () => hireRequest({ trade: [roofer, carpenter] }),
      bad('trade', 'validation_invalid_type'),
    ),
  ])('%s', (_title, c) =>
    refusedCreate('hires', (c.by ?? (() => as(client)))(), c.body(), c.expected),
  );

  it('stores an HTML/script description as plain text, byte for byte', async () => {
    const saved = await as(client)
      .collection('hires')
      .create(hireRequest({ description: HTML }), opts);
    expect(saved.description).toBe(HTML);
    expect((await as(pro).collection('hires').getOne(saved.id, opts)).description).toBe(HTML);
  });
});

describe('hires: changing a requested hire', () => {
  it.each<Row<Fields>>([
    row('the client accepting their own request', () => ({ status: 'accepted' }), byUpdateRule),
    row(
      'the contractor completing a request not yet accepted',
      () => ({ status: 'completed' }),
      byUpdateRule,
      { by: () => as(pro) },
    ),
    row(
      'the contractor setting status "paid" (not a status)',
      () => ({ status: 'paid' }),
      byUpdateRule,
      {
        by: () => as(pro),
      },
    ),
    row(
      'the contractor accepting and setting fee_status "paid"',
      () => ({ status: 'accepted', fee_status: 'paid' }),
      byUpdateRule,
      { by: () => as(pro) },
    ),
    row(
      'the client cancelling and rewriting the description',
      () => ({ status: 'cancelled', description: 'Something else' }),
      byUpdateRule,
    ),
    row(
      'the client cancelling and moving the hire to another client',
      () => ({ status: 'cancelled', client: outsider.id }),
      byUpdateRule,
    ),
    row(
      'the client cancelling and moving the hire to another listing',
      () => ({ status: 'cancelled', contractor: draftListing.id }),
      byUpdateRule,
    ),
    row(
      'the client cancelling and changing the trade',
      () => ({ status: 'cancelled', trade: carpenter }),
      byUpdateRule,
    ),
    row('an outsider cancelling it', () => ({ status: 'cancelled' }), byUpdateRule, {
      by: () => as(outsider),
    }),
    row(
      'the client sending status ["cancelled", "accepted"] (the last value counts)',
      () => ({ status: ['cancelled', 'accepted'] }),
      byUpdateRule,
    ),
  ])('%s', (_title, c) =>
    refusedUpdate('hires', (c.by ?? (() => as(client)))(), pending.id, c.body(), c.expected),
  );
});

// ---------------------------------------------------------------------------------------
// reviews

describe('reviews: writing a review', () => {
  const reviewOf = (fields: Fields = {}): Fields => ({
    contractor: listing.id,
    hire: done.id,
    author: client.id,
    rating: 4,
    body: 'Good work',
    ...fields,
  });

  it.each<Row<Fields>>([
    row(
      'a review without rating',
      () => reviewOf({ rating: undefined }),
      bad('rating', 'validation_required'),
    ),
    row(
      'rating 0 (min 1; 0 counts as blank)',
      () => reviewOf({ rating: 0 }),
      bad('rating', 'validation_required'),
    ),
    row(
      'rating 6 (max 5)',
      () => reviewOf({ rating: 6 }),
      bad('rating', 'validation_max_number_constraint'),
    ),
    row(
      'rating 4.5 (integers only)',
      () => reviewOf({ rating: 4.5 }),
      bad('rating', 'validation_only_int_constraint'),
    ),
    row(
      'rating "five" (a string for a number)',
      () => reviewOf({ rating: 'five' }),
      bad('rating', 'validation_invalid_type'),
    ),
    row(
      'a 2001-character body (max 2000)',
      () => reviewOf({ body: 'b'.repeat(2001) }),
      bad('body', 'validation_max_text_constraint'),
    ),
    row(
      'a review signed with another author (outsider)',
      () => reviewOf({ author: outsider.id }),
      byCreateRule,
    ),
    row(
      "a review of another client's completed hire",
      () => reviewOf({ hire: outsiderHire.id }),
      byCreateRule,
    ),
    row('a review of a hire not completed yet', () => reviewOf({ hire: pending.id }), byCreateRule),
    row(
      "a review naming another contractor than the hire's",
      () => reviewOf({ contractor: draftListing.id }),
      byCreateRule,
    ),
    row('a review without hire', () => reviewOf({ hire: undefined }), byCreateRule),
    row(
      'hire {id} (an object for a relation)',
      () => reviewOf({ hire: { id: done.id } }),
      byCreateRule,
    ),
    row(
      'a second review of an already reviewed hire',
      () => reviewOf({ hire: reviewed.id }),
      bad('hire', 'validation_not_unique'),
    ),
    row('a review by a guest', () => reviewOf(), byCreateRule, { by: () => as() }),
  ])('%s', (_title, c) =>
    refusedCreate('reviews', (c.by ?? (() => as(client)))(), c.body(), c.expected),
  );
});

describe("reviews: editing the author's review", () => {
  it.each<Row<Fields>>([
    row('rating 6', () => ({ rating: 6 }), bad('rating', 'validation_max_number_constraint')),
    row(
      'rating "great" (a string for a number)',
      () => ({ rating: 'great' }),
      bad('rating', 'validation_invalid_type'),
    ),
    row(
      'a 2001-character body',
      () => ({ body: 'b'.repeat(2001) }),
      bad('body', 'validation_max_text_constraint'),
    ),
    row('the review moved to another author', () => ({ author: outsider.id }), byUpdateRule),
    row("the review moved to the author's other hire", () => ({ hire: done.id }), byUpdateRule),
    row(
      'the review moved to another contractor',
      () => ({ contractor: draftListing.id }),
      byUpdateRule,
    ),
    row('an edit by an outsider', () => ({ rating: 1 }), byUpdateRule, { by: () => as(outsider) }),
    row('an edit by a guest', () => ({ rating: 1 }), byUpdateRule, { by: () => as() }),
  ])('%s', (_title, c) =>
    refusedUpdate('reviews', (c.by ?? (() => as(client)))(), review.id, c.body(), c.expected),
  );

  it('stores an HTML/script body as plain text, byte for byte', async () => {
    const saved = await as(client).collection('reviews').update(review.id, { body: HTML }, opts);
    expect(saved.body).toBe(HTML);
    expect((await as().collection('reviews').getOne(review.id, opts)).body).toBe(HTML);
  });
});

// ---------------------------------------------------------------------------------------
// exit_intent_captures

describe('exit_intent_captures: leaving an email, as a guest', () => {
  const capture = (fields: Fields = {}): Fields => ({
    email: 'lead@example.com',
    user_intent: 'hirer',
    language_preference: 'English',
    ...fields,
  });

  it.each<Row<Fields>>([
    row(
      'a capture without email',
      () => capture({ email: undefined }),
      bad('email', 'validation_required'),
    ),
    row(
      'a capture without user_intent',
      () => capture({ user_intent: undefined }),
      bad('user_intent', 'validation_required'),
    ),
    row(
      'email "not-an-email"',
      () => capture({ email: 'not-an-email' }),
      bad('email', 'validation_is_email'),
    ),
    row(
      'email <script> in the local part',
      () => capture({ email: `${SCRIPT}@example.com` }),
      bad('email', 'validation_is_email'),
    ),
    row(
      'user_intent "spy" (not an allowed value)',
      () => capture({ user_intent: 'spy' }),
      bad('user_intent', 'validation_invalid_value'),
    ),
    // PocketBase 0.40.6 alone keeps the last element; lib/body-types.js refuses it.
    row(
      'user_intent ["hirer", "contractor"] (an array for a single select)',
      () => capture({ user_intent: ['hirer', 'contractor'] }),
      bad('user_intent', 'validation_invalid_type'),
    ),
    row(
      'language_preference "Klingon"',
      () => capture({ language_preference: 'Klingon' }),
      bad('language_preference', 'validation_invalid_value'),
    ),
    row(
      'a 513-character user_agent (max 512)',
      () => capture({ user_agent: 'u'.repeat(513) }),
      bad('user_agent', 'validation_max_text_constraint'),
    ),
    row(
      'a forged ip_address ("1.2.3.4", a server field)',
      () => capture({ ip_address: '1.2.3.4' }),
      byCreateRule,
    ),
    row('a forged ip_address ("", any value)', () => capture({ ip_address: '' }), byCreateRule),
  ])('%s', (_title, c) => refusedCreate('exit_intent_captures', as(), c.body(), c.expected));

  it('stores an HTML/script user_agent as plain text, byte for byte, with the IP of the request', async () => {
    const { id } = await as()
      .collection('exit_intent_captures')
      .create(capture({ user_agent: HTML }), opts);
    const stored = await admin.collection('exit_intent_captures').getOne(id, opts);
    expect(stored.user_agent).toBe(HTML);
    expect(stored.ip_address).toMatch(/^127\./);
  });
});

// ---------------------------------------------------------------------------------------
// affiliates

describe('affiliates: applying as an affiliate', () => {
  let codes = 0;
  const application = (fields: Fields = {}): Fields => ({
    user: outsider.id,
    referral_code: `fresh-${Date.now()}-${(codes += 1)}`,
    payout_method: 'paypal',
    ...fields,
  });

  it.each<Row<Fields>>([
    row(
      'an application without referral_code',
      () => application({ referral_code: undefined }),
      bad('referral_code', 'validation_required'),
    ),
    row(
      'referral_code "abc" (min 4)',
      () => application({ referral_code: 'abc' }),
      bad('referral_code', 'validation_min_text_constraint'),
    ),
    row(
      'a 33-character referral_code (max 32)',
      () => application({ referral_code: 'r'.repeat(33) }),
      bad('referral_code', 'validation_max_text_constraint'),
    ),
    row(
      'referral_code "<script>alert(1)</script>" (pattern ^[A-Za-z0-9_-]+$)',
      () => application({ referral_code: SCRIPT }),
      bad('referral_code', 'validation_invalid_format'),
    ),
    row(
      `referral_code "x'; DROP TABLE affiliates;--"`,
      () => application({ referral_code: "x'; DROP TABLE affiliates;--" }),
      bad('referral_code', 'validation_invalid_format'),
    ),
    row(
      'status "approved" (approving oneself)',
      () => application({ status: 'approved' }),
      byCreateRule,
    ),
    row(
      'an application for another user (client)',
      () => application({ user: client.id }),
      byCreateRule,
    ),
    row(
      'payout_method "bitcoin" (not an allowed value)',
      () => application({ payout_method: 'bitcoin' }),
      bad('payout_method', 'validation_invalid_value'),
    ),
    // PocketBase 0.40.6 alone keeps the last element; lib/body-types.js refuses it.
    row(
      'payout_method ["paypal", "bank_transfer"] (an array for a single select)',
      () => application({ payout_method: ['paypal', 'bank_transfer'] }),
      bad('payout_method', 'validation_invalid_type'),
    ),
    row(
      'a 501-character payout_details (max 500)',
      () => application({ payout_details: 'p'.repeat(501) }),
      bad('payout_details', 'validation_max_text_constraint'),
    ),
    row(
      "another affiliate's referral_code",
      () => application({ referral_code: String(affiliate.referral_code) }),
      bad('referral_code', 'validation_not_unique'),
    ),
    row(
      'a second application by a user who has one',
      () => application({ user: client.id }),
      bad('user', 'validation_not_unique'),
      { by: () => as(client) },
    ),
    row('an application by a guest', () => application(), byCreateRule, { by: () => as() }),
  ])('%s', (_title, c) =>
    refusedCreate('affiliates', (c.by ?? (() => as(outsider)))(), c.body(), c.expected),
  );
});

describe("affiliates: editing the affiliate's record", () => {
  it.each<Row<Fields>>([
    row('a new referral_code', () => ({ referral_code: 'brand-new-code' }), byUpdateRule),
    row('status "approved" (approving oneself)', () => ({ status: 'approved' }), byUpdateRule),
    row('the record moved to another user', () => ({ user: outsider.id }), byUpdateRule),
    row(
      'payout_method "cash" (not an allowed value)',
      () => ({ payout_method: 'cash' }),
      bad('payout_method', 'validation_invalid_value'),
    ),
    row(
      'a 501-character payout_details',
      () => ({ payout_details: 'p'.repeat(501) }),
      bad('payout_details', 'validation_max_text_constraint'),
    ),
    row('an edit by another user', () => ({ payout_details: 'mine' }), byUpdateRule, {
      by: () => as(outsider),
    }),
  ])('%s', (_title, c) =>
    refusedUpdate('affiliates', (c.by ?? (() => as(client)))(), affiliate.id, c.body(), c.expected),
  );

  it('stores HTML/script payout_details as plain text, byte for byte', async () => {
    const saved = await as(client)
      .collection('affiliates')
      .update(affiliate.id, { payout_details: HTML }, opts);
    expect(saved.payout_details).toBe(HTML);
    expect(
      (await as(client).collection('affiliates').getOne(affiliate.id, opts)).payout_details,
    ).toBe(HTML);
  });
});

// ---------------------------------------------------------------------------------------
// The sync conflict check (If-Match) on every updatable collection

describe('updates sent with a malformed If-Match header', () => {
  const conflict: Refusal = {
    status: 409,
    errors: { updated: 'record_conflict' },
    label: '409 updated record_conflict',
  };
  interface Edit {
    readonly collection: string;
    readonly ifMatch: string;
    readonly by: () => PocketBase;
    readonly id: () => string;
    readonly body: Fields;
  }
  const edit = (e: Edit): [string, Edit] => [
    `refuses a valid ${e.collection} edit with If-Match ${JSON.stringify(e.ifMatch)} → ${conflict.label}`,
    e,
  ];

  it.each([
    edit({
      collection: 'users',
      ifMatch: 'not-a-date',
      by: () => as(client),
      id: () => client.id,
      body: { name: 'Renamed' },
    }),
    edit({
      collection: 'contractors',
      ifMatch: SCRIPT,
      by: () => as(pro),
      id: () => listing.id,
      body: { city: 'Leeds' },
    }),
    edit({
      collection: 'hires',
      ifMatch: '"unterminated',
      by: () => as(client),
      id: () => pending.id,
      body: { status: 'cancelled' },
    }),
    edit({
      collection: 'reviews',
      ifMatch: '2099-99-99 99:99:99.999Z',
      by: () => as(client),
      id: () => review.id,
      body: { rating: 1 },
    }),
    edit({
      collection: 'affiliates',
      ifMatch: "' OR 1=1 --",
      by: () => as(client),
      id: () => affiliate.id,
      body: { payout_method: 'bank_transfer' },
    }),
  ])('%s', (_title, e) =>
    refusedUpdate(e.collection, e.by(), e.id(), e.body, conflict, { 'If-Match': e.ifMatch }),
  );
});

// ---------------------------------------------------------------------------------------
// Routes

describe('POST /api/log-security-event', () => {
  const route = '/api/log-security-event';
  const event = (fields: Fields = {}): Fields => ({
    eventType: 'suspicious_activity',
    severity: 'medium',
    details: { reason: 'bad-input matrix' },
    userAgent: 'Mozilla/5.0 (bad input)',
    ...fields,
  });
  /** details whose JSON is exactly `bytes` bytes of ASCII */
  const detailsOf = (bytes: number) => ({ blob: 'x'.repeat(bytes - '{"blob":""}'.length) });

  it.each<Row<unknown>>([
    row('a JSON array as the body', () => [event()], unparsed),
    row('malformed JSON as the body', () => '{"eventType":', unparsed),
    row(
      'eventType 1 (a number)',
      () => event({ eventType: 1 }),
      bad('eventType', 'validation_invalid_value'),
    ),
    row(
      'eventType "FAILED_AUTH" (case differs)',
      () => event({ eventType: 'FAILED_AUTH' }),
      bad('eventType', 'validation_invalid_value'),
    ),
    row(
      'severity "critical"',
      () => event({ severity: 'critical' }),
      bad('severity', 'validation_invalid_value'),
    ),
    row(
      'severity ["high"] (an array)',
      () => event({ severity: ['high'] }),
      bad('severity', 'validation_invalid_value'),
    ),
    row(
      'details ["a"] (an array)',
      () => event({ details: ['a'] }),
      bad('details', 'validation_invalid_type'),
    ),
    row(
      'details of 4097 bytes of JSON (max 4096)',
      () => event({ details: detailsOf(4097) }),
      bad('details', 'validation_too_large'),
    ),
    row(
      'details of 2100 "é" (under 4096 characters, over 4096 bytes)',
      () => event({ details: { text: 'é'.repeat(2100) } }),
      bad('details', 'validation_too_large'),
    ),
    row(
      'userAgent 42 (a number)',
      () => event({ userAgent: 42 }),
      bad('userAgent', 'validation_invalid_type'),
    ),
  ])('%s', (_title, c) => refusedRoute(route, c.body(), c.expected, ['security_events']));

  it('cuts a 1000-character userAgent to 512 instead of refusing the event', async () => {
    const { id } = await as().send<{ id: string }>(route, {
      method: 'POST',
      body: event({ userAgent: 'a'.repeat(1000) }),
      requestKey: null,
    });
    const stored = await admin.collection('security_events').getOne(id, opts);
    expect(stored.user_agent).toBe('a'.repeat(512));
  });
});

describe('POST /api/track-visit', () => {
  const route = '/api/track-visit';
  let visitors = 0;
  const visitorId = () => `bad_input_visitor_${Date.now()}_${(visitors += 1)}`;
  const code = () => String(affiliate.referral_code);

  it.each<Row<unknown>>([
    row('a JSON array as the body', () => [{ visitorId: visitorId() }], unparsed),
    row('malformed JSON as the body', () => '{"visitorId":', unparsed),
    row(
      'a 7-character visitorId (min 8)',
      () => ({ visitorId: 'v'.repeat(7) }),
      bad('visitorId', 'validation_invalid_format'),
    ),
    row(
      'a 65-character visitorId (max 64)',
      () => ({ visitorId: 'v'.repeat(65) }),
      bad('visitorId', 'validation_invalid_format'),
    ),
    row(
      'visitorId "<script>alert(1)</script>"',
      () => ({ visitorId: SCRIPT }),
      bad('visitorId', 'validation_invalid_format'),
    ),
    row(
      'visitorId 12345678 (a number)',
      () => ({ visitorId: 12345678 }),
      bad('visitorId', 'validation_invalid_type'),
    ),
    row(
      'ref {code} (an object)',
      () => ({ visitorId: visitorId(), ref: { code: code() } }),
      bad('ref', 'validation_invalid_type'),
    ),
    row(
      'a real referral code padded to 33 characters (max 32)',
      () => ({ visitorId: visitorId(), ref: code().padEnd(33, 'x') }),
      bad('ref', 'validation_invalid_format'),
    ),
    row(
      'a real referral code followed by <script>',
      () => ({ visitorId: visitorId(), ref: `${code()}${SCRIPT}` }),
      bad('ref', 'validation_invalid_format'),
    ),
    row(
      'userAgent ["x"] (an array)',
      () => ({ visitorId: visitorId(), ref: code(), userAgent: ['x'] }),
      bad('userAgent', 'validation_invalid_type'),
    ),
  ])('%s', (_title, c) =>
    refusedRoute(route, c.body(), c.expected, ['visitor_sessions', 'affiliate_clicks']),
  );
});

describe('POST /api/translate-content', () => {
  const route = '/api/translate-content';
  const ask = (fields: Fields = {}): Fields => ({ text: 'Hello', targetLanguage: 'es', ...fields });

  it.each<Row<unknown>>([
    row('a JSON array as the body', () => [ask()], unparsed),
    row('malformed JSON as the body', () => '{"text":', unparsed),
    row(
      'a request without text',
      () => ask({ text: undefined }),
      bad('text', 'validation_required'),
    ),
    row('text of only spaces', () => ask({ text: '   ' }), bad('text', 'validation_required')),
    row('text 42 (a number)', () => ask({ text: 42 }), bad('text', 'validation_invalid_type')),
    row(
      'a 5001-character text (max 5000)',
      () => ask({ text: 't'.repeat(5001) }),
      bad('text', 'validation_max_text_constraint'),
    ),
    row(
      'targetLanguage "xx" (not one of the 20 codes)',
      () => ask({ targetLanguage: 'xx' }),
      bad('targetLanguage', 'validation_invalid_value'),
    ),
    row(
      'targetLanguage "Spanish" (a name, not a code)',
      () => ask({ targetLanguage: 'Spanish' }),
      bad('targetLanguage', 'validation_invalid_value'),
    ),
    row(
      'targetLanguage ["es"] (an array)',
      () => ask({ targetLanguage: ['es'] }),
      bad('targetLanguage', 'validation_invalid_value'),
    ),
  ])('%s', (_title, c) => refusedRoute(route, c.body(), c.expected, ['translations']));
});

describe('POST /api/admin-verify-session and POST /api/test-resend', () => {
  let boss: Party;
  let moderator: Party;
  let usersCollectionId: string;

  beforeAll(async () => {
    [boss, moderator] = await Promise.all([register(), register()]);
    await Promise.all([
      admin.collection('user_roles').create({ user: boss.id, role: 'admin' }, opts),
      admin.collection('user_roles').create({ user: moderator.id, role: 'moderator' }, opts),
    ]);
    usersCollectionId = String(boss.record?.collectionId);
  });

  const token = (value: () => string) => () => as({ token: value(), record: null });

  it.each<[string, () => PocketBase, () => unknown]>([
    [
      'a guest whose body claims {isAdmin: true, role: "admin"}',
      () => as(),
      () => ({ isAdmin: true, role: 'admin' }),
    ],
    [
      "a user whose body names an admin's user id",
      () => as(outsider),
      () => ({ user: boss.id, userId: boss.id }),
    ],
    ['a guest sending malformed JSON', () => as(), () => '{"isAdmin":'],
    [
      "a user's token with its id swapped for an admin's (signature no longer matches)",
      token(() => withSwappedId(outsider.token, boss.id)),
      () => ({}),
    ],
    [
      'an unsigned (alg none) token naming an admin',
      token(() => unsignedToken(boss.id, usersCollectionId)),
      () => ({}),
    ],
  ])('admin-verify-session answers isAdmin false to %s', async (_title, by, body) => {
    const before = await countRecords(admin, 'user_roles');
    expect(
      await by().send('/api/admin-verify-session', {
        method: 'POST',
        body: body(),
        requestKey: null,
      }),
    ).toEqual({ isAdmin: false });
    expect(await countRecords(admin, 'user_roles')).toBe(before);
  });

  const unauthenticated: Refusal = { status: 401, errors: {}, label: '401 (no valid session)' };
  const forbidden: Refusal = { status: 403, errors: {}, label: '403 (not an admin)' };
  const attacker = { to: 'attacker@example.com', email: 'attacker@example.com' };

  it.each<Row<unknown>>([
    row('test-resend from a guest naming a recipient', () => attacker, unauthenticated, {
      by: () => as(),
    }),
    row(
      'test-resend from a user who is not an admin, claiming isAdmin',
      () => ({ ...attacker, isAdmin: true }),
      forbidden,
      { by: () => as(outsider) },
    ),
    row('test-resend from a moderator', () => attacker, forbidden, { by: () => as(moderator) }),
    row(
      "test-resend with a user's token whose id was swapped for an admin's",
      () => attacker,
      unauthenticated,
      { by: token(() => withSwappedId(outsider.token, boss.id)) },
    ),
  ])('%s', async (_title, c) => {
    const pb = (c.by ?? (() => as()))();
    await refused(
      pb.send('/api/test-resend', { method: 'POST', body: c.body(), requestKey: null }),
      c.expected,
    );
  });

  it("test-resend ignores a recipient in an admin's body: the email goes to the admin only", async () => {
    const smtp = await startSmtpCatcher();
    try {
      await admin.settings.update(
        {
          meta: { senderAddress: 'noreply@tests.local', senderName: 'TradesMarket' },
          smtp: {
            enabled: true,
            host: '127.0.0.1',
            port: smtp.port,
            tls: false,
            username: '',
            password: '',
          },
        },
        opts,
      );
      const answer = await as(boss).send<{ ok: boolean; to?: string }>('/api/test-resend', {
        method: 'POST',
        body: attacker,
        requestKey: null,
      });
      expect(answer).toEqual({ ok: true, to: boss.email });
      expect(smtp.messages.map((m) => m.to)).toEqual([[boss.email]]);
    } finally {
      await admin.settings.update({ smtp: { enabled: false } }, opts);
      await smtp.stop();
    }
  });
});

// Cases (one `it` each), by target:
//   users: sign-up 14, profile update 9 + 1 stored-as-text                          = 24
//   contractors: create 31, update 14 + 1 stored-as-text                            = 46
//   hires: create 14 + 1 stored-as-text, status change 10                           = 25
//   reviews: create 14, update 8 + 1 stored-as-text                                 = 23
//   exit_intent_captures: create 10 + 1 stored-as-text                              = 11
//   affiliates: create 13, update 6 + 1 stored-as-text                              = 20
//   malformed If-Match on an update (users, contractors, hires, reviews, affiliates) = 5
//   log-security-event 10 + 1 cut-not-refused; track-visit 10                       = 21
//   translate-content                                                               = 9
//   admin-verify-session 5; test-resend 4 + 1 recipient-ignored                     = 10
//   total                                                                           = 194
