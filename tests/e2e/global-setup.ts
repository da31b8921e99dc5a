import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, expect } from '@playwright/test';
import { ROOT } from '../../scripts/pocketbase.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import {
  paymentsEnv,
  registerWebhook,
  startTestLocalstripe,
  TEST_WEBHOOK_SECRET,
} from '../support/localstripe';
import { startIpLocationStandIn } from '../support/ip-location-stand-in';
import { startTestPocketBase } from '../support/pocketbase';
import { startTranslateStandIn } from '../support/translate-stand-in';
import { readSetting } from './settings';
import { CLIENT_ADDRESS_HEADER, IP_LOCATION_PORT, VISITOR_STATE_FILE } from './visitor-state';

/**
 * The Stripe emulator's fixed address in e2e: `npm run test:e2e` builds the app with
 * VITE_STRIPE_JS_URL pointing at its Stripe.js stand-in here, before this setup runs.
 * `E2E_STRIPE_PORT` moves it, so two e2e runs can share a machine (build with the same port).
 */
const E2E_STRIPE_PORT = Number(process.env.E2E_STRIPE_PORT || 8111);

/**
 * Serves dist/ (built by `npm run test:e2e`) with a real PocketBase on a free port and a
 * temporary data dir, a local stand-in translation provider and the Stripe emulator on
 * 127.0.0.1:8111 (the server takes payments through it; its URL is E2E_STRIPE_URL) and the
 * IP-location stand-in on 127.0.0.1:8112 (the build's VITE_IP_LOCATION_URL); the returned
 * teardown stops them. Then, as a visitor from the US
 * would, opens the app once and answers the cookie banner ("Got It"), and saves that
 * browser state (IndexedDB included) as the default state of every test: tests of the
 * banner itself start from an empty state instead.
 */
export default async function globalSetup() {
  const dist = join(ROOT, 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error('dist/ is missing: run `npm run test:e2e`, which builds the app first.');
  }
  // The translation provider's local stand-in ("[<lang>] <text>"; "[500]" in the text fails).
  const translator = await startTranslateStandIn('e2e-translate-key');
  // Not a Playwright route in every test: a route makes Chromium pass every request of the
  // context through the test runner, with the HTTP cache off (a fifth of the e2e run's CPU).
  const ipLocation = await startIpLocationStandIn(IP_LOCATION_PORT).catch(
    async (error: unknown) => {
      await translator.stop();
      throw new Error(
        `The IP-location stand-in could not start on 127.0.0.1:${IP_LOCATION_PORT} (another e2e run?): ${String(error)}`,
      );
    },
  );
  const stripe = await startTestLocalstripe(E2E_STRIPE_PORT).catch(async (error: unknown) => {
    await translator.stop();
    await ipLocation.stop();
    throw new Error(
      `The Stripe emulator could not start on 127.0.0.1:${E2E_STRIPE_PORT} (another e2e run or npm run dev:payments?): ${String(error)}`,
    );
  });
  const server = await startTestPocketBase({
    publicDir: dist,
    relaxRouteLimits: true,
    // A test sends the contact forms as an address of its own (tests/e2e/fixtures.ts).
    trustedProxyHeader: CLIENT_ADDRESS_HEADER,
    env: {
      TRANSLATE_API_URL: translator.url,
      TRANSLATE_API_KEY: 'e2e-translate-key',
      ...paymentsEnv(stripe.url),
    },
  });
  await registerWebhook(stripe.url, {
    id: 'e2e',
    url: `${server.url}/api/payments/webhook`,
    secret: TEST_WEBHOOK_SECRET,
  });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_STRIPE_URL = stripe.url;

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(server.url);
    await page.getByRole('button', { name: 'Got It' }).click();
    await page.getByTestId('consent-banner').waitFor({ state: 'detached' });
    // The choice is written to IndexedDB soon after the click (the app loads Dexie for it).
    await expect
      .poll(() => readSetting(page, 'cookie_consent'), {
        message: 'The cookie choice never reached IndexedDB.',
        timeout: 15_000,
      })
      .not.toBeUndefined();
    mkdirSync(join(ROOT, 'test-results'), { recursive: true });
    await context.storageState({ path: VISITOR_STATE_FILE, indexedDB: true });
  } finally {
    await browser.close();
  }
  return async () => {
    await server.stop();
    await translator.stop();
    await ipLocation.stop();
    await stripe.stop();
  };
}
