import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/constants/languages';
import { TRADES } from '@/constants/trades';

// Every locale has every key of English, with the same placeholders, and real translations:
// a value equal to English fails unless it is a name or brand (below) or listed, with its
// reason, in tests/unit/locale-exceptions.json (e.g. "Browser" is German for browser).
const LOCALES = join(__dirname, '../../src/i18n/locales');
const NAMESPACES = readdirSync(join(LOCALES, 'en')).map((f) => f.replace(/\.json$/, ''));
/** Keys whose value is the same in every language. */
const SAME_EVERYWHERE = new Set([
  'common:appName',
  'engagement:exitIntent.emailPlaceholder',
  // International unit symbols (m², kg...), which many languages write as English does.
  ...['m', 'm2', 'm3', 'ft', 'ft2', 'ft3', 'kg', 't', 'lb', 'l', 'gal'].map(
    (unit) => `costData:units.${unit}`,
  ),
]);
const exceptions = JSON.parse(
  readFileSync(join(__dirname, 'locale-exceptions.json'), 'utf8'),
) as Record<string, Record<string, string>>;

type Tree = { [key: string]: Tree | Tree[] | string };

function flatten(tree: Tree | Tree[] | string, prefix = '', out = new Map<string, string>()) {
  if (typeof tree === 'string') out.set(prefix, tree);
  else if (Array.isArray(tree)) tree.forEach((v, i) => flatten(v, `${prefix}.${i}`, out));
  else for (const [k, v] of Object.entries(tree)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

function load(code: string, ns: string): Map<string, string> {
  return flatten(JSON.parse(readFileSync(join(LOCALES, code, `${ns}.json`), 'utf8')) as Tree);
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * Keys as a locale must have them: English plural keys (`x_one`, `x_other`) stand for the
 * plural categories of the locale (Intl.PluralRules), e.g. `x_few` and `x_many` in Polish.
 */
function expectedKeys(english: Map<string, string>, code: string): Map<string, string> {
  const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
  const out = new Map<string, string>();
  for (const [key, value] of english) {
    if (!PLURAL.test(key)) out.set(key, value);
    else if (key.endsWith('_other')) {
      const stem = key.replace(PLURAL, '');
      for (const category of categories) out.set(`${stem}_${category}`, value);
    }
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{[^}]+\}\}/g)].map((m) => m[0]).sort();

/**
 * Numbers written by hand in a string, which Intl should write instead: a dollar
 * sign next to a digit ("$1", "1 $"), a grouped number ("50,000", "50.000", "50 000") or a
 * decimal ("4.5", "4,5"). Amounts go in as `{{fee, usd}}`, other numbers as placeholders.
 */
const HAND_WRITTEN_NUMBER = [
  { name: 'a dollar amount', pattern: /\$\s?\d|\d\s?(US)?\$/ },
  { name: 'a grouped number', pattern: /\d[,.'\u00a0\u202f\u066c ]\d{3}(?!\d)/ },
  { name: 'a decimal number', pattern: /\d[.,\u066b]\d/ },
  { name: 'an ungrouped number of four or more digits', pattern: /(?<![\d{])\d{4,}(?!\d)/ },
  { name: 'a negative number (garbled in right-to-left text)', pattern: /(^|\s)[-\u2212]\d/ },
];

describe('locales', () => {
  it('has a folder for each of the 20 languages and nothing else', () => {
    expect(readdirSync(LOCALES).sort()).toEqual(LANGUAGES.map((l) => l.code).sort());
  });

  // A trade tile is about 150 px wide on a 390 px phone: a word of 16 letters or more (German,
  // Finnish and Scandinavian compounds) carries soft hyphens at its joints, so it breaks as
  // "Maa-/rakennus-/koneen-/kuljettaja" instead of mid-syllable where the browser has no
  // hyphenation dictionary for the language.
  it.each(LANGUAGES.map((l) => l.code))(
    '%s: long words of trade names can break at their joints',
    (code) => {
      const unbreakable = [...load(code, 'common')]
        .filter(([key]) => key.startsWith('tradeNames.'))
        .flatMap(([, name]) => name.split(/[\s/–-]+/))
        .filter((word) => word.replace(/[^\p{L}]/gu, '').length >= 16 && !word.includes('\u00ad'));
      expect(unbreakable).toEqual([]);
    },
  );

  it('writes no number by hand: amounts, grouped numbers and decimals come from Intl', () => {
    const found: string[] = [];
    for (const { code } of LANGUAGES) {
      for (const ns of NAMESPACES) {
        for (const [key, value] of load(code, ns)) {
          for (const { name, pattern } of HAND_WRITTEN_NUMBER) {
            if (pattern.test(value)) found.push(`${code}/${ns}:${key} has ${name}: ${value}`);
          }
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('the hand-written number check catches what it is for', () => {
    const caught = (text: string) => HAND_WRITTEN_NUMBER.some(({ pattern }) => pattern.test(text));
    for (const text of [
      'Pay $1',
      'für 1 $',
      '1 US$',
      '50,000 users',
      '50.000',
      '50 000',
      '4.5 stars',
      '4,5',
      'at most 2000 characters',
      'from -90 to 90',
    ])
      expect(caught(text), text).toBe(true);
    for (const text of [
      '{{fee, usd}}',
      '45 trades',
      '{{count}} of {{max}}',
      'Top 10',
      '© {{year}}',
      '10–20 km',
    ])
      expect(caught(text), text).toBe(false);
  });

  it('names every trade in English', () => {
    const names = load('en', 'common');
    for (const trade of TRADES) expect(names.get(`tradeNames.${trade.value}`)).toBe(trade.label);
  });

  for (const language of LANGUAGES.filter((l) => l.code !== 'en')) {
    describe(`${language.name} (${language.code})`, () => {
      for (const ns of NAMESPACES) {
        it(`${ns}: every key, same placeholders, translated`, () => {
          const english = expectedKeys(load('en', ns), language.code);
          const local = load(language.code, ns);
          const missing = [...english.keys()].filter((k) => !local.has(k));
          const extra = [...local.keys()].filter((k) => !english.has(k));
          expect(missing, 'missing keys').toEqual([]);
          expect(extra, 'keys English does not have').toEqual([]);
          const allowed = exceptions[language.code] ?? {};
          const untranslated: string[] = [];
          for (const [key, value] of english) {
            const translated = local.get(key) ?? '';
            // A plural form may leave out the count ("one contractor"), nothing else.
            const expected = placeholders(value).filter(
              (p) => !(PLURAL.test(key) && p === '{{count}}' && !translated.includes(p)),
            );
            expect(placeholders(translated), `${ns}:${key} placeholders`).toEqual(expected);
            expect(translated.trim(), `${ns}:${key} is empty`).not.toBe('');
            // A value that is only placeholders and punctuation has no words to translate.
            const words = /\p{L}/u.test(value.replace(/{{[^}]*}}/g, ''));
            if (
              translated === value &&
              words &&
              !SAME_EVERYWHERE.has(`${ns}:${key}`) &&
              !(`${ns}:${key}` in allowed)
            ) {
              untranslated.push(`${ns}:${key} = ${value}`);
            }
          }
          expect(untranslated, 'values left in English').toEqual([]);
        });
      }
    });
  }
});
