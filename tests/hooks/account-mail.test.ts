import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/pocketbase.mjs';
import { loadHooksLib } from '../support/hooks-lib';

type Kind = 'verification' | 'passwordReset' | 'emailChange' | 'otp' | 'authAlert';
type Copy = Record<string, Record<string, string | Record<string, string>>>;
interface Data {
  appName: string;
  appUrl: string;
  token?: string;
  newEmail?: string;
  password?: string;
  minutes?: number;
  info?: string;
}
const { KINDS, accountMail, parseAlertInfo } = loadHooksLib('account-mail.js') as {
  KINDS: Kind[];
  accountMail: (
    copy: Copy,
    kind: Kind,
    language: string,
    data: Data,
  ) => { subject: string; html: string; text: string };
  parseAlertInfo: (info: string) => { at: string; ip: string; device: string } | null;
};
const copy = JSON.parse(readFileSync(join(ROOT, 'pb_hooks/lib/account-mail.json'), 'utf8')) as Copy;
const languages = JSON.parse(readFileSync(join(ROOT, 'pb_hooks/lib/languages.json'), 'utf8')) as {
  code: string;
  name: string;
  dir: string;
}[];

const FIELDS: Record<Kind, string[]> = {
  verification: ['subject', 'intro', 'cta', 'ignore'],
  passwordReset: ['subject', 'intro', 'cta', 'ignore'],
  emailChange: ['subject', 'intro', 'cta', 'ignore'],
  otp: ['subject', 'intro', 'validity', 'ignore'],
  authAlert: ['subject', 'intro', 'time', 'address', 'device', 'warning', 'ok'],
};
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const base: Data = { appName: 'TradesMarket', appUrl: 'https://trades.example/' };
const info = '2026-11-26 18:24:23.651Z - 203.0.113.9 Mozilla/5.0 <script>';

describe('account mails: copy', () => {
  it('has every kind and field in all 20 languages, translated, with the same placeholders', () => {
    expect(Object.keys(copy).sort()).toEqual(languages.map((l) => l.code).sort());
    const english = copy.en as Record<string, Record<string, string>>;
    for (const { code: name } of languages) {
      const texts = copy[name] as Record<string, Record<string, string>>;
      expect(placeholders((copy[name] as { signoff: string }).signoff), `${name}.signoff`).toEqual([
        'app',
      ]);
      for (const kind of KINDS) {
        for (const field of FIELDS[kind]) {
          const value = texts[kind]?.[field] ?? '';
          const en = english[kind]?.[field] ?? '';
          expect(value.trim().length, `${name}.${kind}.${field}`).toBeGreaterThan(1);
          expect(placeholders(value), `${name}.${kind}.${field}`).toEqual(placeholders(en));
          // Short technical labels may match English (e.g. "Browser"); sentences may not.
          if (name !== 'en' && en.length > 12)
            expect(value, `${name}.${kind}.${field}`).not.toBe(en);
        }
      }
    }
  });

  it('has no raw money amounts or hand-written numbers in the copy', () => {
    expect(JSON.stringify(copy)).not.toMatch(/\$\d|\d[.,]\d/);
  });
});

describe('account mails: building', () => {
  it("links each action to the app's own page for it, token in the query, in HTML and text", () => {
    const paths: Partial<Record<Kind, string>> = {
      verification: '/auth/confirm-verification?token=',
      passwordReset: '/auth/confirm-password-reset?token=',
      emailChange: '/auth/confirm-email-change?token=',
    };
    // The mail's language rides along, so the page opens in it on any browser.
    for (const [language, code] of [
      ['English', 'en'],
      ['Arabic', 'ar'],
    ] as const) {
      for (const [kind, path] of Object.entries(paths) as [Kind, string][]) {
        const mail = accountMail(copy, kind, language, {
          ...base,
          token: 'abc.def-1',
          newEmail: 'n@x.co',
        });
        const link = `https://trades.example${path}abc.def-1&lang=${code}`;
        expect(mail.html, kind).toContain(`href="${link.replace('&', '&amp;')}"`);
        expect(mail.text, kind).toContain(link);
      }
    }
  });

  it('writes English for no or an unknown preference, with lang and dir on the HTML', () => {
    for (const language of ['', 'Klingon', 'English']) {
      const mail = accountMail(copy, 'verification', language, { ...base, token: 't' });
      expect(mail.subject).toBe('Confirm your TradesMarket email address');
      expect(mail.html).toContain('<html lang="en" dir="ltr">');
      expect(mail.text).toContain('Thanks for joining TradesMarket.');
      expect(mail.text).toContain('The TradesMarket team');
    }
  });

  it('writes each language with its lang code, and dir="rtl" for Arabic and Hebrew', () => {
    for (const { code, name, dir } of languages) {
      for (const kind of KINDS) {
        const mail = accountMail(copy, kind, name, {
          ...base,
          token: 't',
          newEmail: 'n@x.co',
          password: '12345678',
          minutes: 10,
          info,
        });
        const texts = copy[code] as Record<string, Record<string, string>>;
        expect(mail.subject).toBe(texts[kind]?.subject?.replace('{app}', 'TradesMarket'));
        expect(mail.html).toContain(`<html lang="${code}" dir="${dir}">`);
        expect(mail.html).not.toMatch(/\{\w+\}/);
        expect(mail.text).not.toMatch(/\{\w+\}/);
      }
    }
    expect(accountMail(copy, 'otp', 'Hebrew', base).html).toContain('dir="rtl"');
    expect(accountMail(copy, 'otp', 'Arabic', base).html).toContain('lang="ar" dir="rtl"');
  });

  it('puts the one-time password and how long it is valid in both parts', () => {
    const mail = accountMail(copy, 'otp', 'English', {
      ...base,
      password: '01234567',
      minutes: 10,
    });
    expect(mail.subject).toBe('Your TradesMarket one-time password');
    expect(mail.text).toContain('Your one-time password is: 01234567');
    expect(mail.text).toContain('It is valid for 10 minutes and works only once.');
    expect(mail.html).toContain('>01234567</strong>');
    const ja = accountMail(copy, 'otp', 'Japanese', { ...base, password: '01234567', minutes: 10 });
    expect(ja.text).toContain('ワンタイムパスワード： 01234567');
    expect(ja.text).toContain('有効期間は 10 分');
    expect(accountMail(copy, 'otp', 'English', { ...base, password: '1' }).text).not.toContain(
      'valid for',
    );
  });

  it('names the new address in the email-change mail, escaped in the HTML', () => {
    const mail = accountMail(copy, 'emailChange', 'German', {
      ...base,
      token: 't',
      newEmail: 'a<b>@x.co',
    });
    expect(mail.text).toContain('a<b>@x.co als neue E-Mail-Adresse');
    expect(mail.html).toContain('a&lt;b&gt;@x.co');
    expect(mail.html).not.toContain('a<b>');
  });

  it('tells when (in the language), from which address and browser a new sign-in came', () => {
    expect(parseAlertInfo(info)).toEqual({
      at: '2026-11-26 18:24:23.651Z',
      ip: '203.0.113.9',
      device: 'Mozilla/5.0 <script>',
    });
    const de = accountMail(copy, 'authAlert', 'German', { ...base, info });
    expect(de.subject).toBe('Neue Anmeldung bei Ihrem TradesMarket-Konto');
    expect(de.text).toContain('Zeit (UTC): 26. November 2026, 18:24');
    expect(de.text).toContain('IP-Adresse: 203.0.113.9');
    expect(de.text).toContain('Browser: Mozilla/5.0 <script>');
    expect(de.html).toContain('<bdi>203.0.113.9</bdi>');
    expect(de.html).not.toContain('<script>');
    // An info of another shape is shown as it is (escaped), not lost.
    const odd = accountMail(copy, 'authAlert', 'English', { ...base, info: 'somewhere <new>' });
    expect(odd.text).toContain('somewhere <new>');
    expect(odd.html).toContain('somewhere &lt;new&gt;');
  });

  it('refuses an unknown kind', () => {
    expect(() => accountMail(copy, 'welcome' as Kind, 'English', base)).toThrow(/unknown/);
  });
});
