import { createHmac } from 'node:crypto';
import type PocketBase from 'pocketbase';
import { ClientResponseError } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRecords, guest, signUp, superuser, type Actor } from '../support/actors';
import { fetchFrom, loopbackAddresses, type Addresses } from '../support/loopback';
import { owingListing, payFee } from '../support/payments';
import { startTestPocketBase, type RunningPocketBase } from '../support/pocketbase';
import { subjectOf, useSmtpCatcher } from '../support/smtp-catcher';
import { makeStaff } from '../support/staff';
import { testPocketBaseUrl } from '../support/servers';

// The affiliate programme: applying (POST /api/affiliate/signup), confirming the
// contact email with a signed, expiring link, the affiliate's state, the dashboard's figures
// (only for the approved owner), attribution of a sign-up and its first payment to the
// affiliate whose link the visitor came through (not forgeable beyond a real click), and the
// commission from the server's env.
const url = testPocketBaseUrl();
const opts = { requestKey: null };
const catcher = useSmtpCatcher(url);

type Who =
  'guest' | 'client' | 'contractor' | 'outsider' | 'owner' | 'moderator' | 'admin' | 'superuser';

let from: Addresses;
let admin: PocketBase;
const people = {} as Record<Who, PocketBase>;
let owner: Actor;
let ownerAffiliateId = '';
let ownerCode = '';

/** A route's status and body; never throws for an HTTP error. */
async function call(
  pb: PocketBase,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  try {
    const result = await pb.send<Record<string, unknown>>(path, {
      method,
      ...(body !== undefined && { body }),
      ...opts,
    });
    return { status: 200, body: result };
  } catch (error) {
    if (!(error instanceof ClientResponseError) || error.status === 0) throw error;
    return { status: error.status, body: error.response };
  }
}

const application = (fields: Record<string, unknown> = {}) => ({
  name: 'Ada Affiliate',
  email: `ada-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`,
  website: 'https://ada.example/blog',
  promotion: 'Articles about home renovation on my blog, with the link in each article.',
  payoutMethod: 'paypal',
  payoutDetails: 'ada.paypal@example.com',
  acceptTerms: true,
  language: 'German',
  ...fields,
});

const affiliateOf = (userId: string) =>
  admin.collection('affiliates').getFirstListItem(`user = "${userId}"`, opts);

/** The link in the latest confirmation mail to `email`. */
function confirmationLink(email: string): string {
  const mail = [...catcher.smtp.messages].reverse().find((m) => m.to.includes(email));
  if (!mail) throw new Error(`no mail to ${email}`);
  const raw = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = /https:\/\/trades\.example\/affiliate-verify\?token=([A-Za-z0-9.%]+)/.exec(raw);
  if (!link?.[1]) throw new Error('no link in the mail');
  return decodeURIComponent(link[1]);
}

/** One page load through a link, from its own address. */
async function click(base: string, body: Record<string, unknown>) {
  const response = await fetchFrom(from.next())(`${base}/api/track-visit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { affiliateClick: boolean };
}

const visitorId = () => `visitor_${Date.now()}_${Math.random().toString(36).slice(2, 10)}`;

beforeAll(async () => {
  from = await loopbackAddresses(url, 'affiliate-programme');
  admin = await superuser(url, from);
  const client = await signUp(url, { user_type: 'client' }, from);
  const contractor = await signUp(url, { user_type: 'contractor' }, from);
  const outsider = await signUp(url, { user_type: 'client' }, from);
  owner = await signUp(url, { user_type: 'client' }, from);
  people.guest = guest(url, from);
  people.client = client.pb;
  people.contractor = contractor.pb;
  people.outsider = outsider.pb;
  people.owner = owner.pb;
  people.moderator = (await makeStaff(url, admin, 'moderator', { from })).pb;
  people.admin = (await makeStaff(url, admin, 'admin', { from })).pb;
  people.superuser = admin;
  // The owner applies with their own (verified) account email: confirmed at once, no mail.
  const applied = await call(owner.pb, 'POST', '/api/affiliate/signup', {
    ...application({ email: owner.email.toUpperCase() }),
  });
  expect(applied.status).toBe(200);
  expect(applied.body).toMatchObject({ state: 'pending', mail: 'not_needed', referralCode: '' });
  const record = await affiliateOf(owner.id);
  ownerAffiliateId = record.id;
  ownerCode = String(record.referral_code);
  await admin.collection('affiliates').update(ownerAffiliateId, { status: 'approved' }, opts);
});

describe('POST /api/affiliate/signup', () => {
  it('creates a pending application with a server-made code, mails the confirmation in the applicant language', async () => {
    const applicant = await signUp(url, {}, from);
    const body = application();
    const answer = await call(applicant.pb, 'POST', '/api/affiliate/signup', body);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ state: 'email_unconfirmed', mail: 'sent' });
    const record = await affiliateOf(applicant.id);
    expect(record).toMatchObject({
      status: 'pending',
      email: body.email,
      payout_method: 'paypal',
      payout_details: 'ada.paypal@example.com',
      language: 'German',
      email_verified_at: '',
    });
    expect(String(record.referral_code)).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(record.terms_accepted_at).not.toBe('');
    const mail = [...catcher.smtp.messages].reverse().find((m) => m.to.includes(body.email));
    expect(mail && subjectOf(mail)).toBe(
      'TradesMarket: Bestätigen Sie Ihre E-Mail-Adresse für das Partnerprogramm',
    );
    expect(mail?.raw).toContain('lang=3D"de"');
    expect(mail?.raw).toMatch(/Content-Type: text\/plain/i);
  });

  it('refuses a second application by the same user with 409 (one affiliate per user)', async () => {
    const before = await countRecords(admin, 'affiliates');
    const again = await call(owner.pb, 'POST', '/api/affiliate/signup', application());
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_applied');
    expect(await countRecords(admin, 'affiliates')).toBe(before);
  });

  it('refuses a forged status, code or user with 400 and writes nothing', async () => {
    const applicant = await signUp(url, {}, from);
    const before = await countRecords(admin, 'affiliates');
    for (const forged of [
      { status: 'approved' },
      { referral_code: 'FORGED01' },
      { user: owner.id },
    ]) {
      const answer = await call(applicant.pb, 'POST', '/api/affiliate/signup', {
        ...application(),
        ...forged,
      });
      expect(answer.status).toBe(400);
    }
    expect(await countRecords(admin, 'affiliates')).toBe(before);
  });

  it('refuses a guest with 401', async () => {
    expect((await call(people.guest, 'POST', '/api/affiliate/signup', application())).status).toBe(
      401,
    );
  });

  it('says the mail cannot be sent when the server has no mail settings, and keeps the application', async () => {
    const server: RunningPocketBase = await startTestPocketBase();
    try {
      const applicant = await signUp(server.url);
      const answer = await call(applicant.pb, 'POST', '/api/affiliate/signup', application());
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ state: 'email_unconfirmed', mail: 'not_configured' });
    } finally {
      await server.stop();
    }
  });
});

describe("the confirmation mail cannot carry an applicant's text to a stranger", () => {
  const victim = () =>
    `victim-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@outside.example`;
  const lure = 'URGENT: your bank account is locked, call +1-800-555-0199 now';

  it('refuses an account whose own email is not verified: 403 account_unverified, nothing stored or mailed', async () => {
    const unverified = await signUp(url, { verified: false }, from);
    const target = victim();
    const before = await countRecords(admin, 'affiliates');
    const answer = await call(unverified.pb, 'POST', '/api/affiliate/signup', {
      ...application({ email: target, name: lure }),
    });
    expect(answer.status).toBe(403);
    expect(answer.body.data).toMatchObject({ auth: { code: 'account_unverified' } });
    expect(await countRecords(admin, 'affiliates')).toBe(before);
    expect(catcher.smtp.messages.some((m) => m.to.includes(target))).toBe(false);
  });

  it('mails fixed text only: the name the applicant typed is not in it', async () => {
    const applicant = await signUp(url, {}, from);
    const target = victim();
    const answer = await call(applicant.pb, 'POST', '/api/affiliate/signup', {
      ...application({ email: target, name: lure, language: 'English' }),
    });
    expect(answer.body).toMatchObject({ mail: 'sent' });
    await expect.poll(() => catcher.smtp.messages.some((m) => m.to.includes(target))).toBe(true);
    const raw = (catcher.smtp.messages.find((m) => m.to.includes(target))?.raw ?? '').replace(
      /=\r?\n/g,
      '',
    );
    expect(raw).toContain('affiliate-verify?token');
    expect(raw).not.toContain('URGENT');
    expect(raw).not.toContain('800-555');
  });

  it('the audited burst (apply, then resend 11 times in a minute) mails the address once', async () => {
    const applicant = await signUp(url, {}, from);
    const target = victim();
    await call(applicant.pb, 'POST', '/api/affiliate/signup', application({ email: target }));
    const answers = [];
    for (let i = 0; i < 11; i++) {
      answers.push(await call(applicant.pb, 'POST', '/api/affiliate/resend-verification'));
    }
    // Each answer says no mail went out: recently sent, or the route's per-IP limit (429).
    for (const a of answers) {
      expect(a.status === 429 || a.body.mail === 'recently_sent', JSON.stringify(a)).toBe(true);
    }
    await expect
      .poll(() => catcher.smtp.messages.filter((m) => m.to.includes(target)).length)
      .toBe(1);
    // Another account naming the same mailbox in other letters gets no second mail that day.
    const second = await signUp(url, {}, from);
    const again = await call(second.pb, 'POST', '/api/affiliate/signup', {
      ...application({ email: `  ${target.toUpperCase()} ` }),
    });
    expect(again.body).toMatchObject({ state: 'email_unconfirmed', mail: 'recently_sent' });
    expect(
      catcher.smtp.messages.filter((m) => m.to.some((to) => to.toLowerCase().includes(target)))
        .length,
    ).toBe(1);
  });
});

describe('POST /api/affiliate/verify', () => {
  it('confirms the address from the mailed link, once; the state moves to pending', async () => {
    const applicant = await signUp(url, {}, from);
    const body = application();
    await call(applicant.pb, 'POST', '/api/affiliate/signup', body);
    const token = confirmationLink(body.email);
    expect((await call(applicant.pb, 'GET', '/api/affiliate/me')).body.state).toBe(
      'email_unconfirmed',
    );
    const confirmed = await call(people.guest, 'POST', '/api/affiliate/verify', { token });
    expect(confirmed).toEqual({ status: 200, body: { state: 'pending' } });
    expect((await call(applicant.pb, 'GET', '/api/affiliate/me')).body.state).toBe('pending');
    expect((await call(people.guest, 'POST', '/api/affiliate/verify', { token })).status).toBe(200);
  });

  it('sends the confirmation again only to an unconfirmed applicant, at most once a day', async () => {
    const applicant = await signUp(url, {}, from);
    const body = application();
    await call(applicant.pb, 'POST', '/api/affiliate/signup', body);
    const mailsTo = () => catcher.smtp.messages.filter((m) => m.to.includes(body.email)).length;
    await expect.poll(mailsTo).toBe(1);
    // Within 24 hours of the first mail, asking again sends nothing and says so.
    for (let i = 0; i < 3; i++) {
      const again = await call(applicant.pb, 'POST', '/api/affiliate/resend-verification');
      expect(again.body).toMatchObject({ state: 'email_unconfirmed', mail: 'recently_sent' });
    }
    // A day later (the recipient's mark moved back 25 hours) one more goes out.
    const marks = await admin
      .collection('mail_recipient_marks')
      .getFullList({ filter: 'kind = "affiliate_verify"', sort: '-last_sent', ...opts });
    const dayAgo = new Date(Date.now() - 25 * 3600_000).toISOString().replace('T', ' ');
    await admin
      .collection('mail_recipient_marks')
      .update(marks[0]?.id ?? '', { last_sent: dayAgo }, opts);
    const later = await call(applicant.pb, 'POST', '/api/affiliate/resend-verification');
    expect(later.body).toMatchObject({ state: 'email_unconfirmed', mail: 'sent' });
    await expect.poll(mailsTo).toBe(2);
    // The owner's address is confirmed; someone without an application has nothing to confirm.
    expect((await call(owner.pb, 'POST', '/api/affiliate/resend-verification')).status).toBe(409);
    expect((await call(people.client, 'POST', '/api/affiliate/resend-verification')).status).toBe(
      409,
    );
    expect((await call(people.guest, 'POST', '/api/affiliate/resend-verification')).status).toBe(
      401,
    );
  });

  it('refuses a forged, altered, expired or malformed token', async () => {
    const applicant = await signUp(url, {}, from);
    const body = application();
    await call(applicant.pb, 'POST', '/api/affiliate/signup', body);
    const token = confirmationLink(body.email);
    const [id, expires, signature] = token.split('.') as [string, string, string];
    const secret = String(
      (await admin.collection('server_secrets').getFirstListItem('name = "affiliate_verify_hmac"'))
        .value,
    );
    const sign = (exp: number) =>
      createHmac('sha256', secret)
        .update(`affiliate-verify:${id}.${exp}:${body.email}`)
        .digest('hex');
    const past = Math.floor(Date.now() / 1000) - 60;
    const cases: Array<[unknown, string]> = [
      [`${id}.${expires}.${'0'.repeat(64)}`, 'token_invalid'],
      [`${id}.${Number(expires) + 3600}.${signature}`, 'token_invalid'],
      [`${ownerAffiliateId}.${expires}.${signature}`, 'token_invalid'],
      [`${id}.${past}.${sign(past)}`, 'token_expired'],
      ['nonsense', 'token_invalid'],
      [42, 'token_invalid'],
      [undefined, 'token_invalid'],
    ];
    for (const [forged, code] of cases) {
      const answer = await call(people.guest, 'POST', '/api/affiliate/verify', { token: forged });
      expect(answer.status, String(forged)).toBe(400);
      expect(answer.body.code).toBe(code);
    }
    expect((await affiliateOf(applicant.id)).email_verified_at).toBe('');
  });
});

describe('role matrix', () => {
  // Answers of GET /api/affiliate/stats: only the approved owner gets figures.
  const STATS: Record<Who, number> = {
    guest: 401,
    client: 404,
    contractor: 404,
    outsider: 404,
    owner: 200,
    moderator: 404,
    admin: 404,
    // A superuser is no `users` account: the route's requireAuth('users') refuses it.
    superuser: 403,
  };

  it.each(Object.entries(STATS))(
    'GET /api/affiliate/stats as %s answers %i',
    async (who, status) => {
      const answer = await call(people[who as Who], 'GET', '/api/affiliate/stats');
      expect(answer.status).toBe(status);
      if (status === 200) expect(answer.body.referralCode).toBe(ownerCode);
      else expect(answer.body).not.toHaveProperty('referralCode');
    },
  );

  it('answers 403 with the state to an applicant not yet approved, and to a suspended one', async () => {
    const applicant = await signUp(url, {}, from);
    await call(
      applicant.pb,
      'POST',
      '/api/affiliate/signup',
      application({ email: applicant.email }),
    );
    const pending = await call(applicant.pb, 'GET', '/api/affiliate/stats');
    expect(pending.status).toBe(403);
    const record = await affiliateOf(applicant.id);
    await admin.collection('affiliates').update(record.id, { status: 'suspended' }, opts);
    expect((await call(applicant.pb, 'GET', '/api/affiliate/stats')).status).toBe(403);
    expect((await call(applicant.pb, 'GET', '/api/affiliate/me')).body.state).toBe('suspended');
  });

  it.each(['client', 'contractor', 'outsider', 'moderator', 'admin'] as const)(
    'GET /api/affiliate/me as %s says none',
    async (who) => {
      expect((await call(people[who], 'GET', '/api/affiliate/me')).body).toMatchObject({
        state: 'none',
        referralCode: '',
      });
    },
  );

  it('only the owner reads the affiliate record and its payouts; nobody but a superuser writes them', async () => {
    const payout = await admin.collection('affiliate_payouts').create(
      {
        affiliate: ownerAffiliateId,
        amount_cents: 2500,
        currency: 'USD',
        paid_at: '2026-11-01 10:00:00.000Z',
        method: 'paypal',
        reference: 'PP-1',
      },
      opts,
    );
    for (const who of Object.keys(people) as Who[]) {
      const pb = people[who];
      const sees = who === 'owner' || who === 'superuser';
      const list = await pb
        .collection('affiliate_payouts')
        .getFullList(opts)
        .catch(() => []);
      expect(
        list.some((p) => p.id === payout.id),
        `${who} lists the payout`,
      ).toBe(sees);
      const affiliates = await pb
        .collection('affiliates')
        .getFullList(opts)
        .catch(() => []);
      expect(
        affiliates.some((a) => a.id === ownerAffiliateId),
        `${who} lists the record`,
      ).toBe(sees);
      if (who === 'superuser') continue;
      await expect(
        pb.collection('affiliate_payouts').create(
          {
            affiliate: ownerAffiliateId,
            amount_cents: 1,
            currency: 'USD',
            paid_at: '2026-11-01',
          },
          opts,
        ),
        `${who} creates a payout`,
      ).rejects.toBeInstanceOf(ClientResponseError);
      await expect(
        pb.collection('affiliate_payouts').update(payout.id, { amount_cents: 999999 }, opts),
        `${who} edits a payout`,
      ).rejects.toBeInstanceOf(ClientResponseError);
      await expect(
        pb.collection('affiliates').update(ownerAffiliateId, { status: 'suspended' }, opts),
        `${who} edits the affiliate`,
      ).rejects.toBeInstanceOf(ClientResponseError);
    }
    const stats = await call(owner.pb, 'GET', '/api/affiliate/stats');
    expect(stats.body.payouts).toEqual([
      expect.objectContaining({ amountCents: 2500, currency: 'USD', reference: 'PP-1' }),
    ]);
    await admin.collection('affiliate_payouts').delete(payout.id, opts);
  });
});

describe('attribution', () => {
  it('a click, a sign-up carrying the visitor session and its first payment count for the affiliate', async () => {
    const before = (await call(owner.pb, 'GET', '/api/affiliate/stats')).body;
    const visitor = visitorId();
    expect((await click(url, { visitorId: visitor, ref: ownerCode })).affiliateClick).toBe(true);
    const tradeId = (await admin.collection('trades').getFirstListItem('value = "roofer"', opts))
      .id;
    const { owner: referred, listing } = await owingListing(
      { admin, url, from, tradeId },
      { visitor_id: visitor },
    );
    const user = await admin.collection('users').getOne(referred.id, opts);
    expect(user.referred_by).toBe(ownerAffiliateId);
    // The referred user does not see who referred them.
    expect(referred.record).not.toHaveProperty('referred_by');
    const mid = (await call(owner.pb, 'GET', '/api/affiliate/stats')).body;
    expect(mid.signups).toBe(Number(before.signups) + 1);
    expect(mid.paidConversions).toBe(before.paidConversions);
    expect(mid.clicks).toBe(Number(before.clicks) + 1);
    const today = new Date().toISOString().slice(0, 10);
    const days = mid.clicksByDay as Array<{ day: string; clicks: number }>;
    expect(days).toHaveLength(30);
    expect(days.at(-1)?.day).toBe(today);
    expect(days.at(-1)?.clicks).toBeGreaterThanOrEqual(1);
    const paid = await payFee(referred.pb, {
      kind: 'listing',
      target: listing.id,
      paymentMethod: 'pm_card_visa',
    });
    expect(paid.body.next).toBe('succeeded');
    const after = (await call(owner.pb, 'GET', '/api/affiliate/stats')).body;
    expect(after.paidConversions).toBe(Number(before.paidConversions) + 1);
    // The shared test server sets no commission: no earnings are made up.
    expect(after.commissionCents).toBeNull();
    expect(after.earningsCents).toBeNull();
  });

  it('cannot be forged: a body naming the affiliate, a made-up visitor, a used session, an unapproved code', async () => {
    const forged = await signUp(
      url,
      { referred_by: ownerAffiliateId, referral_window_end: '2099-01-01' },
      from,
    );
    expect((await admin.collection('users').getOne(forged.id, opts)).referred_by).toBe('');
    const madeUp = await signUp(url, { visitor_id: visitorId() }, from);
    expect((await admin.collection('users').getOne(madeUp.id, opts)).referred_by).toBe('');
    // One session attributes one sign-up.
    const visitor = visitorId();
    await click(url, { visitorId: visitor, ref: ownerCode });
    const first = await signUp(url, { visitor_id: visitor }, from);
    const second = await signUp(url, { visitor_id: visitor }, from);
    expect((await admin.collection('users').getOne(first.id, opts)).referred_by).toBe(
      ownerAffiliateId,
    );
    expect((await admin.collection('users').getOne(second.id, opts)).referred_by).toBe('');
    // The user cannot set it later either.
    await forged.pb
      .collection('users')
      .update(forged.id, { referred_by: ownerAffiliateId }, opts)
      .catch(() => null);
    expect((await admin.collection('users').getOne(forged.id, opts)).referred_by).toBe('');
    // A session through a code that is not approved attributes nothing.
    const pendingUser = await signUp(url, {}, from);
    await call(
      pendingUser.pb,
      'POST',
      '/api/affiliate/signup',
      application({ email: pendingUser.email }),
    );
    const pendingCode = String((await affiliateOf(pendingUser.id)).referral_code);
    const other = visitorId();
    await click(url, { visitorId: other, ref: pendingCode });
    const viaPending = await signUp(url, { visitor_id: other }, from);
    expect((await admin.collection('users').getOne(viaPending.id, opts)).referred_by).toBe('');
  });

  it('a sign-up more than 30 days after the first visit is not attributed', async () => {
    const visitor = visitorId();
    await click(url, { visitorId: visitor, ref: ownerCode });
    const session = await admin
      .collection('visitor_sessions')
      .getFirstListItem(`visitor_id = "${visitor}"`, opts);
    await admin
      .collection('visitor_sessions')
      .update(
        session.id,
        { affiliate_first_visit: new Date(Date.now() - 31 * 86_400_000).toISOString() },
        opts,
      );
    const late = await signUp(url, { visitor_id: visitor }, from);
    expect((await admin.collection('users').getOne(late.id, opts)).referred_by).toBe('');
  });
});

describe('the programme settings from env', () => {
  let server: RunningPocketBase;
  beforeAll(async () => {
    server = await startTestPocketBase({
      env: {
        AFFILIATE_COMMISSION_CENTS: '750',
        AFFILIATE_PAYOUT_THRESHOLD_CENTS: '5000',
        AFFILIATE_PAYOUT_SCHEDULE: 'monthly',
      },
    });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('publishes the commission, threshold and schedule, and earnings are conversions × commission', async () => {
    const programme = (await (
      await fetch(`${server.url}/api/affiliate/programme`)
    ).json()) as unknown;
    expect(programme).toEqual({
      commissionCents: 750,
      payoutThresholdCents: 5000,
      payoutSchedule: 'monthly',
      currency: 'USD',
      attributionDays: 30,
    });
    const serverAdmin = await superuser(server.url);
    const affiliate = await signUp(server.url);
    await call(
      affiliate.pb,
      'POST',
      '/api/affiliate/signup',
      application({ email: affiliate.email }),
    );
    const record = await serverAdmin
      .collection('affiliates')
      .getFirstListItem(`user = "${affiliate.id}"`, opts);
    await serverAdmin.collection('affiliates').update(record.id, { status: 'approved' }, opts);
    // Two attributed users, one of whom paid in the window (a payment recorded as settled).
    for (const paid of [true, false]) {
      const visitor = visitorId();
      await click(server.url, { visitorId: visitor, ref: record.referral_code });
      const user = await signUp(server.url, { visitor_id: visitor });
      if (paid) {
        await serverAdmin.collection('payments').create(
          {
            user: user.id,
            kind: 'hire',
            target: 'abcdefghijklmno',
            amount_cents: 100,
            currency: 'USD',
            status: 'succeeded',
            paid_at: new Date().toISOString(),
          },
          opts,
        );
      }
    }
    const stats = (await call(affiliate.pb, 'GET', '/api/affiliate/stats')).body;
    expect(stats).toMatchObject({
      signups: 2,
      paidConversions: 1,
      commissionCents: 750,
      earningsCents: 750,
      currency: 'USD',
    });
  });

  it('the shared server without the settings publishes none', async () => {
    const programme = (await (await fetch(`${url}/api/affiliate/programme`)).json()) as unknown;
    expect(programme).toMatchObject({
      commissionCents: null,
      payoutThresholdCents: null,
      payoutSchedule: null,
    });
  });
});
