import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadHooksLib } from '../support/hooks-lib';

// The new-hire-request mail to a listing's owner (pb_hooks/lib/hire-mail.js): in the owner's
// language, the client's name and the trade in words, the dashboard link, escaped.
type Mail = { subject: string; html: string; text: string };
type Facts = { client: string; business: string; trade: string; dashboardUrl: string };
const { hireRequestMail, HIRE_MAIL_WINDOW_MS } = loadHooksLib('hire-mail.js') as {
  hireRequestMail: (copy: unknown, language: string, facts: Facts) => Mail;
  HIRE_MAIL_WINDOW_MS: number;
};
const { hireMarkKey, HIRE_MARK_KIND } = loadHooksLib('hire-notify.js') as {
  hireMarkKey: (client: string, listing: string) => string;
  HIRE_MARK_KIND: string;
};

type LanguageCopy = Record<string, string> & { trades: Record<string, string> };
const read = (path: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8'));
const copy = read('pb_hooks/lib/hire-mail.json') as Record<string, LanguageCopy>;
const languages = read('pb_hooks/lib/languages.json') as { name: string; code: string }[];
const pick = (name: string): LanguageCopy => {
  const entry = copy[name];
  if (!entry) throw new Error(`no ${name} copy`);
  return entry;
};

const facts: Facts = {
  client: 'Cora <b>Client</b>',
  business: 'Roofs & <i>Co</i>',
  trade: 'roofer',
  dashboardUrl: 'https://trades.example/dashboard',
};

describe('hireRequestMail', () => {
  it("writes the owner's language: subject, the trade's name, the link, the client's name", () => {
    const german = pick('de');
    const mail = hireRequestMail(copy, 'German', facts);
    expect(mail.subject).toBe(german['subject']);
    expect(mail.html).toMatch(/^<div lang="de" dir="ltr">/);
    expect(mail.text).toContain(`${german['tradeLabel']} Dachdecker`);
    expect(mail.html).toContain('<a href="https://trades.example/dashboard">');
    expect(mail.text).toContain('https://trades.example/dashboard');
    expect(mail.text).toContain('Cora <b>Client</b> hat Ihrem Eintrag „Roofs & <i>Co</i>“');
    expect(mail.html).toContain('<bdi>Cora &lt;b&gt;Client&lt;/b&gt;</bdi>');
    expect(mail.html).toContain('<bdi>Roofs &amp; &lt;i&gt;Co&lt;/i&gt;</bdi>');
    expect(mail.html).not.toMatch(/<(b|i)>/);
  });

  it('is right to left in Arabic and Hebrew', () => {
    expect(hireRequestMail(copy, 'Arabic', facts).html).toMatch(/^<div lang="ar" dir="rtl">/);
    expect(hireRequestMail(copy, 'Hebrew', facts).html).toMatch(/^<div lang="he" dir="rtl">/);
  });

  it('says "a client" for a blank name, leaves the trade out without one, English by default', () => {
    const english = pick('en');
    const mail = hireRequestMail(copy, 'Klingon', { ...facts, client: '  ', trade: '' });
    expect(mail.subject).toBe(english['subject']);
    expect(mail.html).toMatch(/^<div lang="en" dir="ltr">/);
    expect(mail.text).toContain(`A client sent a hire request to your listing "Roofs & <i>Co</i>"`);
    expect(mail.text).not.toContain(english['tradeLabel']);
    expect(mail.html).not.toContain(english['tradeLabel']);
  });

  it('has every text in all 20 languages, the placeholders kept', () => {
    const keys = Object.keys(pick('en')).sort();
    expect(Object.keys(copy).sort()).toEqual(languages.map((l) => l.code).sort());
    for (const [name, texts] of Object.entries(copy)) {
      expect(Object.keys(texts).sort(), name).toEqual(keys);
      expect(texts['body'], name).toContain('{{client}}');
      expect(texts['body'], name).toContain('{{business}}');
      if (name !== 'en') expect(texts['footer'], name).not.toBe(pick('en')['footer']);
    }
  });

  it("names the trades as the app does (each locale's common.json tradeNames)", () => {
    for (const { name, code } of languages) {
      const app = read(`src/i18n/locales/${code}/common.json`) as {
        tradeNames: Record<string, string>;
      };
      expect(pick(code).trades, name).toEqual(app.tradeNames);
    }
  });
});

describe('one mail per client and listing a day', () => {
  it('counts the pair, not the client or the listing alone', () => {
    expect(HIRE_MAIL_WINDOW_MS).toBe(24 * 60 * 60 * 1000);
    expect(HIRE_MARK_KIND).toBe('hire_request');
    expect(hireMarkKey('client1', 'listing1')).toBe('client1:listing1');
    expect(hireMarkKey('client1', 'listing2')).not.toBe(hireMarkKey('client1', 'listing1'));
    expect(hireMarkKey('client2', 'listing1')).not.toBe(hireMarkKey('client1', 'listing1'));
  });
});
