import type { Page } from '@playwright/test';
import PocketBase from 'pocketbase';
import { expect, superuserClient, test } from './fixtures';
import { submitSignUp } from './sign-up-form';
import { withCaughtMail, withFailingMail, withoutMail } from './mail';

// On a phone (390 px), a server whose mail cannot go out: the app says so, and never says an
// email was sent. "Not set up": no mail settings (and no sendmail here); "failed": SMTP set to
// a closed port.
test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });

const PASSWORD = 'e2e-password-123';
const NOT_SET_UP = "Email is not set up on this server; ask the site's administrator.";
const FAILED = 'We could not send the email; try again later.';
const formError = (page: Page) => page.getByTestId('auth-error');
const notice = (page: Page) => page.getByTestId('auth-info');
const uniqueEmail = (tag: string) =>
  `mail-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function createUser(baseURL: string): Promise<string> {
  const email = uniqueEmail('existing');
  await new PocketBase(baseURL)
    .collection('users')
    .create(
      { email, password: PASSWORD, passwordConfirm: PASSWORD, name: 'Mail Less' },
      { requestKey: null },
    );
  return email;
}

async function openLogin(page: Page) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Log In' }).click();
}

test('sign-up without mail: the account is made, and the notice says only what is so', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('signup');
  await withoutMail(baseURL ?? '', async () => {
    await page.goto('/auth');
    await submitSignUp(page, {
      name: 'Nora Mailless',
      email: email,
      password: PASSWORD,
      role: 'contractor',
    });
    const verification = page.getByTestId('verification-notice');
    await expect(
      verification.getByRole('heading', { name: 'Your account is created' }),
    ).toBeVisible();
    await expect(verification).toContainText(
      `We could not send the confirmation link to ${email}.`,
    );
    await expect(formError(page)).toHaveText(NOT_SET_UP);
    await expect(verification).not.toContainText('Check your inbox');
    await expect(verification).not.toContainText('We sent a link');
    // No "start right away" for what needs a confirmed address, no "send again"
    // for a link that cannot arrive; the staff confirm the account (support form).
    await expect(verification).not.toContainText('start right away');
    await expect(verification).toContainText(
      'Listing a business, sending hire requests and writing reviews need a confirmed email address.',
    );
    await expect(verification).toContainText(
      "The site's staff must confirm your account: write to them through the support form.",
    );
    await expect(verification.getByRole('button', { name: 'Send the email again' })).toHaveCount(0);
    await expect(verification.getByRole('link', { name: 'Contact support' })).toBeVisible();
  });
  // Once mail works, the portal's notice offers the link again, sends it, and only then says so.
  await withCaughtMail(baseURL ?? '', async (smtp) => {
    await page.goto('/contractor-portal');
    const verify = page.getByTestId('verify-email-notice');
    await expect(verify).toContainText('Verify your email to list your business.');
    await expect(verify).not.toContainText('cannot send email');
    await verify.getByRole('button', { name: 'Send the link again' }).click();
    await expect(verify).toContainText('We sent the link again. Check your inbox.');
    await expect.poll(() => smtp.messages.some((m) => m.to.includes(email))).toBe(true);
  });
});

test('password reset without mail says mail is not set up, for any address', async ({
  page,
  baseURL,
}) => {
  const email = await createUser(baseURL ?? '');
  await openLogin(page);
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await withoutMail(baseURL ?? '', async () => {
    for (const address of [email, uniqueEmail('nobody')]) {
      await page.getByLabel('Email address').fill(address);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(formError(page)).toHaveText(NOT_SET_UP);
      await expect(notice(page)).toBeEmpty();
    }
  });
});

test('an emailed code whose send fails: "could not send", and no code field', async ({
  page,
  baseURL,
}) => {
  const email = await createUser(baseURL ?? '');
  await openLogin(page);
  await page.getByRole('button', { name: 'Email me a one-time code instead' }).click();
  await page.getByLabel('Email address').fill(email);
  await withFailingMail(baseURL ?? '', async () => {
    await page.getByRole('button', { name: 'Email me a code' }).click();
    await expect(formError(page)).toHaveText(FAILED);
    await expect(page.getByText('we have sent it a code')).toHaveCount(0);
    await expect(page.getByLabel('One-time code')).toHaveCount(0);
  });
});

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

async function storedCaptures(baseURL: string, email: string) {
  const admin = await superuserClient(baseURL);
  return admin
    .collection('exit_intent_captures')
    .getFullList({ filter: admin.filter('email = {:email}', { email }), requestKey: null });
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
  expect(await storedCaptures(baseURL ?? '', email)).toEqual([
    expect.objectContaining({ offer_status: 'failed', offer_attempts: 1 }),
  ]);
});

test('exit-intent offer on a server without mail promises no email, then says none was sent', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('offer-off');
  await withoutMail(baseURL ?? '', async () => {
    const dialog = await openOffer(page);
    await expect(dialog.getByTestId('exit-intent-no-mail')).toHaveText(
      'This site cannot send email right now, so no offer will be emailed to you. You can still leave your email address, and we will keep it.',
    );
    await expect(dialog).not.toContainText("we'll send you");
    await expect(dialog.getByRole('button', { name: 'Send me the offer' })).toHaveCount(0);
    await dialog.getByLabel('Email address').fill(email);
    await dialog.getByRole('button', { name: 'Save my email' }).click();
    const toast = page.locator('[data-sonner-toast]');
    await expect(toast).toContainText(SAVED_NO_MAIL);
    await expect(toast).not.toContainText(SAVE_FAILED);
  });
  expect(await storedCaptures(baseURL ?? '', email)).toHaveLength(1);
});

test('exit-intent offer whose send fails: saved, and the offer will be tried again', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('offer-failing');
  await withFailingMail(baseURL ?? '', async () => {
    // Mail is set up (no send has failed yet), so the dialog offers to send.
    const dialog = await openOffer(page);
    await dialog.getByLabel('Email address').fill(email);
    await dialog.getByRole('button', { name: 'Send me the offer' }).click();
    const toast = page.locator('[data-sonner-toast]');
    await expect(toast).toContainText(
      'Your email address is saved, but the offer could not be sent just now. We will try again.',
    );
    await expect(toast).not.toContainText(SAVE_FAILED);
    await expect(toast).not.toContainText(SENT);
  });
  expect(await storedCaptures(baseURL ?? '', email)).toEqual([
    expect.objectContaining({ offer_status: 'failed' }),
  ]);
});

test('an email change says when no mail went out, and only then that a link was sent', async ({
  page,
  baseURL,
  signIn,
}) => {
  const base = baseURL ?? '';
  await signIn(page, { user_type: 'client', name: 'Mira Mover' });
  await page.goto('/account-settings');
  const section = page.getByTestId('account-email');
  const change = async (tag: string) => {
    const email = uniqueEmail(tag);
    await section.getByLabel('New email').fill(email);
    await section.getByRole('button', { name: 'Change email' }).click();
    return email;
  };

  await withoutMail(base, async () => {
    await change('no-mail');
    await expect(section.getByRole('alert')).toHaveText(NOT_SET_UP);
    await expect(section).not.toContainText('we sent a link');
  });
  await withFailingMail(base, async () => {
    await change('failing');
    await expect(section.getByRole('alert')).toHaveText(FAILED);
    await expect(section).not.toContainText('we sent a link');
  });
  await withCaughtMail(base, async (smtp) => {
    const email = await change('works');
    await expect(section.getByRole('status')).toHaveText(
      `Check your new inbox: we sent a link to ${email} to confirm the change.`,
    );
    await expect.poll(() => smtp.messages.some((m) => m.to.includes(email))).toBe(true);
  });
});
