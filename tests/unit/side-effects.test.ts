import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// package.json "sideEffects" tells the bundler which of the app's modules do something when
// they are merely imported; every other module it may leave out, or out of the entry chunk,
// when nothing of what it exports is used there (docs/architecture.md "Bundle"). A module
// imported only for what it does (`import './x'`) and not in that list would silently vanish
// from the build, so every such import must name a listed module.
const ROOT = resolve(import.meta.dirname, '../..');
const patterns = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { sideEffects: string[] }
).sideEffects;

/** `./src/x.ts` matches that file; `**\/name.ext` and `**\/*.css` match at any depth. */
function listed(file: string): boolean {
  return patterns.some((pattern) => {
    const source = pattern
      .replace(/^\.\//, '')
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*\*\//g, '\0')
      .replace(/\*/g, '[^/]*')
      .replace(/\0/g, '(?:.*/)?');
    return new RegExp(`^${source}$`).test(file);
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** The repo-relative file a bare `import '…'` of `from` names (npm packages: null). */
function target(from: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return resolveFile(join(ROOT, 'src', specifier.slice(2)));
  if (specifier.startsWith('.')) return resolveFile(resolve(dirname(from), specifier));
  return null;
}

function resolveFile(base: string): string {
  const candidates = /\.\w+$/.test(base) ? [base] : [`${base}.ts`, `${base}.tsx`];
  for (const candidate of candidates) {
    try {
      readFileSync(candidate);
      return relative(ROOT, candidate);
    } catch {
      // try the next extension
    }
  }
  throw new Error(`cannot resolve ${base}`);
}

describe('package.json sideEffects', () => {
  const imports = sourceFiles(join(ROOT, 'src')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^import\s+['"]([^'"]+)['"]/gm)].map((match) => ({
      file: relative(ROOT, file),
      target: target(file, match[1] ?? ''),
    })),
  );

  it('finds the side-effect imports it checks', () => {
    expect(imports.length).toBeGreaterThan(40);
  });

  it('lists every module of the app that is imported only for what it does', () => {
    const missing = imports.filter((i) => i.target !== null && !listed(i.target));
    expect(missing).toEqual([]);
  });

  it('lists the entry points and the i18n set-up', () => {
    expect(listed('src/main.tsx')).toBe(true);
    expect(listed('src/i18n/index.ts')).toBe(true);
    expect(listed('src/features/affiliate/namespace.ts')).toBe(true);
    expect(listed('src/index.css')).toBe(true);
    expect(listed('src/features/affiliate/api.ts')).toBe(false);
  });
});
