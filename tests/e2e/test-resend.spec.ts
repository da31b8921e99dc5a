import { expect, test } from './fixtures';
import { withCaughtMail, withFailingMail } from './mail';

// The test-resend page with the real server and a local SMTP catcher.
test.describe.configure({ mode: 'serial' });

test('an admin sends a test email: "Error" with the server\'s message while mail fails, then "Success!", the raw answer, and the mail arrives', async ({
  page,
  signIn,
  makeAdmin,
  baseURL,
}) => {
  const user = await signIn(page, { user_type: 'contractor' });
  await makeAdmin(user);
  await page.goto('/test-resend');
  const button = page.getByRole('button', { name: 'Send test email' });
  const toast = page.locator('[data-sonner-toast]');
  await withFailingMail(baseURL ?? '', async () => {
    await button.click();
    const failed = toast.filter({ hasText: /connect|refused|dial/i });
    await expect(failed).toBeVisible();
    await expect(failed).toContainText('Error');
  });
  await withCaughtMail(baseURL ?? '', async (smtp) => {
    await button.click();
    const sent = toast.filter({ hasText: 'Success!' });
    await expect(sent).toContainText(`Test email sent successfully to ${user.email}.`);
    // The server's raw answer under the toast (spec: "shows the raw result").
    const raw = page.getByTestId('test-resend-raw');
    await expect(raw).toContainText('"ok": true');
    expect(JSON.parse((await raw.textContent()) ?? '')).toEqual({ ok: true, to: user.email });
    expect(smtp.messages.some((m) => m.to.includes(user.email))).toBe(true);
  });
});

test('a user who is not an admin gets "Error" with the refusal; with no message from the server, "Failed to send test email"', async ({
  page,
  signIn,
}) => {
  await signIn(page, { user_type: 'client' });
  await page.goto('/test-resend');
  const button = page.getByRole('button', { name: 'Send test email' });
  const toast = page.locator('[data-sonner-toast]');
  await button.click();
  // The server's own words (lib/staff.js requireStaff), and its raw answer under the toast.
  await expect(toast).toContainText('Only staff may do this.');
  await expect(page.getByTestId('test-resend-raw')).toContainText('"status": 403');

  await page.route('**/api/test-resend', (route) => route.fulfill({ status: 502, body: '' }));
  await button.click();
  const fallback = toast.filter({ hasText: 'Failed to send test email' });
  await expect(fallback).toContainText('Error');
});
