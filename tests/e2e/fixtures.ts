/**
 * Shared Playwright fixtures: `baseURL` points at the PocketBase that global-setup started,
 * and `signIn` creates a real user on it and stores the session the way the app does.
 * `withServiceWorker` is the same test object on a browser whose service worker is installed.
 */
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import PocketBase, { type RecordModel } from 'pocketbase';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { TEST_SUPERUSER } from '../support/pocketbase';
import { createHash } from 'node:crypto';
import { CLIENT_ADDRESS_HEADER, CONTACT_FORM_CREATE, VISITOR_STATE_FILE } from './visitor-state';

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

/** The worker-scoped browser of `withServiceWorker`. */
interface InstalledWorker {
  /**
   * A persistent (not incognito) Chromium profile of this worker process in which the app's
   * service worker is installed and active, its precache complete.
   */
  installedServiceWorker: BrowserContext;
}

/**
 * The test object for tests that need the app's service worker installed: offline use, what
 * the worker serves, installability. Installing it precaches the whole app (some 700 files,
 * about 20 s of CPU on CI), so each Playwright worker process does it once, in a persistent
 * profile of its own, and its tests share that profile instead of installing it in a fresh
 * context each. Use it instead of `test`, without `test.use({ serviceWorkers: 'allow' })`:
 *
 *   import { expect, withServiceWorker as test } from './fixtures';
 *
 * `context` and `page` are then that profile and a new tab in it. Before each test the profile
 * is reset to what a fresh context of `test` would be: tabs closed; cookies, localStorage,
 * sessionStorage, IndexedDB, the HTTP cache and the runtime caches (listing images) cleared;
 * routes, extra headers, permissions, geolocation and offline mode undone; the returning
 * visitor's state of global-setup applied again. Kept: the service worker's registration and its precache, and
 * so the first page a test opens is already controlled by the worker (no "first visit" of
 * the service worker: a test of that, or of an update, installs its own).
 * Limits, since the profile outlives the test: the test's `viewport` is applied to its pages,
 * other context options (`locale`, `isMobile`, `storageState`, ...) are the defaults; do not
 * call `context.addInitScript`, `context.exposeFunction` or `page.clock` (they cannot be
 * undone: use the page's own, or a context of your own), and open other people's browsers with
 * `browser.newContext()` as usual.
 */
export const withServiceWorker = test.extend<{ page: Page }, InstalledWorker>({
  installedServiceWorker: [
    async ({ playwright }, use) => {
      const url = process.env.E2E_BASE_URL;
      if (!url) throw new Error('E2E_BASE_URL is not set: global-setup did not run');
      const profile = mkdtempSync(join(tmpdir(), 'e2e-installed-sw-'));
      // Every option given: a context made during a test takes the unset ones from that test
      // (the visitor's storageState too, which resetProfile applies before each test).
      const options: Parameters<typeof playwright.chromium.launchPersistentContext>[1] = {
        executablePath: CHROMIUM_PATH,
        args: CHROMIUM_ARGS,
        headless: true,
        baseURL: url,
        serviceWorkers: 'allow',
        viewport: { width: 1280, height: 720 },
        locale: 'en-US',
        isMobile: false,
        hasTouch: false,
        javaScriptEnabled: true,
        offline: false,
      };
      const context = await playwright.chromium.launchPersistentContext(
        profile,
        Object.assign(options, { storageState: undefined }),
      );
      try {
        const page = context.pages()[0] ?? (await context.newPage());
        await page.goto('/');
        // Active means installed: the precache is complete.
        await page.evaluate(async () => {
          await navigator.serviceWorker.ready;
        });
        await page.close();
        await use(context);
      } finally {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  context: async ({ installedServiceWorker: context, baseURL }, use) => {
    await resetProfile(context, baseURL ?? '');
    await use(context);
    for (const open of context.pages()) await open.close();
  },
  page: async ({ page, viewport }, use) => {
    if (viewport) await page.setViewportSize(viewport);
    await use(page);
  },
});

/** The parts of a Playwright storage state file (global-setup's) that resetProfile puts back. */
interface VisitorState {
  cookies: Parameters<BrowserContext['addCookies']>[0];
  origins: StoredOrigin[];
}

interface StoredOrigin {
  origin: string;
  localStorage: { name: string; value: string }[];
  indexedDB?: {
    name: string;
    version: number;
    stores: {
      name: string;
      autoIncrement: boolean;
      keyPath?: string;
      keyPathArray?: string[];
      records: { key?: IDBValidKey; value?: unknown }[];
      indexes: {
        name: string;
        keyPath?: string;
        keyPathArray?: string[];
        multiEntry: boolean;
        unique: boolean;
      }[];
    }[];
  }[];
}

/**
 * In the page: empties the runtime caches (not the service worker's precache) and the session
 * storage, and writes the localStorage and IndexedDB (which must be empty) of `savedJson`, a
 * StoredOrigin or null as JSON.
 */
async function restoreOrigin(savedJson: string): Promise<void> {
  const saved = JSON.parse(savedJson) as StoredOrigin | null;
  for (const name of await caches.keys()) {
    if (!name.startsWith('workbox-precache')) await caches.delete(name);
  }
  sessionStorage.clear();
  for (const { name, value } of saved?.localStorage ?? []) localStorage.setItem(name, value);
  for (const database of saved?.indexedDB ?? []) {
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open(database.name, database.version);
      open.onupgradeneeded = () => {
        for (const store of database.stores) {
          const created = open.result.createObjectStore(store.name, {
            keyPath: store.keyPathArray ?? store.keyPath ?? null,
            autoIncrement: store.autoIncrement,
          });
          for (const index of store.indexes) {
            created.createIndex(index.name, index.keyPathArray ?? index.keyPath ?? '', {
              multiEntry: index.multiEntry,
              unique: index.unique,
            });
          }
          for (const record of store.records) {
            if (store.keyPath || store.keyPathArray) created.add(record.value);
            else created.add(record.value, record.key);
          }
        }
      };
      open.onerror = () => reject(new Error(String(open.error)));
      open.onsuccess = () => {
        open.result.close();
        resolve();
      };
    });
  }
}

/**
 * Makes the shared profile of `withServiceWorker` as a new context would be, keeping the
 * service worker and its precache (see there).
 */
async function resetProfile(context: BrowserContext, origin: string): Promise<void> {
  for (const open of context.pages()) await open.close();
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
  await context.setExtraHTTPHeaders({});
  await context.clearPermissions();
  await context.setGeolocation(null);
  await context.clearCookies();
  // A tab on a page of the origin that is not the app (the service worker passes /api/ to
  // the server): the app would write its data again. The DevTools protocol clears the data,
  // the page the runtime caches and then puts the visitor's state back. Not
  // context.setStorageState: it unregisters the service workers.
  const state = JSON.parse(readFileSync(VISITOR_STATE_FILE, 'utf8')) as VisitorState;
  const blank = await context.newPage();
  try {
    await blank.goto('/api/health');
    const cdp = await context.newCDPSession(blank);
    await cdp.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: 'cookies,file_systems,indexeddb,local_storage,websql,shader_cache',
    });
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await context.addCookies(state.cookies);
    const saved = state.origins.find((o) => o.origin === origin) ?? null;
    await blank.evaluate(restoreOrigin, JSON.stringify(saved));
  } finally {
    await blank.close();
  }
}

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
