import type { Page } from '@playwright/test';
import PocketBase, { type CommonOptions } from 'pocketbase';
import deAuth from '../../src/i18n/locales/de/auth.json' with { type: 'json' };
import dePages from '../../src/i18n/locales/de/pages.json' with { type: 'json' };
import { type SmtpCatcher } from '../support/smtp-catcher';
import { expect, superuserClient, test } from './fixtures';
import { FIRST_VISIT } from './visitor-state';
import { textOf, withCaughtMail } from './mail';

// The links in the account mails open the app's own pages, in the user's language
// (German here), against the real PocketBase with its mail caught. (The pages' states for a
// missing, forged or refused link, with and without mail: tests/component/confirm-pages.test.tsx.)
test.use({ serviceWorkers: 'block' });

const PASSWORD = 'e2e-password-123';
const opts: CommonOptions = { requestKey: null };
const c = deAuth.confirm;

function uniqueEmail(tag: string): string {
  return `links-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A German-speaking user created through the public API; verified unless told. */
async function createGermanUser(baseURL: string, verified = true) {
  const email = uniqueEmail('de');
  const admin = await superuserClient(baseURL);
  const user = await admin.collection('users').create(
    {
      email,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      name: 'Greta Gruber',
      language_preference: 'German',
      verified,
    },
    opts,
  );
  return { id: user.id, email };
}

/**
 * The app link in the caught mail to `to`, checked to open `path` with a token; returned as
 * path and query, to open on the server under test (the mail's origin is the server's public
 * address setting, which this test server may have set to another host).
 */
async function linkMailedTo(smtp: SmtpCatcher, to: string, path: string) {
  let link = '';
  await expect
    .poll(
      () => {
        const mail = smtp.messages.find((m) => m.to.includes(to));
        link = mail
          ? (/https?:\/\/\S+\/auth\/confirm-[a-z-]+\?token=[\w.-]+(?:&lang=[a-z]+)?/.exec(
              textOf(mail),
            )?.[0] ?? '')
          : '';
        return link;
      },
      { message: `a mail with a link to ${to}` },
    )
    .not.toBe('');
  const url = new URL(link);
  expect(url.pathname, link).toBe(path);
  expect(url.searchParams.get('token')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  return `${url.pathname}${url.search}`;
}

async function inGerman(page: Page) {
  await page.addInitScript(() => localStorage.setItem('preferredLanguage', 'de'));
}

test.describe('account links in German', () => {
  test('a German user confirms the address, resets the password and moves to a new address from the mailed links, signed out', async ({
    page,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    await inGerman(page);
    await page.setViewportSize({ width: 390, height: 844 });
    const user = await createGermanUser(base, false);
    const fresh = 'neues-passwort-2026';
    const newEmail = uniqueEmail('neu');

    await test.step('confirmation: the mailed link confirms the address', async () => {
      const link = await withCaughtMail(base, async (smtp) => {
        await new PocketBase(base).collection('users').requestVerification(user.email, opts);
        return linkMailedTo(smtp, user.email, '/auth/confirm-verification');
      });
      await page.goto(link);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(
        page.getByRole('heading', { level: 1, name: dePages.confirmVerification.title }),
      ).toBeVisible();
      await expect(page.getByTestId('confirm-verification')).toContainText(c.verified);
      const admin = await superuserClient(base);
      expect((await admin.collection('users').getOne(user.id, opts)).verified).toBe(true);
      await page.getByRole('link', { name: c.toLogIn }).click();
      await expect(page).toHaveURL(/\/auth$/);
    });

    await test.step('password reset: a new password from the mailed link; the link is then used up', async () => {
      // The form's own checks (the policy, the same twice): tests/component/confirm-pages.test.tsx.
      const link = await withCaughtMail(base, async (smtp) => {
        await new PocketBase(base).collection('users').requestPasswordReset(user.email, opts);
        return linkMailedTo(smtp, user.email, '/auth/confirm-password-reset');
      });
      await page.goto(link);
      await expect(
        page.getByRole('heading', { level: 1, name: dePages.confirmPasswordReset.title }),
      ).toBeVisible();
      await page.getByLabel(c.newPassword, { exact: true }).fill(fresh);
      await page.getByLabel(deAuth.fields.passwordConfirm).fill(fresh);
      await page.getByRole('button', { name: c.resetSubmit }).click();
      await expect(page.getByTestId('confirm-password-reset')).toContainText(c.resetDone);
      const auth = await new PocketBase(base)
        .collection('users')
        .authWithPassword(user.email, fresh, opts);
      expect(auth.record.id).toBe(user.id);
      // The same link again: used up, and the page says so.
      await page.goto(link);
      await page.getByLabel(c.newPassword, { exact: true }).fill('noch-ein-passwort-1');
      await page.getByLabel(deAuth.fields.passwordConfirm).fill('noch-ein-passwort-1');
      await page.getByRole('button', { name: c.resetSubmit }).click();
      await expect(page.getByTestId('confirm-password-reset')).toContainText(c.linkRefused);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
    });

    await test.step('email change: the current password moves the account to the new address', async () => {
      const link = await withCaughtMail(base, async (smtp) => {
        const pb = new PocketBase(base);
        await pb.collection('users').authWithPassword(user.email, fresh, opts);
        await pb.collection('users').requestEmailChange(newEmail, opts);
        return linkMailedTo(smtp, newEmail, '/auth/confirm-email-change');
      });
      await page.goto(link);
      await expect(
        page.getByRole('heading', { level: 1, name: dePages.confirmEmailChange.title }),
      ).toBeVisible();
      await page.getByLabel(c.currentPassword).fill('falsches-passwort');
      await page.getByRole('button', { name: c.emailSubmit }).click();
      await expect(page.getByText(c.wrongPassword)).toBeVisible();
      await page.getByLabel(c.currentPassword).fill(fresh);
      await page.getByRole('button', { name: c.emailSubmit }).click();
      await expect(page.getByTestId('confirm-email-change')).toContainText(c.emailDone);
      const auth = await new PocketBase(base)
        .collection('users')
        .authWithPassword(newEmail, fresh, opts);
      expect(auth.record.id).toBe(user.id);
    });
  });

  test('signed in: a refused link offers a new mail; the good one confirms, and the session says so', async ({
    page,
    baseURL,
    signIn,
  }) => {
    const base = baseURL ?? '';
    await inGerman(page);
    const user = await signIn(page, { verified: false, language_preference: 'German' });
    const box = page.getByTestId('confirm-verification');
    // A server that can send mail (without it: no button, the support form; mail-off-verify).
    const link = await withCaughtMail(base, async (smtp) => {
      await page.goto('/auth/confirm-verification?token=gefaelscht.token.x');
      await expect(box).toContainText(c.linkRefused);
      await box.getByRole('button', { name: deAuth.verify.resend }).click();
      await expect(box).toContainText(deAuth.verify.resent);
      return linkMailedTo(smtp, user.email, '/auth/confirm-verification');
    });
    await page.goto(link);
    await expect(box).toContainText(c.verified);
    await expect(box.getByRole('link', { name: deAuth.verify.continue })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (
              JSON.parse(localStorage.getItem('pocketbase_auth') ?? '{}') as {
                record?: { verified?: boolean };
              }
            ).record?.verified,
        ),
      )
      .toBe(true);
  });
});

test.describe('a browser that never chose a language', () => {
  // No stored choice, and the visitor's IP says US (fixtures.ts): English but for the link.
  test.use({ storageState: FIRST_VISIT });

  test('a mailed link opens in the mail’s language on a browser that never chose one', async ({
    page,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const user = await createGermanUser(base);
    const link = await withCaughtMail(base, async (smtp) => {
      await new PocketBase(base).collection('users').requestPasswordReset(user.email, opts);
      return linkMailedTo(smtp, user.email, '/auth/confirm-password-reset');
    });
    expect(new URL(link, base).searchParams.get('lang')).toBe('de');
    await page.goto(link);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(
      page.getByRole('heading', { level: 1, name: dePages.confirmPasswordReset.title }),
    ).toBeVisible();
    // The choice is kept: the next page opens in German too.
    await page.goto('/faq');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});
