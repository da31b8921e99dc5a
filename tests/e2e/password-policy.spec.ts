import { expect, test } from './fixtures';

// The password policy in the browser (src/lib/password-policy.ts): 10+ characters and not on
// the common-password list, whose chunk loads only where a password is chosen.
const COMMON_LIST = /\/assets\/common-passwords-[\w-]+\.js$/;
const TOO_COMMON = 'This password is too common and easy to guess. Choose another one.';

test('the list loads on the sign-up form, not on other pages', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (COMMON_LIST.test(new URL(request.url()).pathname)) loaded.push(request.url());
  });
  await page.goto('/');
  await page.goto('/browse');
  expect(loaded).toEqual([]);
  await page.goto('/auth');
  await expect.poll(() => loaded.length).toBe(1);
});

test('sign-up refuses a common password before sending it', async ({ page }) => {
  let signUps = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/collections/users/records'))
      signUps += 1;
  });
  await page.goto('/auth');
  await page.getByLabel('Full name').fill('Common Carol');
  await page.getByLabel('Email address').fill(`carol-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('Password123');
  await page.getByLabel('Confirm password').fill('Password123');
  await page.getByLabel('I am joining as').selectOption('client');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    TOO_COMMON,
  );
  expect(signUps).toBe(0);
});

test('a password change to a common or short password is refused with a clear message', async ({
  page,
  signIn,
}) => {
  await signIn(page, { user_type: 'client' });
  await page.goto('/account-settings');
  const section = page.getByTestId('account-password');
  await section.getByLabel('Current password').fill('e2e-password-123');
  await section.getByLabel('New password', { exact: true }).fill('1q2w3e4r5t');
  await section.getByLabel('Confirm new password').fill('1q2w3e4r5t');
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByRole('alert')).toHaveText(TOO_COMMON);
  await section.getByLabel('New password', { exact: true }).fill('12345678');
  await section.getByLabel('Confirm new password').fill('12345678');
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByRole('alert')).toHaveText(
    'The new password needs at least 10 characters.',
  );
});
