import type { Page } from '@playwright/test';
import PocketBase from 'pocketbase';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/pocketbase.mjs';
import { partsOf, subjectOf, type SmtpCatcher } from '../support/smtp-catcher';
import { expect, superuserClient, test } from './fixtures';
import { submitSignUp } from './sign-up-form';
import { textOf, withCaughtMail } from './mail';

// Accounts at /auth against the real PocketBase, with its mail caught by a local SMTP catcher.
test.use({ serviceWorkers: 'block' });

const PASSWORD = 'e2e-password-123';
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const formError = (page: Page) => page.getByTestId('auth-error');
const notice = (page: Page) => page.getByTestId('auth-info');

function uniqueEmail(tag: string): string {
  return `auth-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Creates a user through the public API, as a sign-up elsewhere would have. */
async function createUser(baseURL: string, fields: Record<string, unknown> = {}) {
  const email = uniqueEmail('existing');
  await new PocketBase(baseURL)
    .collection('users')
    .create(
      { email, password: PASSWORD, passwordConfirm: PASSWORD, name: 'Existing User', ...fields },
      { requestKey: null },
    );
  return email;
}

/** Waits for a caught mail to `to` whose subject matches, and returns it. */
async function mailTo(smtp: SmtpCatcher, to: string, subject: RegExp) {
  await expect
    .poll(() => smtp.messages.find((m) => m.to.includes(to) && subject.test(subjectOf(m))), {
      message: `a mail to ${to} with subject ${String(subject)}`,
    })
    .toBeTruthy();
  const mail = smtp.messages.find((m) => m.to.includes(to) && subject.test(subjectOf(m)));
  if (!mail) throw new Error('unreachable');
  return mail;
}

/** Counts navigator.storage.persist() calls in the page (window.__persistCalls). */
async function countPersistCalls(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __persistCalls: number };
    w.__persistCalls = 0;
    Object.defineProperty(navigator.storage, 'persist', {
      value: () => {
        w.__persistCalls += 1;
        return Promise.resolve(true);
      },
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __persistCalls: number }).__persistCalls);
}

async function openLogin(page: Page, path = '/auth') {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(path);
  await page.getByRole('tab', { name: 'Log In' }).click();
}

test.describe('sign-up', () => {
  test('a contractor signs up from the header link: verification notice, mail, signed in', async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail('contractor');
    const persistCalls = await countPersistCalls(page);
    await withCaughtMail(baseURL ?? '', async (smtp) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/');
      await nav(page).getByRole('link', { name: 'Sign Up' }).click();
      await expect(page).toHaveURL(/\/auth\?mode=contractor$/);
      await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByLabel('I am joining as')).toHaveValue('contractor');
      await submitSignUp(page, { name: 'Casey Contractor', email: email, password: PASSWORD });

      const verification = page.getByTestId('verification-notice');
      const heading = verification.getByRole('heading', { name: 'Check your inbox' });
      await expect(heading).toBeVisible();
      // It takes the place of a long form: focused, so it is in view on a phone too.
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      await expect(verification).toContainText(`We sent a link to ${email}.`);
      await expect(verification).toContainText(
        'You are signed in and can browse right away. Listing a business, sending hire requests and writing reviews need a confirmed email address.',
      );
      await expect(verification).not.toContainText('start right away');
      await expect(nav(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
      expect(await persistCalls()).toBeGreaterThan(0);

      const mail = await mailTo(smtp, email, /^Confirm your .+ email address$/);
      expect(textOf(mail)).toContain('/auth/confirm-verification?token=');
    });

    const admin = await superuserClient(baseURL ?? '');
    const user = await admin
      .collection('users')
      .getFirstListItem(admin.filter('email = {:email}', { email }), { requestKey: null });
    expect(user).toMatchObject({
      name: 'Casey Contractor',
      user_type: 'contractor',
      language_preference: 'English',
      verified: false,
    });

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await nav(page).getByRole('button', { name: 'Sign Out' }).click();
    await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('checks the fields before sending, and shows the server’s field errors beside them', async ({
    page,
    baseURL,
  }) => {
    const taken = await createUser(baseURL ?? '');
    let signUps = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/collections/users/records'))
        signUps += 1;
    });
    await page.goto('/auth');
    await expect(page.getByLabel('I am joining as')).toHaveValue('');
    await page.getByLabel('Email address').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('shorter');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(formError(page)).toHaveText('Please correct the marked fields.');
    await expect(page.getByLabel('Full name')).toBeFocused();
    await expect(page.getByLabel('Full name')).toHaveAccessibleDescription('Enter your name.');
    await expect(page.getByLabel('Email address')).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.com.',
    );
    // The error takes the hint's place: one message, not two saying the same.
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      'Use at least 10 characters.',
    );
    await expect(page.getByText('At least 10 characters.', { exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Confirm password')).toHaveAccessibleDescription(
      'The passwords do not match.',
    );
    await expect(page.getByLabel('I am joining as')).toHaveAccessibleDescription(
      'Choose how you are joining.',
    );
    expect(signUps).toBe(0);

    // Valid to the client, refused by the server: the address is taken.
    await submitSignUp(page, {
      name: 'Second Try',
      email: taken,
      password: PASSWORD,
      role: 'client',
    });
    await expect(page.getByLabel('Email address')).toHaveAccessibleDescription(
      'An account with this email already exists. Log in instead.',
    );
    await expect(page.getByLabel('Email address')).toBeFocused();
    expect(signUps).toBe(1);
    await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  });
});

test.describe('sign-up in another language', () => {
  test('in Japanese: the account keeps the interface language, and its mail is Japanese', async ({
    page,
    baseURL,
  }) => {
    const ja = JSON.parse(readFileSync(join(ROOT, 'src/i18n/locales/ja/auth.json'), 'utf8')) as {
      signUp: { submit: string };
    };
    const mails = JSON.parse(
      readFileSync(join(ROOT, 'pb_hooks/lib/account-mail.json'), 'utf8'),
    ) as Record<string, { verification: { subject: string } }>;
    const email = uniqueEmail('ja');
    await page.addInitScript(() => localStorage.setItem('preferredLanguage', 'ja'));
    await withCaughtMail(baseURL ?? '', async (smtp) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/auth?mode=contractor');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
      await page.locator('#sign-up-name').fill('山田 太郎');
      await page.locator('#sign-up-email').fill(email);
      await page.locator('#sign-up-password').fill(PASSWORD);
      await page.locator('#sign-up-password-confirm').fill(PASSWORD);
      await page.getByRole('button', { name: ja.signUp.submit }).click();

      const subject = (mails.ja?.verification.subject ?? '').replace('{app}', 'TradesMarket');
      const literal = subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const mail = await mailTo(smtp, email, new RegExp(`^${literal}$`));
      const { html, text } = partsOf(mail);
      expect(html).toContain('<html lang="ja" dir="ltr">');
      expect(text).toContain('/auth/confirm-verification?token=');
    });
    const admin = await superuserClient(baseURL ?? '');
    const user = await admin
      .collection('users')
      .getFirstListItem(admin.filter('email = {:email}', { email }), { requestKey: null });
    expect(user.language_preference).toBe('Japanese');
  });
});

test.describe('login', () => {
  test('with a password: a client lands on /client-dashboard', async ({ page, baseURL }) => {
    const email = await createUser(baseURL ?? '', { user_type: 'client' });
    const persistCalls = await countPersistCalls(page);
    await openLogin(page);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/client-dashboard$/);
    await expect(nav(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
    expect(await persistCalls()).toBeGreaterThan(0);
  });

  test('follows ?next= to a page of this site, and ignores another site', async ({
    page,
    baseURL,
  }) => {
    const email = await createUser(baseURL ?? '', { user_type: 'subcontractor' });
    await openLogin(page, '/auth?next=%2Fbrowse%3Ftrade%3Droofer');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/browse\?trade=roofer$/);

    await nav(page).getByRole('button', { name: 'Sign Out' }).click();
    await openLogin(page, '/auth?next=https%3A%2F%2Fevil.example%2F');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a wrong password says so and signs nobody in', async ({ page, baseURL }) => {
    const email = await createUser(baseURL ?? '', { user_type: 'contractor' });
    await openLogin(page);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(formError(page)).toHaveText('Wrong email or password.');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();

    // Logged for the admins as a failed_auth security event.
    const admin = await superuserClient(baseURL ?? '');
    await expect
      .poll(async () => {
        const events = await admin.collection('security_events').getFullList({
          filter: admin.filter('event_type = "failed_auth" && details.attemptedEmail = {:email}', {
            email,
          }),
          requestKey: null,
        });
        return events.map((e) => [String(e.severity), (e.details as { reason?: string }).reason]);
      })
      .toEqual([['medium', 'invalid_credentials']]);
  });

  test('with a one-time code from the email', async ({ page, baseURL }) => {
    const email = await createUser(baseURL ?? '', { user_type: 'general_contractor' });
    await openLogin(page);
    await page.getByRole('button', { name: 'Email me a one-time code instead' }).click();
    await page.getByLabel('Email address').fill(email);
    await withCaughtMail(baseURL ?? '', async (smtp) => {
      await page.getByRole('button', { name: 'Email me a code' }).click();
      await expect(notice(page)).toHaveText(
        `If an account exists for ${email}, we have sent it a code. The code is valid for 10 minutes.`,
      );
      const mail = await mailTo(smtp, email, /^Your .+ one-time password$/);
      const code = /one-time password is: (\d+)/.exec(textOf(mail))?.[1] ?? '';
      expect(code).toMatch(/^\d{8}$/);

      const codeField = page.getByLabel('One-time code');
      await expect(codeField).toBeFocused();
      await codeField.fill(code.replace(/[0-9]$/, (d) => String((Number(d) + 1) % 10)));
      await page.getByRole('button', { name: 'Log in with code' }).click();
      await expect(formError(page)).toHaveText(
        'That code is wrong or has expired. Check the email or ask for a new code.',
      );
      await codeField.fill(`${code.slice(0, 4)} ${code.slice(4)}`);
      await page.getByRole('button', { name: 'Log in with code' }).click();
    });
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(nav(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });

  test('offline, an attempt says so and sends nothing', async ({ page, context, baseURL }) => {
    const email = await createUser(baseURL ?? '');
    await openLogin(page);
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/collections/users/')) sent += 1;
    });
    await context.setOffline(true);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(formError(page)).toHaveText(
      'You are offline. Nothing was sent: try again when you are connected.',
    );
    expect(sent).toBe(0);
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('password reset', () => {
  test('the request mails a link, and the answer does not tell whether the account exists', async ({
    page,
    baseURL,
  }) => {
    const email = await createUser(baseURL ?? '');
    const stranger = uniqueEmail('nobody');
    await openLogin(page);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await withCaughtMail(baseURL ?? '', async (smtp) => {
      for (const address of [email, stranger]) {
        await page.getByLabel('Email address').fill(address);
        await page.getByRole('button', { name: 'Send reset link' }).click();
        await expect(notice(page)).toHaveText(
          `If an account exists for ${address}, we have sent it a link to reset the password. Check your inbox.`,
        );
      }
      const mail = await mailTo(smtp, email, /^Reset your .+ password$/);
      expect(textOf(mail)).toContain('/auth/confirm-password-reset?token=');
      expect(smtp.messages.some((m) => m.to.includes(stranger))).toBe(false);
    });
    await page.getByRole('button', { name: 'Back to log in' }).click();
    await expect(page.getByLabel('Email address')).toHaveValue(stranger);
  });
});

test.describe('signed in', () => {
  test('/auth says who is signed in, and Sign Out there signs out', async ({ page, signIn }) => {
    const user = await signIn(page, { user_type: 'client' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
    await expect(page.getByText(`Signed in as ${user.email}.`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/client-dashboard',
    );
    await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('back online, a token the server rejects signs out', async ({ page, context, signIn }) => {
    await signIn(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(nav(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await page.route('**/api/collections/users/auth-refresh', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: '{"status":401,"message":"x","data":{}}',
      }),
    );
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('back online, an unreachable server keeps the session', async ({
    page,
    context,
    signIn,
  }) => {
    await signIn(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(nav(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
    let refreshes = 0;
    await page.route('**/api/collections/users/auth-refresh', (route) => {
      refreshes += 1;
      return route.abort('internetdisconnected');
    });
    await context.setOffline(true);
    await context.setOffline(false);
    await expect.poll(() => refreshes).toBe(1);
    await page.waitForTimeout(300);
    await expect(nav(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });
});
