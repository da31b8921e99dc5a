import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/pocketbase.mjs';
import { loadHooksLib } from '../support/hooks-lib';

type Copy = Record<
  string,
  Record<string, { subject: string; heading: string; body: string; cta: string }>
>;
const { audienceOf, offerMail } = loadHooksLib('offer-mail.js') as {
  audienceOf: (intent: string) => string;
  offerMail: (
    copy: Copy,
    intent: string,
    language: string,
    appUrl: string,
  ) => { subject: string; html: string; text: string };
};
const copy = JSON.parse(readFileSync(join(ROOT, 'pb_hooks/lib/offer-mail.json'), 'utf8')) as Copy;
const languages = (
  JSON.parse(readFileSync(join(ROOT, 'pb_hooks/lib/languages.json'), 'utf8')) as { name: string }[]
).map((l) => l.name);

describe('exit-intent offer email', () => {
  it('sends contractor copy to contractors and hirer copy to everyone else', () => {
    expect(audienceOf('contractor')).toBe('contractor');
    expect(audienceOf('hirer')).toBe('hirer');
    expect(audienceOf('unknown')).toBe('hirer');
  });

  it('has both audiences in all 20 languages, each translated', () => {
    expect(Object.keys(copy).sort()).toEqual([...languages].sort());
    for (const language of languages) {
      for (const audience of ['contractor', 'hirer']) {
        const texts = copy[language]?.[audience];
        expect(texts, `${language}/${audience}`).toBeDefined();
        for (const field of ['subject', 'heading', 'body', 'cta'] as const) {
          expect(texts?.[field].trim().length).toBeGreaterThan(3);
          if (language !== 'English')
            expect(texts?.[field]).not.toBe(copy.English?.[audience]?.[field]);
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
      copy.Spanish?.hirer?.subject,
    );
    expect(offerMail(copy, 'hirer', '', 'https://x.example').subject).toBe(
      copy.English?.hirer?.subject,
    );
    expect(offerMail(copy, 'hirer', 'Klingon', 'https://x.example').subject).toBe(
      copy.English?.hirer?.subject,
    );
  });

  it('escapes HTML in the copy', () => {
    const evil: Copy = {
      English: { hirer: { subject: 's', heading: '<b>', body: 'a & "b"', cta: '<i>' } },
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
