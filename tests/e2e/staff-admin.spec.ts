import type { Page } from '@playwright/test';
import PocketBase from 'pocketbase';
import { expect, stampStaffSession, superuserClient, test } from './fixtures';
import type { SmtpCatcher } from '../support/smtp-catcher';
import { textOf, withCaughtMail, withoutMail } from './mail';
import { VISITOR_STATE_FILE } from './visitor-state';

// Staff in the app against the real server: the two-factor sign-in (password, then the code
// read from the SMTP catcher, or the code first), the security events list with its filters, an
// older one-factor token refused, and the server-side end of an idle staff session. The lists'
// states and German phone layout (a moderator's 403 on the leads included) are component tests:
// tests/component/admin-lists.test.tsx.
test.describe.configure({ mode: 'serial' });

const opts = { requestKey: null };
const PASSWORD = 'e2e-staff-password-123';

/** A new user with `role` (as a superuser would in the dashboard); not signed in. */
async function createStaff(baseURL: string, role: 'admin' | 'moderator') {
  const email = `staff-${role}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const created = await new PocketBase(baseURL)
    .collection('users')
    .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, user_type: 'client' }, opts);
  const admin = await superuserClient(baseURL);
  await admin.collection('user_roles').create({ user: created.id, role }, opts);
  return { id: created.id, email, admin };
}

/**
 * Signs staff in on the app's sign-in page as a person does: the password, then the one-time
 * code read from the mail catcher; waits until the app shows them signed in.
 */
async function signInWithCode(page: Page, smtp: SmtpCatcher, email: string) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Log In' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();

  const second = page.getByTestId('second-factor');
  await expect(second.getByRole('heading', { name: 'Staff sign-in: second step' })).toBeVisible();
  await expect(second).toContainText(`We emailed you a code at ${email}.`);
  const codeIn = () => {
    const mail = smtp.messages.find((m) => m.to.includes(email));
    return (mail && /one-time password is: (\d{8})/.exec(textOf(mail))?.[1]) ?? '';
  };
  await expect.poll(codeIn).toMatch(/^\d{8}$/);
  await second.getByLabel('One-time code').fill(codeIn());
  await second.getByRole('button', { name: 'Finish signing in' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }),
  ).toBeVisible();
}

test('an admin signs in with password and code, works the lists, and is signed out when idle', async ({
  page,
  browser,
  baseURL,
}) => {
  const url = baseURL ?? '';
  // Signed in with the password alone before the role was given: an older, one-factor token.
  const email = `staff-older-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const pb = new PocketBase(url);
  await pb
    .collection('users')
    .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, user_type: 'client' }, opts);
  const older = await pb.collection('users').authWithPassword(email, PASSWORD, opts);
  const root = await superuserClient(url);
  await root.collection('user_roles').create({ user: older.record.id, role: 'admin' }, opts);
  for (const [type, severity] of [
    ['failed_auth', 'medium'],
    ['suspicious_activity', 'high'],
  ]) {
    await root.collection('security_events').create(
      {
        event_type: type,
        severity,
        user: older.record.id,
        details: { activityType: `e2e-${type}`, timestamp: new Date().toISOString() },
      },
      opts,
    );
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await withCaughtMail(url, (smtp) => signInWithCode(page, smtp, email));
  // Staff land on the admin area, not on the dashboard of their user type.
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();

  await test.step('filters the security events', async () => {
    await page.goto('/admin/security-events');
    await expect(page.getByRole('heading', { level: 1, name: 'Security Events' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the admin area' })).toHaveAttribute(
      'href',
      '/admin',
    );
    await page.getByLabel('User (email or ID)').fill(older.record.id);
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    // The app's own security monitor may add a scraper_detected event for this headless browser.
    const table = page.getByRole('table');
    await expect(table).toContainText('Failed sign-in');
    await expect(table).toContainText('Suspicious activity');
    // The account by its email (the id only as the tooltip); details in words, never JSON.
    await expect(table.getByText(email).first()).toHaveAttribute('title', older.record.id);
    await expect(table).not.toContainText('{"');

    await page.getByLabel('Type').selectOption('suspicious_activity');
    await page.getByLabel('Severity').selectOption('high');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText('e2e-suspicious_activity');
    await expect(table).not.toContainText('Failed sign-in');

    await page.getByLabel('Severity').selectOption('medium');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(page.getByText('Nothing here yet.')).toBeVisible();
  });

  await test.step('the older token on another device is refused, told why, signed out', async () => {
    const context = await browser.newContext({ baseURL: url, storageState: VISITOR_STATE_FILE });
    try {
      const other = await context.newPage();
      await other.addInitScript(
        (stored) => {
          if (sessionStorage.getItem('e2e-signed-in')) return;
          localStorage.setItem('pocketbase_auth', stored);
          sessionStorage.setItem('e2e-signed-in', '1');
        },
        JSON.stringify({ token: older.token, record: older.record }),
      );
      await other.goto('/admin');
      const why =
        'Staff pages need a sign-in with your password and the emailed code on this device. Sign in again.';
      await expect(other.locator('[data-sonner-toast]')).toContainText(why);
      await expect(other.getByTestId('admin-guard')).toContainText(why);
      await expect(
        other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
      ).toBeVisible();
    } finally {
      await context.close();
    }
  });

  await test.step('the two-factor sign-in still has the admin area', async () => {
    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
    await expect(page.getByTestId('admin-list-total')).toBeVisible();
  });

  await test.step('an idle staff session ends on the server: the app says so, signs out', async () => {
    await stampStaffSession(root, { id: older.record.id, token: '' }, -60_000);
    await page.reload();
    await expect(page.locator('[data-sonner-toast]')).toContainText(
      'Your staff session ended after 15 minutes without activity. Sign in again.',
    );
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
    ).toBeVisible();
  });
});

test('while the server cannot send mail, staff are told they cannot sign in here', async ({
  page,
  baseURL,
}) => {
  const url = baseURL ?? '';
  const staff = await createStaff(url, 'moderator');
  await withoutMail(url, async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Log In' }).click();
    await page.getByLabel('Email address').fill(staff.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByTestId('auth-error')).toHaveText(
      'Staff accounts cannot sign in here until the server can send email again. Superusers can still sign in to the PocketBase dashboard.',
    );
    await expect(page.getByTestId('second-factor')).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
    ).toBeVisible();
  });
});

test('staff who start with the emailed code then give their password', async ({
  page,
  baseURL,
}) => {
  const url = baseURL ?? '';
  const staff = await createStaff(url, 'moderator');
  await withCaughtMail(url, async (smtp) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Log In' }).click();
    await page.getByRole('button', { name: 'Email me a one-time code instead' }).click();
    await page.getByLabel('Email address').fill(staff.email);
    await page.getByRole('button', { name: 'Email me a code' }).click();
    const codeIn = () => {
      const mail = smtp.messages.find((m) => m.to.includes(staff.email));
      return (mail && /one-time password is: (\d{8})/.exec(textOf(mail))?.[1]) ?? '';
    };
    await expect.poll(codeIn).toMatch(/^\d{8}$/);
    await page.getByLabel('One-time code').fill(codeIn());
    await page.getByRole('button', { name: 'Log in with code' }).click();

    const second = page.getByTestId('second-factor');
    await expect(second).toContainText('Staff accounts also need their password to sign in.');
    await second.getByLabel('Password').fill('wrong-password-1234');
    await second.getByRole('button', { name: 'Finish signing in' }).click();
    await expect(second.getByTestId('auth-error')).not.toBeEmpty();
    await second.getByLabel('Password').fill(PASSWORD);
    await expect(second.getByTestId('auth-error')).toBeEmpty();
    await second.getByRole('button', { name: 'Finish signing in' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }),
    ).toBeVisible();
  });
});
