import { expect, holdRequests, test } from './fixtures';

// Each route's heading, description and title are checked with its accessibility, in one
// visit per route: a11y.spec.ts. The home page's hero and browse's ?trade=: home.spec.ts.
test.describe('routes', () => {
  test('an unknown path and a missing profile are the not-found page (the server answers 404), with a link home', async ({
    page,
  }) => {
    for (const path of ['/no/such/page', '/profile/nosuchlisting01']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await page.getByRole('link', { name: 'Go to the home page' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        'Hire contractors for $1',
      );
    }
  });

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
