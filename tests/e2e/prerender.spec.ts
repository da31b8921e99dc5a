import { PRERENDER_PATHS } from '../../src/app/route-table';
import { expect, test } from './fixtures';

// A signed-in visitor never sees the signed-out prerendered page: nav.spec.ts's contractor test.
test.describe('pages rendered at build time', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the HTML alone shows each prerendered page, an empty shell elsewhere, a 404 page', async ({
      page,
    }) => {
      await test.step('home: hero, trade tiles, footer, Open Graph image', async () => {
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          'Hire contractors for $1. List your business for $1.',
        );
        await expect(page.getByTestId('trade-grid').getByRole('link')).toHaveCount(45);
        await expect(page.getByRole('contentinfo').locator('a[href="/privacy"]')).toHaveCount(1);
      });

      await test.step('each page its own heading and title; the Open Graph image absolute on PUBLIC_URL', async () => {
        for (const path of PRERENDER_PATHS) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          if (path !== '/') await expect(page).not.toHaveTitle(/hire contractors for \$1/);
          if (path === '/' || path === '/faq') {
            await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
              'content',
              'https://tradesmarket.example/icons/og-image.png',
            );
          }
        }
        await page.goto('/faq');
        await expect(page).toHaveTitle('Frequently Asked Questions | TradesMarket');
      });

      await test.step('other routes get the empty app shell, not the home page', async () => {
        await page.goto('/dashboard');
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
        await expect(page.getByText('Hire contractors for $1')).toHaveCount(0);
      });

      await test.step('a URL the app has no page for is a 404 with the not-found page', async () => {
        const response = await page.goto('/no-such-page');
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
        await expect(page.getByText('Hire contractors for $1')).toHaveCount(0);
      });
    });
  });

  test('every prerendered page hydrates without an error and works, also under a query string', async ({
    page,
  }) => {
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

    await test.step('the hydrated pages answer clicks', async () => {
      path = '/';
      await page.goto(path);
      await page.getByRole('button', { name: 'Hire Contractors' }).click();
      await expect(page.getByText('Please sign up or log in to browse contractors')).toBeVisible();
      path = '/faq';
      await page.goto(path);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    });

    await test.step('a query string makes the client render afresh over the prerendered HTML', async () => {
      path = '/browse?trade=glazier';
      await page.goto(path);
      await expect(page.getByText('Trade: Glazier')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      // One title and one description: the prerendered ones gave way to the page's own.
      path = '/faq?from=search';
      await page.goto(path);
      await expect(page).toHaveTitle('Frequently Asked Questions | TradesMarket');
      await expect(page.locator('head title')).toHaveCount(1);
      await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
      await page.getByRole('link', { name: 'How It Works' }).first().click();
      await expect(page).toHaveTitle('How It Works | TradesMarket');
      await expect(page.locator('head title')).toHaveCount(1);
      await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
    });
    expect(errors).toEqual([]);
  });

  // The first Intl formatter a page builds loads Intl's locale data, one long task on a phone.
  // A prerendered page carries what its first render formats (#prefilled-formats), so
  // hydrating it builds none; a German visitor's page, rendered afresh, still formats. /browse
  // formats what only the device has (its results' ratings, the visitor's distance unit: miles
  // in a US browser) once it has hydrated: the app makes the first formatter before hydrating,
  // in a task of its own, instead of inside the render after it.
  test('hydrating home and content pages builds no Intl formatter; browse builds its first before hydrating', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const built: { name: string; args: string; hydrated: boolean }[] = [];
      Object.assign(window, { intlBuilt: built });
      const counted = <T extends object>(name: string, original: T): T =>
        new Proxy(original, {
          construct(target, args: unknown[]) {
            const root = document.getElementById('root');
            built.push({
              name,
              args: JSON.stringify(args),
              hydrated: Object.keys(root ?? {}).some((key) => key.startsWith('__reactContainer')),
            });
            return Reflect.construct(target as new (...a: unknown[]) => object, args);
          },
        });
      Intl.NumberFormat = counted('NumberFormat', Intl.NumberFormat);
      Intl.DateTimeFormat = counted('DateTimeFormat', Intl.DateTimeFormat);
    });
    const built = () =>
      page.evaluate(
        () =>
          (window as unknown as { intlBuilt: { name: string; args: string; hydrated: boolean }[] })
            .intlBuilt,
      );
    await page.goto('/');
    await expect(page.locator('main')).toContainText('$1');
    expect(await built()).toEqual([]);
    await page.goto('/faq');
    await expect(page.locator('main')).toContainText('Nov 26, 2026');
    expect(await built()).toEqual([]);
    await page.goto('/terms');
    await expect(page.getByRole('contentinfo')).toContainText('2026');
    expect(await built()).toEqual([]);

    // A US browser measures in miles; the prerendered page offers kilometres.
    await page.goto('/browse');
    await expect(page.locator('#browse-radius option[value="5"]')).toHaveText('5 mi');
    const numberFormats = (await built()).filter((b) => b.name === 'NumberFormat');
    expect(numberFormats[0]).toEqual({ name: 'NumberFormat', args: '["en",{}]', hydrated: false });
    // The miles came after it, from the hydrated page.
    expect(numberFormats.slice(1)).toContainEqual({
      name: 'NumberFormat',
      args: expect.stringContaining('"unit":"mile"') as unknown,
      hydrated: true,
    });

    await page.evaluate(() => localStorage.setItem('preferredLanguage', 'de'));
    await page.goto('/faq');
    await expect(page.locator('main')).toContainText('26.11.2026');
    expect(await built()).not.toEqual([]);
  });
});
