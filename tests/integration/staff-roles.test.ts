import type PocketBase from 'pocketbase';
import { ClientResponseError } from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { countRecords, guest, signUp, superuser, type Actor } from '../support/actors';
import { loopbackAddresses, type Addresses } from '../support/loopback';
import { makeStaff } from '../support/staff';
import { testPocketBaseUrl } from '../support/servers';

// Who may use the staff routes and read the staff collections (pb_hooks/routes-admin.pb.js,
// lib/staff-admin.js, migrations 1763900500_staff_mfa.js and 1764320850_staff_sessions.js):
// guest, client, contractor, outsider, moderator, admin (live, idle, and another token of the
// live admin's own account) and superuser, and bad input for each route.
const url = testPocketBaseUrl();
const opts = { requestKey: null };

type Who =
  | 'guest'
  | 'client'
  | 'contractor'
  | 'outsider'
  | 'moderator'
  | 'admin'
  | 'idleAdmin'
  | 'otherTokenAdmin'
  | 'superuser';

let from: Addresses;
let admin: PocketBase;
const people = {} as Record<Who, PocketBase>;
const actors = {} as Record<'client' | 'contractor' | 'outsider' | 'moderator' | 'admin', Actor>;
let affiliateId = '';
let eventId = '';

beforeAll(async () => {
  from = await loopbackAddresses(url, 'staff-roles');
  admin = await superuser(url, from);
  actors.client = await signUp(url, { user_type: 'client' }, from);
  actors.contractor = await signUp(url, { user_type: 'contractor' }, from);
  actors.outsider = await signUp(url, { user_type: 'client' }, from);
  actors.moderator = await makeStaff(url, admin, 'moderator', { from });
  actors.admin = await makeStaff(url, admin, 'admin', { from });
  const idle = await makeStaff(url, admin, 'admin', { idle: true, from });
  people.guest = guest(url, from);
  for (const who of ['client', 'contractor', 'outsider', 'moderator', 'admin'] as const) {
    people[who] = actors[who].pb;
  }
  people.idleAdmin = idle.pb;
  // The live admin's own account, with a token that no staff sign-in issued.
  people.otherTokenAdmin = await admin.collection('users').impersonate(actors.admin.id, 600, opts);
  people.superuser = admin;

  const affiliate = await admin
    .collection('affiliates')
    .create(
      { user: actors.outsider.id, referral_code: `ref${Date.now()}`, payout_method: 'paypal' },
      opts,
    );
  affiliateId = affiliate.id;
  const event = await admin.collection('security_events').create(
    {
      event_type: 'failed_auth',
      severity: 'medium',
      details: { reason: 'invalid_credentials', timestamp: new Date().toISOString() },
    },
    opts,
  );
  eventId = event.id;
});

/** The status a call answers (200 on success). */
async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call;
    return 200;
  } catch (error) {
    if (error instanceof ClientResponseError) return error.status;
    throw error;
  }
}

const ROUTE_ANSWERS: Record<Who, number> = {
  guest: 401,
  client: 403,
  contractor: 403,
  outsider: 403,
  moderator: 403,
  admin: 200,
  idleAdmin: 401,
  otherTokenAdmin: 401,
  superuser: 200,
};

describe('admin-only list routes', () => {
  it.each(Object.entries(ROUTE_ANSWERS) as [Who, number][])(
    'GET /api/admin/leads and /api/admin/affiliates answer %s with %i',
    async (who, status) => {
      expect(await statusOf(people[who].send('/api/admin/leads', opts))).toBe(status);
      expect(await statusOf(people[who].send('/api/admin/affiliates', opts))).toBe(status);
    },
  );

  it('lists affiliates with the account email and leaves payout details out', async () => {
    const page = await people.admin.send<{ items: Record<string, unknown>[] }>(
      '/api/admin/affiliates?perPage=500',
      opts,
    );
    const row = page.items.find((item) => item.id === affiliateId);
    // A new affiliate has no status yet: it is listed as pending.
    expect(row).toMatchObject({ email: actors.outsider.email, status: 'pending' });
    expect(row).not.toHaveProperty('payout_details');
  });

  it('lists leads with their intent, language and offer state as stored', async () => {
    const email = `lead-${Date.now()}@example.com`;
    const lead = await admin
      .collection('exit_intent_captures')
      .create({ email, user_intent: 'hirer', language_preference: 'German' }, opts);
    await admin.collection('exit_intent_captures').update(lead.id, { offer_status: 'sent' }, opts);
    const page = await people.admin.send<{ items: Record<string, unknown>[] }>(
      '/api/admin/leads?perPage=500',
      opts,
    );
    expect(page.items.find((item) => item.id === lead.id)).toMatchObject({
      email,
      userIntent: 'hirer',
      language: 'German',
      offerStatus: 'sent',
    });
  });

  it.each([
    ['perPage=0', 'perPage'],
    ['perPage=501', 'perPage'],
    ['page=abc', 'page'],
    ['page=-1', 'page'],
  ])('refuses paging %s with a field error', async (query, field) => {
    const error = await people.admin
      .send<unknown>(`/api/admin/leads?${query}`, opts)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClientResponseError);
    expect((error as ClientResponseError).status).toBe(400);
    expect((error as ClientResponseError).response.data).toHaveProperty(field);
  });
});

describe('POST /api/admin/affiliates/{id}/status', () => {
  const path = () => `/api/admin/affiliates/${affiliateId}/status`;
  const post = (pb: PocketBase, body: unknown, to = path()) =>
    pb.send<unknown>(to, { method: 'POST', body, requestKey: null });

  it.each(Object.entries(ROUTE_ANSWERS).filter(([w]) => w !== 'admin' && w !== 'superuser'))(
    'refuses %s with %i and changes nothing',
    async (who, status) => {
      const before = await countRecords(admin, 'admin_actions');
      expect(
        await statusOf(post(people[who as Who], { status: 'approved', reason: 'forged' })),
      ).toBe(status);
      expect((await admin.collection('affiliates').getOne(affiliateId, opts)).status).toBe('');
      expect(await countRecords(admin, 'admin_actions')).toBe(before);
    },
  );

  it.each<[string, unknown, string]>([
    ['no status', { reason: 'x' }, 'status'],
    ['a status staff may not set', { status: 'pending' }, 'status'],
    ['a status as an array', { status: ['approved'] }, 'status'],
    ['a suspension without a reason', { status: 'suspended', reason: '   ' }, 'reason'],
    ['a reason that is not text', { status: 'approved', reason: 5 }, 'reason'],
    ['a reason over 2000 characters', { status: 'suspended', reason: 'x'.repeat(2001) }, 'reason'],
    // PocketBase refuses a body it cannot read as an object before the route runs.
    ['a body that is an array', [{ status: 'approved' }], ''],
  ])('refuses %s with 400 and writes nothing', async (_title, body, field) => {
    const before = await countRecords(admin, 'admin_actions');
    const error = await post(people.admin, body).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClientResponseError);
    expect((error as ClientResponseError).status).toBe(400);
    if (field) expect((error as ClientResponseError).response.data).toHaveProperty(field);
    expect((await admin.collection('affiliates').getOne(affiliateId, opts)).status).toBe('');
    expect(await countRecords(admin, 'admin_actions')).toBe(before);
  });

  it('answers 404 for an unknown affiliate and writes nothing', async () => {
    const before = await countRecords(admin, 'admin_actions');
    expect(
      await statusOf(
        post(people.admin, { status: 'approved' }, '/api/admin/affiliates/doesnotexist123/status'),
      ),
    ).toBe(404);
    expect(await countRecords(admin, 'admin_actions')).toBe(before);
  });

  it('approves, then suspends with a reason, each logged once in admin_actions', async () => {
    expect(await post(people.admin, { status: 'approved' })).toEqual({
      id: affiliateId,
      status: 'approved',
    });
    expect(await post(people.admin, { status: 'suspended', reason: 'Fake clicks' })).toEqual({
      id: affiliateId,
      status: 'suspended',
    });
    const log = await admin.collection('admin_actions').getFullList({
      filter: admin.filter('target_id = {:id}', { id: affiliateId }),
      sort: 'created',
      ...opts,
    });
    expect(log.map((e): unknown[] => [e.action, e.actor, e.actor_email, e.reason])).toEqual([
      ['affiliate.approve', actors.admin.id, actors.admin.email, ''],
      ['affiliate.suspend', actors.admin.id, actors.admin.email, 'Fake clicks'],
    ]);
    expect(log.map((e) => e.details as unknown)).toEqual([
      { from: 'pending', to: 'approved' },
      { from: 'approved', to: 'suspended' },
    ]);
    // The audit log is read-only for everyone, staff included.
    expect(await statusOf(people.admin.collection('admin_actions').delete(log[0]?.id ?? ''))).toBe(
      403,
    );
  });
});

describe('staff-only collections: security_events and admin_actions', () => {
  const LIST_SEES: Record<Who, 'all' | 'none' | 401> = {
    guest: 'none',
    client: 'none',
    contractor: 'none',
    outsider: 'none',
    moderator: 'all',
    admin: 'all',
    idleAdmin: 401,
    otherTokenAdmin: 401,
    superuser: 'all',
  };

  it.each(Object.entries(LIST_SEES) as [Who, 'all' | 'none' | 401][])(
    'security_events: %s sees %s',
    async (who, sees) => {
      const pb = people[who];
      if (sees === 401) {
        expect(await statusOf(pb.collection('security_events').getList(1, 5, opts))).toBe(401);
        // A view is checked against the rule before any hook runs: still refused, as 404.
        expect(await statusOf(pb.collection('security_events').getOne(eventId, opts))).toBe(404);
        return;
      }
      const list = await pb
        .collection('security_events')
        .getList(1, 5, { filter: pb.filter('id = {:id}', { id: eventId }), ...opts });
      expect(list.totalItems).toBe(sees === 'all' ? 1 : 0);
      expect(await statusOf(pb.collection('security_events').getOne(eventId, opts))).toBe(
        sees === 'all' ? 200 : 404,
      );
    },
  );

  it.each(Object.entries(LIST_SEES) as [Who, 'all' | 'none' | 401][])(
    'admin_actions: %s sees %s, and nobody writes',
    async (who, sees) => {
      const pb = people[who];
      const listed = await statusOf(pb.collection('admin_actions').getList(1, 1, opts));
      expect(listed).toBe(sees === 401 ? 401 : 200);
      if (who === 'superuser') return;
      const created = await statusOf(
        pb.collection('admin_actions').create({ action: 'forged', actor_email: 'x@y.z' }, opts),
      );
      expect([401, 403]).toContain(created);
    },
  );

  it('security_events: nobody but the server writes them, staff included', async () => {
    for (const who of ['moderator', 'admin'] as const) {
      expect(
        await statusOf(
          people[who]
            .collection('security_events')
            .create({ event_type: 'failed_auth', severity: 'high' }, opts),
        ),
      ).toBe(403);
      expect(await statusOf(people[who].collection('security_events').delete(eventId, opts))).toBe(
        403,
      );
    }
  });
});

describe('POST /api/admin-verify-session and /api/test-resend', () => {
  it.each<[Who, number, unknown]>([
    ['guest', 200, { isAdmin: false, roles: [] }],
    ['client', 200, { isAdmin: false, roles: [] }],
    ['outsider', 200, { isAdmin: false, roles: [] }],
    ['moderator', 200, { isAdmin: false, roles: ['moderator'] }],
    ['admin', 200, { isAdmin: true, roles: ['admin'] }],
    ['idleAdmin', 401, null],
    ['otherTokenAdmin', 401, null],
    ['superuser', 200, { isAdmin: false, roles: [] }],
  ])('admin-verify-session answers %s', async (who, status, body) => {
    const call = people[who].send('/api/admin-verify-session', { method: 'POST', ...opts });
    if (status === 200) expect(await call).toEqual(body);
    else expect(await statusOf(call)).toBe(status);
  });

  it.each<[Who, number]>([
    ['guest', 401],
    ['client', 403],
    ['contractor', 403],
    ['moderator', 403],
    ['idleAdmin', 401],
    ['otherTokenAdmin', 401],
    // The route is for `users` accounts (requireAuth('users')): a superuser token is refused.
    ['superuser', 403],
  ])('test-resend refuses %s with %i', async (who, status) => {
    expect(await statusOf(people[who].send('/api/test-resend', { method: 'POST', ...opts }))).toBe(
      status,
    );
  });
});
