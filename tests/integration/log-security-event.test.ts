import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { countRecords, expectRefused, guest, signUp, superuser } from '../support/actors';
import { testPocketBaseUrl } from '../support/servers';

const url = testPocketBaseUrl();
const route = '/api/log-security-event';
const post = (pb: PocketBase, body: unknown) =>
  pb.send<{ id: string }>(route, { method: 'POST', body, requestKey: null });

let admin: PocketBase;
beforeAll(async () => {
  admin = await superuser(url);
});

const event = {
  eventType: 'suspicious_activity',
  severity: 'medium',
  details: { reason: 'clicks', activityType: 'rapid_clicks', timestamp: '2026-11-22T01:00:00Z' },
  userAgent: 'Mozilla/5.0 (test)',
};

// These cases share the route's rate limit (20 per minute per IP), so they run in order and
// the limit test comes last.
describe('POST /api/log-security-event', () => {
  it('stores a guest event with the IP from the request, not the body', async () => {
    const { id } = await post(guest(url), { ...event, ip: '6.6.6.6', user: 'someone' });
    const stored = await admin.collection('security_events').getOne(id, { requestKey: null });
    expect(stored).toMatchObject({
      event_type: 'suspicious_activity',
      severity: 'medium',
      details: event.details,
      user_agent: 'Mozilla/5.0 (test)',
      ip: '127.0.0.1',
      user: '',
    });
  });

  it('records the signed-in user', async () => {
    const user = await signUp(url);
    const { id } = await post(user.pb, {
      ...event,
      eventType: 'failed_auth',
      severity: 'high',
      details: {
        reason: 'invalid_credentials',
        attemptedEmail: user.email,
        timestamp: '2026-11-22T01:00:00.000Z',
      },
    });
    expect((await admin.collection('security_events').getOne(id, { requestKey: null })).user).toBe(
      user.id,
    );
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const before = await countRecords(admin, 'security_events');
    const cases: [unknown, string[]][] = [
      [{}, ['details', 'eventType', 'severity']],
      // The app's payload before spec §3: `kind` instead of reason, activityType and timestamp.
      [{ ...event, details: { kind: 'rapid_clicks', clicksPerMinute: 31 } }, ['details']],
      [{ ...event, eventType: 'root_shell' }, ['eventType']],
      [{ ...event, severity: 'critical' }, ['severity']],
      [{ ...event, details: 'a string' }, ['details']],
      [{ ...event, details: { ...event.details, blob: 'x'.repeat(5000) } }, ['details']],
      [{ ...event, details: { html: '<script>alert(1)</script>'.repeat(200) } }, ['details']],
      [{ ...event, userAgent: { nested: true } }, ['userAgent']],
    ];
    for (const [body, fields] of cases) {
      const error = await expectRefused(post(guest(url), body), 400);
      expect(Object.keys(error.response.data as object).sort()).toEqual(fields);
    }
    expect(await countRecords(admin, 'security_events')).toBe(before);
  });

  it('answers 429 once an IP sends more than 20 events a minute', async () => {
    let status = 0;
    for (let i = 0; i < 25 && status !== 429; i++) {
      status = await fetch(`${url}${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(event),
      }).then((response) => response.status);
    }
    expect(status).toBe(429);
  });
});
