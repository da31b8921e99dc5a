import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium';
import { VISITOR_STATE_FILE } from './tests/e2e/visitor-state';

// E2e tests run in Debian's Chromium against the built app served by a real PocketBase,
// which tests/e2e/global-setup.ts starts on a free port (its URL reaches the tests through
// the E2E_BASE_URL env var, see tests/e2e/fixtures.ts).
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // One retry on CI only: a test that fails and then passes is listed as "flaky" in the output
  // (read it, and fix the cause); a real failure fails twice and fails the run.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // A returning visitor who has answered the cookie banner (see global-setup).
    storageState: VISITOR_STATE_FILE,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
