import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/pocketbase.mjs';
import { startTestPocketBase } from '../support/pocketbase';

/**
 * Serves dist/ (built by `npm run test:e2e`) with a real PocketBase on a free port and a
 * temporary data dir; the returned teardown stops it by PID.
 */
export default async function globalSetup() {
  const dist = join(ROOT, 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error('dist/ is missing: run `npm run test:e2e`, which builds the app first.');
  }
  const server = await startTestPocketBase({ publicDir: dist });
  process.env.E2E_BASE_URL = server.url;
  return () => server.stop();
}
