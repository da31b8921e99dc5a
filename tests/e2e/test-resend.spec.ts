import type { Page } from '@playwright/test';
import { expect, test, type SignedInUser } from './fixtures';
import { withCaughtMail, withFailingMail } from './mail';

// The test-resend page with the real server and a local SMTP catcher.
test.describe.configure({ mode: 'serial' });

/** Signs a new admin in, opens /test-resend and presses the button; returns the toast. */
async function sendAsAdmin(
  page: Page,
  signIn: (page: Page, fields?: Record<string, unknown>) => Promise<SignedInUser>,
  makeAdmin: (user: SignedInUser) => Promise<void>,
) {
  const user = await signIn(page, { user_type: 'contractor' });
  await makeAdmin(user);
  await page.goto('/test-resend');
  await page.getByRole('button', { name: 'Send test email' }).click();
  return { user, toast: page.locator('[data-sonner-toast]') };
}

test('an admin sends a test email: "Success!", the raw answer, and the mail arrives', async ({
  page,
  signIn,
  makeAdmin,
  baseURL,
}) => {
  await withCaughtMail(baseURL ?? '', async (smtp) => {
    const { user, toast } = await sendAsAdmin(page, signIn, makeAdmin);
    await expect(toast).toContainText('Success!');
    await expect(toast).toContainText(`Test email sent successfully to ${user.email}.`);
    // The server's raw answer under the toast (spec: "shows the raw result").
    const raw = page.getByTestId('test-resend-raw');
    await expect(raw).toBeVisible();
    expect(JSON.parse((await raw.textContent()) ?? '')).toEqual({ ok: true, to: user.email });
    expect(smtp.messages.some((m) => m.to.includes(user.email))).toBe(true);
  });
});

test('when sending fails, "Error" with the server\'s message', async ({
  page,
  signIn,
  makeAdmin,
  baseURL,
}) => {
  await withFailingMail(baseURL ?? '', async () => {
    const { toast } = await sendAsAdmin(page, signIn, makeAdmin);
    await expect(toast).toContainText('Error');
    await expect(toast).toContainText(/connect|refused|dial/i);
  });
});

test('a user who is not an admin gets "Error" with the refusal', async ({ page, signIn }) => {
  await signIn(page, { user_type: 'client' });
  await page.goto('/test-resend');
  await page.getByRole('button', { name: 'Send test email' }).click();
  // The server's own words (lib/staff.js requireStaff), and its raw answer under the toast.
  await expect(page.locator('[data-sonner-toast]')).toContainText('Only staff may do this.');
  await expect(page.getByTestId('test-resend-raw')).toContainText('"status": 403');
});

test('with no message from the server, "Error" with "Failed to send test email"', async ({
  page,
  signIn,
}) => {
  await signIn(page, { user_type: 'client' });
  await page.route('**/api/test-resend', (route) => route.fulfill({ status: 502, body: '' }));
  await page.goto('/test-resend');
  await page.getByRole('button', { name: 'Send test email' }).click();
  const toast = page.locator('[data-sonner-toast]');
  await expect(toast).toContainText('Error');
  await expect(toast).toContainText('Failed to send test email');
});
