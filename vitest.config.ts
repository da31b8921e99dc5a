import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { INTEGRATION_WORKERS } from './tests/integration/workers.ts';

// Test tiers: `unit` is pure logic in Node (tests/unit, tests/hooks), and the UI
// kit rendered to HTML with react-dom/server;
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
