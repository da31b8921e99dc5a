import { readFile } from 'node:fs/promises';
import PocketBase from 'pocketbase';
import { expect, superuserClient, test } from './fixtures';
import { withCaughtMail } from './mail';

// /account-settings against the real PocketBase, as one user's story: settings changed, every
// device signed out, the data downloaded and the account deleted. (What the forms refuse
// before sending and their words for a mail that did not go out:
// tests/component/account-forms.test.tsx.)
test.use({ serviceWorkers: 'block' });

const PASSWORD = 'e2e-password-123';
const NEW_PASSWORD = 'brand-new-pass-1';
const opts = { requestKey: null };

test('a user changes name, email and password, signs out everywhere, then downloads the data and leaves', async ({
  page,
  baseURL,
  signIn,
}) => {
  const base = baseURL ?? '';
  const admin = await superuserClient(base);

  await test.step('signed out, account settings ask to sign in', async () => {
    await page.goto('/account-settings');
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth?tab=login&next=%2Faccount-settings',
    );
  });

  const user = await signIn(page, { user_type: 'client', name: 'Old Name' });
  await page.goto('/account-settings');

  await test.step('the name', async () => {
    const section = page.getByTestId('account-name');
    await expect(section.getByLabel('Your name')).toHaveValue('Old Name');
    await section.getByLabel('Your name').fill('Leaving User');
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(section.getByRole('status')).toHaveText('Name saved');
    expect((await admin.collection('users').getOne(user.id, opts)).name).toBe('Leaving User');
  });

  await test.step('an email change mails a link to the new address, and says so', async () => {
    const section = page.getByTestId('account-email');
    const email = `moved-${Date.now()}@example.com`;
    await withCaughtMail(base, async (smtp) => {
      await section.getByLabel('New email').fill(email);
      await section.getByRole('button', { name: 'Change email' }).click();
      await expect(section.getByRole('status')).toHaveText(
        `Check your new inbox: we sent a link to ${email} to confirm the change.`,
      );
      await expect.poll(() => smtp.messages.some((m) => m.to.includes(email))).toBe(true);
    });
  });

  await test.step('the password: the current one first, then the new one works', async () => {
    const section = page.getByTestId('account-password');
    await section.getByLabel('Current password').fill('not-my-password');
    await section.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await section.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await section.getByRole('button', { name: 'Change password' }).click();
    // PocketBase's `oldPassword: validation_invalid_old_password`, in the app's words.
    await expect(section.getByRole('alert')).toHaveText(
      'The server refused the change: Current password: The password is not correct.',
    );
    await section.getByLabel('Current password').fill(PASSWORD);
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(section.getByRole('status')).toHaveText('Password changed');

    const pb = new PocketBase(base);
    await expect(
      pb.collection('users').authWithPassword(user.email, PASSWORD, opts),
    ).rejects.toThrow();
    const auth = await pb.collection('users').authWithPassword(user.email, NEW_PASSWORD, opts);
    expect(auth.record.id).toBe(user.id);
    // Still signed in on this device, with a working session.
    await page.reload();
    await expect(page.getByTestId('account-name')).toBeVisible();
  });

  await test.step('"Sign out everywhere" signs out another device and this one', async () => {
    const other = new PocketBase(base);
    await other.collection('users').authWithPassword(user.email, NEW_PASSWORD, opts);
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
    await expect(page.getByRole('tab', { name: 'Log In' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
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

  await test.step('signed in again with the new password, back on the settings', async () => {
    await page.getByLabel('Email address').fill(user.email);
    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/account-settings$/);
  });

  await test.step('the data downloaded, then the account deleted', async () => {
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
    await expect(admin.collection('users').getOne(user.id, opts)).rejects.toMatchObject({
      status: 404,
    });
  });
});
