import type { Page } from '@playwright/test';
import PocketBase from 'pocketbase';
import { subjectOf, type SmtpCatcher } from '../support/smtp-catcher';
import { expect, superuserClient, test } from './fixtures';
import { submitSignUp } from './sign-up-form';
import { textOf, withCaughtMail } from './mail';

// Accounts at /auth against the real PocketBase, with its mail caught by a local SMTP catcher.
// (The forms' own states and words: tests/component/sign-up-form.test.tsx,
// login-mail-forms.test.tsx, second-factor-form.test.tsx.)
test.use({ serviceWorkers: 'block' });

const PASSWORD = 'e2e-password-123';
const COMMON_LIST = /\/assets\/common-passwords-[\w-]+\.js$/;
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
// Within the form: the provider buttons (while a provider is enabled) have an alert of their own.
const formError = (page: Page) => page.locator('form').getByTestId('auth-error');
const notice = (page: Page) => page.locator('form').getByTestId('auth-info');

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
  test('a contractor signs up from the header link: verification mail, signed in, then the address is taken', async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail('contractor');
    const persistCalls = await countPersistCalls(page);
    // The common-password list is a chunk of its own, fetched only where a password is chosen.
    const listLoads: string[] = [];
    page.on('request', (request) => {
      if (COMMON_LIST.test(new URL(request.url()).pathname)) listLoads.push(request.url());
    });
    let signUps = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/collections/users/records'))
        signUps += 1;
    });
    await withCaughtMail(baseURL ?? '', async (smtp) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/browse');
      await page.goto('/');
      await expect(nav(page).getByRole('link', { name: 'Sign Up' })).toBeVisible();
      expect(listLoads).toEqual([]);
      await nav(page).getByRole('link', { name: 'Sign Up' }).click();
      await expect(page).toHaveURL(/\/auth\?mode=contractor$/);
      await expect.poll(() => listLoads.length).toBe(1);
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

    // Signing up again with the same address: valid to the client, refused by the server,
    // and the server's field error stands beside the field.
    await page.goto('/auth');
    await submitSignUp(page, { name: 'Second Try', email, password: PASSWORD, role: 'client' });
    await expect(page.getByLabel('Email address')).toHaveAccessibleDescription(
      'An account with this email already exists. Log in instead.',
    );
    await expect(page.getByLabel('Email address')).toBeFocused();
    expect(signUps).toBe(2);
    await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  });
});

test.describe('login', () => {
  test('a client logs in: offline first, a wrong password, then to the page asked for', async ({
    page,
    context,
    baseURL,
  }) => {
    const email = await createUser(baseURL ?? '', { user_type: 'client' });
    const persistCalls = await countPersistCalls(page);
    await openLogin(page, '/auth?next=%2Fbrowse%3Ftrade%3Droofer');
    const logIn = async (password: string) => {
      await page.getByLabel('Email address').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
    };

    await test.step('offline, an attempt says so and sends nothing', async () => {
      let sent = 0;
      const count = (request: { url: () => string }) => {
        if (request.url().includes('/api/collections/users/')) sent += 1;
      };
      page.on('request', count);
      await context.setOffline(true);
      await logIn(PASSWORD);
      await expect(formError(page)).toHaveText(
        'You are offline. Nothing was sent: try again when you are connected.',
      );
      expect(sent).toBe(0);
      page.off('request', count);
      await context.setOffline(false);
    });

    await test.step('a wrong password says so, signs nobody in, and is logged', async () => {
      await logIn('not-the-password');
      await expect(formError(page)).toHaveText('Wrong email or password.');
      await expect(page).toHaveURL(/\/auth\?next=/);
      await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
      // Logged for the admins as a failed_auth security event.
      const admin = await superuserClient(baseURL ?? '');
      await expect
        .poll(async () => {
          const events = await admin.collection('security_events').getFullList({
            filter: admin.filter(
              'event_type = "failed_auth" && details.attemptedEmail = {:email}',
              { email },
            ),
            requestKey: null,
          });
          return events.map((e) => [String(e.severity), (e.details as { reason?: string }).reason]);
        })
        .toEqual([['medium', 'invalid_credentials']]);
    });

    await test.step('the right password follows ?next= to a page of this site', async () => {
      await logIn(PASSWORD);
      await expect(page).toHaveURL(/\/browse\?trade=roofer$/);
      await expect(nav(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
      expect(await persistCalls()).toBeGreaterThan(0);
    });

    await test.step('/auth says who is signed in, and Sign Out there signs out', async () => {
      await page.goto('/auth');
      await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
      await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Continue' })).toHaveAttribute(
        'href',
        '/client-dashboard',
      );
      await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
      await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeVisible();
      await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
    });

    await test.step('a ?next= to another site is ignored: a client lands on /client-dashboard', async () => {
      await openLogin(page, '/auth?next=https%3A%2F%2Fevil.example%2F');
      await logIn(PASSWORD);
      await expect(page).toHaveURL(/\/client-dashboard$/);
    });
  });

  test('a user who forgot the password asks for a reset link, then logs in with an emailed code', async ({
    page,
    baseURL,
  }) => {
    const email = await createUser(baseURL ?? '', { user_type: 'general_contractor' });
    const stranger = uniqueEmail('nobody');
    await openLogin(page);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await withCaughtMail(baseURL ?? '', async (smtp) => {
      // The answer does not tell whether the account exists.
      for (const address of [stranger, email]) {
        await page.getByLabel('Email address').fill(address);
        await page.getByRole('button', { name: 'Send reset link' }).click();
        await expect(notice(page)).toHaveText(
          `If an account exists for ${address}, we have sent it a link to reset the password. Check your inbox.`,
        );
      }
      const reset = await mailTo(smtp, email, /^Reset your .+ password$/);
      expect(textOf(reset)).toContain('/auth/confirm-password-reset?token=');
      expect(smtp.messages.some((m) => m.to.includes(stranger))).toBe(false);

      await page.getByRole('button', { name: 'Back to log in' }).click();
      await expect(page.getByLabel('Email address')).toHaveValue(email);
      await page.getByRole('button', { name: 'Email me a one-time code instead' }).click();
      await page.getByLabel('Email address').fill(email);
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
});
