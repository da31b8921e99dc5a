import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../scripts/pocketbase.mjs';
import { startMailCatcher, type MailCatcher } from '../../scripts/mail-catcher.mjs';
import { startTestPocketBase, type RunningPocketBase } from '../support/pocketbase';

// The development mail catcher (MailDev) of `npm start -- --mail-catcher` and `npm run dev`:
// a server started with MAIL_CATCHER_SMTP_PORT sends to it, and its page lists the emails.
let catcher: MailCatcher;
let server: RunningPocketBase;

beforeAll(async () => {
  catcher = await startMailCatcher({ smtpPort: await freePort(), webPort: await freePort() });
  server = await startTestPocketBase({
    env: { MAIL_CATCHER_SMTP_PORT: String(catcher.smtpPort) },
  });
});
afterAll(async () => {
  await server.stop();
  await catcher.stop();
});

describe('mail catcher', () => {
  it('shows its page to a browser at / and keeps its copies only while it runs', async () => {
    const page = await fetch(catcher.webUrl, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html');

    const other = await startMailCatcher({ smtpPort: await freePort(), webPort: await freePort() });
    expect(other.mailDirectory).not.toBe(catcher.mailDirectory);
    expect(existsSync(other.mailDirectory)).toBe(true);
    await other.stop();
    expect(existsSync(other.mailDirectory)).toBe(false);
  });

  it('makes mail ready, and a verification email shows up on its page', async () => {
    const caps = await fetch(`${server.url}/api/app/capabilities`);
    expect(await caps.json()).toMatchObject({
      mail: true,
      mailState: 'ready',
      services: { mail: '127.0.0.1' },
    });

    const email = `caught-${Date.now()}@example.com`;
    const password = 'caught-password-1';
    const created = await fetch(`${server.url}/api/collections/users/records`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, passwordConfirm: password, user_type: 'client' }),
    });
    expect(created.status).toBe(200);
    const asked = await fetch(`${server.url}/api/collections/users/request-verification`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(asked.status).toBe(204);

    await vi.waitFor(async () => {
      const list = (await (await fetch(`${catcher.webUrl}api/email`)).json()) as {
        subject: string;
        html: string;
        to: { address: string }[];
      }[];
      expect(list).toEqual([
        expect.objectContaining({
          // The product's name, not PocketBase's "Acme" (pb_hooks/bootstrap.pb.js).
          subject: 'Confirm your TradesMarket email address',
          to: [expect.objectContaining({ address: email })],
        }),
      ]);
      // The link goes to this server, not to PocketBase's default localhost:8090.
      expect(list[0]?.html).toContain(`${server.url}/auth/confirm-verification?token=`);
    });
    const page = await fetch(catcher.webUrl, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html');
  });

  it('leaves nothing behind: the same data directory without the catcher has no mail set up', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pb-catcher-'));
    try {
      // A fresh directory: the migrations (some save the settings) run at this first start.
      // (As `npm start` does: the test harness's own settings change would save them too.)
      const first = await startTestPocketBase({
        dataDir,
        productionRateLimits: true,
        env: { MAIL_CATCHER_SMTP_PORT: String(catcher.smtpPort), APP_URL: 'http://127.0.0.1:1' },
      });
      expect(await (await fetch(`${first.url}/api/app/capabilities`)).json()).toMatchObject({
        mailState: 'ready',
      });
      await first.stop();
      const again = await startTestPocketBase({ dataDir });
      try {
        expect(await (await fetch(`${again.url}/api/app/capabilities`)).json()).toMatchObject({
          mail: false,
          mailState: 'not_configured',
        });
      } finally {
        await again.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
