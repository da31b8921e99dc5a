import type { BrowserContext, Page, Request } from '@playwright/test';
import { PAGE_ROUTES, samplePath } from '../../src/app/route-table';
import { expect, signInOn, superuserClient, test } from './fixtures';
import { activeListing } from './listings';

// The pages' Content-Security-Policy (pb_hooks/lib/static.js, from the build's csp.json) lets
// everything the app really does run: every route signed in (signed out: a11y.spec.ts), a real profile,
// the payment dialog with the Stripe stand-in, and pages opened offline from the service
// worker. Any `securitypolicyviolation` (or Chromium's console report of one) fails.
test.describe.configure({ timeout: 180_000 });
const opts = { requestKey: null };

/** Collects the page's CSP violations from its first script on, in every navigation. */
async function watchViolations(context: BrowserContext, page: Page): Promise<string[]> {
  const seen: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`;
      (window as unknown as { __csp?: string[] }).__csp ??= [];
      (window as unknown as { __csp: string[] }).__csp.push(report);
      console.error(`CSP violation: ${report}`);
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|CSP violation/i.test(text)) seen.push(`${page.url()}: ${text}`);
  });
  return seen;
}

/**
 * The page's requests still waiting for an answer, as a count; realtime's stream (an
 * EventSource that stays open while signed in) aside.
 */
function pendingRequests(page: Page): () => number {
  const pending = new Set<Request>();
  page.on('request', (request) => {
    if (request.resourceType() !== 'eventsource') pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return () => pending.size;
}

/**
 * Opens `path` and lets it settle: the browser idle (the app's idle-time work, such as lazy
 * chunks and outside calls, has begun), every request it made answered, and idle again (what
 * they brought has run). A violation from any of it has been reported by then.
 */
async function visit(page: Page, path: string, pending: () => number): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const idle = () =>
    page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  await idle();
  await expect.poll(pending).toBe(0);
  await idle();
}

const ROUTES = ['/', ...PAGE_ROUTES.map(samplePath)];

test.describe('Content-Security-Policy', () => {
  // Every route signed out is checked in a11y.spec.ts's one pass over the routes.
  test('no violation on a profile signed out, then on every route and the profile signed in', async ({
    page,
    context,
    baseURL,
  }) => {
    const violations = await watchViolations(context, page);
    const pending = pendingRequests(page);
    const id = await activeListing(
      await superuserClient(baseURL ?? ''),
      `CSP Roofing ${Date.now()}`,
    );
    await visit(page, `/profile/${id}`, pending);
    await expect(page.getByText(/CSP Roofing/).first()).toBeVisible();
    expect(violations).toEqual([]);

    await signInOn(page, baseURL ?? '', { user_type: 'contractor', name: 'Casey Policy' });
    for (const path of [...ROUTES, `/profile/${id}`]) await visit(page, path, pending);
    await expect(page.getByRole('button', { name: 'Sign Out' }).first()).toBeAttached();
    expect(violations).toEqual([]);
  });

  test('no violation in the payment dialog with the Stripe stand-in and 3-D Secure', async ({
    page,
    context,
    baseURL,
  }) => {
    const violations = await watchViolations(context, page);
    const url = baseURL ?? '';
    const admin = await superuserClient(url);
    const owner = await signInOn(page, url, { user_type: 'contractor', name: 'Pat Policy' });
    const trade = await admin.collection('trades').getFirstListItem('value = "roofer"', opts);
    const listing = await admin.collection('contractors').create(
      {
        owner: owner.id,
        business_name: `CSP Pay ${Date.now()}`,
        trades: [trade.id],
        status: 'active',
      },
      opts,
    );
    await admin
      .collection('contractors')
      .update(listing.id, { listed_until: new Date(Date.now() - 86_400_000).toISOString() }, opts);
    await page.goto('/contractor-portal');
    const fee = page.getByTestId('listing-fee');
    await fee.getByRole('button', { name: 'Pay $1' }).click();
    const dialog = page.getByTestId('pay-dialog');
    await expect(dialog).toContainText('One-time listing fee');
    const card = page.getByTestId('card-element');
    // A card that asks for 3-D Secure: the stand-in's authentication window runs too.
    await card.getByPlaceholder('number').fill('4000002500003155');
    await card.getByPlaceholder('exp_month').fill('12');
    await card.getByPlaceholder('exp_year').fill(String((new Date().getFullYear() + 3) % 100));
    await card.getByPlaceholder('cvc').fill('123');
    await card.getByPlaceholder('postal_code').fill('94107');
    await dialog.getByRole('button', { name: 'Pay $1' }).click();
    await expect(dialog).toContainText('Confirm the payment with your bank');
    const authenticate = page.getByRole('button', { name: 'Complete authentication' });
    // Lifted above the app's dialog (a stand-in quirk, as in payments.spec.ts).
    await authenticate.evaluate((button) => {
      (button.parentElement as HTMLElement).style.zIndex = '2147483647';
    });
    await authenticate.click();
    await expect(page.getByTestId('payment-state')).toContainText('Payment received', {
      timeout: 20_000,
    });
    expect(violations).toEqual([]);
  });
});

test.describe('Content-Security-Policy offline', () => {
  // Pages served by the service worker (blocked by default, see playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });

  test('no violation when pages open from the service worker offline', async ({
    page,
    context,
  }) => {
    const violations = await watchViolations(context, page);
    const pending = pendingRequests(page);
    await visit(page, '/', pending);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
    await context.setOffline(true);
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    // The precached pages keep the headers they were fetched with: the policy holds offline.
    expect(reloaded?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    for (const path of ['/browse', '/faq', '/auth']) await visit(page, path, pending);
    await context.setOffline(false);
    expect(violations).toEqual([]);
  });
});
