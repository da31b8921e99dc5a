import { TRADES } from '../../src/constants/trades';
import { SPEC_FOOTER_LINKS } from '../support/spec';
import { expect, test } from './fixtures';

test.describe('home page', () => {
  test('has a skip-to-content link that moves focus to the main content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test('has title, description, Open Graph meta and JSON-LD', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(
      'TradesMarket: hire contractors for $1, list your business for $1',
    );
    await expect(page.locator('meta[name="description"]').first()).toHaveAttribute(
      'content',
      /45 construction trades/,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      /TradesMarket/,
    );
    const json = await page.locator('script[type="application/ld+json"]').textContent();
    const graph = (JSON.parse(json ?? '{}') as { '@graph': { '@type': string }[] })['@graph'];
    expect(graph.map((node) => node['@type'])).toEqual(['WebSite', 'Service', 'FAQPage']);
    expect(JSON.stringify(graph[0])).toContain('/browse?q={search_term_string}');
  });

  test('shows the promo banner and hero buttons to /browse and /auth', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByText('Limited-time offer: 30 days of free access for new members.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Contractors' })).toHaveAttribute(
      'href',
      '/browse',
    );
    await expect(page.getByRole('link', { name: 'Join as Professional' })).toHaveAttribute(
      'href',
      '/auth',
    );
    await page.getByRole('link', { name: 'Browse Contractors' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Contractors');
  });

  test('has 45 trade tiles, each linking to /browse?trade={value}', async ({ page }) => {
    await page.goto('/');
    const tiles = page.getByTestId('trade-grid').getByRole('link');
    await expect(tiles).toHaveCount(45);
    const hrefs = await tiles.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(TRADES.map((t) => `/browse?trade=${t.value}`));
    await tiles.filter({ hasText: 'Glazier' }).click();
    await expect(page).toHaveURL(/\/browse\?trade=glazier$/);
    await expect(page.getByText('Trade: Glazier')).toBeVisible();
  });

  test('shows three testimonials and the figures $1, 0%, 100%, unlimited', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('figure blockquote')).toHaveCount(3);
    await expect(page.getByTestId('figures').locator('dd')).toHaveText([
      '$1',
      '0%',
      '100%',
      'unlimited',
    ]);
  });

  test('Hire Contractors signed out: error toast, then /auth', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Hire Contractors' }).click();
    await expect(page.getByText('Please sign up or log in to browse contractors')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign Up or Log In');
  });

  test('Hire Contractors signed in goes to /browse without an error', async ({ page, signIn }) => {
    await signIn(page);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Sign Out' }).first()).toBeAttached();
    await page.getByRole('button', { name: 'Hire Contractors' }).click();
    await expect(page).toHaveURL(/\/browse$/);
    await expect(page.getByText('Please sign up or log in to browse contractors')).toHaveCount(0);
  });

  test('List Your Business goes to /auth', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'List Your Business' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('toasts show one at a time and close after 5 seconds', async ({ page }) => {
    // Playwright's clock (time flows as usual): the test moves it past the toasts' lifetime.
    await page.clock.install();
    await page.goto('/');
    await page.getByRole('button', { name: 'Hire Contractors' }).click();
    await page.goBack();
    await page.getByRole('button', { name: 'Hire Contractors' }).click();
    const toasts = page.locator('[data-sonner-toast][data-visible="true"]');
    await expect(toasts).toHaveCount(1);
    await page.clock.runFor(5_500);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });

  test('the footer has every required link and the estimating partner', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const href of SPEC_FOOTER_LINKS) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    const partner = footer.getByTestId('estimating-partner-link');
    await expect(partner).toHaveAttribute('href', 'https://estimating-partner.example/');
    await expect(partner).toHaveAttribute('target', '_blank');
  });
});
