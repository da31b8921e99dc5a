import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The glossary (src/i18n/glossary.md) chooses one word per product term in each language;
// tests/unit/glossary/<code>.json lists, as regular expressions, the words it says to avoid
// (e.g. Arabic التوظيف, "employment", for hiring a contractor). No string of that language
// may contain one: interface copy, content pages or server mails.
const LOCALES = join(__dirname, '../../src/i18n/locales');
const AVOID_DIR = join(__dirname, 'glossary');

type Tree = { [key: string]: Tree | Tree[] | string };

function values(tree: Tree | Tree[] | string, prefix: string, out: [string, string][]) {
  if (typeof tree === 'string') out.push([prefix, tree]);
  else if (Array.isArray(tree)) tree.forEach((v, i) => values(v, `${prefix}.${i}`, out));
  else for (const [k, v] of Object.entries(tree)) values(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

const ROOT = join(__dirname, '../..');

/**
 * Every string a language's readers see, as [where, text]: its interface copy and server
 * mails (`namespace:key`, mails in the `mail` namespace) and its content pages
 * (`content/<page>/<code>.md`).
 */
function localeStrings(code: string): [string, string][] {
  const out: [string, string][] = [];
  for (const file of readdirSync(join(LOCALES, code))) {
    const tree = JSON.parse(readFileSync(join(LOCALES, code, file), 'utf8')) as Tree;
    values(tree, `${file.replace(/\.json$/, '')}:`, out);
  }
  for (const page of readdirSync(join(ROOT, 'content'))) {
    const file = join(ROOT, 'content', page, `${code}.md`);
    if (existsSync(file)) out.push([`content/${page}/${code}.md`, readFileSync(file, 'utf8')]);
  }
  return out;
}

const lists = readdirSync(AVOID_DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => ({
    code: f.replace(/\.json$/, ''),
    avoid: (JSON.parse(readFileSync(join(AVOID_DIR, f), 'utf8')) as { avoid: string[] }).avoid,
  }));

it('has an avoid-list and a glossary section for each of the 19 translated languages', () => {
  const translated = readdirSync(LOCALES).filter((code) => code !== 'en');
  expect(lists.map((l) => l.code).sort()).toEqual(translated.sort());
});

describe.each(lists)('glossary: $code', ({ code, avoid }) => {
  it('has a section in glossary.md', () => {
    const glossary = readFileSync(join(__dirname, '../../src/i18n/glossary.md'), 'utf8');
    expect(glossary).toMatch(new RegExp(`^### .+ \\(${code}\\)$`, 'm'));
  });

  it.each(avoid)('no string uses %s', (pattern) => {
    const re = new RegExp(pattern, 'iu');
    const hits = localeStrings(code)
      .filter(([, value]) => re.test(value))
      .map(([key]) => key);
    expect(hits).toEqual([]);
  });
});
