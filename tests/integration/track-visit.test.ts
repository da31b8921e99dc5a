import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { countRecords, expectRefused, guest, signUp, superuser } from '../support/actors';
import { loopbackAddresses, type Addresses } from '../support/loopback';
import { testPocketBaseUrl } from '../support/servers';

// POST /api/track-visit (pb_hooks/routes-app.pb.js, lib/visits.js): visitor sessions, affiliate
// clicks (once per IP and once per visitor per affiliate per day), bad input. Each call comes
// from a loopback address of its own unless a test gives one client for several calls.
const url = testPocketBaseUrl();
const opts = { requestKey: null };
type Answer = { visitCount: number | null; affiliateClick: boolean };
let from: Addresses;
const track = (body: unknown, pb: PocketBase = guest(url, from)) =>
  pb.send<Answer>('/api/track-visit', { method: 'POST', body, requestKey: null });

let admin: PocketBase;
let code: string;
let affiliateId: string;

/** A new approved affiliate; returns its id, referral code and its owner's client. */
async function approvedAffiliate(): Promise<{ id: string; code: string; owner: PocketBase }> {
  const owner = await signUp(url, {}, from);
  const referral = `ref${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const id = (
    await admin.collection('affiliates').create({ user: owner.id, referral_code: referral }, opts)
  ).id;
  await admin.collection('affiliates').update(id, { status: 'approved' }, opts);
  return { id, code: referral, owner: owner.pb };
}

beforeAll(async () => {
  from = await loopbackAddresses(url, 'track-visit');
  admin = await superuser(url);
  const owner = await signUp(url);
  code = `ref${Date.now()}`;
  affiliateId = (
    await admin.collection('affiliates').create({ user: owner.id, referral_code: code }, opts)
  ).id;
  await admin.collection('affiliates').update(affiliateId, { status: 'approved' }, opts);
});

const visitorId = () => `visitor_${Date.now()}_${Math.random().toString(36).slice(2, 10)}`;
const clicks = () =>
  admin
    .collection('affiliate_clicks')
    .getFullList({ filter: `affiliate = "${affiliateId}"`, ...opts });

describe('POST /api/track-visit', () => {
  it('creates the visitor session, then counts each further visit', async () => {
    const id = visitorId();
    expect(await track({ visitorId: id })).toEqual({ visitCount: 1, affiliateClick: false });
    expect(await track({ visitorId: id })).toEqual({ visitCount: 2, affiliateClick: false });
    const session = await admin
      .collection('visitor_sessions')
      .getFirstListItem(`visitor_id = "${id}"`, opts);
    expect(session.visit_count).toBe(2);
    expect(Date.now() - Date.parse(String(session.last_visit).replace(' ', 'T'))).toBeLessThan(
      60_000,
    );
  });

  it('with an affiliate ref: stores the code on the session and records a click', async () => {
    const id = visitorId();
    const before = (await clicks()).length;
    expect(
      await track({
        visitorId: id,
        ref: code,
        referrer: 'https://news.example/',
        userAgent: 'UA/1',
      }),
    ).toEqual({
      visitCount: 1,
      affiliateClick: true,
    });
    const session = await admin
      .collection('visitor_sessions')
      .getFirstListItem(`visitor_id = "${id}"`, opts);
    expect(session.affiliate_code).toBe(code);
    const after = await clicks();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({
      ip_address: '',
      country: '',
      referrer: 'https://news.example/',
      user_agent: 'UA/1',
    });
  });

  it('counts the click of a visitor without an identifier, storing no session', async () => {
    const sessions = await countRecords(admin, 'visitor_sessions');
    const before = (await clicks()).length;
    expect(await track({ ref: code })).toEqual({ visitCount: null, affiliateClick: true });
    expect(await countRecords(admin, 'visitor_sessions')).toBe(sessions);
    expect(await clicks()).toHaveLength(before + 1);
  });

  it('records no click for an unknown ref', async () => {
    const total = await countRecords(admin, 'affiliate_clicks');
    expect(await track({ visitorId: visitorId(), ref: 'nobody-has-this' })).toEqual({
      visitCount: 1,
      affiliateClick: false,
    });
    expect(await countRecords(admin, 'affiliate_clicks')).toBe(total);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const sessions = await countRecords(admin, 'visitor_sessions');
    const allClicks = await countRecords(admin, 'affiliate_clicks');
    const cases: [unknown, string[]][] = [
      // PocketBase itself refuses a body that is not a JSON object (400, no field data).
      [[1, 2], []],
      [{ visitorId: 'short' }, ['visitorId']],
      [{ visitorId: '<script>alert(1)</script>' }, ['visitorId']],
      [{ visitorId: 12345678 }, ['visitorId']],
      [{ visitorId: visitorId(), ref: `${code}'; DROP TABLE affiliates;--` }, ['ref']],
      [{ visitorId: visitorId(), referrer: { url: 'x' } }, ['referrer']],
    ];
    for (const [body, fields] of cases) {
      const error = await expectRefused(track(body), 400);
      expect(Object.keys(error.response.data as object).sort()).toEqual(fields);
    }
    expect(await countRecords(admin, 'visitor_sessions')).toBe(sessions);
    expect(await countRecords(admin, 'affiliate_clicks')).toBe(allClicks);
  });

  it('counts new visitor ids from one IP once a day, a second IP once more, and answers alike', async () => {
    const aff = await approvedAffiliate();
    const count = async () =>
      (
        await admin.collection('affiliate_clicks').getList(1, 1, {
          filter: admin.filter('affiliate = {:id}', { id: aff.id }),
          ...opts,
        })
      ).totalItems;
    const first = guest(url, from);
    for (let i = 0; i < 6; i += 1) {
      expect(await track({ visitorId: visitorId(), ref: aff.code }, first)).toEqual({
        visitCount: 1,
        affiliateClick: true,
      });
    }
    expect(await track({ ref: aff.code }, first)).toEqual({
      visitCount: null,
      affiliateClick: true,
    });
    expect(await count()).toBe(1);
    const second = guest(url, from);
    for (let i = 0; i < 3; i += 1) {
      await track({ visitorId: visitorId(), ref: aff.code }, second);
    }
    expect(await count()).toBe(2);
    const stored = await admin
      .collection('affiliate_clicks')
      .getFullList({ filter: admin.filter('affiliate = {:id}', { id: aff.id }), ...opts });
    for (const click of stored) {
      expect(click).toMatchObject({ ip_address: '', country: '' });
      expect(click.dedupe_key).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(click)).not.toMatch(/127\.\d+\.\d+\.\d+/);
    }
    // The affiliate lists their own clicks, but not the day hashes.
    const own = await aff.owner.collection('affiliate_clicks').getFullList(opts);
    expect(own).toHaveLength(2);
    for (const click of own) {
      expect(click).not.toHaveProperty('dedupe_key');
      expect(click).not.toHaveProperty('visitor_key');
    }
  });

  it('counts one visitor once a day from any IP', async () => {
    const aff = await approvedAffiliate();
    const visitor = visitorId();
    for (let i = 0; i < 3; i += 1) await track({ visitorId: visitor, ref: aff.code });
    const stored = await admin
      .collection('affiliate_clicks')
      .getFullList({ filter: admin.filter('affiliate = {:id}', { id: aff.id }), ...opts });
    expect(stored).toHaveLength(1);
  });

  it('cuts an over-long referrer instead of refusing the visit', async () => {
    await track({
      visitorId: visitorId(),
      ref: code,
      referrer: `https://x.example/${'a'.repeat(5000)}`,
    });
    expect(String((await clicks()).at(-1)?.referrer)).toHaveLength(2048);
  });
});
