import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { loadHooksLib } from '../support/hooks-lib';

// How pb_hooks/*.pb.js are laid out (docs/architecture.md "Server side"). PocketBase loads
// those files in no fixed order and runs one hook's handlers in the order they were
// registered, so the order of a collection's handlers is fixed only while they all sit in one
// file. Each file runs here with recording stand-ins for PocketBase's registering functions.

const HOOKS_DIR = join(import.meta.dirname, '..', '..', 'pb_hooks');

interface Registration {
  file: string;
  kind: string;
  tags: string[];
  source: string;
}

/** Runs every hook file with stand-ins and returns what each registered, in order. */
function registrations(): Registration[] {
  const found: Registration[] = [];
  const files = readdirSync(HOOKS_DIR).filter((name) => name.endsWith('.pb.js'));
  for (const file of files) {
    // Any library a file requires while loading (env.js for the geocoding job) answers ''.
    const stub: unknown = new Proxy({}, { get: () => () => '' });
    const record =
      (kind: string) =>
      (handler: unknown, ...tags: unknown[]) => {
        found.push({ file, kind, tags: tags.map(String), source: String(handler) });
      };
    const own: Record<string, unknown> = {
      require: () => stub,
      __hooks: HOOKS_DIR,
      $apis: { requireAuth: () => 'auth', requireSuperuserAuth: () => 'superuser' },
      routerAdd: (method: string, path: string) => {
        found.push({ file, kind: 'routerAdd', tags: [`${method} ${path}`], source: '' });
      },
      cronAdd: (id: string) => {
        found.push({ file, kind: 'cronAdd', tags: [id], source: '' });
      },
    };
    const context = new Proxy(own, {
      has: () => true,
      get: (target, name) => {
        if (typeof name !== 'string') return undefined;
        if (name in target) return target[name];
        if (/^on[A-Z]|^routerUse$/.test(name)) return record(name);
        return (globalThis as Record<string, unknown>)[name];
      },
    });
    runInNewContext(`with (ctx) {\n${readFileSync(join(HOOKS_DIR, file), 'utf8')}\n}`, {
      ctx: context,
    });
  }
  return found;
}

const all = registrations();
const recordHooks = all.filter(
  (r) => /^onRecord/.test(r.kind) && r.tags.length > 0 && !/^onMailer/.test(r.kind),
);

describe('pb_hooks/*.pb.js', () => {
  it('registers each record hook for one collection at a time', () => {
    expect(recordHooks.filter((r) => r.tags.length !== 1)).toEqual([]);
  });

  it("keeps every collection's record hooks in one file named for it", () => {
    const misplaced = recordHooks
      .filter((r) => r.file !== `${(r.tags[0] ?? '').replace(/_/g, '-')}.pb.js`)
      .map((r) => `${r.kind} ${r.tags.join(',')} in ${r.file}`);
    expect(misplaced).toEqual([]);
  });

  it('has one file of router middleware, static.pb.js, with its two middlewares', () => {
    expect(all.filter((r) => r.kind === 'routerUse').map((r) => r.file)).toEqual([
      'static.pb.js',
      'static.pb.js',
    ]);
  });

  it('checks the uploads of every collection with a file field, on create and update', () => {
    const { UPLOAD_COLLECTIONS } = loadHooksLib('upload-types.js') as {
      UPLOAD_COLLECTIONS: string[];
    };
    for (const kind of ['onRecordCreateRequest', 'onRecordUpdateRequest']) {
      const checked = recordHooks
        .filter((r) => r.kind === kind && r.source.includes('.checkUploads(e)'))
        .map((r) => r.tags[0]);
      expect(checked.sort()).toEqual([...UPLOAD_COLLECTIONS].sort());
    }
  });

  it('registers no route twice', () => {
    const routes = all.filter((r) => r.kind === 'routerAdd').map((r) => r.tags[0]);
    expect(routes.length).toBeGreaterThan(40);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
