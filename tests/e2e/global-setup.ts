import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { ROOT } from '../../scripts/pocketbase.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { startTestPocketBase } from '../support/pocketbase';
import { startTranslateStandIn } from '../support/translate-stand-in';
import { IP_LOCATION_PATTERN, VISITOR_STATE_FILE } from './visitor-state';

/**
 * Serves dist/ (built by `npm run test:e2e`) with a real PocketBase on a free port and a
 * temporary data dir and a local stand-in translation provider; the returned teardown stops
 * both. Then, as a visitor from the US
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
  const server = await startTestPocketBase({
    publicDir: dist,
    relaxRouteLimits: true,
    env: { TRANSLATE_API_URL: translator.url, TRANSLATE_API_KEY: 'e2e-translate-key' },
  });
  process.env.E2E_BASE_URL = server.url;

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    await context.route(IP_LOCATION_PATTERN, (route) =>
      route.fulfill({ json: { country_code: 'US', region: 'California' } }),
    );
    const page = await context.newPage();
    await page.goto(server.url);
    await page.getByRole('button', { name: 'Got It' }).click();
    await page.getByTestId('consent-banner').waitFor({ state: 'detached' });
    // The choice is written to IndexedDB right after the click.
    await page.waitForFunction(
      () =>
        new Promise<boolean>((resolve) => {
          const open = indexedDB.open('tradesmarket');
          open.onsuccess = () => {
            const read = open.result.transaction('settings').objectStore('settings');
            const get = read.get('cookie_consent');
            get.onsuccess = () => resolve(get.result !== undefined);
            get.onerror = () => resolve(false);
          };
          open.onerror = () => resolve(false);
        }),
    );
    mkdirSync(join(ROOT, 'test-results'), { recursive: true });
    await context.storageState({ path: VISITOR_STATE_FILE, indexedDB: true });
  } finally {
    await browser.close();
  }
  return async () => {
    await server.stop();
    await translator.stop();
  };
}
