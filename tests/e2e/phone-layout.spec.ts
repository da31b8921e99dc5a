import type { Page } from '@playwright/test';
import { expect, superuserClient, test } from './fixtures';

// On a 390 px phone, what contractors write (long compound names, long web addresses) wraps
// instead of widening the page: a page wider than the screen scrolls sideways and cuts off
// toasts and the cookie banner.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('a listing with a long name and web address fits a phone in browse and on its profile', async ({
  page,
  baseURL,
}) => {
  const admin = await superuserClient(baseURL ?? '');
  const roofer = await admin.collection('trades').getFirstListItem("value = 'roofer'");
  const stamp = `${Date.now()}`;
  const owner = await admin.collection('users').create({
    email: `long-${stamp}@example.com`,
    password: 'owner-password-1',
    passwordConfirm: 'owner-password-1',
    user_type: 'contractor',
  });
  const name = `Schornsteinfegermeisterbetriebsgesellschaft${stamp}`;
  const listing = await admin.collection('contractors').create<{ id: string }>({
    owner: owner.id,
    business_name: name,
    trades: [roofer.id],
    website: `https://schornsteinfegermeisterbetriebsgesellschaft-${stamp}.example/`,
    email: `kontakt-schornsteinfegermeisterbetrieb-${stamp}@example.com`,
    status: 'active',
  });

  await page.goto('/browse?trade=roofer');
  await expect(page.getByTestId('listing-card').filter({ hasText: name })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);

  await page.goto(`/profile/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
});
