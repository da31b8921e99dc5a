import type { Page } from '@playwright/test';
import { PRERENDER_PATHS } from '../../src/app/route-table';
import { expect, test } from './fixtures';
import { FIRST_VISIT, IP_LOCATION_PATTERN } from './visitor-state';

// Pages built at build time are English; a visitor in another language must get every route
// without a hydration mismatch (React #418) or any other error in the console. Both ways a
// language is chosen at start: a first visit (the country's language, from the IP lookup)
// and a returning visitor whose choice is stored.
// Every prerendered page for a returning German visitor (the stored language boots over
// English HTML, where #418 was seen); the other routes are served one and the same app shell,
// so one of them stands for all here (languages-layout.spec.ts opens every route in German
// and fails on any console error). Otherwise the home page, a prerendered page, an app-only
// page and a missing one.
const ROUTES = [...PRERENDER_PATHS, '/dashboard', '/profile/demo', '/no-such-page'];
const SOME_ROUTES = ['/', '/faq', '/dashboard', '/no-such-page'];
const LANGUAGES = [
  { code: 'en', country: 'US', routes: SOME_ROUTES, firstVisit: [] as string[] },
  { code: 'de', country: 'DE', routes: ROUTES, firstVisit: SOME_ROUTES },
  { code: 'ar', country: 'SA', routes: SOME_ROUTES, firstVisit: SOME_ROUTES },
  { code: 'ja', country: 'JP', routes: SOME_ROUTES, firstVisit: SOME_ROUTES },
] as const;

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 120_000 });

/**
 * The one error Chromium logs for the page's own status: the sample profile (`/profile/demo`)
 * and `/no-such-page` do not exist, and the server answers them with its not-found page and
 * 404 (docs/rendering.md "Serving").
 */
function isExpected404(route: string, text: string): boolean {
  return (
    (route.startsWith('/profile/') || route === '/no-such-page') &&
    text.includes('responded with a status of 404')
  );
}

/** Collects console errors and uncaught page errors of `page`, each with the route it was on. */
function collectErrors(page: Page, route: string, into: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error' && !isExpected404(route, message.text())) {
      into.push(`${route}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => into.push(`${route}: ${error.message}`));
}

/** Waits until the page has mounted in `code` (a first visit switches after the IP lookup). */
async function settled(page: Page, code: string): Promise<void> {
  await page.locator(`html[data-ready][lang="${code}"]`).waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/**
 * Forgets everything the origin stored in `page`'s context (cookies, local and session
 * storage, IndexedDB), from a static file of the origin where no app code runs, so the next
 * page load is a first visit again. The HTTP cache stays: a fresh context's cold cache is not
 * what a first visit is about, and it cost seconds a route.
 */
async function forgetVisit(page: Page): Promise<void> {
  await page.context().clearCookies();
  await page.goto('/robots.txt');
  await page.evaluate(async () => {
    localStorage.clear();
    sessionStorage.clear();
    const names = (await indexedDB.databases()).flatMap(({ name }) => (name ? [name] : []));
    await Promise.all(
      names.map(
        (name) =>
          new Promise((resolve, reject) => {
            const request = indexedDB.deleteDatabase(name);
            request.onsuccess = resolve;
            request.onerror = () => reject(new Error(`could not delete ${name}`));
          }),
      ),
    );
  });
}

for (const { code, country, firstVisit } of LANGUAGES) {
  if (firstVisit.length === 0) continue;
  test(`a first visit from ${country} gets its routes in ${code} without an error`, async ({
    browser,
    baseURL,
  }) => {
    const errors: string[] = [];
    const context = await browser.newContext({
      baseURL: baseURL ?? '',
      storageState: FIRST_VISIT,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await context.route(IP_LOCATION_PATTERN, (r) =>
      r.fulfill({ json: { country_code: country, region: 'Somewhere' } }),
    );
    for (const [index, route] of firstVisit.entries()) {
      // Each route as the very first page: nothing stored, the language comes from the country.
      const page = await context.newPage();
      if (index > 0) await forgetVisit(page);
      collectErrors(page, route, errors);
      await page.goto(route, { waitUntil: 'load' });
      await settled(page, code);
      await page.close();
    }
    await context.close();
    expect(errors).toEqual([]);
  });
}

for (const { code, routes } of LANGUAGES) {
  test(`a returning visitor who chose ${code} gets its routes without an error`, async ({
    page,
  }) => {
    await page.addInitScript((c) => localStorage.setItem('preferredLanguage', c), code);
    const errors: string[] = [];
    let route = '';
    page.on('console', (message) => {
      if (message.type() === 'error' && !isExpected404(route, message.text())) {
        errors.push(`${route}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => errors.push(`${route}: ${error.message}`));
    for (route of routes) {
      await page.goto(route);
      await settled(page, code);
    }
    expect(errors).toEqual([]);
  });
}
