import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findPocketBase, freePort, ROOT } from '../../scripts/pocketbase.mjs';

// SELF-HOSTING: a release is started as `./pocketbase serve` (by hand or by the
// systemd unit), not by the launcher of `npm start`, so nothing but the operator's .env sets
// its environment. Such a server prints at start which services are off (as `npm start` does)
// and lets only itself frame the app.

interface Started {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

const dirs: string[] = [];
const children: ChildProcess[] = [];

/**
 * Starts `pocketbase serve` on our hooks and migrations with exactly `env` (plus PATH, HOME),
 * in `dir` (default a new one; its data in dir/pb_data).
 */
async function serveBare(env: Record<string, string>, dir = newDir()): Promise<Started> {
  const bin = await findPocketBase();
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Home</title>');
  const port = await freePort();
  let output = '';
  const child = spawn(
    bin,
    [
      'serve',
      `--http=127.0.0.1:${port}`,
      `--dir=${join(dir, 'pb_data')}`,
      `--migrationsDir=${join(ROOT, 'pb_migrations')}`,
      `--hooksDir=${join(ROOT, 'pb_hooks')}`,
      `--publicDir=${dir}`,
      '--automigrate=false',
      '--hooksWatch=false',
    ],
    { env: { PATH: process.env.PATH ?? '', HOME: dir, ...env } },
  );
  children.push(child);
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const status = (await fetch(`${url}/api/health`).catch(() => null))?.status;
    if (status === 200) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`pocketbase did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const exited = new Promise((r) => child.once('exit', r));
  return {
    url,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

function newDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pb-release-start-'));
  dirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('a release started as ./pocketbase serve', () => {
  it('warns in its output, at start, that email and payments are off', async () => {
    const server = await serveBare({});
    await server.stop();
    const output = server.output();
    expect(output).toContain('WARNING: email is not set up (no SMTP settings, no sendmail)');
    expect(output).toContain('WARNING: payments are off (no STRIPE_SECRET_KEY)');
  });

  it('says neither once SMTP (set in the dashboard) and Stripe are set', async () => {
    const dir = newDir();
    const first = await serveBare({}, dir);
    const bin = await findPocketBase();
    const up = spawnSync(
      bin,
      [
        'superuser',
        'upsert',
        'ops@example.com',
        'ops-password-123',
        `--dir=${join(dir, 'pb_data')}`,
      ],
      { encoding: 'utf8' },
    );
    expect(up.status, up.stderr).toBe(0);
    const auth = (await (
      await fetch(`${first.url}/api/collections/_superusers/auth-with-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identity: 'ops@example.com', password: 'ops-password-123' }),
      })
    ).json()) as { token: string };
    const saved = await fetch(`${first.url}/api/settings`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: auth.token },
      body: JSON.stringify({ smtp: { enabled: true, host: '127.0.0.1', port: 2525 } }),
    });
    expect(saved.status).toBe(200);
    await first.stop();
    const server = await serveBare({ STRIPE_SECRET_KEY: 'sk_test_release' }, dir);
    await server.stop();
    expect(server.output()).not.toContain('WARNING');
  });

  it("counts the local mail catcher's port as mail set up", async () => {
    const server = await serveBare({ MAIL_CATCHER_SMTP_PORT: '2525' });
    await server.stop();
    expect(server.output()).not.toContain('email is not set up');
    expect(server.output()).toContain('WARNING: payments are off');
  });

  it('lets only the app itself frame its pages (no localhost) unless FRAME_ANCESTORS says so', async () => {
    const bare = await serveBare({});
    const framed = await serveBare({ FRAME_ANCESTORS: 'https://preview.example' });
    const policy = async (server: Started) =>
      (await fetch(`${server.url}/`)).headers.get('content-security-policy') ?? '';
    expect((await policy(bare)).split('; ')).toContain("frame-ancestors 'self'");
    expect(await policy(bare)).not.toContain('localhost');
    expect(await policy(bare)).not.toContain('127.0.0.1');
    expect((await policy(framed)).split('; ')).toContain(
      "frame-ancestors 'self' https://preview.example",
    );
    await Promise.all([bare.stop(), framed.stop()]);
  });
});
