import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../scripts/pocketbase.mjs';
import { startTestPocketBase, type RunningPocketBase } from '../support/pocketbase';
import { expect, test } from './fixtures';

// Works offline through the service worker (blocked by default, see playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// This spec publishes a new release mid-test, so it gets its own server and its own copy of
// dist/ rather than the shared one, and so its own service worker installs (the first one and
// the update): withServiceWorker's (fixtures.ts) serves the shared server's origin, and the
// test's clock (page.clock) could not be taken out of a profile that later tests share.
let server: RunningPocketBase;
let publicDir: string;

test.beforeAll(async () => {
  publicDir = mkdtempSync(join(tmpdir(), 'pwa-update-'));
  cpSync(join(ROOT, 'dist'), publicDir, { recursive: true });
  server = await startTestPocketBase({ publicDir });
});

test.afterAll(async () => {
  await server.stop();
  rmSync(publicDir, { recursive: true, force: true });
});

test('a waiting update shows "New version available" and Reload activates it', async ({ page }) => {
  test.slow(); // two service-worker installs, each precaching the app in 20 languages
  // Playwright's clock (time flows as usual): the test moves it past the toasts' lifetime.
  await page.clock.install();
  await page.goto(`${server.url}/`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  // Publish a new release: any byte change to sw.js makes it a new service worker.
  appendFileSync(join(publicDir, 'sw.js'), '\n// release 2\n');
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    await registration.update();
  });

  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'New version available' });
  await expect(toast).toBeVisible({ timeout: 15_000 });
  // It waits for the user: still there after the usual 5 s toast lifetime.
  await page.clock.runFor(6_000);
  await expect(toast).toBeVisible();
  expect(
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => !!r?.waiting)),
  ).toBe(true);

  await Promise.all([
    page.waitForEvent('load'),
    toast.getByRole('button', { name: 'Reload' }).click(),
  ]);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hire contractors for $1');
  expect(
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => !!r?.waiting)),
  ).toBe(false);
});
