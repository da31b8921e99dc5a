import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  modulePreloadLinks,
  PAGE_MODULE,
  pageChunkFiles,
  preloadsFor,
} from '../../scripts/page-preloads.mjs';

// A build's chunks, shaped as Rolldown hands them to generateBundle: the entry imports the
// runtime and the framework; the profile page imports a shared UI chunk and the data layer,
// which imports Dexie; the browse page shares the UI chunk.
const chunk = (
  fileName: string,
  imports: string[],
  extra: { isEntry?: boolean; facadeModuleId?: string | null } = {},
) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  isEntry: extra.isEntry ?? false,
  facadeModuleId: extra.facadeModuleId ?? null,
});
const CHUNKS = [
  chunk('assets/index-a.js', ['assets/runtime-b.js', 'assets/framework-c.js'], {
    isEntry: true,
    facadeModuleId: '/app/index.html',
  }),
  chunk('assets/runtime-b.js', []),
  chunk('assets/framework-c.js', ['assets/runtime-b.js']),
  chunk('assets/ui-d.js', ['assets/framework-c.js']),
  chunk('assets/local-db-e.js', ['assets/dexie-f.js', 'assets/runtime-b.js']),
  chunk('assets/dexie-f.js', []),
  chunk(
    'assets/profile-page-g.js',
    ['assets/index-a.js', 'assets/ui-d.js', 'assets/local-db-e.js'],
    { facadeModuleId: '/app/src/features/profile/components/profile-page.tsx' },
  ),
  chunk('assets/browse-page-h.js', ['assets/ui-d.js', 'assets/framework-c.js'], {
    facadeModuleId: '/app/src/features/browse/components/browse-page.tsx',
  }),
];

describe('pageChunkFiles', () => {
  it("lists the page's chunk first, then every chunk it needs, directly or through another", () => {
    expect(pageChunkFiles(CHUNKS, '/src/features/profile/components/profile-page.tsx')).toEqual([
      'assets/profile-page-g.js',
      'assets/ui-d.js',
      'assets/local-db-e.js',
      'assets/dexie-f.js',
    ]);
  });

  it('leaves out the entry and what it imports: every page has loaded them already', () => {
    const files = pageChunkFiles(CHUNKS, '/src/features/browse/components/browse-page.tsx');
    expect(files).toEqual(['assets/browse-page-h.js', 'assets/ui-d.js']);
    expect(files).not.toContain('assets/framework-c.js');
  });

  it('throws when no chunk is that module (a renamed page would otherwise lose its preloads)', () => {
    expect(() => pageChunkFiles(CHUNKS, '/src/features/gone/page.tsx')).toThrow(
      'page-preloads: no chunk for /src/features/gone/page.tsx',
    );
  });
});

describe('modulePreloadLinks', () => {
  it("writes Vite's tag for each file, in order, from the site's root", () => {
    expect(modulePreloadLinks(['assets/a-1.js', 'assets/b-2.js'])).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/a-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/b-2.js">',
    );
    expect(modulePreloadLinks([])).toBe('');
  });
});

describe('preloadsFor', () => {
  const modules: Record<string, string> = {
    'assets/auth-page-a.js': '/app/src/features/pages/components/auth-page.tsx',
    'assets/not-found-b.js': '/app/src/app/not-found.tsx',
    'assets/runner-c.js': '/app/src/data/sync/runner.ts',
    'assets/pay-button-d.js': '/app/src/features/payments/components/pay-button.tsx',
  };
  const moduleOf = (file: string) => modules[file];
  const deps = ['assets/x-1.js', 'assets/y-2.js'];

  it("keeps a page's chunks (a page rendered from the bare shell has none in its HTML)", () => {
    expect(preloadsFor('assets/auth-page-a.js', deps, 'js', moduleOf)).toEqual(deps);
    expect(preloadsFor('assets/not-found-b.js', deps, 'js', moduleOf)).toEqual(deps);
  });

  it('gives any other dynamic import none, and leaves the HTML entry its own', () => {
    expect(preloadsFor('assets/runner-c.js', deps, 'js', moduleOf)).toEqual([]);
    expect(preloadsFor('assets/pay-button-d.js', deps, 'js', moduleOf)).toEqual([]);
    expect(preloadsFor('assets/unknown.js', deps, 'js', moduleOf)).toEqual([]);
    expect(preloadsFor('assets/index-e.js', deps, 'html', moduleOf)).toEqual(deps);
  });
});

describe('the pages of src/', () => {
  it('every lazyPage import is a module PAGE_MODULE knows as a page', () => {
    const specifiers: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name) && !path.endsWith('lazy-page.ts')) {
          const source = readFileSync(path, 'utf8');
          for (const call of source.split('lazyPage(').slice(1)) {
            for (const m of (call.split(';')[0] ?? '').matchAll(/import\('([^']+)'\)/g)) {
              specifiers.push(`${resolve(dirname(path), m[1] ?? '')}.tsx`);
            }
          }
        }
      }
    };
    walk(resolve(__dirname, '../../src'));
    expect(specifiers.length).toBeGreaterThan(40);
    expect(specifiers.filter((module) => !PAGE_MODULE.test(module))).toEqual([]);
  });
});
