import { PRERENDER_PATHS } from '../../src/app/route-table';
import { expect, test } from './fixtures';

test.describe('pages rendered at build time', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('home shows its hero, trade tiles and footer from the HTML alone', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Hire contractors for $1. List your business for $1.',
      );
      await expect(page.getByTestId('trade-grid').getByRole('link')).toHaveCount(45);
      await expect(page.getByRole('contentinfo').locator('a[href="/privacy"]')).toHaveCount(1);
    });

    test('the Open Graph image is an absolute URL on the public origin (PUBLIC_URL at build)', async ({
      page,
    }) => {
      for (const path of ['/', '/faq']) {
        await page.goto(path);
        await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
          'content',
          'https://tradesmarket.example/icons/og-image.png',
        );
      }
    });

    test('each prerendered page has its own heading and title', async ({ page }) => {
      for (const path of PRERENDER_PATHS.filter((p) => p !== '/')) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page).not.toHaveTitle(/hire contractors for \$1/);
      }
      await page.goto('/faq');
      await expect(page).toHaveTitle('Frequently Asked Questions | TradesMarket');
    });

    test('other routes get the empty app shell, not the home page', async ({ page }) => {
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
      await expect(page.getByText('Hire contractors for $1')).toHaveCount(0);
    });

    test('a URL the app has no page for is a 404 with the not-found page', async ({ page }) => {
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await expect(page.getByText('Hire contractors for $1')).toHaveCount(0);
    });
  });

  test('hydrating a prerendered page logs no error and the page works', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await page.getByRole('button', { name: 'Hire Contractors' }).click();
    await expect(page.getByText('Please sign up or log in to browse contractors')).toBeVisible();
    await page.goto('/faq');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    expect(errors).toEqual([]);
  });

  test('every prerendered page hydrates without an error', async ({ page }) => {
    test.slow(); // one load and hydration per prerendered path
    const errors: string[] = [];
    let path = '';
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${path}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${path}: ${error.message}`));
    for (path of PRERENDER_PATHS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  // The first Intl formatter a page builds loads Intl's locale data, one long task
  // on a phone. A prerendered page carries what its first render formats (#prefilled-formats),
  // so hydrating it builds none; a German visitor's page, rendered afresh, still formats.
  test('hydrating the home and content pages builds no Intl formatter, and the prices and dates show', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const built: string[] = [];
      Object.assign(window, { intlBuilt: built });
      const counted = <T extends object>(name: string, original: T): T =>
        new Proxy(original, {
          construct(target, args: unknown[]) {
            built.push(`${name} ${JSON.stringify(args)}`);
            return Reflect.construct(target as new (...a: unknown[]) => object, args);
          },
        });
      Intl.NumberFormat = counted('NumberFormat', Intl.NumberFormat);
      Intl.DateTimeFormat = counted('DateTimeFormat', Intl.DateTimeFormat);
    });
    const built = () =>
      page.evaluate(() => (window as unknown as { intlBuilt: string[] }).intlBuilt);
    await page.goto('/');
    await expect(page.locator('main')).toContainText('$1');
    await page.goto('/faq');
    await expect(page.locator('main')).toContainText('Nov 26, 2026');
    await page.goto('/terms');
    await expect(page.getByRole('contentinfo')).toContainText('2026');
    expect(await built()).toEqual([]);

    await page.evaluate(() => localStorage.setItem('preferredLanguage', 'de'));
    await page.goto('/faq');
    await expect(page.locator('main')).toContainText('26.11.2026');
    expect(await built()).not.toEqual([]);
  });

  // /browse formats what only the device has (its results' ratings, the visitor's distance
  // unit: miles in a US browser) once it has hydrated: the app makes the first formatter before hydrating, in a task
  // of its own, instead of inside the render after it.
  test("browse's first Intl formatter is made before hydration, and its results format", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const built: { args: string; hydrated: boolean }[] = [];
      Object.assign(window, { intlBuilt: built });
      Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
        construct(target, args: unknown[]) {
          const root = document.getElementById('root');
          built.push({
            args: JSON.stringify(args),
            hydrated: Object.keys(root ?? {}).some((key) => key.startsWith('__reactContainer')),
          });
          return Reflect.construct(target, args) as Intl.NumberFormat;
        },
      });
    });
    // A US browser measures in miles; the prerendered page offers kilometres.
    await page.goto('/browse');
    await expect(page.locator('#browse-radius option[value="5"]')).toHaveText('5 mi');
    const built = await page.evaluate(
      () => (window as unknown as { intlBuilt: { args: string; hydrated: boolean }[] }).intlBuilt,
    );
    expect(built[0]).toEqual({ args: '["en",{}]', hydrated: false });
    // The miles came after it, from the hydrated page.
    expect(built.slice(1)).toContainEqual({
      args: expect.stringContaining('"unit":"mile"') as unknown,
      hydrated: true,
    });
  });

  test('a query string makes the client render afresh over the prerendered HTML', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/browse?trade=glazier');
    await expect(page.getByText('Trade: Glazier')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    // One title and one description: the prerendered ones gave way to the page's own.
    await page.goto('/faq?from=search');
    await expect(page).toHaveTitle('Frequently Asked Questions | TradesMarket');
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
    await page.getByRole('link', { name: 'How It Works' }).first().click();
    await expect(page).toHaveTitle('How It Works | TradesMarket');
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('a signed-in visitor never sees the signed-out prerendered page', async ({
    page,
    signIn,
  }) => {
    await signIn(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
  });
});
