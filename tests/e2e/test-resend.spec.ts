import { expect, test } from './fixtures';
import { withCaughtMail, withFailingMail } from './mail';

// The test-resend page with the real server and a local SMTP catcher.
test('a user who is not an admin is refused; made an admin, they send a test email: "Error" while mail fails, then "Success!" and the mail arrives', async ({
  page,
  signIn,
  makeAdmin,
  baseURL,
}) => {
  const user = await signIn(page, { user_type: 'contractor' });
  await page.goto('/test-resend');
  const button = page.getByRole('button', { name: 'Send test email' });
  const toast = page.locator('[data-sonner-toast]');
  const raw = page.getByTestId('test-resend-raw');

  await test.step('not an admin: "Error" with the refusal', async () => {
    await button.click();
    // The server's own words (lib/staff.js requireStaff), and its raw answer under the toast.
    await expect(toast.filter({ hasText: 'Only staff may do this.' })).toContainText('Error');
    await expect(raw).toContainText('"status": 403');
  });

  await test.step('with no message from the server, "Error" with "Failed to send test email"', async () => {
    await page.route('**/api/test-resend', (route) => route.fulfill({ status: 502, body: '' }));
    await button.click();
    await expect(toast.filter({ hasText: 'Failed to send test email' })).toContainText('Error');
    await page.unroute('**/api/test-resend');
  });

  await makeAdmin(user);
  await page.reload();

  await test.step('an admin while sending fails: "Error" with the server\'s message', async () => {
    await withFailingMail(baseURL ?? '', async () => {
      await button.click();
      await expect(toast.filter({ hasText: /connect|refused|dial/i })).toContainText('Error');
    });
  });

  await test.step('an admin: "Success!", the raw answer, and the mail arrives', async () => {
    await withCaughtMail(baseURL ?? '', async (smtp) => {
      await button.click();
      await expect(toast.filter({ hasText: 'Success!' })).toContainText(
        `Test email sent successfully to ${user.email}.`,
      );
      // The server's raw answer under the toast (spec: "shows the raw result").
      await expect(raw).toContainText('"ok": true');
      expect(JSON.parse((await raw.textContent()) ?? '')).toEqual({ ok: true, to: user.email });
      expect(smtp.messages.some((m) => m.to.includes(user.email))).toBe(true);
    });
  });
});
