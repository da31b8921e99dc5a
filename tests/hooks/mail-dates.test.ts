import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/pocketbase.mjs';
import { loadHooksLib } from '../support/hooks-lib';

const { formatDate, formatDateTime, parseUtc } = loadHooksLib('mail-dates.js') as {
  formatDate: (value: string, language: string) => string;
  formatDateTime: (value: string, language: string) => string;
  parseUtc: (value: string) => Date | null;
};
const languages = JSON.parse(readFileSync(join(ROOT, 'pb_hooks/lib/languages.json'), 'utf8')) as {
  code: string;
  name: string;
}[];

/** Node's Intl for a language, with Latin digits (the mails write 0-9 in every language). */
const intlLocale = (code: string) => `${code}-u-nu-latn`;

describe('dates in server mails (no Intl in the JSVM)', () => {
  it('write every month of the year as Intl writes a long date, in all 20 languages', () => {
    expect(languages).toHaveLength(20);
    for (const { code, name } of languages) {
      const intl = new Intl.DateTimeFormat(intlLocale(code), {
        dateStyle: 'long',
        timeZone: 'UTC',
      });
      for (let month = 1; month <= 12; month++) {
        const iso = `2026-${String(month).padStart(2, '0')}-${String(month + 2).padStart(2, '0')} 23:30:00.000Z`;
        expect(formatDate(iso, name).normalize('NFC'), `${name} ${iso}`).toBe(
          intl.format(new Date(iso.replace(' ', 'T'))).normalize('NFC'),
        );
      }
    }
  });

  it('write the time in UTC, 12-hour for English and 24-hour elsewhere', () => {
    expect(formatDateTime('2026-11-26 18:04:23.651Z', 'English')).toBe(
      'November 26, 2026, 6:04 PM',
    );
    expect(formatDateTime('2026-11-26 00:04:00Z', 'English')).toBe('November 26, 2026, 12:04 AM');
    expect(formatDateTime('2026-11-26 18:04:23.651Z', 'German')).toBe('26. November 2026, 18:04');
    expect(formatDateTime('2026-11-26 08:04:00Z', 'Finnish')).toBe('26. marraskuuta 2026 klo 8.04');
    expect(formatDateTime('2026-11-26 18:04:00Z', 'Japanese')).toBe('2026年11月26日 18:04');
    expect(formatDateTime('2026-11-26 18:04:00Z', 'Arabic')).toBe('26 نوفمبر 2026، 18:04');
  });

  it('fall back to English for an unknown language and to nothing for a non-date', () => {
    expect(formatDate('2026-03-01', 'Klingon')).toBe('March 1, 2026');
    expect(formatDate('2026-03-01', '')).toBe('March 1, 2026');
    expect(formatDate('yesterday', 'German')).toBe('');
    expect(formatDateTime('', 'German')).toBe('');
    expect(parseUtc('2026-03-01 10:00:00')?.toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(parseUtc('2026-03-01T10:00:00+02:00')?.toISOString()).toBe('2026-03-01T08:00:00.000Z');
  });
});
