import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshEmail, superuser } from '../support/actors';
import { startTestPocketBase, type RunningPocketBase } from '../support/pocketbase';
import { testPocketBaseUrl } from '../support/servers';

// Sign-up from a sanctioned place, as an attacker or a plain script would send it: plain
// HTTP, the IP-location headers the app sends (or a trusted proxy's), and what the server
// keeps afterwards.
const url = testPocketBaseUrl();
const opts = { requestKey: null };
const PASSWORD = 'sanctions-pass-123';

let admin: PocketBase;
beforeAll(async () => {
  admin = await superuser(url);
});

/** POSTs a sign-up with `headers`; returns the status, the body and the email used. */
async function signUp(base: string, headers: Record<string, string>) {
  const email = freshEmail('sanctions');
  const response = await fetch(`${base}/api/collections/users/records`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'sanctions-test', ...headers },
    body: JSON.stringify({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: 'Test' }),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    email,
  };
}

async function usersWith(pb: PocketBase, email: string): Promise<number> {
  const page = await pb
    .collection('users')
    .getList(1, 1, { filter: pb.filter('email = {:email}', { email }), ...opts });
  return page.totalItems;
}

/** The sanctions events created after `since` (a PocketBase date string). */
async function eventsSince(pb: PocketBase, since: string) {
  return pb.collection('security_events').getFullList<{ details: unknown }>({
    filter: pb.filter('event_type = "sanctions_refusal" && created > {:since}', { since }),
    sort: 'created',
    ...opts,
  });
}

/** The newest record's `created` in security_events, or the epoch. */
async function lastEventTime(pb: PocketBase): Promise<string> {
  const page = await pb
    .collection('security_events')
    .getList<{ created: string }>(1, 1, { sort: '-created', ...opts });
  return page.items[0]?.created ?? '2000-01-01 00:00:00.000Z';
}

describe('sign-up from a sanctioned country or region', () => {
  it.each([
    ['X-Client-Country IR', { 'X-Client-Country': 'IR' }, 'IR', 'Iran'],
    ['X-Client-Country KP', { 'X-Client-Country': 'KP' }, 'KP', 'North Korea'],
    ['X-Client-Country cu (lower case)', { 'X-Client-Country': 'cu' }, 'CU', 'Cuba'],
    ['X-Client-Country SY', { 'X-Client-Country': 'SY' }, 'SY', 'Syria'],
    [
      'X-Client-Region UA-43',
      { 'X-Client-Country': 'UA', 'X-Client-Region': 'UA-43' },
      'UA-43',
      'Crimea',
    ],
    [
      'X-Client-Region "Crimea" (a name, no country)',
      { 'X-Client-Region': 'Crimea' },
      'UA-43',
      'Crimea',
    ],
    [
      'X-Client-Region "Donetsk Oblast"',
      { 'X-Client-Country': 'UA', 'X-Client-Region': 'Donetsk%20Oblast' },
      'UA-14',
      'Donetsk',
    ],
  ])('%s → 451, no user, one security event', async (_title, headers, matched, name) => {
    const since = await lastEventTime(admin);
    const answer = await signUp(url, headers);
    expect(answer.status, JSON.stringify(answer.body)).toBe(451);
    expect(answer.body).toEqual({
      code: 'sanctioned_region',
      message: `We can't open accounts or take payments from ${name}: it is under comprehensive sanctions.`,
    });
    expect(await usersWith(admin, answer.email)).toBe(0);
    const events = await eventsSince(admin, since);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      severity: 'medium',
      user: '',
      user_agent: 'sanctions-test',
      ip: '127.0.0.1',
      details: { check: 'signup', source: 'client', matched },
    });
    // Nothing personal in the event: not the email, nor the name.
    expect(JSON.stringify(events[0])).not.toContain(answer.email);
  });

  it('creates the account from anywhere else, with garbage headers, or with none', async () => {
    for (const headers of [
      { 'X-Client-Country': 'DE', 'X-Client-Region': 'Berlin' },
      { 'X-Client-Country': 'UA', 'X-Client-Region': 'UA-30' },
      { 'X-Client-Country': 'IRN', 'X-Client-Region': '\u00ff'.repeat(120) },
      {},
    ]) {
      const since = await lastEventTime(admin);
      const answer = await signUp(url, headers);
      expect(answer.status, JSON.stringify(headers)).toBe(200);
      expect(await usersWith(admin, answer.email)).toBe(1);
      expect(await eventsSince(admin, since)).toHaveLength(0);
    }
  });

  it('lets a superuser create a user whatever the headers say', async () => {
    const email = freshEmail('sanctions-staff');
    await admin
      .collection('users')
      .create(
        { email, password: PASSWORD, passwordConfirm: PASSWORD },
        { headers: { 'X-Client-Country': 'IR' }, ...opts },
      );
    expect(await usersWith(admin, email)).toBe(1);
  });

  it('has no other way in: OAuth2 is off, an emailed code signs in only existing users, batch is off', async () => {
    const methods = (await (await fetch(`${url}/api/collections/users/auth-methods`)).json()) as {
      oauth2: { enabled: boolean };
      otp: { enabled: boolean };
    };
    expect(methods.oauth2.enabled).toBe(false);
    expect(methods.otp.enabled).toBe(true);
    const email = freshEmail('sanctions-otp');
    const otp = await fetch(`${url}/api/collections/users/request-otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Client-Country': 'IR' },
      body: JSON.stringify({ email }),
    });
    // A decoy id (or a refusal while mail is off): either way, no account.
    expect([200, 400, 503]).toContain(otp.status);
    expect(await usersWith(admin, email)).toBe(0);
    const batchEmail = freshEmail('sanctions-batch');
    const batch = await fetch(`${url}/api/batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Client-Country': 'IR' },
      body: JSON.stringify({
        requests: [
          {
            method: 'POST',
            url: '/api/collections/users/records',
            headers: { 'X-Client-Country': 'IR' },
            body: { email: batchEmail, password: PASSWORD, passwordConfirm: PASSWORD },
          },
        ],
      }),
    });
    expect(batch.status).not.toBe(200);
    expect(await usersWith(admin, batchEmail)).toBe(0);
  });

  it('cannot be set by a client in the security event route', async () => {
    const response = await fetch(`${url}/api/log-security-event`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ eventType: 'sanctions_refusal', severity: 'medium' }),
    });
    expect(response.status).toBe(400);
  });
});

describe('behind a trusted proxy (TRUSTED_PROXY_HEADER=CF-IPCountry)', () => {
  let proxied: RunningPocketBase;
  let proxiedAdmin: PocketBase;
  beforeAll(async () => {
    proxied = await startTestPocketBase({
      env: { TRUSTED_PROXY_HEADER: 'CF-IPCountry', TRUSTED_PROXY_REGION_HEADER: 'CF-Region-Code' },
    });
    proxiedAdmin = await superuser(proxied.url);
  });
  afterAll(async () => {
    // Undefined when the server failed to start.
    await (proxied as RunningPocketBase | undefined)?.stop();
  });

  it("refuses when the proxy says IR, though the client's header says US", async () => {
    const since = await lastEventTime(proxiedAdmin);
    const answer = await signUp(proxied.url, { 'CF-IPCountry': 'IR', 'X-Client-Country': 'US' });
    expect(answer.status).toBe(451);
    expect(await usersWith(proxiedAdmin, answer.email)).toBe(0);
    const events = await eventsSince(proxiedAdmin, since);
    expect(events.map((event) => event.details)).toEqual([
      expect.objectContaining({ country: 'IR', source: 'proxy', matched: 'IR' }),
    ]);
  });

  it("refuses Crimea by the proxy's region code", async () => {
    const answer = await signUp(proxied.url, { 'CF-IPCountry': 'UA', 'CF-Region-Code': '43' });
    expect(answer.status).toBe(451);
    expect(await usersWith(proxiedAdmin, answer.email)).toBe(0);
  });

  it("creates the account when the proxy says DE, though the client's header says IR", async () => {
    const since = await lastEventTime(proxiedAdmin);
    const answer = await signUp(proxied.url, {
      'CF-IPCountry': 'DE',
      'X-Client-Country': 'IR',
      'X-Client-Region': 'Crimea',
    });
    expect(answer.status).toBe(200);
    expect(await usersWith(proxiedAdmin, answer.email)).toBe(1);
    expect(await eventsSince(proxiedAdmin, since)).toHaveLength(0);
  });
});
