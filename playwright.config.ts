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
  // Two, one per core of CI. E2E_WORKERS overrides it (e.g. `E2E_WORKERS=3 CI=true bash
  // .ci/run`), to measure whether a third worker fills the time the two spend waiting.
  workers: Number(process.env.E2E_WORKERS) || 2,
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
    // No service worker unless a test asks for one (`test.use({ serviceWorkers: 'allow' })`
    // in the describe of the tests of offline use, PWA install and update, not for a whole
    // spec). Its install precaches the whole app in every new browser context, seconds of CPU
    // spent while the test was about something else; pages the service worker serves are
    // covered by those tests.
    serviceWorkers: 'block',
    // A trace records every action's DOM and screencast frames: on every test it cost a
    // large share of the test runner's and the browser's CPU. Recorded on the retry of a
    // failed test (CI retries once), so a failure on CI still leaves one; locally, run a
    // failing test again with `--trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // An action (a click, a fill, a locator's waitFor, a goto) that waits longer than this
    // has failed: without a limit of its own it waited until its test's limit, one of CI's
    // two workers held all that time before the retry. A test that expects longer passes
    // its own `timeout`.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
  },
});
