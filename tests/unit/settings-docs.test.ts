// The settings' docs stay generated and complete: README's tables and .env.example are what
// `npm run docs:settings` writes, and every environment variable read in pb_hooks, src,
// scripts, the configs or the tests is listed in one of the generator's lists.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BENCH_SETTINGS,
  DEV_SETTINGS,
  END,
  NOT_SETTINGS,
  ROOT,
  START,
  envExample,
  readmeWithSettings,
  serverSettings,
  settingGroups,
} from '../../scripts/settings-docs.mjs';

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** The source files under a folder of the repository, as paths from its root. */
function sources(dir: string, ext = /\.(m?js|tsx?)$/): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => ext.test(file) && !file.includes('node_modules'))
    .map((file) => join(dir, file));
}

/** Each name a pattern's groups match in the files, with the files it is in. */
function namesIn(files: string[], pattern: RegExp): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of files) {
    for (const match of read(file).matchAll(pattern)) {
      const name = match.slice(1).find(Boolean);
      if (!name) continue;
      found.set(name, [...(found.get(name) ?? []), file]);
    }
  }
  return found;
}

const serverNames = new Set(serverSettings().map((s) => s.name));
const buildNames = new Set(settingGroups()[1]?.rows.map((s) => s.name));
const documented = new Set(settingGroups().flatMap((group) => group.rows.map((s) => s.name)));

describe('the settings docs', () => {
  it('are what `npm run docs:settings` writes (run it after changing a setting)', () => {
    const readme = read('README.md');
    expect(readmeWithSettings(readme)).toBe(readme);
    expect(read('.env.example')).toBe(envExample());
  });

  it('keep README’s settings lines short enough for a terminal', () => {
    const readme = read('README.md');
    const section = readme.slice(readme.indexOf(START), readme.indexOf(END));
    const long = section.split('\n').filter((line) => line.length > 200);
    expect(long).toEqual([]);
  });

  it('list each variable once in each group, with a default and a doc', () => {
    for (const group of settingGroups()) {
      const names = group.rows.map((s) => s.name);
      expect(new Set(names).size, group.title).toBe(names.length);
      for (const row of group.rows) {
        expect(row.default, row.name).not.toBe('');
        expect(row.doc, row.name).not.toBe('');
      }
    }
    for (const name of Object.keys(NOT_SETTINGS)) expect(documented.has(name), name).toBe(false);
  });
});

describe('every variable read is documented', () => {
  it('in pb_hooks: read only through lib/env.js, and declared there', () => {
    const files = sources('pb_hooks');
    const direct = files.filter(
      (file) => file !== join('pb_hooks', 'lib', 'env.js') && read(file).includes('$os.getenv'),
    );
    expect(direct).toEqual([]);
    const names = [
      ...namesIn(
        files,
        /\b(?:text|integer|getenv|env)\(\s*'([A-Z][A-Z0-9_]*)'|\bSETTINGS\.([A-Z][A-Z0-9_]*)/g,
      ).keys(),
    ];
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter((name) => !serverNames.has(name))).toEqual([]);
  });

  it('in src: each import.meta.env variable is a client build setting', () => {
    const builtIn = new Set(['DEV', 'PROD', 'MODE', 'BASE_URL', 'SSR']);
    const names = [...namesIn(sources('src'), /import\.meta\.env\.([A-Z][A-Z0-9_]*)/g).keys()];
    expect(names.length).toBeGreaterThan(5);
    expect(names.filter((name) => !builtIn.has(name) && !buildNames.has(name))).toEqual([]);
    const declared = [...read('src/vite-env.d.ts').matchAll(/readonly ([A-Z][A-Z0-9_]*)\??:/g)];
    expect(declared.map((m) => m[1]).sort()).toEqual([...buildNames].sort());
  });

  it('in scripts, the configs and the tests: each is documented or set for a child process', () => {
    const files = [
      ...sources('scripts'),
      ...sources('tests'),
      'vite.config.ts',
      'vitest.config.ts',
      'playwright.config.ts',
    ];
    const found = namesIn(
      files,
      /\benv\??\.([A-Z][A-Z0-9_]*)\b|\benv\[['"]([A-Z][A-Z0-9_]*)['"]\]/g,
    );
    const undocumented = [...found.entries()]
      .filter(([name]) => !documented.has(name) && !(name in NOT_SETTINGS))
      .map(([name, where]) => `${name} (${[...new Set(where)].join(', ')})`);
    expect(undocumented).toEqual([]);
    expect(found.has('BENCH_LISTINGS') && found.has('CHROMIUM_PATH')).toBe(true);
    expect(DEV_SETTINGS.length + BENCH_SETTINGS.length).toBeGreaterThan(20);
  });

  it('in the release’s .env.example: each is a server setting', () => {
    const names = [...read('scripts/release/env.example').matchAll(/^#?([A-Z][A-Z0-9_]*)=/gm)];
    expect(names.length).toBeGreaterThan(10);
    expect(names.map((m) => m[1]).filter((name) => !serverNames.has(name as string))).toEqual([]);
  });
});
