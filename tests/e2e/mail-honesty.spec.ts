import type { Page } from '@playwright/test';
import { expect, superuserClient, test } from './fixtures';
import { withCaughtMail, withoutMail } from './mail';

// On a phone (390 px), the exit-intent offer on a server whose mail went away after the dialog
// opened: the app says so, never that an email was sent, and keeps the address. (The other
// mail states of the forms: tests/component/login-mail-forms.test.tsx, account-forms.test.tsx,
// exit-intent-mail-off.test.tsx, mail-off-notices.test.tsx; sign-up without mail: e2e
// mail-off-verify.spec.ts.)
test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });

const uniqueEmail = (tag: string) =>
  `mail-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Opens /browse, arms the exit-intent offer and opens it (a pointer exit through the top). */
async function openOffer(page: Page) {
  // Playwright's clock (time flows as usual) is moved past the offer's 2 s arming delay;
  // the page marks the offer armed (<html data-exit-intent="armed">).
  await page.clock.install();
  await page.goto('/browse');
  await page.clock.runFor(2100);
  await expect(page.locator('html')).toHaveAttribute('data-exit-intent', 'armed');
  await page.evaluate(() => {
    document.documentElement.dispatchEvent(
      new MouseEvent('mouseout', { bubbles: true, clientY: 5, relatedTarget: null }),
    );
  });
  const dialog = page.getByTestId('exit-intent-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

const SENT = "We've sent you a special offer via email.";
const SAVE_FAILED = 'Failed to save your email. Please try again.';
const SAVED_NO_MAIL =
  'Your email address is saved. This site cannot send email right now, so no offer was sent.';

test('exit-intent offer, mail gone after the dialog opened: saved, and no offer was sent', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('offer');
  // Opened while mail is set up (this server has none otherwise), so it offers to send.
  const dialog = await withCaughtMail(baseURL ?? '', async () => {
    const opened = await openOffer(page);
    await expect(opened.getByRole('button', { name: 'Send me the offer' })).toBeVisible();
    return opened;
  });
  await withoutMail(baseURL ?? '', async () => {
    await dialog.getByLabel('Email address').fill(email);
    await dialog.getByRole('button', { name: 'Send me the offer' }).click();
    const toast = page.locator('[data-sonner-toast]');
    await expect(toast).toContainText(SAVED_NO_MAIL);
    await expect(toast).not.toContainText(SAVE_FAILED);
    await expect(toast).not.toContainText(SENT);
    await expect(dialog).toHaveCount(0);
  });
  // Kept, and sent by the retry once mail is set up.
  const admin = await superuserClient(baseURL ?? '');
  const stored = await admin
    .collection('exit_intent_captures')
    .getFullList({ filter: admin.filter('email = {:email}', { email }), requestKey: null });
  expect(stored).toEqual([expect.objectContaining({ offer_status: 'failed', offer_attempts: 1 })]);
});
