import type { Page } from '@playwright/test';
import { createServer } from 'node:net';
import { startTestPocketBase, TEST_SUPERUSER, type RunningPocketBase } from '../support/pocketbase';
import { expect, test } from './fixtures';
import { FIRST_VISIT, IP_LOCATION_PATTERN, IP_LOCATION_URL } from './visitor-state';

// A first visit whose IP-location provider cannot
// be reached logs no console error when the app asks its own server (GET /api/ip-location).
// The e2e build names its own IP-location URL (VITE_IP_LOCATION_URL), so the page's request
// for it is passed through to the route of a real PocketBase whose provider (IP_LOCATION_URL)
// is a closed port, as a visitor at a public address behind the trusted proxy (X-Real-IP);
// the browser sees exactly what that server answers. The second test shows the console check
// would catch the failure a direct call to an unreachable provider gives.
test.use({ storageState: FIRST_VISIT });

let side: RunningPocketBase;

/** A port nothing listens on: opened, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

test.beforeAll(async () => {
  side = await startTestPocketBase({
    env: { IP_LOCATION_URL: `http://127.0.0.1:${await closedPort()}/{ip}/json/` },
  });
  const auth = await fetch(`${side.url}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: TEST_SUPERUSER.email, password: TEST_SUPERUSER.password }),
  });
  const { token } = (await auth.json()) as { token: string };
  const saved = await fetch(`${side.url}/api/settings`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ trustedProxy: { headers: ['X-Real-IP'], useLeftmostIP: false } }),
  });
  expect(saved.ok).toBe(true);
});
test.afterAll(async () => {
  await side.stop();
});

/** Every console error and uncaught exception of the page, from its first request on. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

test('home logs no console error when the server cannot reach the IP-location provider', async ({
  page,
}) => {
  await page.route(IP_LOCATION_PATTERN, async (route) => {
    const response = await route.fetch({
      url: `${side.url}/api/ip-location`,
      headers: { 'X-Real-IP': '81.2.69.142' },
    });
    await route.fulfill({ response });
  });
  const errors = consoleErrors(page);
  const answered = page.waitForResponse((r) => r.url().startsWith(IP_LOCATION_URL));
  await page.goto('/');
  const answer = await answered;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({});
  // Unknown place: the strict cookie banner (the visitor must choose).
  await expect(page.getByTestId('consent-banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('a direct call to an unreachable provider is a console error (what the route avoids)', async ({
  page,
}) => {
  await page.route(IP_LOCATION_PATTERN, (route) => route.abort('connectionrefused'));
  const errors = consoleErrors(page);
  await page.goto('/');
  await expect(page.getByTestId('consent-banner')).toBeVisible();
  await expect.poll(() => errors.join('\n')).toMatch(/Failed to load resource/);
});
