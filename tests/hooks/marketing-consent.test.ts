import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/pocketbase.mjs';
import { loadHooksLib } from '../support/hooks-lib';

const FIELDS = ['subject', 'heading', 'intro', 'cta', 'expiry', 'ignore'] as const;
type Copy = Record<string, Record<(typeof FIELDS)[number], string>>;
type Sign = (text: string) => string;
type Check = { ok: boolean; id: string; reason: string };
const lib = loadHooksLib('marketing-consent.js') as {
  consentToken: (id: string, email: string, expiresSec: number, sign: Sign) => string;
  checkConsentToken: (
    token: unknown,
    nowSec: number,
    emailOf: (id: string) => string | null,
    sign: Sign,
    equal: (a: string, b: string) => boolean,
  ) => Check;
  consentMail: (
    copy: Copy,
    language: string,
    data: { link: string; days: number },
  ) => { subject: string; html: string; text: string };
};
const copy = JSON.parse(
  readFileSync(join(ROOT, 'pb_hooks/lib/marketing-consent-mail.json'), 'utf8'),
) as Copy;
const table = JSON.parse(readFileSync(join(ROOT, 'pb_hooks/lib/languages.json'), 'utf8')) as {
  code: string;
  name: string;
  dir: string;
}[];

const sign: Sign = (text) => createHmac('sha256', 'secret').update(text).digest('hex');
const equal = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const id = 'abcdefghij12345';
const now = 1_800_000_000;

describe('marketing confirmation token', () => {
  const token = lib.consentToken(id, 'Lead@Example.com ', now + 60, sign);
  const emailOf = (asked: string) => (asked === id ? 'lead@example.com' : null);

  it('is accepted for its capture until it expires', () => {
    expect(lib.checkConsentToken(token, now, emailOf, sign, equal)).toEqual({
      ok: true,
      id,
      reason: '',
    });
    expect(lib.checkConsentToken(token, now + 61, emailOf, sign, equal).reason).toBe('expired');
  });

  it('is refused when altered, for another address, or for no capture', () => {
    const [, expires, signature] = token.split('.');
    const later = `${id}.${Number(expires) + 999_999}.${signature}`;
    expect(lib.checkConsentToken(later, now, emailOf, sign, equal).reason).toBe('invalid');
    expect(lib.checkConsentToken(token, now, () => 'other@example.com', sign, equal).ok).toBe(
      false,
    );
    expect(lib.checkConsentToken(token, now, () => null, sign, equal).reason).toBe('invalid');
    for (const bad of ['', 'a.b', null, 42, `${id}.x.${signature}`]) {
      expect(lib.checkConsentToken(bad, now, emailOf, sign, equal).reason).toBe('invalid');
    }
  });
});

describe('marketing confirmation mail', () => {
  it('has every text in all 20 languages, translated, with the days kept', () => {
    expect(Object.keys(copy).sort()).toEqual(table.map((l) => l.code).sort());
    for (const { code: name } of table) {
      for (const field of FIELDS)
        expect(copy[name]?.[field].trim(), `${name}.${field}`).toBeTruthy();
      expect(copy[name]?.expiry).toContain('{days}');
      if (name !== 'en') {
        for (const field of FIELDS) expect(copy[name]?.[field]).not.toBe(copy.en?.[field]);
      }
    }
  });

  it('is fixed text and the link, in the capture language and direction', () => {
    const link = 'https://trades.example/marketing-confirm?token=t%3C';
    const mail = lib.consentMail(copy, 'Arabic', { link, days: 7 });
    expect(mail.subject).toBe(copy.ar?.subject);
    expect(mail.html.startsWith('<div lang="ar" dir="rtl">')).toBe(true);
    expect(mail.html).toContain('href="https://trades.example/marketing-confirm?token=t%3C"');
    expect(mail.text).toContain(`${copy.ar?.cta}: ${link}`);
    expect(mail.text).toContain(copy.ar?.expiry.replace('{days}', '7'));
    expect(lib.consentMail(copy, 'Klingon', { link, days: 7 }).subject).toBe(copy.en?.subject);
  });
});
