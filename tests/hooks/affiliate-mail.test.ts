import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/pocketbase.mjs';
import { loadHooksLib } from '../support/hooks-lib';

const FIELDS = [
  'subject',
  'heading',
  'intro',
  'when',
  'country',
  'browser',
  'unknown',
  'total',
  'cta',
] as const;
type Copy = Record<string, Record<(typeof FIELDS)[number], string>>;
interface Click {
  code: string;
  clickedAt: string;
  country: string;
  userAgent: string;
  total: number;
}
const { affiliateClickMail, formatUtc } = loadHooksLib('affiliate-mail.js') as {
  affiliateClickMail: (
    copy: Copy,
    language: string,
    click: Click,
    appUrl: string,
  ) => { subject: string; html: string; text: string };
  formatUtc: (date: string) => string;
};
const copy = JSON.parse(
  readFileSync(join(ROOT, 'pb_hooks/lib/affiliate-mail.json'), 'utf8'),
) as Copy;
const languages = (
  JSON.parse(readFileSync(join(ROOT, 'pb_hooks/lib/languages.json'), 'utf8')) as { name: string }[]
).map((l) => l.name);

const click: Click = {
  code: 'JANE-2026',
  clickedAt: '2026-11-22 03:10:45.123Z',
  country: 'DE',
  userAgent: 'Mozilla/5.0 (Android)',
  total: 3,
};

describe('affiliate click email', () => {
  it('has every field in all 20 languages, with the {code} placeholder kept', () => {
    expect(Object.keys(copy).sort()).toEqual([...languages].sort());
    for (const language of languages) {
      for (const field of FIELDS)
        expect(copy[language]?.[field].trim(), `${language}.${field}`).toBeTruthy();
      expect(copy[language]?.intro).toContain('{code}');
      if (language !== 'English') expect(copy[language]?.subject).not.toBe(copy.English?.subject);
    }
  });

  it('tells the affiliate the code, time (UTC), country, browser and total, linking to the dashboard', () => {
    const mail = affiliateClickMail(copy, 'English', click, 'https://trades.example/');
    expect(mail.subject).toBe(copy.English?.subject);
    expect(mail.text).toContain('(code JANE-2026)');
    expect(mail.text).toContain('When: 2026-11-22 03:10 UTC');
    expect(mail.text).toContain('Country: DE');
    expect(mail.text).toContain('Browser: Mozilla/5.0 (Android)');
    expect(mail.text).toContain('Clicks so far: 3');
    expect(mail.html).toContain('href="https://trades.example/affiliate-dashboard"');
  });

  it("writes in the affiliate's language, falling back to English", () => {
    expect(affiliateClickMail(copy, 'Hebrew', click, 'https://t.example').subject).toBe(
      copy.Hebrew?.subject,
    );
    expect(affiliateClickMail(copy, 'Klingon', click, 'https://t.example').subject).toBe(
      copy.English?.subject,
    );
    expect(affiliateClickMail(copy, '', click, 'https://t.example').subject).toBe(
      copy.English?.subject,
    );
  });

  it('says "unknown" for a missing country or browser', () => {
    const mail = affiliateClickMail(copy, 'English', { ...click, country: '', userAgent: '' }, 'x');
    expect(mail.text).toContain('Country: unknown');
    expect(mail.text).toContain('Browser: unknown');
  });

  it('escapes a hostile user agent in the HTML part', () => {
    const mail = affiliateClickMail(
      copy,
      'English',
      { ...click, userAgent: '<script>alert(1)</script>' },
      'x',
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('formats ISO and PocketBase date-times as UTC minutes, and leaves garbage as it is', () => {
    expect(formatUtc('2026-11-22T23:59:59.999Z')).toBe('2026-11-22 23:59 UTC');
    expect(formatUtc('2026-11-22 00:00:00.000Z')).toBe('2026-11-22 00:00 UTC');
    expect(formatUtc('soon')).toBe('soon');
  });
});
