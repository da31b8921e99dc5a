import type { Page } from '@playwright/test';
import PocketBase from 'pocketbase';
import deAdmin from '../../src/i18n/locales/de/admin.json' with { type: 'json' };
import { expect, stampStaffSession, superuserClient, test } from './fixtures';
import type { SmtpCatcher } from '../support/smtp-catcher';
import { textOf, withCaughtMail, withoutMail } from './mail';
import { VISITOR_STATE_FILE } from './visitor-state';

// Staff in the app against the real server: the two-factor sign-in (password, then the code
// read from the SMTP catcher), the security events list with its filters, the server's 403 for
// a moderator on the admin-only leads, and the server-side end of an idle staff session.
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

test('an admin signs in with password and emailed code, then filters the security events', async ({
  page,
  baseURL,
}) => {
  const url = baseURL ?? '';
  const staff = await createStaff(url, 'admin');
  for (const [type, severity] of [
    ['failed_auth', 'medium'],
    ['suspicious_activity', 'high'],
  ]) {
    await staff.admin.collection('security_events').create(
      {
        event_type: type,
        severity,
        user: staff.id,
        details: { activityType: `e2e-${type}`, timestamp: new Date().toISOString() },
      },
      opts,
    );
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await withCaughtMail(url, (smtp) => signInWithCode(page, smtp, staff.email));

  await page.goto('/admin/security-events');
  await expect(page.getByRole('heading', { level: 1, name: 'Security Events' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the admin area' })).toHaveAttribute(
    'href',
    '/admin',
  );
  await page.getByLabel('User (email or ID)').fill(staff.id);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  // The app's own security monitor may add a scraper_detected event for this headless browser.
  const table = page.getByRole('table');
  await expect(table).toContainText('Failed sign-in');
  await expect(table).toContainText('Suspicious activity');
  // The account by its email (the id only as the tooltip); details in words, never JSON.
  await expect(table.getByText(staff.email).first()).toHaveAttribute('title', staff.id);
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

test('German at 390 px: events say who and why in words, leads in German, nothing too wide', async ({
  page,
  signIn,
  makeAdmin,
  baseURL,
}) => {
  const url = baseURL ?? '';
  const admin = await superuserClient(url);
  const targetEmail = `target-${Date.now()}@example.com`;
  const target = await new PocketBase(url)
    .collection('users')
    .create(
      { email: targetEmail, password: PASSWORD, passwordConfirm: PASSWORD, user_type: 'client' },
      opts,
    );
  await admin.collection('security_events').create(
    {
      event_type: 'failed_auth',
      severity: 'medium',
      user: target.id,
      details: {
        reason: 'invalid_credentials',
        attemptedEmail: targetEmail,
        timestamp: '2026-11-22T01:00:00.000Z',
        extraField: { nested: 'kept as text' },
      },
    },
    opts,
  );
  const leadEmail = `lead-${Date.now()}@example.com`;
  const lead = await admin
    .collection('exit_intent_captures')
    .create({ email: leadEmail, user_intent: 'hirer', language_preference: 'German' }, opts);
  // Whatever the offer mail did meanwhile, the lead's offer is recorded as sent.
  await admin.collection('exit_intent_captures').update(lead.id, { offer_status: 'sent' }, opts);

  await admin
    .collection('affiliates')
    .create(
      { user: target.id, referral_code: `ref${Date.now()}`, payout_method: 'bank_transfer' },
      opts,
    );

  await page.addInitScript(() => localStorage.setItem('preferredLanguage', 'de'));
  await page.setViewportSize({ width: 390, height: 844 });
  const user = await signIn(page, { user_type: 'client', language_preference: 'German' });
  await makeAdmin(user);
  const widest = () => page.evaluate(() => document.documentElement.scrollWidth);

  await page.goto('/admin/security-events');
  await page.getByLabel('Nutzer (E-Mail oder ID)').fill(targetEmail.toUpperCase());
  await page.getByRole('button', { name: 'Filtern', exact: true }).click();
  const card = page.getByTestId('admin-list-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(deAdmin.securityEvents.types.failed_auth);
  await expect(card).toContainText(deAdmin.securityEvents.reasons.invalid_credentials);
  await expect(card).toContainText(deAdmin.securityEvents.fields.attemptedEmail);
  await expect(card.getByText(targetEmail).first()).toHaveAttribute('title', target.id);
  await expect(card).not.toContainText(target.id);
  await expect(card).not.toContainText('{');
  await expect(card).toContainText('extraField.nested');
  // The time in German (22.11.2026), not the stored ISO text.
  await expect(card).toContainText('22.11.2026');
  await expect(card).not.toContainText('2026-11-22T01');
  expect(await widest()).toBeLessThanOrEqual(390);

  await page.goto('/admin/leads');
  const leadCard = page.getByTestId('admin-list-card').filter({ hasText: leadEmail });
  await expect(leadCard).toContainText(deAdmin.leads.intents.hirer);
  await expect(leadCard).toContainText('Deutsch');
  await expect(leadCard).toContainText(deAdmin.leads.offerStatuses.sent);
  await expect(leadCard).not.toContainText('hirer');
  await expect(leadCard).not.toContainText('German');
  expect(await widest()).toBeLessThanOrEqual(390);

  await page.goto('/admin/affiliates');
  const affiliateCard = page.getByTestId('admin-list-card').filter({ hasText: targetEmail });
  await expect(affiliateCard).toContainText(deAdmin.affiliates.payoutMethods.bank_transfer);
  await expect(affiliateCard).toContainText(deAdmin.affiliates.statuses.pending);
  await expect(affiliateCard).not.toContainText('bank_transfer');
  expect(await widest()).toBeLessThanOrEqual(390);
});

test('an admin’s two-factor sign-in reaches /admin; an older token of the same admin does not', async ({
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

  await page.setViewportSize({ width: 1280, height: 900 });
  await withCaughtMail(url, (smtp) => signInWithCode(page, smtp, email));
  // Staff land on the admin area, not on the dashboard of their user type.
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();

  // The older token on another device: refused, told why, signed out.
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

  // The two-factor sign-in still has the admin area.
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
  await expect(page.getByTestId('admin-list-total')).toBeVisible();
});

test('a moderator gets the server’s 403 on the admin-only leads, and no export', async ({
  page,
  signIn,
  makeAdmin,
}) => {
  const user = await signIn(page, { user_type: 'client' });
  await makeAdmin(user, 'moderator');

  await page.goto('/admin/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Exit-Intent Leads' })).toBeVisible();
  await expect(page.getByText('Only admins can see this.')).toBeVisible();
  // The list's own answer was the server's 403: no export of what the server refused.
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
});

test('an idle staff session ends on the server: the app says so and signs out', async ({
  page,
  signIn,
  makeAdmin,
  baseURL,
}) => {
  const user = await signIn(page, { user_type: 'client' });
  await makeAdmin(user);
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
  await expect(page.getByTestId('admin-list-total')).toBeVisible();

  await stampStaffSession(await superuserClient(baseURL ?? ''), user, -60_000);

  await page.reload();
  await expect(page.locator('[data-sonner-toast]')).toContainText(
    'Your staff session ended after 15 minutes without activity. Sign in again.',
  );
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
  ).toBeVisible();
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
