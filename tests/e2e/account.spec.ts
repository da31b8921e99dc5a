import { readFile } from 'node:fs/promises';
import PocketBase from 'pocketbase';
import { expect, superuserClient, test } from './fixtures';

// /account-settings against the real PocketBase.
test.use({ serviceWorkers: 'block' });

const PASSWORD = 'e2e-password-123';
const opts = { requestKey: null };

test('signed out, account settings ask to sign in', async ({ page }) => {
  await page.goto('/account-settings');
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/auth?tab=login&next=%2Faccount-settings',
  );
});

test('a user changes their name', async ({ page, baseURL, signIn }) => {
  const user = await signIn(page, { user_type: 'client', name: 'Old Name' });
  await page.goto('/account-settings');
  const section = page.getByTestId('account-name');
  await expect(section.getByLabel('Your name')).toHaveValue('Old Name');
  await section.getByLabel('Your name').fill('New Name');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByRole('status')).toHaveText('Name saved');
  const admin = await superuserClient(baseURL ?? '');
  expect((await admin.collection('users').getOne(user.id, opts)).name).toBe('New Name');
});

test('a user changes their password and signs in with the new one', async ({
  page,
  baseURL,
  signIn,
}) => {
  const user = await signIn(page, { user_type: 'client' });
  await page.goto('/account-settings');
  const section = page.getByTestId('account-password');

  await section.getByLabel('Current password').fill('not-my-password');
  await section.getByLabel('New password', { exact: true }).fill('brand-new-pass-1');
  await section.getByLabel('Confirm new password').fill('brand-new-pass-1');
  await section.getByRole('button', { name: 'Change password' }).click();
  // PocketBase's `oldPassword: validation_invalid_old_password`, in the app's words.
  await expect(section.getByRole('alert')).toHaveText(
    'The server refused the change: Current password: The password is not correct.',
  );

  await section.getByLabel('Current password').fill(PASSWORD);
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByRole('status')).toHaveText('Password changed');

  const pb = new PocketBase(baseURL);
  await expect(
    pb.collection('users').authWithPassword(user.email, PASSWORD, opts),
  ).rejects.toThrow();
  const auth = await pb.collection('users').authWithPassword(user.email, 'brand-new-pass-1', opts);
  expect(auth.record.id).toBe(user.id);

  // Still signed in on this device, with a working session.
  await page.reload();
  await expect(page.getByTestId('account-name')).toBeVisible();
});

test('a user downloads their data, then deletes the account', async ({ page, baseURL, signIn }) => {
  const user = await signIn(page, { user_type: 'client', name: 'Leaving User' });
  await page.goto('/account-settings');
  const section = page.getByTestId('account-delete');
  const submit = section.getByRole('button', { name: 'Delete my account' });
  await expect(submit).toBeDisabled();

  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download my data' }).click();
  const file = await (await download).path();
  const data = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown> & {
    user: Record<string, unknown>;
  };
  expect(data.format).toBe('tradesmarket-account-export');
  expect(data.source).toBe('server');
  expect(data.user).toMatchObject({ id: user.id, email: user.email, name: 'Leaving User' });
  expect(data.user).not.toHaveProperty('tokenKey');
  expect(data.user).not.toHaveProperty('password');
  expect(data).toMatchObject({ listing: null, hires: [], reviews: [] });

  await section.getByLabel('Type your email address to confirm').fill('someone@else.com');
  await expect(submit).toBeDisabled();
  await section.getByLabel('Type your email address to confirm').fill(user.email);
  await submit.click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account was deleted')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('pocketbase_auth'))).toBeNull();
  const admin = await superuserClient(baseURL ?? '');
  await expect(admin.collection('users').getOne(user.id, opts)).rejects.toMatchObject({
    status: 404,
  });
});

test('"Sign out everywhere" signs out another device and this one', async ({
  page,
  baseURL,
  signIn,
}) => {
  const user = await signIn(page, { user_type: 'client' });
  // Another device, signed in with the password.
  const other = new PocketBase(baseURL ?? '');
  await other.collection('users').authWithPassword(user.email, PASSWORD, opts);

  await page.goto('/account-settings');
  const section = page.getByTestId('account-sign-out-everywhere');
  await section.getByRole('button', { name: 'Sign out everywhere' }).click();
  const confirm = page.getByTestId('sign-out-everywhere-confirm');
  await expect(confirm).toContainText(
    'Every device and browser signed in to your account will be signed out, this one too.',
  );
  // Cancelling leaves everyone signed in.
  await confirm.getByRole('button', { name: 'Cancel' }).first().click();
  await expect(confirm).toHaveCount(0);
  await other.collection('users').authRefresh({ requestKey: null });

  await section.getByRole('button', { name: 'Sign out everywhere' }).click();
  await confirm.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=login&next=%2Faccount-settings$/);
  await expect(page.getByRole('tab', { name: 'Log In' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('[data-sonner-toast]')).toContainText(
    'You were signed out on every device. Sign in again to continue.',
  );
  // The toast's region and close button are named in the interface language, not sonner's.
  await expect(page.getByRole('region', { name: /^Notifications/ })).toHaveCount(1);
  await expect(
    page.locator('[data-sonner-toast]').getByRole('button', { name: 'Close notification' }),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
  ).toBeVisible();
  const refused = await other
    .collection('users')
    .authRefresh({ requestKey: null })
    .then(
      () => 0,
      (error: unknown) => (error as { status: number }).status,
    );
  expect(refused).toBe(401);
});
