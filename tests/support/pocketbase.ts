/**
 * Test access to the real PocketBase 0.40.6: the same launcher as `npm start`
 * (scripts/pocketbase.mjs), on a free port with a fresh temporary data dir.
 */
import { servePocketBase, type RunningPocketBase } from '../../scripts/pocketbase.mjs';

export type { RunningPocketBase };

/** Superuser every test server gets; only ever used against loopback test servers. */
export const TEST_SUPERUSER = { email: 'superuser@tests.local', password: 'test-superuser-pass-1' };

/**
 * Starts a test server with our migrations and hooks.
 * @param publicDir static files to serve (the built app for e2e), default dist
 */
export function startTestPocketBase(publicDir?: string): Promise<RunningPocketBase> {
  return servePocketBase({
    superuser: TEST_SUPERUSER,
    quiet: true,
    ...(publicDir !== undefined && { publicDir }),
  });
}
