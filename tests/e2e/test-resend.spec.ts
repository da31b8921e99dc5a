import PocketBase from 'pocketbase';
import { TEST_SUPERUSER } from '../support/pocketbase';
import { sendMailTo, startSmtpCatcher, stopSendingMail } from '../support/smtp-catcher';
import { expect, test } from './fixtures';

// The test-resend page (spec §2, §8) with the real server and a local SMTP catcher.
test.describe.configure({ mode: 'serial' });

async function superuser(baseURL: string) {
  const admin = new PocketBase(baseURL);
  await admin
    .collection('_superusers')
    .authWithPassword(TEST_SUPERUSER.email, TEST_SUPERUSER.password, { requestKey: null });
  return admin;
}

test('an admin sends a test email: "Success!" and the mail arrives', async ({
  page,
  signIn,
  makeAdmin,
  baseURL,
}) => {
  const smtp = await startSmtpCatcher();
  const admin = await superuser(baseURL ?? '');
  await sendMailTo(admin, smtp.port);
  try {
    const user = await signIn(page, { user_type: 'contractor' });
    await makeAdmin(user.id);
    await page.goto('/test-resend');
    await page.getByRole('button', { name: 'Send test email' }).click();
    const toast = page.locator('[data-sonner-toast]');
    await expect(toast).toContainText('Success!');
    await expect(toast).toContainText(`Test email sent successfully to ${user.email}.`);
    expect(smtp.messages.some((m) => m.to.includes(user.email))).toBe(true);
  } finally {
    await stopSendingMail(admin);
    await smtp.stop();
  }
});

test('when sending fails, "Error" with the server\'s message', async ({
  page,
  signIn,
  makeAdmin,
  baseURL,
}) => {
  const admin = await superuser(baseURL ?? '');
  await sendMailTo(admin, 1);
  try {
    const user = await signIn(page, { user_type: 'contractor' });
    await makeAdmin(user.id);
    await page.goto('/test-resend');
    await page.getByRole('button', { name: 'Send test email' }).click();
    const toast = page.locator('[data-sonner-toast]');
    await expect(toast).toContainText('Error');
    await expect(toast).toContainText(/connect|refused|dial/i);
  } finally {
    await stopSendingMail(admin);
  }
});

test('a user who is not an admin gets "Error" with the refusal', async ({ page, signIn }) => {
  await signIn(page, { user_type: 'client' });
  await page.goto('/test-resend');
  await page.getByRole('button', { name: 'Send test email' }).click();
  await expect(page.locator('[data-sonner-toast]')).toContainText(
    'Only admins can send a test email.',
  );
});
