import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium.ts';
import { INTEGRATION_WORKERS } from './tests/integration/workers.ts';

// Test tiers: `unit` is pure logic in Node (tests/unit, tests/hooks), and the UI
// kit rendered to HTML with react-dom/server;
// `component` renders one component at a time in Debian's Chromium (Vitest browser mode),
// with the app's CSS, so its states, messages and layout per language show as a user sees
// them (real layout and right-to-left, which a simulated DOM has not);
// `integration` drives real PocketBase 0.40.6 servers (one per worker) started by
// tests/integration/global-setup.ts.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            // Worker threads, not child processes: the unit files start faster.
            pool: 'threads',
            include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/hooks/**/*.test.ts'],
          },
        },
        {
          extends: true,
          // Every dependency the components import, bundled before the first file runs: one
          // found in the middle of a run makes Vite reload, and a file can then get a second
          // copy of React ("Invalid hook call").
          optimizeDeps: {
            include: [
              '@headlessui/react',
              '@tanstack/react-virtual',
              'dexie',
              'dexie-react-hooks',
              'i18next',
              'i18next-resources-to-backend',
              'lucide-react',
              'papaparse',
              'pocketbase',
              'react',
              'react-dom',
              'react-dom/client',
              'react-i18next',
              'react-router',
              'react-router-dom',
              'sonner',
              'valibot',
              'vitest-browser-react',
            ],
          },
          test: {
            name: 'component',
            include: ['tests/component/**/*.test.tsx'],
            setupFiles: ['tests/component/setup.ts'],
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
              }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
        {
          // `npm run fixture:local-db`: writes tests/fixtures/local-db/v<version>.json with the
          // code of this commit (not a test: run it before the local database changes).
          extends: true,
          test: {
            name: 'fixtures',
            environment: 'node',
            include: ['tests/fixtures/**/*.fixture.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'integration',
            environment: 'node',
            include: ['tests/integration/**/*.test.ts'],
            globalSetup: ['tests/integration/global-setup.ts'],
            testTimeout: 20_000,
            hookTimeout: 60_000,
            // Files run INTEGRATION_WORKERS at a time, each worker on its own servers.
            maxWorkers: INTEGRATION_WORKERS,
          },
        },
      ],
    },
  }),
);
