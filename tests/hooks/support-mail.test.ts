import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/pocketbase.mjs';
import { loadHooksLib } from '../support/hooks-lib';

// The contact forms' pure parts (pb_hooks/lib/support-mail.js, lib/support.js): the reply in
// every language, the staff notification (topic and type in words), references,
// SUPPORT_EMAIL, the per-IP slots and the reply budget's address.
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
    language: string,
    kind: 'support' | 'legal',
    facts: { reference: string; category: string },
  ) => Mail;
  staffFields: (
    copy: Copy,
    kind: 'support' | 'legal',
    field: (name: string) => string,
  ) => [string, string][];
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
  replyAddress: (email: string) => string;
  taggedPattern: (address: string) => string;
  takeSlot: (
    state: string,
    key: string,
    now: number,
    max: number,
    windowMs: number,
  ) => { state: string; taken: boolean };
  releaseSlot: (state: string, key: string, at: number, now: number, windowMs: number) => string;
  noReplyReason: (
    account: { email: string; verified: boolean } | null,
    email: string,
  ) => 'guest' | 'not_own_address' | 'unverified' | null;
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
    expect(Object.keys(copy).sort()).toEqual(languages.map((l) => l.code).sort());
    const english = copy.en;
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
      if (name !== 'en') {
        expect(texts.support.body, `${name} is translated`).not.toBe(english.support.body);
        expect(texts.legal.body, `${name} is translated`).not.toBe(english.legal.body);
      }
    }
  });

  it('writes to an Arabic speaker right to left, in Arabic, with the reference and topic', () => {
    const mail = mails.replyMail(copy, 'Arabic', 'support', {
      reference: 'SR-7KQ2-9XM4',
      category: 'payments',
    });
    expect(mail.subject).toBe('تلقّينا طلب الدعم الخاص بك SR-7KQ2-9XM4');
    expect(mail.html).toMatch(/^<div lang="ar" dir="rtl">/);
    expect(mail.html).toContain('<span dir="ltr">SR-7KQ2-9XM4</span>');
    expect(mail.text).toContain(copy.ar?.topics.payments);
    expect(mail.text).toContain('SR-7KQ2-9XM4');
  });

  it('falls back to English for an unknown or empty language, and names the inquiry type', () => {
    for (const language of ['', 'Klingon']) {
      const mail = mails.replyMail(copy, language, 'legal', {
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

describe('the staff notification fields', () => {
  const appCopy = JSON.parse(
    readFileSync(join(ROOT, 'src/i18n/locales/en/support.json'), 'utf8'),
  ) as { topics: Record<string, string>; types: Record<string, string> };

  it('uses the English names the app shows for topics and types', () => {
    expect(copy.en?.topics).toEqual(appCopy.topics);
    expect(copy.en?.types).toEqual(appCopy.types);
  });

  it("writes a support topic in words, with the sender's address and language", () => {
    const stored: Record<string, string> = {
      topic: 'account',
      email: 'sam@example.com',
      language: 'German',
    };
    const fields = mails.staffFields(copy, 'support', (name) => stored[name] ?? '');
    expect(fields).toEqual([
      ['Topic', 'Account and sign-in'],
      ['Email', 'sam@example.com'],
      ['Language', 'German'],
      ['Signed-in user', '(not signed in)'],
    ]);
    const mail = mails.staffMail('support', {
      reference: 'SR-7KQ2-9XM4',
      fields,
      message: 'I cannot sign in.',
      hasFile: false,
      dashboardUrl: 'https://trades.example/_/',
    });
    expect(mail.text).toContain('Topic: Account and sign-in\n');
    expect(mail.html).toContain('<th align="left">Topic</th><td>Account and sign-in</td>');
  });

  it('writes a legal type in words, with every field of the inquiry', () => {
    const stored: Record<string, string> = {
      type: 'copyright',
      organisation: 'Rights & Co',
      name: 'Ann Lee',
      email: 'ann@rights.example',
      user: 'u123456789abcde',
    };
    expect(mails.staffFields(copy, 'legal', (name) => stored[name] ?? '')).toEqual([
      ['Type', 'Copyright or intellectual-property notice'],
      ['Organisation', 'Rights & Co'],
      ['Name', 'Ann Lee'],
      ['Their reference', '-'],
      ['Email', 'ann@rights.example'],
      ['Language', 'English'],
      ['Signed-in user', 'u123456789abcde'],
    ]);
  });

  it('shows an unknown code as it is rather than nothing', () => {
    const fields = mails.staffFields(copy, 'support', (name) =>
      name === 'topic' ? 'toString' : '',
    );
    expect(fields[0]).toEqual(['Topic', 'toString']);
  });
});

describe('the per-IP slots (5 stored messages an hour)', () => {
  const HOUR = 3_600_000;
  const take = (state: string, key: string, now: number) =>
    support.takeSlot(state, key, now, 5, HOUR);

  it('gives 5 slots per key, refuses the 6th, and keeps other keys apart', () => {
    let state = '';
    for (let i = 0; i < 5; i += 1) {
      const result = take(state, 'support_requests 127.0.0.1', 1000 + i);
      expect(result.taken).toBe(true);
      state = result.state;
    }
    expect(take(state, 'support_requests 127.0.0.1', 2000).taken).toBe(false);
    expect(take(state, 'legal_inquiries 127.0.0.1', 2000).taken).toBe(true);
    expect(take(state, 'support_requests 127.0.0.2', 2000).taken).toBe(true);
  });

  it('gives a slot back when its message was not stored', () => {
    let state = '';
    for (let i = 0; i < 5; i += 1) state = take(state, 'k', 1000 + i).state;
    state = support.releaseSlot(state, 'k', 1002, 3000, HOUR);
    expect(take(state, 'k', 3000).taken).toBe(true);
    expect(support.releaseSlot(take(state, 'k', 3000).state, 'k', 1, 3000, HOUR)).toBe(
      take(state, 'k', 3000).state,
    );
  });

  it('frees slots after an hour and forgets keys with none left', () => {
    let state = '';
    for (let i = 0; i < 5; i += 1) state = take(state, 'old', 0).state;
    expect(take(state, 'old', HOUR - 1).taken).toBe(false);
    const later = take(state, 'new', HOUR);
    expect(later.taken).toBe(true);
    expect(JSON.parse(later.state)).toEqual({ new: [HOUR] });
    expect(take(later.state, 'old', HOUR).taken).toBe(true);
  });

  it('starts empty from a state it cannot read', () => {
    for (const bad of ['not json', '[1,2]', 'null', '{"k":"x"}']) {
      expect(JSON.parse(take(bad, 'k', 5).state)).toEqual({ k: [5] });
    }
  });
});

describe('who gets the automatic reply', () => {
  const ann = { email: 'ann@example.com', verified: true };

  it("replies only to a signed-in sender's own confirmed address (any case)", () => {
    expect(support.noReplyReason(ann, 'ann@example.com')).toBeNull();
    expect(support.noReplyReason(ann, ' Ann@Example.COM ')).toBeNull();
  });

  it('names why there is none: a guest, another address (a +tag too), an unconfirmed account', () => {
    expect(support.noReplyReason(null, 'victim@example.com')).toBe('guest');
    expect(support.noReplyReason(ann, 'victim@example.com')).toBe('not_own_address');
    expect(support.noReplyReason(ann, 'ann+1@example.com')).toBe('not_own_address');
    expect(support.noReplyReason({ ...ann, verified: false }, 'ann@example.com')).toBe(
      'unverified',
    );
    expect(support.noReplyReason({ ...ann, verified: false }, 'victim@example.com')).toBe(
      'not_own_address',
    );
  });
});

describe("the reply budget's address", () => {
  it('lower-cases and drops a +tag, so victim@ and victim+1@ share one budget', () => {
    expect(support.replyAddress('Victim@Example.com')).toBe('victim@example.com');
    expect(support.replyAddress(' victim+1@example.com ')).toBe('victim@example.com');
    expect(support.replyAddress('VICTIM+a+b@example.com')).toBe('victim@example.com');
    expect(support.replyAddress('other@example.com')).toBe('other@example.com');
  });

  it("matches the tagged forms with LIKE, escaping LIKE's own characters", () => {
    expect(support.taggedPattern('victim@example.com')).toBe('victim+%@example.com');
    expect(support.taggedPattern('a_b%c\\d@ex_ample.com')).toBe('a\\_b\\%c\\\\d+%@ex\\_ample.com');
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
