import type { Page } from '@playwright/test';
import { PAGE_ROUTES, samplePath } from '../../src/app/route-table';
import { expect, superuserClient, test } from './fixtures';

// In the languages with the longest words (German, Finnish), right-to-left scripts
// (Arabic, Hebrew) and Japanese, every route fits a 390 px phone: no horizontal scroll and no
// element reaching past either edge of the screen. Signed out for every route, then signed in
// (a contractor with a listing who is also an admin) for the pages behind sign-in, where the
// forms, tables and dashboards are. With LAYOUT_SCREENSHOTS=1 each page is also saved as a
// full-page screenshot under test-results/layout/<code>/ to be looked at.

const WIDTH = 390;
const CODES = ['ar', 'he', 'de', 'fi', 'ja'] as const;
/** Routes whose content shows only to a signed-in user (with the right role). */
const PRIVATE = new Set([
  '/dashboard',
  '/contractor-portal',
  '/client-dashboard',
  '/account-settings',
  '/affiliate-dashboard',
  '/test-resend',
  ...PAGE_ROUTES.filter((r) => r.path.startsWith('/admin')).map((r) => r.path),
]);
const PUBLIC_PATHS = ['/', ...PAGE_ROUTES.map(samplePath), '/no-such-page'];

/**
 * What reaches past the screen: the document's scroll width, and up to five elements whose box
 * crosses the left or right edge (elements inside a horizontal scroller, such as a wide table
 * in its own scroll box, and visually hidden ones do not count).
 */
async function overflow(
  page: Page,
  width = WIDTH,
): Promise<{ scrollWidth: number; outside: string[] }> {
  return page.evaluate((width) => {
    const scrolls = (el: Element) => {
      const x = getComputedStyle(el).overflowX;
      return x === 'auto' || x === 'scroll' || x === 'hidden' || x === 'clip';
    };
    const inScroller = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (scrolls(p)) return true;
      }
      return false;
    };
    const outside: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (rect.left >= -1 && rect.right <= width + 1) continue;
      const style = getComputedStyle(el);
      if (style.position === 'fixed' && style.visibility === 'hidden') continue;
      if (el.closest('.sr-only') || inScroller(el)) continue;
      const text = el.textContent.trim().slice(0, 40);
      outside.push(
        `<${el.tagName.toLowerCase()}> ${Math.round(rect.left)}..${Math.round(rect.right)} "${text}"`,
      );
      if (outside.length >= 5) break;
    }
    return { scrollWidth: document.documentElement.scrollWidth, outside };
  }, width);
}

/**
 * Opens `path` the way a tap on a link does (the router's client-side navigation, so the
 * pass takes seconds rather than a page load per route), then checks it fits; saves a
 * screenshot when asked.
 */
async function expectFits(page: Page, code: string, path: string, signedIn: boolean) {
  const before = await page.evaluate((to) => {
    if (location.pathname === to) return null;
    const heading = document.querySelector('h1')?.textContent ?? '';
    document.querySelectorAll('h1').forEach((h) => h.setAttribute('data-left', ''));
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
    return heading;
  }, path);
  // The new page's heading: a new element, or the same one (two routes drawn by one
  // component) with the new page's words.
  await page.waitForFunction((old) => {
    const heading = document.querySelector('h1');
    if (!heading || !heading.checkVisibility()) return false;
    return old === null || !heading.hasAttribute('data-left') || heading.textContent !== old;
  }, before);
  await expect(page.locator('html')).toHaveAttribute('lang', code);
  // A page still loading its data shows the spinner (src/app/spinner.tsx), not its content.
  await expect(page.locator('[role="status"] .animate-spin')).toHaveCount(0, { timeout: 10_000 });
  // Lists and forms fill in after the heading (local data, then the server's): poll until
  // the page has settled into a state that fits, and fail with what sticks out if it never does.
  await expect
    .poll(() => overflow(page), { message: `${code} ${path}`, timeout: 5_000 })
    .toEqual({ scrollWidth: WIDTH, outside: [] });
  if (process.env.LAYOUT_SCREENSHOTS) {
    const name = `${signedIn ? 'in' : 'out'}${path === '/' ? '_home' : path.replaceAll('/', '_')}.png`;
    await page.screenshot({ path: `test-results/layout/${code}/${name}`, fullPage: true });
  }
}

test.describe('every route fits a 390 px phone', () => {
  test.use({ viewport: { width: WIDTH, height: 844 } });

  for (const code of CODES) {
    test(`in ${code}, signed out and signed in`, async ({ page, baseURL, signIn, makeAdmin }) => {
      test.setTimeout(240_000); // about 60 page loads
      await page.addInitScript((c) => localStorage.setItem('preferredLanguage', c), code);
      await page.goto('/');
      for (const path of PUBLIC_PATHS) {
        await test.step(`signed out ${path}`, () => expectFits(page, code, path, false));
      }

      const user = await signIn(page, { user_type: 'contractor', name: 'Aino Virtanen' });
      await makeAdmin(user);
      const admin = await superuserClient(baseURL ?? '');
      const trade = await admin
        .collection('trades')
        .getFirstListItem("value = 'electrician_electrical_technician'");
      const listing = await admin.collection('contractors').create<{ id: string }>({
        owner: user.id,
        business_name: 'Sähköasennuspalvelu Virtanen',
        trades: [trade.id],
        city: 'Jyväskylä',
        status: 'active',
      });
      await page.goto('/');
      for (const path of [...PRIVATE, `/profile/${listing.id}`]) {
        await test.step(`signed in ${path}`, () => expectFits(page, code, path, true));
      }
    });
  }
});

// The narrowest phones: the trial found the portal's form sections (fieldsets, which keep
// their content's width) and the hire form's two buttons in German wider than 320 px.
test.describe('the forms fit a 320 px phone in German', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('preferredLanguage', 'de'));
  });

  test('the contractor portal’s listing form', async ({ page, signIn }) => {
    await signIn(page, { user_type: 'contractor', name: 'Jürgen Zimmermann' });
    await page.goto('/contractor-portal');
    await expect(page.locator('form fieldset').first()).toBeVisible();
    await expect.poll(() => overflow(page, 320)).toEqual({ scrollWidth: 320, outside: [] });
  });

  test('the hire form on a profile', async ({ page, baseURL, signIn }) => {
    const admin = await superuserClient(baseURL ?? '');
    const trade = await admin.collection('trades').getFirstListItem("value = 'roofer'");
    const owner = await admin.collection('users').create<{ id: string }>({
      email: `owner-320-${Date.now()}@example.com`,
      password: 'Quiet-harbour-42!',
      passwordConfirm: 'Quiet-harbour-42!',
      name: 'Jana Dachdecker',
      user_type: 'contractor',
      verified: true,
    });
    const listing = await admin.collection('contractors').create<{ id: string }>({
      owner: owner.id,
      business_name: 'Dachdeckerei Schwarzwaldhöhe',
      trades: [trade.id],
      city: 'Titisee-Neustadt',
      status: 'active',
    });
    await signIn(page, { user_type: 'client', name: 'Klara Bauherrin' });
    await page.goto(`/profile/${listing.id}`);
    await page.getByRole('button', { name: 'Auftrag anfragen' }).click();
    await expect(page.getByRole('button', { name: 'Auftragsanfrage senden' })).toBeVisible();
    await expect.poll(() => overflow(page, 320)).toEqual({ scrollWidth: 320, outside: [] });
  });
});
