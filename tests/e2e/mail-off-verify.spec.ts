import type { Page } from '@playwright/test';
import enAuth from '../../src/i18n/locales/en/auth.json' with { type: 'json' };
import enPortal from '../../src/i18n/locales/en/portal.json' with { type: 'json' };
import enTrust from '../../src/i18n/locales/en/trust.json' with { type: 'json' };
import { expect, superuserClient, test } from './fixtures';
import { expectNoOverflow, PHONE_AND_DESKTOP } from './layout';
import { submitSignUp } from './sign-up-form';
import { withCaughtMail, withoutMail } from './mail';

// On a server with no mail set up, sign-up, the contractor portal, the hire form and the
// affiliate page say what is so: listing, hiring and applying need a confirmed email, no link
// can reach the user, the site's staff must confirm the account (the support form); no "send
// again" button. The same notices in German and Arabic (right to left), phone and desktop:
// tests/component/mail-off-notices.test.tsx.
test.use({ serviceWorkers: 'block' });

const PASSWORD = 'e2e-password-123';
const NOT_SET_UP = "Email is not set up on this server; ask the site's administrator.";
const opts = { requestKey: null };
const [PHONE, DESKTOP] = PHONE_AND_DESKTOP;
const uniqueEmail = (tag: string) =>
  `mail-off-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The notice of an unverified account on a server without mail. */
async function expectHonestNotice(page: Page, purpose: 'list' | 'hire' | 'affiliate') {
  const notice = page.getByTestId('verify-email-notice');
  const words = enTrust.verifyEmail;
  await expect(notice).toContainText(words.needs[purpose]);
  await expect(notice).toContainText(words.noMail);
  await expect(notice).not.toContainText(words[purpose]);
  await expect(notice.getByRole('button')).toHaveCount(0);
  await expect(notice.getByRole('link', { name: words.toSupport })).toHaveAttribute(
    'href',
    '/contact-support',
  );
}

test.describe('sent as an address of its own', () => {
  test.use({ ownClientAddress: true });

  test('without mail, a contractor signs up on a phone, is told what is so on each page, writes to support, and gets the link once mail works', async ({
    page,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const admin = await superuserClient(base);
    const email = uniqueEmail('contractor');
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
        business_name: 'Mailless Roofing',
        trades: [trade.id],
        status: 'active',
      },
      opts,
    );
    await page.setViewportSize(PHONE);

    await withoutMail(base, async () => {
      await test.step('sign-up: the account is made, and the notice says only what is so', async () => {
        await page.goto('/auth');
        await submitSignUp(page, {
          name: 'Nora Mailless',
          email,
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
        await expect(verification.getByTestId('auth-error')).toHaveText(NOT_SET_UP);
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
        await expect(
          verification.getByRole('button', { name: 'Send the email again' }),
        ).toHaveCount(0);
        await expect(verification.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
          'href',
          '/contact-support',
        );
        await expectNoOverflow(page);
      });

      await test.step('the portal: the notice, and no listing form the server could only refuse', async () => {
        await page.goto('/contractor-portal');
        await expectHonestNotice(page, 'list');
        await expect(page.getByText(enPortal.portal.loading)).toHaveCount(0);
        await expect(
          page.getByRole('heading', { name: enPortal.portal.createHeading }),
        ).toHaveCount(0);
        await expectNoOverflow(page);
        await page.setViewportSize(DESKTOP);
        await expectHonestNotice(page, 'list');
        await expectNoOverflow(page);
        await page.setViewportSize(PHONE);
      });

      await test.step('a profile: the notice, not the hire form', async () => {
        await page.goto(`/profile/${listing.id}`);
        await expectHonestNotice(page, 'hire');
        await expectNoOverflow(page);
      });

      await test.step('the affiliate page: the notice, no form', async () => {
        await page.goto('/affiliate-signup');
        await expectHonestNotice(page, 'affiliate');
        await expect(page.getByTestId('affiliate-form')).toHaveCount(0);
      });

      await test.step('a refused confirmation link: no "send again", the support form', async () => {
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

      await test.step('the support form, the way the notice points to, takes the message', async () => {
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
        await expect(page.getByLabel('Your email address')).toHaveValue(email);
        await page.getByRole('button', { name: 'Send message' }).click();
        await expect(page.getByTestId('contact-status')).toContainText(
          'We received your message. Your reference is SR-',
        );
        await expectNoOverflow(page);
      });
    });

    const user = await admin
      .collection('users')
      .getFirstListItem(admin.filter('email = {:email}', { email }), opts);
    // The server still holds the account unverified (the rule stands).
    expect(user.verified).toBe(false);
    const stored = await admin
      .collection('support_requests')
      .getFullList({ filter: admin.filter('email = {:email}', { email }), ...opts });
    expect(stored).toEqual([expect.objectContaining({ topic: 'verification', user: user.id })]);

    // Once mail works, the portal's notice offers the link again, sends it, and only then says so.
    await withCaughtMail(base, async (smtp) => {
      await page.goto('/contractor-portal');
      const verify = page.getByTestId('verify-email-notice');
      await expect(verify).toContainText('Verify your email to list your business.');
      await expect(verify).not.toContainText('cannot send email');
      await verify.getByRole('button', { name: 'Send the link again' }).click();
      await expect(verify).toContainText('We sent the link again. Check your inbox.');
      await expect.poll(() => smtp.messages.some((m) => m.to.includes(email))).toBe(true);
    });
  });
});
