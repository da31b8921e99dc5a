import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPocketBase, type RunningPocketBase } from '../support/pocketbase';

// The built app's files as PocketBase's own static serving (pb_hooks/static.pb.js) answers
// them, from a public dir of its own.
let publicDir: string;
let server: RunningPocketBase;
const manifest = { name: 'TradesMarket', start_url: '/' };

beforeAll(async () => {
  publicDir = mkdtempSync(join(tmpdir(), 'pb-public-'));
  writeFileSync(join(publicDir, 'manifest.webmanifest'), JSON.stringify(manifest));
  writeFileSync(join(publicDir, 'robots.txt'), 'User-agent: *\n');
  server = await startTestPocketBase({ publicDir });
});
afterAll(async () => {
  await server.stop();
  rmSync(publicDir, { recursive: true, force: true });
});

describe('static files', () => {
  it('serves the web manifest as application/manifest+json, plain or gzip-compressed', async () => {
    for (const encoding of ['identity', 'gzip']) {
      const response = await fetch(`${server.url}/manifest.webmanifest`, {
        headers: { 'Accept-Encoding': encoding },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/manifest+json');
      expect(await response.json()).toEqual(manifest);
    }
  });

  it('leaves the types PocketBase knows alone', async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  });
});
