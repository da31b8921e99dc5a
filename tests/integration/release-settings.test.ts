import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPocketBase, type RunningPocketBase } from '../support/pocketbase';

// The settings a downloaded release takes at run time from the server's environment
// (a release is built once, without the operator's Stripe key or legal name): GET
// /api/app/capabilities gives the app STRIPE_PUBLISHABLE_KEY (only with payments on) and
// LEGAL_ENTITY, and the pages' Content-Security-Policy then allows Stripe.js (csp.json `stripe`).
let publicDir: string;
let configured: RunningPocketBase;
let bare: RunningPocketBase;
const build = {
  inline: { scripts: [] },
  outside: { connect: ['https://geocode.test'], script: [], frame: [], img: [] },
  stripe: {
    script: ['https://js.stripe.com'],
    connect: ['https://api.stripe.com'],
    frame: ['https://hooks.stripe.com', 'https://js.stripe.com'],
  },
};

beforeAll(async () => {
  publicDir = mkdtempSync(join(tmpdir(), 'pb-release-'));
  writeFileSync(join(publicDir, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(join(publicDir, 'shell.html'), '<!doctype html><title>Shell</title>');
  writeFileSync(join(publicDir, 'csp.json'), JSON.stringify(build));
  [configured, bare] = await Promise.all([
    startTestPocketBase({
      publicDir,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_release',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_release51',
        LEGAL_ENTITY: ' Smith & Sons <Trades> Ltd, Leeds ',
      },
    }),
    // A publishable key without payments on: the app must not open a card form.
    startTestPocketBase({ publicDir, env: { STRIPE_PUBLISHABLE_KEY: 'pk_test_release51' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([configured.stop(), bare.stop()]);
  rmSync(publicDir, { recursive: true, force: true });
});

const capabilities = async (server: RunningPocketBase) =>
  (await (await fetch(`${server.url}/api/app/capabilities`)).json()) as Record<string, unknown>;

describe('run-time settings of a release', () => {
  it('gives a guest the publishable key and the legal name, never the secret key', async () => {
    const answer = await capabilities(configured);
    expect(answer).toMatchObject({
      payments: true,
      stripePublishableKey: 'pk_test_release51',
      legalEntity: 'Smith & Sons <Trades> Ltd, Leeds',
    });
    expect(JSON.stringify(answer)).not.toContain('sk_test_release');
  });

  it('gives no key while payments are off, and no name when none is set', async () => {
    expect(await capabilities(bare)).toMatchObject({
      payments: false,
      stripePublishableKey: null,
      legalEntity: null,
    });
  });

  it("allows Stripe.js in the pages' CSP only on the server with a key and payments", async () => {
    const policy = async (server: RunningPocketBase, path: string) =>
      (await fetch(`${server.url}${path}`)).headers.get('content-security-policy') ?? '';
    for (const path of ['/', '/terms']) {
      const on = (await policy(configured, path)).split('; ');
      expect(on).toContain("script-src 'self' https://js.stripe.com");
      expect(on).toContain("connect-src 'self' https://geocode.test https://api.stripe.com");
      expect(on).toContain("frame-src 'self' https://hooks.stripe.com https://js.stripe.com");
    }
    expect(await policy(bare, '/')).not.toContain('stripe.com');
  });
});
