import { TRADES } from '../../src/constants/trades';
import { SPEC_FOOTER_LINKS } from '../support/spec';
import { expect, test } from './fixtures';

// A signed-out visitor's first look at the home page, in one visit: the skip link, the head,
// the offers, the trade tiles and the footer; then where each of its buttons leads. The
// signed-in "Hire Contractors" is in nav.spec.ts's contractor test; the structured data's
// content is tests/unit/home-model.test.ts.
test('a visitor reads the home page and follows its buttons and tiles', async ({ page }) => {
  // Playwright's clock (time flows as usual): the test moves it past the toasts' lifetime.
  await page.clock.install();
  await page.goto('/');

  await test.step('the skip link moves the focus to the main content', async () => {
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });

  await test.step('title, description, Open Graph and JSON-LD', async () => {
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

  await test.step('hero, promo, figures, testimonials, 45 trade tiles, footer', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Hire contractors for $1. List your business for $1.',
    );
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
    await expect(page.locator('figure blockquote')).toHaveCount(3);
    await expect(page.getByTestId('figures').locator('dd')).toHaveText([
      '$1',
      '0%',
      '100%',
      'unlimited',
    ]);
    const tiles = page.getByTestId('trade-grid').getByRole('link');
    await expect(tiles).toHaveCount(45);
    const hrefs = await tiles.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(TRADES.map((t) => `/browse?trade=${t.value}`));
    const footer = page.getByRole('contentinfo');
    for (const href of SPEC_FOOTER_LINKS) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    const partner = footer.getByTestId('estimating-partner-link');
    await expect(partner).toHaveAttribute('href', 'https://estimating-partner.example/');
    await expect(partner).toHaveAttribute('target', '_blank');
  });

  await test.step('a trade tile opens browse for that trade; browse flags an unknown one', async () => {
    await page.getByTestId('trade-grid').getByRole('link').filter({ hasText: 'Glazier' }).click();
    await expect(page).toHaveURL(/\/browse\?trade=glazier$/);
    await expect(page.getByText('Trade: Glazier')).toBeVisible();
    await page.goto('/browse?trade=hvac_technician_hvacr');
    await expect(page.getByText('Trade: HVAC Technician (HVACR)')).toBeVisible();
    await page.goto('/browse?trade=astronaut');
    await expect(page.getByRole('alert')).toContainText('There is no trade called “astronaut”');
  });

  await test.step('Browse Contractors and List Your Business', async () => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Browse Contractors' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Contractors');
    await page.goto('/');
    await page.getByRole('link', { name: 'List Your Business' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  await test.step('Hire Contractors signed out: one error toast at a time, then /auth', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Hire Contractors' }).click();
    await expect(page.getByText('Please sign up or log in to browse contractors')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign Up or Log In');
    await page.goBack();
    await page.getByRole('button', { name: 'Hire Contractors' }).click();
    const toasts = page.locator('[data-sonner-toast][data-visible="true"]');
    await expect(toasts).toHaveCount(1);
    await page.clock.runFor(5_500);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });
});
