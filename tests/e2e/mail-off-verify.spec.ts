import type { Page } from '@playwright/test';
import arAuth from '../../src/i18n/locales/ar/auth.json' with { type: 'json' };
import arPortal from '../../src/i18n/locales/ar/portal.json' with { type: 'json' };
import arTrust from '../../src/i18n/locales/ar/trust.json' with { type: 'json' };
import deAuth from '../../src/i18n/locales/de/auth.json' with { type: 'json' };
import dePortal from '../../src/i18n/locales/de/portal.json' with { type: 'json' };
import deTrust from '../../src/i18n/locales/de/trust.json' with { type: 'json' };
import enAuth from '../../src/i18n/locales/en/auth.json' with { type: 'json' };
import enPortal from '../../src/i18n/locales/en/portal.json' with { type: 'json' };
import enTrust from '../../src/i18n/locales/en/trust.json' with { type: 'json' };
import { expect, superuserClient, test } from './fixtures';
import { expectNoOverflow, PHONE_AND_DESKTOP } from './layout';
import { withoutMail } from './mail';

// On a server with no mail set up, sign-up, the contractor portal and the hire form
// say what is so: listing and hiring need a confirmed email, no link can reach the user, the
// site's staff must confirm the account (the support form); no "send again" button. In
// English, German and Arabic (right to left), on a 390 px phone and on a desktop.
test.use({ serviceWorkers: 'block' });

const PASSWORD = 'e2e-password-123';
const opts = { requestKey: null };
const LANGS = [
  { code: 'en', dir: 'ltr', auth: enAuth, trust: enTrust, portal: enPortal },
  { code: 'de', dir: 'ltr', auth: deAuth, trust: deTrust, portal: dePortal },
  { code: 'ar', dir: 'rtl', auth: arAuth, trust: arTrust, portal: arPortal },
] as const;
type Lang = (typeof LANGS)[number];
const [PHONE, DESKTOP] = PHONE_AND_DESKTOP;
const uniqueEmail = (tag: string) =>
  `mail-off-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The notice of an unverified account on a server without mail, in `lang`. */
async function expectHonestNotice(page: Page, lang: Lang, purpose: 'list' | 'hire' | 'affiliate') {
  const notice = page.getByTestId('verify-email-notice');
  const words = lang.trust.verifyEmail;
  await expect(notice).toContainText(words.needs[purpose]);
  await expect(notice).toContainText(words.noMail);
  await expect(notice).not.toContainText(words[purpose]);
  await expect(notice.getByRole('button')).toHaveCount(0);
  await expect(notice.getByRole('link', { name: words.toSupport })).toHaveAttribute(
    'href',
    '/contact-support',
  );
  await expect(page.locator('html')).toHaveAttribute('dir', lang.dir);
}

for (const lang of LANGS) {
  test(`${lang.code}: sign-up and the portal without mail say what is so, phone and desktop`, async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail(lang.code);
    const { fields, signUp, verify, mailProblem, confirm } = lang.auth;
    await page.addInitScript((c) => localStorage.setItem('preferredLanguage', c), lang.code);
    await page.setViewportSize(PHONE);
    await withoutMail(baseURL ?? '', async () => {
      await page.goto('/auth');
      await page.getByLabel(fields.name).fill('Noor Mailless');
      await page.getByLabel(fields.email).fill(email);
      await page.getByLabel(fields.password, { exact: true }).fill(PASSWORD);
      await page.getByLabel(fields.passwordConfirm).fill(PASSWORD);
      await page.getByLabel(fields.userType).selectOption('contractor');
      await page.getByRole('button', { name: signUp.submit }).click();

      const screen = page.getByTestId('verification-notice');
      await expect(screen.getByRole('heading', { name: mailProblem.title })).toBeVisible();
      await expect(screen).toContainText(mailProblem.body.replace('{{email}}', email));
      await expect(screen).toContainText(verify.signedIn);
      await expect(screen).toContainText(verify.staffConfirm);
      await expect(screen).not.toContainText(verify.title);
      await expect(screen.getByRole('button', { name: verify.resend })).toHaveCount(0);
      await expect(screen.getByRole('link', { name: confirm.toSupport })).toHaveAttribute(
        'href',
        '/contact-support',
      );
      await expect(page.locator('html')).toHaveAttribute('dir', lang.dir);
      await expectNoOverflow(page);

      await page.goto('/contractor-portal');
      await expectHonestNotice(page, lang, 'list');
      // No listing form the server could only refuse.
      await expect(page.getByText(lang.portal.portal.loading)).toHaveCount(0);
      await expect(
        page.getByRole('heading', { name: lang.portal.portal.createHeading }),
      ).toHaveCount(0);
      await expectNoOverflow(page);
      await page.setViewportSize(DESKTOP);
      await expectHonestNotice(page, lang, 'list');
      await expectNoOverflow(page);
    });
    // The server still refuses a listing from the unverified account (the rule stands).
    const admin = await superuserClient(baseURL ?? '');
    const user = await admin
      .collection('users')
      .getFirstListItem(admin.filter('email = {:email}', { email }), opts);
    expect(user.verified).toBe(false);
  });

  test(`${lang.code}: an unverified client on a profile gets the honest notice, not the hire form`, async ({
    page,
    baseURL,
    signIn,
  }) => {
    const admin = await superuserClient(baseURL ?? '');
    const owner = await admin.collection('users').create(
      {
        email: uniqueEmail('owner'),
        password: PASSWORD,
        passwordConfirm: PASSWORD,
        user_type: 'contractor',
        verified: true,
      },
      opts,
    );
    const trade = await admin.collection('trades').getFirstListItem('value = "roofer"', opts);
    const listing = await admin.collection('contractors').create(
      {
        owner: owner.id,
        business_name: `Mailless Roofing ${lang.code}`,
        trades: [trade.id],
        status: 'active',
      },
      opts,
    );
    await page.addInitScript((c) => localStorage.setItem('preferredLanguage', c), lang.code);
    await signIn(page, { user_type: 'client', verified: false });
    await withoutMail(baseURL ?? '', async () => {
      for (const size of [PHONE, DESKTOP]) {
        await page.setViewportSize(size);
        await page.goto(`/profile/${listing.id}`);
        await expectHonestNotice(page, lang, 'hire');
        await expectNoOverflow(page);
      }
    });
  });

  test(`${lang.code}: an unverified account gets the notice on the affiliate page, no form`, async ({
    page,
    baseURL,
    signIn,
  }) => {
    await page.addInitScript((c) => localStorage.setItem('preferredLanguage', c), lang.code);
    await signIn(page, { user_type: 'client', verified: false });
    await withoutMail(baseURL ?? '', async () => {
      for (const size of [PHONE, DESKTOP]) {
        await page.setViewportSize(size);
        await page.goto('/affiliate-signup');
        await expectHonestNotice(page, lang, 'affiliate');
        await expect(page.getByTestId('affiliate-form')).toHaveCount(0);
        await expectNoOverflow(page);
      }
    });
  });
}

test.describe('sent as an address of its own', () => {
  test.use({ ownClientAddress: true });

  test('the support form, the way the notice points to, takes a message from an unverified account without mail', async ({
    page,
    baseURL,
    signIn,
  }) => {
    const user = await signIn(page, { user_type: 'contractor', verified: false });
    await withoutMail(baseURL ?? '', async () => {
      await page.setViewportSize(PHONE);
      await page.goto('/contractor-portal');
      await page
        .getByTestId('verify-email-notice')
        .getByRole('link', { name: enTrust.verifyEmail.toSupport })
        .click();
      await expect(page).toHaveURL(/\/contact-support$/);
      await page.getByLabel('Topic').selectOption('verification');
      await page
        .getByLabel('Your message')
        .fill('Please confirm my account: this site cannot send me the link.');
      await expect(page.getByLabel('Your email address')).toHaveValue(user.email);
      await page.getByRole('button', { name: 'Send message' }).click();
      const status = page.getByTestId('contact-status');
      await expect(status).toContainText('We received your message. Your reference is SR-');
      await expectNoOverflow(page);
    });
    const admin = await superuserClient(baseURL ?? '');
    const stored = await admin
      .collection('support_requests')
      .getFullList({ filter: admin.filter('email = {:email}', { email: user.email }), ...opts });
    expect(stored).toEqual([expect.objectContaining({ topic: 'verification', user: user.id })]);
  });
});

test('signed in, a refused confirmation link without mail: no "send again", the support form', async ({
  page,
  baseURL,
  signIn,
}) => {
  await signIn(page, { user_type: 'client', verified: false });
  await withoutMail(baseURL ?? '', async () => {
    await page.setViewportSize(PHONE);
    await page.goto('/auth/confirm-verification?token=forged.token.x');
    const box = page.getByTestId('confirm-verification');
    await expect(box).toContainText(enAuth.confirm.linkRefused);
    await expect(box).toContainText(enAuth.confirm.requestNewNoMail);
    await expect(box.getByRole('button')).toHaveCount(0);
    await expect(box.getByRole('link', { name: enAuth.confirm.toSupport })).toHaveAttribute(
      'href',
      '/contact-support',
    );
    await expectNoOverflow(page);
  });
});
