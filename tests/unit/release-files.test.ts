import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { relativeLinks, shippedDocs } from '../../scripts/package.mjs';
import { HOOKS_POOL } from '../../scripts/pocketbase.mjs';

// SELF-HOSTING: what a stranger who unpacks the release reads and runs: the example
// .env (read by systemd's EnvironmentFile and by `set -a; . ./.env`), the systemd unit with the
// documented install steps, and the documents shipped in docs/ with their links.

const ROOT = resolve(import.meta.dirname, '../..');
const RELEASE = join(ROOT, 'scripts', 'release');
const ENV_EXAMPLE = readFileSync(join(RELEASE, 'env.example'), 'utf8');
const UNIT = readFileSync(join(RELEASE, 'tradesmarket.service'), 'utf8');
const README = readFileSync(join(RELEASE, 'README.txt'), 'utf8');
const SELF_HOSTING = readFileSync(join(ROOT, 'docs', 'self-hosting.md'), 'utf8');

/** A value both systemd (EnvironmentFile) and the shell read alike: bare or in double quotes. */
const PORTABLE_VALUE = /^([^\s"'$`\\#;&|<>()]*|"[^"$`\\]*")$/;

/** `NAME=value` lines of the file; with `examples`, also the commented `#NAME=value` ones. */
function assignments(text: string, examples: boolean): { name: string; value: string }[] {
  return text
    .split('\n')
    .map((line) => (examples ? line.replace(/^#(?=[A-Z][A-Z0-9_]*=)/, '') : line))
    .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
    .map((line) => {
      const at = line.indexOf('=');
      return { name: line.slice(0, at), value: line.slice(at + 1) };
    });
}

/** The value systemd's EnvironmentFile gives a `NAME=value` line (enclosing quotes removed). */
function systemdValue(raw: string): string {
  return /^".*"$/.test(raw) ? raw.slice(1, -1) : raw;
}

/** The fenced sh block after a heading of docs/self-hosting.md, one command a line. */
function shBlockAfter(heading: string): string[] {
  const from = SELF_HOSTING.indexOf(heading);
  expect(from, heading).toBeGreaterThanOrEqual(0);
  const start = SELF_HOSTING.indexOf('```sh\n', from) + '```sh\n'.length;
  const end = SELF_HOSTING.indexOf('```', start);
  return SELF_HOSTING.slice(start, end).split('\n').filter(Boolean);
}

/** GitHub's anchor of a Markdown heading. */
function slug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

describe('the release .env.example', () => {
  it('ships PUBLIC_URL commented out, so APP_URL alone makes the canonical links', () => {
    expect(assignments(ENV_EXAMPLE, false).map((a) => a.name)).not.toContain('PUBLIC_URL');
    expect(assignments(ENV_EXAMPLE, true).map((a) => a.name)).toContain('PUBLIC_URL');
    expect(assignments(ENV_EXAMPLE, false).map((a) => a.name)).toContain('APP_URL');
  });

  it('writes every value, examples included, so systemd and the shell read it alike', () => {
    for (const { name, value } of assignments(ENV_EXAMPLE, true)) {
      expect(value, name).toMatch(PORTABLE_VALUE);
    }
    expect(ENV_EXAMPLE).toMatch(/^#LEGAL_ENTITY="[^"]* [^"]*"$/m);
  });

  it('loads by `set -a; . ./.env` with its examples filled in, each value as systemd reads it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'release-env-'));
    try {
      // An operator's .env: each commented example taken instead of its empty line.
      const examples = new Set(
        assignments(ENV_EXAMPLE, true)
          .filter((a) => ENV_EXAMPLE.includes(`\n#${a.name}=`))
          .map((a) => a.name),
      );
      const filled = ENV_EXAMPLE.split('\n')
        .filter((line) => !/^[A-Z][A-Z0-9_]*=$/.test(line) || !examples.has(line.slice(0, -1)))
        .map((line) => line.replace(/^#(?=[A-Z][A-Z0-9_]*=)/, ''))
        .join('\n');
      writeFileSync(join(dir, '.env'), filled);
      const names = [...new Set(assignments(filled, false).map((a) => a.name))];
      const shell = spawnSync(
        'bash',
        [
          '-c',
          `set -a; . ./.env; set +a; for n in ${names.join(' ')}; do printf '%s\\0' "\${!n}"; done`,
        ],
        {
          cwd: dir,
          encoding: 'utf8',
          env: { PATH: process.env.PATH ?? '' },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      expect(shell.stderr).toBe('');
      expect(shell.status).toBe(0);
      const fromShell = shell.stdout.split('\0').slice(0, -1);
      const last = new Map(assignments(filled, false).map((a) => [a.name, a.value]));
      expect(fromShell).toEqual(names.map((n) => systemdValue(last.get(n) ?? '')));
      expect(fromShell[names.indexOf('LEGAL_ENTITY')]).toBe(
        'Acme Trades Ltd, 1 High Street, Leeds',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is named in the README of the tarball: copied to .env, quoted, and loaded', () => {
    expect(README).toContain('cp .env.example .env');
    expect(README).toContain('set -a; . ./.env; set +a; ./pocketbase serve');
    expect(README).toMatch(/double quotes/);
    expect(UNIT).toMatch(/^EnvironmentFile=-\/opt\/tradesmarket\/\.env$/m);
  });
});

describe('the systemd unit and the documented install', () => {
  const directive = (name: string) =>
    [...UNIT.matchAll(new RegExp(`^${name}=(.*)$`, 'gm'))].map((m) => m[1] ?? '');

  it('has every writable path made before the first start, by the unit or the install', () => {
    const install = shBlockAfter('## Install');
    const start = install.findIndex((line) => line.includes('systemctl enable --now'));
    expect(start).toBeGreaterThan(0);
    const madeByInstall = (path: string) =>
      install
        .slice(0, start)
        .some((line) => line.includes('install -d') && line.trim().endsWith(path));
    const madeByUnit = (path: string) =>
      directive('ExecStartPre').some((cmd) => cmd.startsWith('+') && cmd.endsWith(` ${path}`));
    const paths = directive('ReadWritePaths').flatMap((value) => value.split(/\s+/));
    expect(paths).toEqual(['-/opt/tradesmarket/pb_data']);
    for (const path of paths.map((p) => p.replace(/^-/, ''))) {
      expect(madeByInstall(path), `install makes ${path}`).toBe(true);
      expect(madeByUnit(path), `unit makes ${path}`).toBe(true);
    }
  });

  it('orders the install: .env, pb_data owned by the service, the superuser, then the start', () => {
    const install = shBlockAfter('## Install');
    const at = (part: string) => install.findIndex((line) => line.includes(part));
    expect(at('tar -xzf')).toBeLessThan(at('useradd'));
    expect(at('useradd')).toBeLessThan(at('install -d'));
    expect(at('cp .env.example .env')).toBeLessThan(at('systemctl enable --now'));
    expect(at('install -d')).toBeLessThan(at('superuser upsert'));
    expect(install[at('superuser upsert')]).toContain('sudo -u tradesmarket');
    expect(at('superuser upsert')).toBeLessThan(at('systemctl enable --now'));
    expect(at('chown -R tradesmarket')).toBeLessThan(at('systemctl enable --now'));
    expect(install[at('install -d')]).toContain('-o tradesmarket -g tradesmarket');
  });

  it('serves with the JS VM pool the local launcher and the benches use', () => {
    const [start = ''] = directive('ExecStart');
    expect(start.split(/\s+/)).toContain(`--hooksPool=${String(HOOKS_POOL)}`);
  });
});

describe('the documents a release ships', () => {
  const docs = shippedDocs();

  it('are self-hosting.md and what it links to, transitively (scaling.md among them)', () => {
    expect(docs).toContain('self-hosting.md');
    expect(docs).toContain('scaling.md');
  });

  it('link only to one another, at headings that exist', () => {
    for (const doc of docs) {
      const text = readFileSync(join(ROOT, 'docs', doc), 'utf8');
      for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = match[1] ?? '';
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
        const [file = '', fragment] = target.split('#');
        const into = file === '' ? doc : file;
        expect(docs, `${doc} → ${target}`).toContain(into);
        if (fragment) {
          const headings = readFileSync(join(ROOT, 'docs', into), 'utf8')
            .split('\n')
            .filter((line) => /^#{1,6} /.test(line))
            .map((line) => slug(line.replace(/^#+ /, '')));
          expect(headings, `${doc} → ${target}`).toContain(fragment);
        }
      }
    }
  });

  it('relativeLinks finds relative targets only', () => {
    expect(
      relativeLinks('[a](scaling.md#x) [b](https://x.test/y.md) [c](#top) [d](mailto:a@b.c)'),
    ).toEqual(['scaling.md']);
  });

  it('refuses a link to a file a release cannot hold', () => {
    const dir = mkdtempSync(join(tmpdir(), 'release-docs-'));
    try {
      writeFileSync(join(dir, 'self-hosting.md'), 'See [the code](../src/main.tsx).\n');
      expect(() => shippedDocs(dir)).toThrow(/links to \.\.\/src\/main\.tsx/);
      writeFileSync(join(dir, 'self-hosting.md'), 'See [gone](missing.md).\n');
      expect(() => shippedDocs(dir)).toThrow(/missing\.md/);
      expect(existsSync(join(dir, 'missing.md'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
