import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/ holds decisions, not logs: a word budget, lines a terminal shows whole, no issue
// numbers, and links between the repository's Markdown files that resolve.

const ROOT = resolve(import.meta.dirname, '../..');
const DOCS = join(ROOT, 'docs');
const MAX_WORDS = 20_000;
const MAX_LINE = 200;

const docs = readdirSync(DOCS)
  .filter((name) => name.endsWith('.md'))
  .map((name) => ({ path: `docs/${name}`, text: readFileSync(join(DOCS, name), 'utf8') }));

/** Every Markdown file git tracks, as paths relative to the repository. */
function markdownFiles(): string[] {
  return execFileSync('git', ['ls-files', '*.md', '**/*.md'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((path) => path !== '' && existsSync(join(ROOT, path)));
}

/** Words as `wc -w` counts them: runs of non-space characters. */
function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors a Markdown text offers: its headings' slugs, repeats numbered as GitHub does. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1] ?? '');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    found.add(count === 0 ? base : `${base}-${String(count)}`);
  }
  return found;
}

/** The relative link targets of a Markdown text outside code: `[text](target)`. */
function links(markdown: string): string[] {
  const prose = markdown.replace(/^\s*(```|~~~)[\s\S]*?^\s*\1/gm, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('/'));
}

describe('docs/', () => {
  it(`holds at most ${String(MAX_WORDS)} words in all`, () => {
    const counts = Object.fromEntries(docs.map((doc) => [doc.path, wordCount(doc.text)]));
    const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
    expect(total, JSON.stringify(counts, null, 2)).toBeLessThanOrEqual(MAX_WORDS);
  });

  it(`has no line over ${String(MAX_LINE)} characters`, () => {
    const long = docs.flatMap((doc) =>
      doc.text
        .split('\n')
        .map((line, i) => ({ at: `${doc.path}:${String(i + 1)}`, length: Array.from(line).length }))
        .filter((line) => line.length > MAX_LINE),
    );
    expect(long).toEqual([]);
  });

  it('names no issue by number', () => {
    const named = docs.flatMap((doc) =>
      [...doc.text.matchAll(/\bissues?\s+#?\d+/gi)].map((match) => `${doc.path}: ${match[0]}`),
    );
    expect(named).toEqual([]);
  });
});

describe('links between the Markdown files', () => {
  it('resolve to a file, and to a heading of it when they name one', () => {
    const broken: string[] = [];
    for (const from of markdownFiles()) {
      const text = readFileSync(join(ROOT, from), 'utf8');
      for (const target of links(text)) {
        const [file = '', fragment] = target.split('#');
        const into = file === '' ? from : join(dirname(from), decodeURI(file));
        if (!existsSync(join(ROOT, into))) {
          broken.push(`${from} → ${target} (no such file)`);
          continue;
        }
        if (!fragment || !into.endsWith('.md') || statSync(join(ROOT, into)).isDirectory())
          continue;
        if (!anchors(readFileSync(join(ROOT, into), 'utf8')).has(decodeURIComponent(fragment))) {
          broken.push(`${from} → ${target} (no such heading)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('slug heading text as GitHub does', () => {
    expect(slug("HTTPS and the visitor's address")).toBe('https-and-the-visitors-address');
    expect(slug('Sign in with Google, Apple and Microsoft')).toBe(
      'sign-in-with-google-apple-and-microsoft',
    );
    expect([...anchors('# A\n## A\n```\n# not\n```\n')]).toEqual(['a', 'a-1']);
    expect(links('[x](a.md#b) [y](https://e.test) `[z](c.md)` [w](/abs)')).toEqual(['a.md#b']);
  });
});
