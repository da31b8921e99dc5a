import { expect, holdRequests, test } from './fixtures';

// Each route's heading, description and title are checked with its accessibility, in one
// visit per route: a11y.spec.ts.
test.describe('routes', () => {
  test('home renders its hero heading', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Hire contractors for $1. List your business for $1.',
    );
  });

  test('an unknown path shows not-found with a link home (the server answers 404)', async ({
    page,
  }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Hire contractors for $1');
  });

  test('a profile that does not exist is the not-found page (the server answers 404)', async ({
    page,
  }) => {
    const response = await page.goto('/profile/nosuchlisting01');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('browse names the trade from ?trade= and flags an unknown one', async ({ page }) => {
    await page.goto('/browse?trade=hvac_technician_hvacr');
    await expect(page.getByText('Trade: HVAC Technician (HVACR)')).toBeVisible();
    await page.goto('/browse?trade=astronaut');
    await expect(page.getByRole('alert')).toContainText('There is no trade called “astronaut”');
  });

  test.describe('with the service worker out of the way', () => {
    test.use({ serviceWorkers: 'block' });

    test('a lazy route shows the "Loading..." spinner while its chunk loads', async ({ page }) => {
      const release = await holdRequests(page, '**/assets/info-page-*.js');
      // /community is not prerendered, so its content comes from the lazy chunk.
      await page.goto('/community', { waitUntil: 'commit' });
      await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
      release();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Community');
      await expect(page.getByText('Loading...')).toHaveCount(0);
    });
  });
});
