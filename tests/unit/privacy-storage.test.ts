import 'fake-indexeddb/auto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalDb } from '@/data/local-db';
import { PLACE_CACHE_KEY } from '@/data/place-cache';
import { SHOWN_KEY } from '@/features/exit-intent/model';
import { SENT_KINDS_KEY } from '@/features/security/api';
import { IDENTIFIER_KEYS } from '@/features/consent/model';
import { DRAFT_KEY_NAME } from '@/features/estimator/estimate/draft';
import { BOOT_LANGUAGE_KEY } from '@/i18n';
import { AUTH_STORAGE_KEY } from '@/lib/stored-session';
import { OAUTH_PENDING_KEY } from '@/features/auth/oauth-model';

// The privacy notice's storage table (content/privacy/en.md, "#storage") must list every
// IndexedDB table, every IndexedDB setting and every local/session storage key the code uses,
// and nothing that does not exist, so the notice stays true when the code changes.

const ROOT = join(__dirname, '../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

interface Row {
  readonly name: string;
  readonly kind: string;
  readonly consent: string;
}

/** The rows of the first table after the `{#storage}` heading: name (unquoted), kind, consent. */
function storageTable(markdown: string): Row[] {
  const section = markdown.split(/^##[^\n]*\{#storage\}\s*$/m)[1];
  if (section === undefined) throw new Error('no {#storage} heading in the privacy notice');
  const lines = section.split('\n');
  const start = lines.findIndex((l) => l.startsWith('|'));
  const rows: Row[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    rows.push({
      name: (cells[0] ?? '').replace(/`/g, ''),
      kind: cells[1] ?? '',
      consent: cells.at(-1) ?? '',
    });
  }
  return rows;
}

/** The keys of the `Settings` interface in src/data/local-db.ts. */
function settingsKeys(): string[] {
  const source = read('src/data/local-db.ts');
  const body = /export interface Settings \{([\s\S]*?)\n\}/.exec(source)?.[1] ?? '';
  const withoutComments = body.replace(/\/\*\*[\s\S]*?\*\//g, '');
  return [...withoutComments.matchAll(/^\s+(\w+)\??:/gm)].map((m) => m[1] ?? '');
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [relative(ROOT, path)] : [];
  });
}

/**
 * Where the code reads or writes Web Storage, with the keys each place uses. A file that
 * starts using localStorage or sessionStorage fails the test below until it is added here and
 * its key to the privacy notice.
 */
const STORAGE_USERS: Record<string, { kind: 'local storage' | 'session storage'; keys: string[] }> =
  {
    'src/lib/stored-session.ts': { kind: 'local storage', keys: [AUTH_STORAGE_KEY] },
    'src/data/place-cache.ts': { kind: 'local storage', keys: [PLACE_CACHE_KEY] },
    'src/i18n/index.ts': { kind: 'local storage', keys: [BOOT_LANGUAGE_KEY] },
    'src/features/language/api.ts': { kind: 'local storage', keys: [BOOT_LANGUAGE_KEY] },
    'src/features/exit-intent/components/exit-intent.tsx': {
      kind: 'session storage',
      keys: [SHOWN_KEY],
    },
    'src/features/security/api.ts': { kind: 'session storage', keys: [SENT_KINDS_KEY] },
    'src/features/estimator/estimate/draft.ts': { kind: 'local storage', keys: [DRAFT_KEY_NAME] },
    'src/features/auth/oauth-api.ts': { kind: 'local storage', keys: [OAUTH_PENDING_KEY] },
  };
/** Files that only test whether storage exists (security monitor), keeping nothing. */
const STORAGE_PROBES = new Set(['src/features/security/components/security-monitor.tsx']);

const rows = storageTable(read('content/privacy/en.md'));
const db = new LocalDb('privacy-storage-test');
afterAll(async () => {
  db.close();
  await db.delete();
});

describe('privacy notice: the browser storage table', () => {
  it('lists every IndexedDB table as an IndexedDB table', () => {
    const tables = db.tables.map((t) => t.name).sort();
    expect(tables.length).toBeGreaterThan(5);
    const listed = rows
      .filter((r) => r.kind === 'IndexedDB table')
      .map((r) => r.name)
      .sort();
    expect(listed).toEqual(tables);
  });

  it('lists every IndexedDB setting, and the identifiers as needing consent', () => {
    const keys = settingsKeys().sort();
    expect(keys).toContain('cookie_consent');
    const listed = rows.filter((r) => r.kind === 'IndexedDB setting');
    expect(listed.map((r) => r.name).sort()).toEqual(keys);
    for (const row of listed) {
      const identifier = (IDENTIFIER_KEYS as readonly string[]).includes(row.name);
      expect(row.consent, row.name).toBe(identifier ? 'consent' : 'necessary');
    }
  });

  it('knows every file that uses localStorage or sessionStorage', () => {
    const users = sourceFiles(join(ROOT, 'src')).filter((file) =>
      /\b(localStorage|sessionStorage)\b/.test(read(file).replace(/\/\*\*[\s\S]*?\*\//g, '')),
    );
    const unknown = users.filter((f) => !(f in STORAGE_USERS) && !STORAGE_PROBES.has(f));
    expect(unknown, 'files using Web Storage that this test does not know').toEqual([]);
    for (const file of Object.keys(STORAGE_USERS)) expect(users).toContain(file);
  });

  it('lists every local and session storage key (also the ones index.html reads)', () => {
    const html = read('index.html');
    const fromHtml = [...html.matchAll(/localStorage\.getItem\('([^']+)'\)/g)].map((m) => m[1]);
    expect(fromHtml.length).toBeGreaterThan(0);
    const expected = new Set<string>();
    for (const { kind, keys } of Object.values(STORAGE_USERS)) {
      for (const key of keys) expected.add(`${kind}:${key}`);
    }
    for (const key of fromHtml) expected.add(`local storage:${key}`);
    const listed = rows
      .filter((r) => r.kind === 'local storage' || r.kind === 'session storage')
      .map((r) => `${r.kind}:${r.name}`);
    expect(listed.sort()).toEqual([...expected].sort());
  });

  it('lists nothing else but the service worker cache', () => {
    const kinds = new Set(rows.map((r) => r.kind));
    expect([...kinds].sort()).toEqual([
      'IndexedDB setting',
      'IndexedDB table',
      'local storage',
      'service worker cache',
      'session storage',
    ]);
    for (const row of rows)
      expect(['necessary', 'consent', 'see each value']).toContain(row.consent);
  });
});
