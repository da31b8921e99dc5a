import type PocketBase from 'pocketbase';
import { ClientResponseError } from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { guest, signUp, superuser, type Actor } from '../support/actors';
import { loopbackAddresses, type Addresses } from '../support/loopback';
import { makeStaff } from '../support/staff';
import { testPocketBaseUrl } from '../support/servers';

// GET /api/admin/security-events (pb_hooks/routes-admin.pb.js, lib/staff-admin.js
// listSecurityEvents): staff only (admins and moderators with a live staff session), each event
// with its account's
// email joined on the server, the user filter taking an id or an email (exact, any case), and
// bad filter values refused.
const url = testPocketBaseUrl();
const opts = { requestKey: null };
const path = '/api/admin/security-events';

type Who =
  | 'guest'
  | 'client'
  | 'contractor'
  | 'outsider'
  | 'moderator'
  | 'admin'
  | 'idleAdmin'
  | 'superuser';

interface Row {
  id: string;
  type: string;
  severity: string;
  user: string;
  userEmail: string;
  details: Record<string, unknown>;
}
interface Page {
  totalItems: number;
  items: Row[];
}

let from: Addresses;
let admin: PocketBase;
const people = {} as Record<Who, PocketBase>;
let target: Actor;
const eventIds: string[] = [];

beforeAll(async () => {
  from = await loopbackAddresses(url, 'staff-security-events');
  admin = await superuser(url, from);
  target = await signUp(url, { user_type: 'client' }, from);
  people.guest = guest(url, from);
  people.client = target.pb;
  people.contractor = (await signUp(url, { user_type: 'contractor' }, from)).pb;
  people.outsider = (await signUp(url, { user_type: 'client' }, from)).pb;
  people.moderator = (await makeStaff(url, admin, 'moderator', { from })).pb;
  people.admin = (await makeStaff(url, admin, 'admin', { from })).pb;
  people.idleAdmin = (await makeStaff(url, admin, 'admin', { idle: true, from })).pb;
  people.superuser = admin;
  for (const [type, severity, details] of [
    [
      'failed_auth',
      'medium',
      {
        reason: 'invalid_credentials',
        attemptedEmail: target.email,
        timestamp: '2026-11-22T01:00:00.000Z',
      },
    ],
    [
      'suspicious_activity',
      'high',
      { reason: 'x', activityType: 'rapid_clicks', clicksPerMinute: 99, nested: { a: 1 } },
    ],
  ] as const) {
    const event = await admin
      .collection('security_events')
      .create({ event_type: type, severity, user: target.id, details }, opts);
    eventIds.push(event.id);
  }
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

const list = (pb: PocketBase, query: string) => pb.send<Page>(`${path}?${query}`, opts);

describe('GET /api/admin/security-events', () => {
  it.each([
    ['guest', 401],
    ['client', 403],
    ['contractor', 403],
    ['outsider', 403],
    ['moderator', 200],
    ['admin', 200],
    ['idleAdmin', 401],
    ['superuser', 200],
  ] as [Who, number][])('answers %s with %i', async (who, status) => {
    expect(await statusOf(people[who].send(path, opts))).toBe(status);
  });

  it("joins the account's email to each event and keeps the details an object", async () => {
    const page = await list(people.moderator, `user=${target.id}&perPage=10`);
    expect(page.totalItems).toBe(2);
    expect(page.items.map((r) => r.id).sort()).toEqual([...eventIds].sort());
    for (const row of page.items) {
      expect(row).toMatchObject({ user: target.id, userEmail: target.email });
    }
    const suspicious = page.items.find((r) => r.type === 'suspicious_activity');
    expect(suspicious?.details).toEqual({
      reason: 'x',
      activityType: 'rapid_clicks',
      clicksPerMinute: 99,
      nested: { a: 1 },
    });
  });

  it('filters by email, exactly and in any case, and by type and severity', async () => {
    const byEmail = await list(
      people.admin,
      `user=${encodeURIComponent(target.email.toUpperCase())}`,
    );
    expect(byEmail.items.map((r) => r.id).sort()).toEqual([...eventIds].sort());
    const high = await list(
      people.admin,
      `user=${encodeURIComponent(target.email)}&type=suspicious_activity&severity=high`,
    );
    expect(high.items.map((r) => r.type)).toEqual(['suspicious_activity']);
    expect(high.totalItems).toBe(1);
    // Part of an address is not the address: nothing matches.
    const partial = await list(people.admin, `user=${encodeURIComponent(`x${target.email}`)}`);
    expect(partial).toMatchObject({ totalItems: 0, items: [] });
  });

  it('filters by whole UTC days', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const page = await list(people.admin, `user=${target.id}&from=${today}&to=${today}`);
    expect(page.totalItems).toBe(2);
    const past = await list(people.admin, `user=${target.id}&from=2020-01-01&to=2020-01-02`);
    expect(past.totalItems).toBe(0);
  });

  it.each([
    ['type=bogus', 'type'],
    ['severity=low', 'severity'],
    ['from=yesterday', 'from'],
    ['to=2026-13-45', 'to'],
    [`user=${encodeURIComponent('a" || 1=1')}`, 'user'],
    ['perPage=501', 'perPage'],
  ])('refuses %s with a field error', async (query, field) => {
    const error = await list(people.admin, query).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClientResponseError);
    expect((error as ClientResponseError).status).toBe(400);
    expect((error as ClientResponseError).response.data).toHaveProperty(field);
  });
});
