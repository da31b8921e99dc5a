/**
 * Test access to the real PocketBase 0.40.6: the same launcher as `npm start`
 * (scripts/pocketbase.mjs), on a free port with a fresh temporary data dir.
 */
import { servePocketBase, type RunningPocketBase } from '../../scripts/pocketbase.mjs';

export type { RunningPocketBase };

/** Superuser every test server gets; only ever used against loopback test servers. */
export const TEST_SUPERUSER = { email: 'superuser@tests.local', password: 'test-superuser-pass-1' };

export interface TestServerOptions {
  /** Static files to serve (the built app for e2e), default dist. */
  readonly publicDir?: string;
  /** A data dir to use and keep (default: a fresh temporary one, removed on stop). */
  readonly dataDir?: string;
  /** Extra environment for the server (e.g. TRANSLATE_API_URL). */
  readonly env?: Record<string, string>;
  /** A hooks dir to use instead of pb_hooks (a copy with a module added). */
  readonly hooksDir?: string;
  /**
   * Keep the migrations' per-IP limits on sign-in, sign-up and record creates. Off by
   * default: every test user signs up from 127.0.0.1, far faster than any person. The
   * limits on the app's own routes (log-security-event, track-visit) always stay.
   */
  readonly productionRateLimits?: boolean;
  /**
   * Also raise the limits on the app's own routes (e2e: every page load of every parallel
   * test reports from 127.0.0.1, far more often than one visitor could).
   */
  readonly relaxRouteLimits?: boolean;
  /**
   * A header the server reads the client's address from (PocketBase's trusted proxy), as
   * behind the release's reverse proxy; requests without it keep their own address.
   */
  readonly trustedProxyHeader?: string;
  /**
   * Keep bcrypt's default cost (10) for the users' passwords. Off by default: the tests create
   * thousands of users, and at cost 10 a sign-up takes about 125 ms of the server's CPU on CI's
   * machine; cost 4 (bcrypt's least) hashes and checks the same way, only with fewer rounds.
   */
  readonly productionPasswordCost?: boolean;
}

interface RateLimitRule {
  label: string;
  audience: string;
  duration: number;
  maxRequests: number;
}

/** Starts a test server with our migrations and hooks. */
export async function startTestPocketBase(
  options: TestServerOptions = {},
): Promise<RunningPocketBase> {
  const server = await servePocketBase({
    superuser: TEST_SUPERUSER,
    quiet: true,
    ...(options.publicDir !== undefined && { publicDir: options.publicDir }),
    ...(options.env !== undefined && { env: options.env }),
    ...(options.hooksDir !== undefined && { hooksDir: options.hooksDir }),
    ...(options.dataDir !== undefined && { dataDir: options.dataDir }),
  });
  // One superuser session for the changes below (each sign-in costs the server a bcrypt check).
  const admin: Superuser = { url: server.url, headers: await superuserHeaders(server.url) };
  if (!options.productionRateLimits) {
    await relaxRateLimits(
      admin,
      options.relaxRouteLimits ? /^(\*|users|estimates|POST )/ : /^(\*|users|estimates):/,
    );
  }
  if (!options.productionPasswordCost) await lowerPasswordCost(admin);
  if (options.trustedProxyHeader) {
    await patchSettings(admin, {
      trustedProxy: { headers: [options.trustedProxyHeader], useLeftmostIP: false },
    });
  }
  return server;
}

/** bcrypt's least cost, for the users' passwords on a test server (see productionPasswordCost). */
const TEST_PASSWORD_COST = 4;

/** A test server's address and the request headers of a superuser session on it. */
interface Superuser {
  readonly url: string;
  readonly headers: Record<string, string>;
}

/** Sets the users collection's password field to TEST_PASSWORD_COST. */
async function lowerPasswordCost({ url, headers }: Superuser): Promise<void> {
  const users = (await (await fetch(`${url}/api/collections/users`, { headers })).json()) as {
    fields: { type: string; cost?: number }[];
  };
  const fields = users.fields.map((field) =>
    field.type === 'password' ? { ...field, cost: TEST_PASSWORD_COST } : field,
  );
  const saved = await fetch(`${url}/api/collections/users`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ fields }),
  });
  if (!saved.ok) throw new Error(`could not lower the password cost: ${await saved.text()}`);
}

/** Changes the server's settings. */
async function patchSettings({ url, headers }: Superuser, body: object): Promise<void> {
  const saved = await fetch(`${url}/api/settings`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify(body),
  });
  if (!saved.ok) throw new Error(`could not change the settings: ${await saved.text()}`);
}

/** Request headers of a superuser session on `url`. */
async function superuserHeaders(url: string): Promise<Record<string, string>> {
  const auth = await fetch(`${url}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: TEST_SUPERUSER.email, password: TEST_SUPERUSER.password }),
  });
  const { token } = (await auth.json()) as { token: string };
  return { 'content-type': 'application/json', authorization: token };
}

/** Raises the limits whose label matches to 100,000 per window. */
async function relaxRateLimits(admin: Superuser, labels: RegExp): Promise<void> {
  const { url, headers } = admin;
  const settings = (await (await fetch(`${url}/api/settings`, { headers })).json()) as {
    rateLimits: { rules: RateLimitRule[] };
  };
  const rules = settings.rateLimits.rules.map((rule) =>
    labels.test(rule.label) ? { ...rule, maxRequests: 100_000 } : rule,
  );
  await patchSettings(admin, { rateLimits: { ...settings.rateLimits, rules } });
}
