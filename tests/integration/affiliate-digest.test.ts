import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/pocketbase.mjs';
import { signUp, superuser, type Actor } from '../support/actors';
import { fetchFrom, loopbackAddresses, type Addresses } from '../support/loopback';
import { startTestPocketBase, type RunningPocketBase } from '../support/pocketbase';
import { partsOf, sendMailTo, subjectOf, useSmtpCatcher } from '../support/smtp-catcher';
import { testPocketBaseUrl } from '../support/servers';

// Affiliate clicks cannot be used to mail anyone or to inflate counts:
// only approved affiliates count, once per visitor (or IP) per day, no IP or country kept,
// no mail per click but an hourly digest with no visitor-controlled text.
const url = testPocketBaseUrl();
const opts = { requestKey: null };
const copy = JSON.parse(
  readFileSync(join(ROOT, 'pb_hooks/lib/affiliate-mail.json'), 'utf8'),
) as Record<string, { subject: string }>;
const PHISHING = 'URGENT: payout on hold, verify at http://evil.example/login';

const catcher = useSmtpCatcher(url);
let from: Addresses;

beforeAll(async () => {
  from = await loopbackAddresses(url, 'affiliate-digest');
});

async function affiliate(language: string, approved: boolean): Promise<Actor & { code: string }> {
  const user = await signUp(url, { language_preference: language });
  const code = `aff${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const created = await catcher.admin
    .collection('affiliates')
    .create({ user: user.id, referral_code: code }, opts);
  if (approved) {
    await catcher.admin.collection('affiliates').update(created.id, { status: 'approved' }, opts);
  }
  return { ...user, code };
}

/** One page load through the link, from its own loopback address unless `address` is given. */
async function click(
  base: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
  address = from.next(),
) {
  const response = await fetchFrom(address)(`${base}/api/track-visit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': PHISHING, ...headers },
    body: JSON.stringify({ userAgent: PHISHING, ...body }),
  });
  return (await response.json()) as { affiliateClick: boolean };
}

const clicksOf = (admin: PocketBase, code: string) =>
  admin
    .collection('affiliate_clicks')
    .getFullList({ filter: `affiliate.referral_code = "${code}"`, ...opts });
const mailsTo = (email: string) => catcher.smtp.messages.filter((m) => m.to.includes(email));
const sendDigests = (admin: PocketBase) =>
  admin.send<{ sent: number; failed: number }>('/api/app/affiliate-digests/send', {
    method: 'POST',
    requestKey: null,
  });
const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe('affiliate clicks and the digest', () => {
  it('counts nothing and mails nobody for an affiliate that was never approved', async () => {
    const aff = await affiliate('English', false);
    for (let i = 0; i < 5; i += 1) {
      expect(await click(url, { ref: aff.code }, { 'X-Country-Code': 'KP' })).toMatchObject({
        affiliateClick: false,
      });
    }
    await sendDigests(catcher.admin);
    expect(await clicksOf(catcher.admin, aff.code)).toHaveLength(0);
    expect(mailsTo(aff.email)).toHaveLength(0);
  });

  it('counts a visitor once a day, keeps no IP or country, and mails only the digest', async () => {
    const aff = await affiliate('English', true);
    const visitor = `visitor_${Date.now()}`;
    for (let i = 0; i < 5; i += 1) {
      await click(url, { ref: aff.code, visitorId: visitor }, { 'X-Country-Code': 'KP' });
    }
    const address = from.next();
    await click(url, { ref: aff.code }, {}, address);
    await click(url, { ref: aff.code }, {}, address);
    await click(url, { ref: aff.code, visitorId: `${visitor}_2` });

    const stored = await clicksOf(catcher.admin, aff.code);
    expect(stored).toHaveLength(3);
    for (const c of stored) expect(c).toMatchObject({ ip_address: '', country: '' });
    expect(mailsTo(aff.email)).toHaveLength(0);

    expect((await sendDigests(catcher.admin)).sent).toBeGreaterThanOrEqual(1);
    const mails = mailsTo(aff.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0] ?? { from: '', to: [], raw: '' };
    expect(subjectOf(mail)).toBe(copy.en?.subject.replace('{count}', '3'));
    const raw = unfold(mail.raw);
    expect(raw).toContain(`(code ${aff.code}) since the last summary: 3.`);
    expect(raw).not.toContain('evil.example');
    expect(raw).not.toContain('URGENT');
    expect(raw).not.toContain('KP');

    await sendDigests(catcher.admin);
    expect(mailsTo(aff.email)).toHaveLength(1);
  });

  it('keeps a digest that could not be sent for the next round', async () => {
    const aff = await affiliate('Japanese', true);
    await click(url, { ref: aff.code, visitorId: `visitor_${Date.now()}_jp` });
    await sendMailTo(catcher.admin, 1);
    try {
      expect((await sendDigests(catcher.admin)).failed).toBeGreaterThanOrEqual(1);
    } finally {
      await sendMailTo(catcher.admin, catcher.smtp.port);
    }
    await sendDigests(catcher.admin);
    const mails = mailsTo(aff.email);
    expect(mails).toHaveLength(1);
    expect(subjectOf(mails[0] ?? { from: '', to: [], raw: '' })).toBe(
      copy.ja?.subject.replace('{count}', '1'),
    );
    expect(partsOf(mails[0] ?? { from: '', to: [], raw: '' }).html).toMatch(
      /^<div lang="ja" dir="ltr">/,
    );
  });

  it('refuses the digest route to anyone but superusers', async () => {
    const user = await signUp(url);
    await expect(
      user.pb.send('/api/app/affiliate-digests/send', { method: 'POST', requestKey: null }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      new PocketBase(url).send('/api/app/affiliate-digests/send', {
        method: 'POST',
        requestKey: null,
      }),
    ).rejects.toMatchObject({ status: 401 });
  });
});

describe('affiliate digest countries behind a trusted proxy (TRUSTED_PROXY_HEADER)', () => {
  let server: RunningPocketBase;
  beforeAll(async () => {
    server = await startTestPocketBase({ env: { TRUSTED_PROXY_HEADER: 'CF-IPCountry' } });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('counts by the trusted header only, in the digest bookkeeping, never on the click', async () => {
    const admin = await superuser(server.url);
    const user = await signUp(server.url);
    const code = `affp${Date.now()}`;
    const created = await admin
      .collection('affiliates')
      .create({ user: user.id, referral_code: code }, opts);
    await admin.collection('affiliates').update(created.id, { status: 'approved' }, opts);
    await click(
      server.url,
      { ref: code, visitorId: `visitor_a_${Date.now()}` },
      {
        'CF-IPCountry': 'DE',
        'X-Country-Code': 'KP',
      },
    );
    await click(
      server.url,
      { ref: code, visitorId: `visitor_b_${Date.now()}` },
      {
        'X-Country-Code': 'KP',
      },
    );
    const stored = await clicksOf(admin, code);
    expect(stored.map((c) => String(c.country))).toEqual(['', '']);
    const pending = await admin
      .collection('affiliate_digest_pending')
      .getFullList({ filter: `affiliate = "${created.id}"`, sort: 'country', ...opts });
    expect(pending.map((p) => [String(p.country), Number(p.clicks)])).toEqual([
      ['', 1],
      ['DE', 1],
    ]);
  });
});
