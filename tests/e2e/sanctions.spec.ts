import type { Page } from '@playwright/test';
import { expect, superuserClient, test } from './fixtures';
import { IP_LOCATION_PATTERN } from './visitor-state';

// Sign-up from a sanctioned place, as a visitor there sees it on a phone: the IP-location
// stand-in answers the place, the real server refuses (451), the form says why in the
// interface language, and no account exists afterwards. (The wording in other languages and
// right to left: tests/component/sign-up-form.test.tsx.)
test.use({ serviceWorkers: 'block' });

const PASSWORD = 'e2e-password-123';
// Within the form: the provider buttons (while a provider is enabled) have an alert of their own.
const formError = (page: Page) => page.locator('form').getByTestId('auth-error');

/**
 * Fills and sends the sign-up form at 390 px in `language`, the IP-location API answering
 * `location`. Fields are found by id: their labels are in the interface language.
 * @returns the email used and the place headers the sign-up request carried
 */
async function signUpFrom(page: Page, language: string, location: Record<string, string>) {
  await page.route(IP_LOCATION_PATTERN, (route) => route.fulfill({ json: location }));
  await page.addInitScript((code) => localStorage.setItem('preferredLanguage', code), language);
  const sent: Record<string, string>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/collections/users/records')) {
      sent.push(request.headers());
    }
  });
  const email = `sanctions-${language}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/auth');
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await page.locator('#sign-up-name').fill('Sam Sample');
  await page.locator('#sign-up-email').fill(email);
  await page.locator('#sign-up-password').fill(PASSWORD);
  await page.locator('#sign-up-password-confirm').fill(PASSWORD);
  await page.locator('#sign-up-user-type').selectOption('client');
  await page.locator('form button[type="submit"]').click();
  return { email, sent };
}

async function expectNoUser(baseURL: string, email: string) {
  const admin = await superuserClient(baseURL);
  const found = await admin
    .collection('users')
    .getList(1, 1, { filter: admin.filter('email = {:email}', { email }), requestKey: null });
  expect(found.totalItems).toBe(0);
}

/** The alert fits the 390 px screen: nothing wider than the page, nothing cut at its edges. */
async function expectFits(page: Page) {
  const alert = formError(page).locator('p');
  const box = await alert.boundingBox();
  expect(box).not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(alert).toBeInViewport();
}

test('English, from Iran: the refusal names Iran, and no account is created', async ({
  page,
  baseURL,
}) => {
  const { email, sent } = await signUpFrom(page, 'en', {
    country_code: 'IR',
    region: 'Tehran',
    region_code: 'TE',
  });
  await expect(formError(page)).toHaveText(
    "We can't open accounts or take payments from Iran: it is under comprehensive sanctions.",
  );
  await expectFits(page);
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ 'x-client-country': 'IR', 'x-client-region': 'IR-TE' });
  await expect(page.getByTestId('verification-notice')).toHaveCount(0);
  await expectNoUser(baseURL ?? '', email);
});
