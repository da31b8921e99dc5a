import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/pocketbase.mjs';
import { loadHooksLib } from '../support/hooks-lib';

// The contact forms' pure parts (pb_hooks/lib/support-mail.js, lib/support.js): the reply in
// every language, the staff notification, references and SUPPORT_EMAIL.
interface Mail {
  subject: string;
  html: string;
  text: string;
}
type Copy = Record<
  string,
  {
    support: Record<string, string>;
    legal: Record<string, string>;
    topics: Record<string, string>;
    types: Record<string, string>;
  }
>;
const mails = loadHooksLib('support-mail.js') as {
  replyMail: (
    copy: Copy,
    languages: unknown,
    language: string,
    kind: 'support' | 'legal',
    facts: { reference: string; category: string },
  ) => Mail;
  staffMail: (
    kind: 'support' | 'legal',
    facts: {
      reference: string;
      fields: [string, string][];
      message: string;
      hasFile: boolean;
      dashboardUrl: string;
    },
  ) => Mail;
};
const support = loadHooksLib('support.js') as {
  formatReference: (prefix: string, chars: string) => string;
  isReference: (prefix: string, text: string) => boolean;
  supportAddresses: (value: string) => string[];
  REFERENCE_ALPHABET: string;
};
const copy = JSON.parse(readFileSync(join(ROOT, 'pb_hooks/lib/support-mail.json'), 'utf8')) as Copy;
const languages = JSON.parse(readFileSync(join(ROOT, 'pb_hooks/lib/languages.json'), 'utf8')) as {
  code: string;
  name: string;
  dir: string;
}[];

describe('the automatic reply', () => {
  it('has copy for every language, with the reference placeholder and every topic and type', () => {
    expect(Object.keys(copy).sort()).toEqual(languages.map((l) => l.name).sort());
    const english = copy.English;
    if (!english) throw new Error('no English copy');
    for (const [name, texts] of Object.entries(copy)) {
      for (const kind of ['support', 'legal'] as const) {
        expect(Object.keys(texts[kind]).sort(), `${name} ${kind}`).toEqual(
          Object.keys(english[kind]).sort(),
        );
        expect(texts[kind].subject, `${name} ${kind}`).toContain('{{reference}}');
      }
      expect(Object.keys(texts.topics).sort(), name).toEqual(Object.keys(english.topics).sort());
      expect(Object.keys(texts.types).sort(), name).toEqual(Object.keys(english.types).sort());
      if (name !== 'English') {
        expect(texts.support.body, `${name} is translated`).not.toBe(english.support.body);
        expect(texts.legal.body, `${name} is translated`).not.toBe(english.legal.body);
      }
    }
  });

  it('writes to an Arabic speaker right to left, in Arabic, with the reference and topic', () => {
    const mail = mails.replyMail(copy, languages, 'Arabic', 'support', {
      reference: 'SR-7KQ2-9XM4',
      category: 'payments',
    });
    expect(mail.subject).toBe('تلقّينا طلب الدعم الخاص بك SR-7KQ2-9XM4');
    expect(mail.html).toMatch(/^<div lang="ar" dir="rtl">/);
    expect(mail.html).toContain('<span dir="ltr">SR-7KQ2-9XM4</span>');
    expect(mail.text).toContain(copy.Arabic?.topics.payments);
    expect(mail.text).toContain('SR-7KQ2-9XM4');
  });

  it('falls back to English for an unknown or empty language, and names the inquiry type', () => {
    for (const language of ['', 'Klingon']) {
      const mail = mails.replyMail(copy, languages, language, 'legal', {
        reference: 'LI-AAAA-2222',
        category: 'copyright',
      });
      expect(mail.subject).toBe('Acknowledgement of your inquiry LI-AAAA-2222');
      expect(mail.html).toMatch(/^<div lang="en" dir="ltr">/);
      expect(mail.text).toContain('Copyright or intellectual-property notice');
    }
  });
});

describe('the staff notification', () => {
  it('escapes what the sender typed and carries the reference, the fields and the link', () => {
    const mail = mails.staffMail('support', {
      reference: 'SR-7KQ2-9XM4',
      fields: [['Email', '<b>x</b>@example.com']],
      message: '<script>alert(1)</script>\nline two',
      hasFile: true,
      dashboardUrl: 'https://trades.example/_/#/collections?collection=support_requests',
    });
    expect(mail.subject).toBe('New support request SR-7KQ2-9XM4');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('&lt;b&gt;x&lt;/b&gt;@example.com');
    expect(mail.text).toContain('<script>alert(1)</script>\nline two');
    expect(mail.text).toContain('A file is attached to the record.');
  });
});

describe('references and staff addresses', () => {
  it('formats a reference in two groups of four readable characters', () => {
    const reference = support.formatReference('SR', '7KQ29XM4');
    expect(reference).toBe('SR-7KQ2-9XM4');
    expect(support.isReference('SR', reference)).toBe(true);
    expect(support.isReference('LI', reference)).toBe(false);
    expect(support.isReference('SR', 'SR-0OI1-9XM4')).toBe(false);
    expect(support.REFERENCE_ALPHABET).not.toMatch(/[01IOL]/);
  });

  it('reads SUPPORT_EMAIL as a list and skips what is not an address', () => {
    expect(support.supportAddresses('')).toEqual([]);
    expect(support.supportAddresses('help@example.com')).toEqual(['help@example.com']);
    expect(support.supportAddresses(' a@example.com, b@example.org;nonsense ')).toEqual([
      'a@example.com',
      'b@example.org',
    ]);
  });
});
