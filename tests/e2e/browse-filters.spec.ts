import { expect, test } from './fixtures';

// The browse filter panel on a 390 px phone: it opens on a tap and stays open while the
// filters in it change.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the filter panel stays open while distance, then rating, change', async ({ page }) => {
  await page.goto('/browse');
  const panel = page.locator('details').filter({ hasText: 'Distance, rating and sorting' });
  await expect(panel).not.toHaveAttribute('open');
  await page.getByText('Distance, rating and sorting').tap();
  await expect(panel).toHaveAttribute('open');

  await page.getByLabel('Within').selectOption({ index: 2 });
  await expect(page).toHaveURL(/radius=/);
  await expect(panel).toHaveAttribute('open');
  await expect(page.getByLabel('Minimum rating')).toBeVisible();

  await page.getByLabel('Minimum rating').selectOption('4');
  await expect(page).toHaveURL(/rating=4/);
  await expect(panel).toHaveAttribute('open');
  await expect(page.getByLabel('Sort by')).toBeVisible();

  // Back to "any": the user's choice to keep the panel open still stands.
  await page.getByLabel('Within').selectOption('');
  await page.getByLabel('Minimum rating').selectOption('');
  await expect(page).not.toHaveURL(/rating=/);
  await expect(panel).toHaveAttribute('open');
  await expect(page.getByLabel('Sort by')).toBeVisible();
});
