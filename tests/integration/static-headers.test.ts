import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPocketBase, type RunningPocketBase } from '../support/pocketbase';

// The security headers PocketBase (pb_hooks/static.pb.js) sends with the built app: a
// Content-Security-Policy from the build's csp.json, Referrer-Policy and Permissions-Policy.
let publicDir: string;
let server: RunningPocketBase;
const SCRIPT_HASH = "'sha256-ZJYypIWgv91Fdvhu7jtNj6N1YcV7T21PF94v6eHLTOg='";
const build = {
  inline: { scripts: [SCRIPT_HASH, "'unsafe-inline'", "'sha256-x' *"] },
  outside: {
    connect: ['https://geocode.test', 'https://ip-location.test', 'https://x.test; script-src *'],
    script: ['http://127.0.0.1:8123'],
    frame: ['http://127.0.0.1:8123'],
    img: [],
  },
};

beforeAll(async () => {
  publicDir = mkdtempSync(join(tmpdir(), 'pb-public-'));
  mkdirSync(join(publicDir, 'assets'));
  writeFileSync(join(publicDir, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(join(publicDir, 'shell.html'), '<!doctype html><title>Shell</title>');
  writeFileSync(join(publicDir, 'assets', 'index-abc123.js'), 'console.log(1);\n');
  writeFileSync(join(publicDir, 'csp.json'), JSON.stringify(build));
  server = await startTestPocketBase({
    publicDir,
    env: { FRAME_ANCESTORS: 'https://preview.example' },
  });
});
afterAll(async () => {
  await server.stop();
  rmSync(publicDir, { recursive: true, force: true });
});

function directives(header: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

describe('security headers of the app', () => {
  it.each(['/', '/dashboard', '/assets/index-abc123.js'])(
    '%s carries the CSP, Referrer-Policy and Permissions-Policy',
    async (path) => {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp.get('default-src')).toEqual(["'self'"]);
      // Only well-formed hashes: no 'unsafe-inline' or extra source smuggled in.
      expect(csp.get('script-src')).toEqual(["'self'", SCRIPT_HASH, 'http://127.0.0.1:8123']);
      expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      // Exactly the configured outside APIs; an entry that would add a directive is dropped.
      expect(csp.get('connect-src')).toEqual([
        "'self'",
        'https://geocode.test',
        'https://ip-location.test',
      ]);
      expect(csp.get('frame-src')).toEqual(["'self'", 'http://127.0.0.1:8123']);
      // FRAME_ANCESTORS replaces the launcher's local default; nothing else is allowed.
      expect(csp.get('frame-ancestors')).toEqual(["'self'", 'https://preview.example']);
      expect([...csp.keys()].filter((name) => name === 'script-src')).toHaveLength(1);
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toBe('geolocation=(self)');
    },
  );

  it('leaves the API alone', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.headers.get('content-security-policy')).toBeNull();
  });
});
