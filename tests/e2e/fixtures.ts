/**
 * Shared Playwright fixtures: `baseURL` points at the PocketBase that global-setup started,
 * and `signIn` creates a real user on it and stores the session the way the app does.
 */
import { test as base, expect, type Page } from '@playwright/test';
import PocketBase, { type RecordModel } from 'pocketbase';
import { TEST_SUPERUSER } from '../support/pocketbase';
import { createHash } from 'node:crypto';
import { CLIENT_ADDRESS_HEADER, CONTACT_FORM_CREATE } from './visitor-state';

interface Options {
  /**
   * Sends the contact forms' creates (support requests, legal inquiries) with an address of
   * this test's own (its id and retry) in the trusted-proxy header, so tests do not share the
   * server's 5 of each form an hour from 127.0.0.1. For specs that send them
   * (`test.use({ ownClientAddress: true })`); off elsewhere, since a route makes Chromium pass
   * every request of the context through the test runner with its HTTP cache off. A test's own
   * route for those requests that calls route.fallback() keeps the address.
   */
  ownClientAddress: boolean;
}

/** A user signInOn created and signed in on a page. */
export interface SignedInUser {
  readonly id: string;
  readonly email: string;
  /** The auth token the page was given. */
  readonly token: string;
  /** The page the user is signed in on. */
  readonly page: Page;
  readonly record: RecordModel;
}

interface Fixtures {
  /**
   * Signs a fresh user in on this page (before navigation); returns the user's id, email and
   * the token the page holds.
   */
  signIn: (page: Page, fields?: Record<string, unknown>) => Promise<SignedInUser>;
  /**
   * Gives a user the admin role (or `role`: a `user_roles` record, as a superuser would in the
   * dashboard) and, as a completed two-factor sign-in would, a token that does not refresh
   * (the page gets it on its next navigation) with a live 15-minute staff session bound to it.
   */
  makeAdmin: (user: SignedInUser, role?: 'admin' | 'moderator') => Promise<void>;
}

export const test = base.extend<Fixtures & Options>({
  ownClientAddress: [false, { option: true }],
  // The IP-location API is the stand-in global-setup starts ("US"), unless a test routes it.
  context: async ({ context, ownClientAddress }, use, testInfo) => {
    if (!ownClientAddress) {
      await use(context);
      return;
    }
    const address = testAddress(`${testInfo.testId} ${testInfo.retry} ${testInfo.repeatEachIndex}`);
    await context.route(CONTACT_FORM_CREATE, (route) =>
      route.fallback({
        headers: { ...route.request().headers(), [CLIENT_ADDRESS_HEADER.toLowerCase()]: address },
      }),
    );
    await use(context);
  },
  // After a navigation or reload that waits for "load", also wait until the app marks itself
  // ready (<html data-ready>): a prerendered page is visible before it is hydrated, and a
  // click, or a choice in a select, before hydration does nothing.
  page: async ({ page, javaScriptEnabled }, use) => {
    const untilReady = async (options?: { waitUntil?: string }) => {
      const waitsForLoad = !options?.waitUntil || options.waitUntil === 'load';
      if (javaScriptEnabled && waitsForLoad) {
        await page.locator('html[data-ready]').waitFor({ state: 'attached' });
      }
    };
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await untilReady(options);
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      await untilReady(options);
      return response;
    };
    await use(page);
  },
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: global-setup did not run');
    await use(url);
  },
  signIn: async ({ baseURL }, use) => {
    await use((page, fields = {}) => signInOn(page, baseURL ?? '', fields));
  },
  makeAdmin: async ({ baseURL }, use) => {
    await use(async (user, role = 'admin') => {
      const admin = await superuserClient(baseURL ?? '');
      await admin.collection('user_roles').create({ user: user.id, role }, { requestKey: null });
      // The user signed in before the role existed (one factor), and the app refreshes that
      // token into new ones, which carry no staff rights. A staff sign-in's token does not
      // refresh: so does this one (an impersonation token, 12 hours).
      const staff = await admin
        .collection('users')
        .impersonate(user.id, 12 * 3600, { requestKey: null });
      const token = staff.authStore.token;
      await stampStaffSession(admin, { id: user.id, token }, 15 * 60_000);
      await user.page.addInitScript(
        (stored) => {
          if (sessionStorage.getItem('e2e-staff-token')) return;
          localStorage.setItem('pocketbase_auth', stored);
          sessionStorage.setItem('e2e-staff-token', '1');
        },
        JSON.stringify({ token, record: user.record }),
      );
    });
  },
});

export { expect };

/**
 * Binds a staff session to `user.token` as a superuser (staff_sessions) when the user has
 * none, or moves the idle deadline of the ones they have.
 * @param activeInMs the idle deadline from now: negative makes the session idle
 */
export async function stampStaffSession(
  admin: PocketBase,
  user: { readonly id: string; readonly token: string },
  activeInMs: number,
): Promise<void> {
  const at = (offset: number) => new Date(Date.now() + offset).toISOString().replace('T', ' ');
  const opts = { requestKey: null };
  const rows = await admin
    .collection('staff_sessions')
    .getFullList({ filter: admin.filter('user = {:u}', { u: user.id }), ...opts });
  for (const row of rows) {
    await admin.collection('staff_sessions').update(row.id, { active_until: at(activeInMs) }, opts);
  }
  if (rows.length > 0) return;
  await admin.collection('staff_sessions').create(
    {
      user: user.id,
      session: `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`,
      kind: 'auth',
      token: user.token,
      signed_in: at(0),
      active_until: at(activeInMs),
    },
    opts,
  );
}

/**
 * Creates a real user with `fields` on the server at `baseURL` and puts the session into the
 * page (before navigation) the way the app keeps it; the `signIn` fixture, also for pages of
 * other servers. The user's email is a fresh one unless `fields` gives `email`, and verified
 * (through a superuser, as the trust rules need it to list, hire and review) unless `fields`
 * says `verified: false`.
 * @returns the user's id, email and token
 */
export async function signInOn(
  page: Page,
  baseURL: string,
  fields: Record<string, unknown> = {},
): Promise<SignedInUser> {
  const pb = new PocketBase(baseURL);
  const { verified = true, email: chosen, ...body } = fields;
  const email =
    typeof chosen === 'string'
      ? chosen
      : `user-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'e2e-password-123';
  const created = await pb
    .collection('users')
    .create({ email, password, passwordConfirm: password, ...body }, { requestKey: null });
  if (verified !== false) {
    const admin = await superuserClient(baseURL);
    await admin.collection('users').update(created.id, { verified: true }, { requestKey: null });
  }
  const auth = await pb.collection('users').authWithPassword(email, password, { requestKey: null });
  const stored = JSON.stringify({ token: auth.token, record: auth.record });
  // The SDK's LocalAuthStore keeps the session under this key. Set it once per tab, so a
  // sign-out followed by a reload stays signed out.
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e-signed-in')) return;
    localStorage.setItem('pocketbase_auth', value);
    sessionStorage.setItem('e2e-signed-in', '1');
  }, stored);
  return { id: auth.record.id, email, token: auth.token, page, record: auth.record };
}

/**
 * The superuser session this worker last had on each test server, by the server's URL: each
 * sign-in is a bcrypt check at the superusers' cost (about 60 ms of the server's CPU), and a
 * run asks for a superuser client some hundreds of times.
 */
const superuserSessions = new Map<string, { token: string; record: RecordModel }>();

/**
 * A PocketBase client signed in as the test server's superuser (the dashboard's view): a new
 * client each call, so a test that clears its client's session leaves the others' alone. It
 * refreshes the worker's session on that server (no password check) and signs in only when
 * there is none or the refresh is refused (a server started later on the same port).
 */
export async function superuserClient(baseURL: string): Promise<PocketBase> {
  const admin = new PocketBase(baseURL);
  const superusers = admin.collection('_superusers');
  const session = superuserSessions.get(baseURL);
  if (session) {
    admin.authStore.save(session.token, session.record);
    try {
      await superusers.authRefresh({ requestKey: null });
      return admin;
    } catch {
      admin.authStore.clear();
    }
  }
  const { token, record } = await superusers.authWithPassword(
    TEST_SUPERUSER.email,
    TEST_SUPERUSER.password,
    { requestKey: null },
  );
  superuserSessions.set(baseURL, { token, record });
  return admin;
}

/**
 * Holds every request matching `pattern` until the returned `release` is called, to look at
 * what the page shows while it waits (spinners, loading states).
 */
export async function holdRequests(
  page: Page,
  pattern: Parameters<Page['route']>[0],
): Promise<() => void> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

export { readSetting } from './settings';

/** A private IPv4 address (10.x.y.z) of its own for `key`. */
function testAddress(key: string): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(key).digest();
  return `10.${a}.${b}.${c}`;
}

/**
 * Holds the app's entry chunk back until the returned function is called, as a slow link
 * would: the page's HTML paints and its inline scripts run, the app does not.
 */
export async function holdAppCode(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
