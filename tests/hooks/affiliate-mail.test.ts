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
const languages = (
  JSON.parse(readFileSync(join(ROOT, 'pb_hooks/lib/languages.json'), 'utf8')) as { name: string }[]
).map((l) => l.name);

const digest: Digest = { code: 'JANE-2026', count: 4, countries: [], total: 9 };

describe('affiliate digest email', () => {
  it('has every field in all 20 languages, with the placeholders kept', () => {
    expect(Object.keys(copy).sort()).toEqual([...languages].sort());
    for (const language of languages) {
      for (const field of FIELDS)
        expect(copy[language]?.[field].trim(), `${language}.${field}`).toBeTruthy();
      expect(copy[language]?.intro).toContain('{code}');
      expect(copy[language]?.intro).toContain('{count}');
      expect(copy[language]?.subject).toContain('{count}');
      expect(copy[language]?.total).toContain('{total}');
      if (language !== 'English') expect(copy[language]?.subject).not.toBe(copy.English?.subject);
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
    expect(mail.text).toContain('By country:\nDE: 3\nunknown: 1');
    expect(mail.html).toContain('<li>DE: 3</li>');
  });

  it("writes in the affiliate's language, falling back to English", () => {
    expect(affiliateDigestMail(copy, 'Hebrew', digest, 'https://t.example').subject).toBe(
      copy.Hebrew?.subject.replace('{count}', '4'),
    );
    expect(affiliateDigestMail(copy, 'Klingon', digest, 'https://t.example').subject).toBe(
      copy.English?.subject.replace('{count}', '4'),
    );
  });

  it('escapes the code in the HTML part', () => {
    const mail = affiliateDigestMail(copy, 'English', { ...digest, code: '<b>x</b>' }, 'x');
    expect(mail.html).not.toContain('<b>x</b>');
  });
});
