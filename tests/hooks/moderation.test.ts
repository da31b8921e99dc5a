import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadHooksLib } from '../support/hooks-lib';

// The pure parts of moderation (docs/moderation.md): reading staff actions and the owner's
// suspension / reinstatement email. The routes themselves: tests/integration/moderation.test.ts.

const { readAction, readBackgroundCheck, readQueue } = loadHooksLib('moderation.js') as {
  readAction: (body: unknown, kind: string) => { choice: string; reason: string };
  readBackgroundCheck: (body: unknown) => { passed: boolean; reason: string };
  readQueue: (query: Record<string, string>, name: string, allowed: string[]) => string;
};
const { moderationMail } = loadHooksLib('moderation-mail.js') as {
  moderationMail: (
    copy: unknown,
    language: string,
    kind: 'suspend' | 'reinstate',
    facts: { business: string; reason: string; portalUrl: string },
  ) => { subject: string; html: string; text: string };
};

type Copy = Record<string, Record<'suspend' | 'reinstate', Record<string, string>>>;
const read = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../pb_hooks/lib/${name}`, import.meta.url), 'utf8'));
const copy = read('moderation-mail.json') as Copy;
const pick = (name: string) => {
  const entry = copy[name];
  if (!entry) throw new Error(`no ${name} copy`);
  return entry;
};
const english = pick('en');
const arabic = pick('ar');
const languages = read('languages.json') as { name: string; code: string; dir: string }[];

describe('staff actions', () => {
  it('reads each route’s choice and trims the reason', () => {
    expect(readAction({ action: 'suspend', reason: '  fake reviews ' }, 'listing')).toEqual({
      choice: 'suspend',
      reason: 'fake reviews',
    });
    expect(readAction({ action: 'keep' }, 'listing')).toEqual({ choice: 'keep', reason: '' });
    expect(readAction({ action: 'unhide' }, 'review')).toEqual({ choice: 'unhide', reason: '' });
    expect(readAction({ outcome: 'cancelled', reason: 'no show' }, 'dispute').choice).toBe(
      'cancelled',
    );
    expect(readAction({ decision: 'approve' }, 'verification').choice).toBe('approve');
  });

  it('reads a background check with its reference', () => {
    expect(readBackgroundCheck({ passed: false, reason: ' ref 42 ' })).toEqual({
      passed: false,
      reason: 'ref 42',
    });
  });

  it('takes the first queue when none is asked for', () => {
    expect(readQueue({}, 'queue', ['new', 'reported'])).toBe('new');
    expect(readQueue({ queue: 'reported' }, 'queue', ['new', 'reported'])).toBe('reported');
  });
});

describe('the owner’s moderation email', () => {
  const facts = {
    business: 'Roofs <b>&</b> Co',
    reason: 'Fake <script>alert(1)</script> photos',
    portalUrl: 'https://trades.example/contractor-portal',
  };

  it('has both messages in all 20 languages, each naming the business', () => {
    expect(Object.keys(copy).sort()).toEqual(languages.map((l) => l.code).sort());
    for (const [language, messages] of Object.entries(copy)) {
      for (const kind of ['suspend', 'reinstate'] as const) {
        expect(Object.keys(messages[kind]).sort(), language).toEqual(
          Object.keys(english.suspend).sort(),
        );
        expect(messages[kind].body, language).toContain('{{business}}');
        if (language !== 'en') {
          expect(messages[kind].subject, language).not.toBe(english[kind].subject);
        }
      }
    }
  });

  it('is written in the owner’s language and direction, with the reason escaped', () => {
    const mail = moderationMail(copy, 'Arabic', 'suspend', facts);
    expect(mail.subject).toBe(arabic.suspend.subject);
    expect(mail.html).toMatch(/^<div lang="ar" dir="rtl">/);
    expect(mail.html).toContain('Fake &lt;script&gt;alert(1)&lt;/script&gt; photos');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Roofs &lt;b&gt;&amp;&lt;/b&gt; Co');
    expect(mail.text).toContain(facts.reason);
    expect(mail.text).toContain(facts.portalUrl);
  });

  it('falls back to English and leaves the reason line out when there is none', () => {
    const mail = moderationMail(copy, 'Klingon', 'reinstate', { ...facts, reason: ' ' });
    expect(mail.subject).toBe(english.reinstate.subject);
    expect(mail.html).toMatch(/^<div lang="en" dir="ltr">/);
    expect(mail.text).not.toContain(english.reinstate.reasonLabel);
  });
});
