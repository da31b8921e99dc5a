import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/pocketbase.mjs';
import { loadHooksLib } from '../support/hooks-lib';

// The pure rules of the affiliate programme (pb_hooks/lib/affiliate-programme.js) and its
// confirmation mail (lib/affiliate-verify-mail.js).
type Sign = (text: string) => string;
const lib = loadHooksLib('affiliate-programme.js') as {
  parseSignup: (
    body: unknown,
    languages: string[],
  ) => { errors?: Record<string, { code: string }>; value?: Record<string, string> };
  newReferralCode: (random: (n: number, alphabet: string) => string) => string;
  verifyToken: (id: string, email: string, expires: number, sign: Sign) => string;
  checkVerifyToken: (
    token: unknown,
    nowSec: number,
    emailOf: (id: string) => string | null,
    sign: Sign,
    equal: (a: string, b: string) => boolean,
  ) => { ok: boolean; id: string; reason: string };
  stateOf: (a: { status: string; emailVerifiedAt: string } | null) => string;
  programmeConfig: (getenv: (name: string) => string) => Record<string, unknown>;
  attributionOf: (
    session: { affiliateCode: string; firstVisit: string; signedUpUser: string } | null,
    affiliate: { id: string; status: string } | null,
    nowMs: number,
  ) => { affiliate: string; windowEnd: string } | null;
  clicksByDay: (
    rows: Array<{ day: string; clicks: number }>,
    nowMs: number,
    days: number,
  ) => Array<{ day: string; clicks: number }>;
};
const { affiliateVerifyMail } = loadHooksLib('affiliate-verify-mail.js') as {
  affiliateVerifyMail: (
    copy: Record<string, Record<string, string>>,
    language: string,
    data: { link: string; hours: number },
  ) => { subject: string; html: string; text: string };
};
const copy = JSON.parse(
  readFileSync(join(ROOT, 'pb_hooks/lib/affiliate-verify-mail.json'), 'utf8'),
) as Record<string, Record<string, string>>;
const languages = JSON.parse(readFileSync(join(ROOT, 'pb_hooks/lib/languages.json'), 'utf8')) as {
  name: string;
  code: string;
  dir: string;
}[];

const sign: Sign = (text) => createHmac('sha256', 'secret').update(text).digest('hex');
const equal = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const ID = 'abcdefghijklmno';
const good = {
  name: ' Ada ',
  email: 'Ada@Example.com',
  website: 'https://ada.example',
  promotion: 'A newsletter for home owners.',
  payoutMethod: 'bank_transfer',
  payoutDetails: 'IBAN DE89 3704 0044 0532 0130 00',
  acceptTerms: true,
};

describe('parseSignup', () => {
  it('trims and lower-cases the email; keeps bank details as written', () => {
    expect(lib.parseSignup(good, ['German']).value).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      website: 'https://ada.example',
      promotion: 'A newsletter for home owners.',
      payoutMethod: 'bank_transfer',
      payoutDetails: 'IBAN DE89 3704 0044 0532 0130 00',
      language: '',
    });
  });

  it('refuses server fields, unaccepted terms and unknown languages', () => {
    const parsed = lib.parseSignup(
      { ...good, status: 'approved', acceptTerms: 'yes', language: 'Elvish' },
      ['German'],
    );
    expect(Object.keys(parsed.errors ?? {}).sort()).toEqual(['acceptTerms', 'language', 'status']);
  });

  it('refuses what is not an object', () => {
    for (const body of [null, 'x', [good]]) expect(lib.parseSignup(body, []).errors).toBeDefined();
  });
});

describe('tokens', () => {
  const token = lib.verifyToken(ID, 'ada@example.com', 2000, sign);
  const emailOf = (id: string) => (id === ID ? 'ada@example.com' : null);

  it('works until it expires, and only for the address it was made for', () => {
    expect(lib.checkVerifyToken(token, 1999, emailOf, sign, equal)).toEqual({
      ok: true,
      id: ID,
      reason: '',
    });
    expect(lib.checkVerifyToken(token, 2001, emailOf, sign, equal).reason).toBe('expired');
    expect(
      lib.checkVerifyToken(token, 1000, () => 'someone@else.example', sign, equal).reason,
    ).toBe('invalid');
  });

  it('refuses another key, a changed expiry and junk', () => {
    const other: Sign = (text) => createHmac('sha256', 'other').update(text).digest('hex');
    expect(lib.checkVerifyToken(token, 1000, emailOf, other, equal).ok).toBe(false);
    expect(
      lib.checkVerifyToken(token.replace('.2000.', '.9000.'), 1000, emailOf, sign, equal).ok,
    ).toBe(false);
    for (const junk of ['', 'a.b.c', 42, null, `${ID}.x.y`]) {
      expect(lib.checkVerifyToken(junk, 1000, emailOf, sign, equal).reason).toBe('invalid');
    }
  });
});

describe('state, settings, attribution', () => {
  it('names each state', () => {
    expect(lib.stateOf(null)).toBe('none');
    expect(lib.stateOf({ status: 'pending', emailVerifiedAt: '' })).toBe('email_unconfirmed');
    expect(lib.stateOf({ status: 'pending', emailVerifiedAt: '2026-01-01' })).toBe('pending');
    expect(lib.stateOf({ status: 'approved', emailVerifiedAt: '' })).toBe('approved');
    expect(lib.stateOf({ status: 'suspended', emailVerifiedAt: 'x' })).toBe('suspended');
  });

  it('reads the env, inventing nothing', () => {
    const env = (values: Record<string, string>) => (name: string) => values[name] ?? '';
    expect(lib.programmeConfig(env({}))).toEqual({
      commissionCents: null,
      payoutThresholdCents: null,
      payoutSchedule: null,
      currency: 'USD',
      attributionDays: 30,
    });
    expect(
      lib.programmeConfig(
        env({
          AFFILIATE_COMMISSION_CENTS: '250',
          AFFILIATE_PAYOUT_THRESHOLD_CENTS: '0',
          AFFILIATE_PAYOUT_SCHEDULE: 'Quarterly',
          FEE_CURRENCY: 'eur',
        }),
      ),
    ).toMatchObject({
      commissionCents: 250,
      payoutThresholdCents: 0,
      payoutSchedule: 'quarterly',
      currency: 'EUR',
    });
    for (const bad of ['-5', '2.5', 'ten', '0']) {
      expect(lib.programmeConfig(env({ AFFILIATE_COMMISSION_CENTS: bad })).commissionCents).toBe(
        null,
      );
    }
  });

  it('attributes within 30 days of the first visit, once per session, to approved affiliates only', () => {
    const first = Date.parse('2026-11-01T00:00:00Z');
    const session = {
      affiliateCode: 'CODE1234',
      firstVisit: '2026-11-01 00:00:00.000Z',
      signedUpUser: '',
    };
    const approved = { id: 'aff', status: 'approved' };
    expect(lib.attributionOf(session, approved, first + 86_400_000)).toEqual({
      affiliate: 'aff',
      windowEnd: '2026-12-01T00:00:00.000Z',
    });
    expect(lib.attributionOf(session, approved, first + 31 * 86_400_000)).toBeNull();
    expect(lib.attributionOf({ ...session, signedUpUser: 'u1' }, approved, first)).toBeNull();
    expect(lib.attributionOf(session, { id: 'aff', status: 'pending' }, first)).toBeNull();
    expect(lib.attributionOf(session, null, first)).toBeNull();
    expect(lib.attributionOf({ ...session, firstVisit: '' }, approved, first)).toBeNull();
  });

  it('fills the days without clicks', () => {
    const days = lib.clicksByDay(
      [{ day: '2026-11-26', clicks: 3 }],
      Date.parse('2026-11-26T12:00:00Z'),
      3,
    );
    expect(days).toEqual([
      { day: '2026-11-24', clicks: 0 },
      { day: '2026-11-25', clicks: 0 },
      { day: '2026-11-26', clicks: 3 },
    ]);
  });

  it('makes codes from the server alphabet', () => {
    const code = lib.newReferralCode((n, alphabet) => alphabet.slice(0, n));
    expect(code).toHaveLength(8);
  });
});

describe('the confirmation mail', () => {
  it('has copy in all 20 languages, with lang, dir, the link and a plain-text part', () => {
    for (const language of languages) {
      const mail = affiliateVerifyMail(copy, language.name, {
        link: 'https://trades.example/affiliate-verify?token=a.1.b',
        hours: 48,
      });
      expect(mail.html).toContain(`lang="${language.code}" dir="${language.dir}"`);
      // Fixed text only: no placeholder for anything the applicant typed.
      expect(mail.text).not.toMatch(/\{\w+\}/);
      expect(mail.html).toContain('href="https://trades.example/affiliate-verify?token=a.1.b"');
      expect(mail.text).toContain('https://trades.example/affiliate-verify?token=a.1.b');
      expect(mail.text).toContain('48');
      if (language.code !== 'en') expect(mail.subject).not.toBe(copy.en?.subject);
    }
  });
});
