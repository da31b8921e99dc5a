import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/pocketbase.mjs';
import { loadHooksLib } from '../support/hooks-lib';

const { countryName } = loadHooksLib('country-names.js') as {
  countryName: (code: string, language: string) => string;
};
const names = JSON.parse(
  readFileSync(join(ROOT, 'pb_hooks/lib/country-names.json'), 'utf8'),
) as Record<string, Record<string, string>>;
const languages = JSON.parse(readFileSync(join(ROOT, 'pb_hooks/lib/languages.json'), 'utf8')) as {
  code: string;
  name: string;
}[];
/** The countries the app knows by default language (src/features/language/model.ts). */
const MARKETS = 'US MX ES FR DE IT PT BR RU CN JP KR SA IN IL PL NL TR SE NO DK FI'.split(' ');

describe('country names for the server mails (no Intl in the JSVM)', () => {
  it('names the same countries in all 20 languages, each name written in that language', () => {
    expect(Object.keys(names).sort()).toEqual(languages.map((l) => l.code).sort());
    const codes = Object.keys(names.en ?? {});
    expect(codes.length).toBeGreaterThan(240);
    for (const { code, name } of languages) {
      expect(Object.keys(names[code] ?? {}), name).toEqual(codes);
      // Where Node's ICU has the name, the table agrees on the app's markets (ICU versions
      // differ on rare names, so only these are compared).
      const intl = new Intl.DisplayNames([code], { type: 'region' });
      for (const country of MARKETS)
        expect(names[code]?.[country], `${name} ${country}`).toBe(intl.of(country));
    }
  });

  it('answers a name per language, English for an unknown language, the code for no country', () => {
    expect(countryName('DE', 'German')).toBe('Deutschland');
    expect(countryName('de', 'Japanese')).toBe('ドイツ');
    expect(countryName('US', 'Hebrew')).toBe('ארצות הברית');
    expect(countryName('FI', 'Finnish')).toBe('Suomi');
    expect(countryName('DE', 'Klingon')).toBe('Germany');
    expect(countryName('QZ', 'German')).toBe('QZ');
    expect(countryName('', 'German')).toBe('');
  });
});
