import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/pocketbase.mjs';
import { loadHooksLib } from '../support/hooks-lib';

type Copy = Record<
  string,
  Record<string, { subject: string; heading: string; body: string; cta: string }>
>;
interface Fee {
  amountCents: number;
  currency: string;
}
const lib = loadHooksLib('offer-mail.js') as {
  audienceOf: (intent: string) => string;
  offerFee: (fee: Fee, language: string) => string;
  offerMail: (
    copy: Copy,
    intent: string,
    language: string,
    appUrl: string,
    fee: Fee,
  ) => { subject: string; html: string; text: string };
};
const { audienceOf, offerFee } = lib;
const USD1: Fee = { amountCents: 100, currency: 'USD' };
const offerMail = (copy: Copy, intent: string, language: string, appUrl: string, fee = USD1) =>
  lib.offerMail(copy, intent, language, appUrl, fee);
const copy = JSON.parse(readFileSync(join(ROOT, 'pb_hooks/lib/offer-mail.json'), 'utf8')) as Copy;
const table = JSON.parse(readFileSync(join(ROOT, 'pb_hooks/lib/languages.json'), 'utf8')) as {
  code: string;
  name: string;
  dir: string;
}[];
const codes = table.map((l) => l.code);

describe('exit-intent offer email', () => {
  it('sends contractor copy to contractors and hirer copy to everyone else', () => {
    expect(audienceOf('contractor')).toBe('contractor');
    expect(audienceOf('hirer')).toBe('hirer');
    expect(audienceOf('unknown')).toBe('hirer');
  });

  it('has both audiences in all 20 languages, each translated', () => {
    expect(Object.keys(copy).sort()).toEqual([...codes].sort());
    for (const language of codes) {
      for (const audience of ['contractor', 'hirer']) {
        const texts = copy[language]?.[audience];
        expect(texts, `${language}/${audience}`).toBeDefined();
        for (const field of ['subject', 'heading', 'body', 'cta'] as const) {
          expect(texts?.[field].trim().length).toBeGreaterThan(3);
          if (language !== 'en') expect(texts?.[field]).not.toBe(copy.en?.[audience]?.[field]);
        }
      }
    }
  });

  it('links contractors to sign-up and hirers to browse, on the app URL', () => {
    const contractor = offerMail(copy, 'contractor', 'English', 'https://trades.example/');
    expect(contractor.subject).toBe('Your first 30 days on TradesMarket are free');
    expect(contractor.html).toContain('href="https://trades.example/auth?mode=contractor"');
    expect(contractor.text).toContain('https://trades.example/auth?mode=contractor');
    const hirer = offerMail(copy, 'unknown', 'English', 'https://trades.example');
    expect(hirer.html).toContain('href="https://trades.example/browse"');
  });

  it('writes in the capture language, falling back to English', () => {
    expect(offerMail(copy, 'hirer', 'Spanish', 'https://x.example').subject).toBe(
      copy.es?.hirer?.subject.replace('{{fee}}', '1\u00a0$'),
    );
    expect(offerMail(copy, 'hirer', '', 'https://x.example').subject).toBe(
      copy.en?.hirer?.subject.replace('{{fee}}', '$1'),
    );
    expect(offerMail(copy, 'hirer', 'Klingon', 'https://x.example').subject).toBe(
      copy.en?.hirer?.subject.replace('{{fee}}', '$1'),
    );
  });

  it('writes no amount by hand: the fee goes in through {{fee}}, where English has it', () => {
    expect(JSON.stringify(copy)).not.toMatch(/\$\s?\d|\d\s?\$|€\s?\d/);
    for (const language of codes) {
      for (const audience of ['contractor', 'hirer']) {
        for (const field of ['subject', 'heading', 'body', 'cta'] as const) {
          const count = (s?: string) => (s ?? '').split('{{fee}}').length - 1;
          expect(
            count(copy[language]?.[audience]?.[field]),
            `${language}/${audience}/${field}`,
          ).toBe(count(copy.en?.[audience]?.[field]));
        }
      }
    }
  });

  it('writes the fee as each language writes a price, from the fee settings', () => {
    expect(offerFee(USD1, 'English')).toBe('$1');
    expect(offerFee(USD1, 'German')).toBe('1\u00a0$');
    expect(offerFee({ amountCents: 150, currency: 'EUR' }, 'French')).toBe('1,50\u00a0€');
    expect(offerFee({ amountCents: 500, currency: 'JPY' }, 'Japanese')).toBe('¥500');
    expect(offerFee(USD1, 'Klingon')).toBe('$1');
    const de = offerMail(copy, 'hirer', 'German', 'https://x.example', {
      amountCents: 250,
      currency: 'EUR',
    });
    expect(de.subject).toBe(copy.de?.hirer?.subject.replace('{{fee}}', '2,50\u00a0€'));
    expect(de.text).not.toContain('{{fee}}');
    expect(de.html).not.toContain('{{fee}}');
    expect(offerMail(copy, 'hirer', 'English', 'x').subject).toBe(
      'Hire a contractor for $1 on TradesMarket',
    );
  });

  it('puts lang and dir on the HTML, right to left for Arabic and Hebrew', () => {
    for (const { code, name, dir } of table) {
      expect(offerMail(copy, 'contractor', name, 'x').html).toMatch(
        new RegExp(`^<div lang="${code}" dir="${dir}">`),
      );
    }
    expect(offerMail(copy, 'hirer', 'Hebrew', 'x').html).toMatch(/^<div lang="he" dir="rtl">/);
    expect(offerMail(copy, 'hirer', 'Arabic', 'x').html).toMatch(/^<div lang="ar" dir="rtl">/);
    expect(offerMail(copy, 'hirer', '', 'x').html).toMatch(/^<div lang="en" dir="ltr">/);
  });

  it('escapes HTML in the copy', () => {
    const evil: Copy = {
      en: { hirer: { subject: 's', heading: '<b>', body: 'a & "b"', cta: '<i>' } },
    };
    const mail = offerMail(evil, 'hirer', 'English', 'https://x.example');
    expect(mail.html).toContain('&lt;b&gt;');
    expect(mail.html).toContain('a &amp; &quot;b&quot;');
    expect(mail.html).not.toContain('<b>');
  });
});

const { offerStateOf } = loadHooksLib('offer-delivery.js') as {
  offerStateOf: (status: string) => string;
};

describe('offerStateOf', () => {
  it('tells sent and failed, and pending before the first try', () => {
    expect(offerStateOf('sent')).toBe('sent');
    expect(offerStateOf('failed')).toBe('failed');
    expect(offerStateOf('')).toBe('pending');
  });
});
