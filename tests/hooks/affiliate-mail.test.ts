import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/pocketbase.mjs';
import { loadHooksLib } from '../support/hooks-lib';

const FIELDS = ['subject', 'heading', 'intro', 'byCountry', 'unknown', 'total', 'cta'] as const;
type Copy = Record<string, Record<(typeof FIELDS)[number], string>>;
interface Digest {
  code: string;
  count: number;
  countries: { country: string; clicks: number }[];
  total: number;
}
const { affiliateDigestMail } = loadHooksLib('affiliate-mail.js') as {
  affiliateDigestMail: (
    copy: Copy,
    language: string,
    digest: Digest,
    appUrl: string,
  ) => { subject: string; html: string; text: string };
};
const copy = JSON.parse(
  readFileSync(join(ROOT, 'pb_hooks/lib/affiliate-mail.json'), 'utf8'),
) as Copy;
const table = JSON.parse(readFileSync(join(ROOT, 'pb_hooks/lib/languages.json'), 'utf8')) as {
  code: string;
  name: string;
  dir: string;
}[];
const codes = table.map((l) => l.code);

const digest: Digest = { code: 'JANE-2026', count: 4, countries: [], total: 9 };

describe('affiliate digest email', () => {
  it('has every field in all 20 languages, with the placeholders kept', () => {
    expect(Object.keys(copy).sort()).toEqual([...codes].sort());
    for (const language of codes) {
      for (const field of FIELDS)
        expect(copy[language]?.[field].trim(), `${language}.${field}`).toBeTruthy();
      expect(copy[language]?.intro).toContain('{code}');
      expect(copy[language]?.intro).toContain('{count}');
      expect(copy[language]?.subject).toContain('{count}');
      expect(copy[language]?.total).toContain('{total}');
      if (language !== 'en') expect(copy[language]?.subject).not.toBe(copy.en?.subject);
    }
  });

  it('tells the affiliate the code, the new visits and the total, linking to the dashboard', () => {
    const mail = affiliateDigestMail(copy, 'English', digest, 'https://trades.example/');
    expect(mail.subject).toBe('TradesMarket: new visits through your link (4)');
    expect(mail.text).toContain('(code JANE-2026) since the last summary: 4.');
    expect(mail.text).toContain('Visits counted so far: 9');
    expect(mail.text).not.toContain('By country');
    expect(mail.html).toContain('href="https://trades.example/affiliate-dashboard"');
  });

  it('lists countries only when a trusted proxy named some', () => {
    const mail = affiliateDigestMail(
      copy,
      'English',
      {
        ...digest,
        countries: [
          { country: 'DE', clicks: 3 },
          { country: '', clicks: 1 },
        ],
      },
      'x',
    );
    expect(mail.text).toContain('By country:\nGermany: 3\nunknown: 1');
    expect(mail.html).toContain('<li>Germany: <bdi>3</bdi></li>');
  });

  it('names countries and groups counts as the affiliate’s language writes them', () => {
    const big: Digest = {
      code: 'X',
      count: 50000,
      countries: [
        { country: 'DE', clicks: 48000 },
        { country: 'US', clicks: 1999 },
        { country: '', clicks: 1 },
      ],
      total: 1234567,
    };
    const de = affiliateDigestMail(copy, 'German', big, 'x');
    expect(de.subject).toBe(copy.de?.subject.replace('{count}', '50.000'));
    expect(de.text).toContain('Deutschland: 48.000\nVereinigte Staaten: 1.999\nunbekannt: 1');
    expect(de.text).toContain('1.234.567');
    const ja = affiliateDigestMail(copy, 'Japanese', big, 'x');
    expect(ja.text).toContain('ドイツ: 48,000');
    const hi = affiliateDigestMail(copy, 'Hindi', big, 'x');
    expect(hi.text).toContain('12,34,567');
    const fr = affiliateDigestMail(copy, 'French', big, 'x');
    expect(fr.text).toContain('Allemagne: 48\u202f000');
    const ar = affiliateDigestMail(copy, 'Arabic', big, 'x');
    expect(ar.text).toContain('ألمانيا');
    // A code no country has is shown as it came, never dropped.
    const odd = affiliateDigestMail(
      copy,
      'English',
      { ...digest, countries: [{ country: 'QZ', clicks: 2 }] },
      'x',
    );
    expect(odd.text).toContain('QZ: 2');
  });

  it('puts lang and dir on the HTML, right to left for Arabic and Hebrew', () => {
    for (const { code, name, dir } of table)
      expect(affiliateDigestMail(copy, name, digest, 'x').html).toMatch(
        new RegExp(`^<div lang="${code}" dir="${dir}">`),
      );
    expect(affiliateDigestMail(copy, 'Hebrew', digest, 'x').html).toMatch(
      /^<div lang="he" dir="rtl">/,
    );
    expect(affiliateDigestMail(copy, 'Arabic', digest, 'x').html).toMatch(
      /^<div lang="ar" dir="rtl">/,
    );
  });

  it("writes in the affiliate's language, falling back to English", () => {
    expect(affiliateDigestMail(copy, 'Hebrew', digest, 'https://t.example').subject).toBe(
      copy.he?.subject.replace('{count}', '4'),
    );
    expect(affiliateDigestMail(copy, 'Klingon', digest, 'https://t.example').subject).toBe(
      copy.en?.subject.replace('{count}', '4'),
    );
  });

  it('escapes the code in the HTML part', () => {
    const mail = affiliateDigestMail(copy, 'English', { ...digest, code: '<b>x</b>' }, 'x');
    expect(mail.html).not.toContain('<b>x</b>');
  });
});
