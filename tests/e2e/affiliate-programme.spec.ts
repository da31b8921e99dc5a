import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type PocketBase from 'pocketbase';
import arAffiliate from '../../src/i18n/locales/ar/affiliate.json' with { type: 'json' };
import de from '../../src/i18n/locales/de/common.json' with { type: 'json' };
import { subjectOf, type SmtpCatcher } from '../support/smtp-catcher';
import { fillCard } from './card';
import { expect as baseExpect, signInOn, superuserClient, test } from './fixtures';
import { submitSignUp } from './sign-up-form';
import { expectNoOverflow } from './layout';
import { textOf, withCaughtMail, withoutMail } from './mail';
import { FIRST_VISIT, VISITOR_STATE_FILE } from './visitor-state';

// The affiliate programme end to end, in the real PocketBase with the SMTP catcher
// and the Stripe emulator: apply → confirm the mailed link → pending → approved by a superuser
// → the dashboard shows a click, a sign-up and a paid conversion made from a second browser;
// offline it shows the last figures with their date. Plus axe, a 390 px phone, German and
// Arabic.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const opts = { requestKey: null };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const PASSWORD = 'referred-password-1234';

/** A person's own browser (service workers off, US location). */
async function browserOf(
  browser: Browser,
  baseURL: string,
  state: string | typeof FIRST_VISIT,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    storageState: state,
    baseURL,
    serviceWorkers: 'block',
    viewport,
  });
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    return response;
  };
  return { context, page };
}

async function mailTo(smtp: SmtpCatcher, to: string, subject: RegExp) {
  await expect
    .poll(() => smtp.messages.some((m) => m.to.includes(to) && subject.test(subjectOf(m))))
    .toBe(true);
  const mail = smtp.messages.find((m) => m.to.includes(to) && subject.test(subjectOf(m)));
  if (!mail) throw new Error('unreachable');
  return mail;
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('apply, confirm by mail, wait, get approved; a referred visitor signs up and pays; the dashboard counts it, also offline', async ({
  browser,
  baseURL,
}) => {
  const url = baseURL ?? '';
  const admin: PocketBase = await superuserClient(url);
  const stamp = `${Date.now()}`;
  const contact = `ada-${stamp}@example.com`;

  // 1. The affiliate applies, signed in, with a contact email other than the account's.
  const affiliate = await browserOf(browser, url, VISITOR_STATE_FILE, PHONE);
  const ada = await signInOn(affiliate.page, url, { name: 'Ada Affiliate', user_type: 'client' });
  const link = await withCaughtMail(url, async (smtp) => {
    await affiliate.page.goto('/affiliate-signup');
    const page = affiliate.page;
    await expect(page.getByLabel('Your name')).toHaveValue('Ada Affiliate');
    await page.getByLabel('Contact email').fill(contact);
    await page.getByLabel('Website or audience').fill('https://ada.example/renovation-blog');
    await page
      .getByLabel('How you will promote TradesMarket')
      .fill('Articles on my renovation blog, each with my link.');
    await page.getByLabel('PayPal account email').fill(`paypal-${stamp}@example.com`);
    // Without the terms the form refuses, before anything is sent.
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Please accept the terms to apply.')).toBeVisible();
    await page.getByLabel('I have read and accept the affiliate programme terms').check();
    await expectNoOverflow(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('affiliate-applied')).toContainText(
      `We sent a confirmation link to ${contact}.`,
    );
    const mail = await mailTo(smtp, contact, /confirm your email for the affiliate programme/);
    const found = /https?:\/\/[^\s"<>]+\/affiliate-verify\?token=[A-Za-z0-9.%]+/.exec(textOf(mail));
    if (!found) throw new Error('no confirmation link in the mail');
    // 2. Before confirming, the status page says so (while the server can mail)...
    await page.goto('/affiliate-pending');
    await expect(page.getByTestId('affiliate-state')).toContainText(
      `Open the link we mailed to ${contact}.`,
    );
    return new URL(found[0]);
  });

  // ...and the link confirms it.
  await affiliate.page.goto(`${link.pathname}${link.search}`);
  await expect(affiliate.page.getByTestId('affiliate-verify')).toContainText(
    'Your email address is confirmed.',
  );
  await affiliate.page.getByRole('link', { name: "See your application's status" }).click();
  await expect(affiliate.page.getByTestId('affiliate-state')).toContainText(
    'Your application is waiting for staff review.',
  );
  await expect(affiliate.page.getByText('usually within 5 working days')).toBeVisible();
  // The dashboard is not open yet: it shows the same state.
  await affiliate.page.goto('/affiliate-dashboard');
  await expect(affiliate.page.getByTestId('affiliate-state')).toContainText(
    'waiting for staff review',
  );

  // 3. A superuser approves the application (the PocketBase dashboard's write).
  const record = await admin.collection('affiliates').getFirstListItem(`user = "${ada.id}"`, opts);
  await admin.collection('affiliates').update(record.id, { status: 'approved' }, opts);
  // The sign-up page now shows the application instead of a second form.
  await affiliate.page.goto('/affiliate-signup');
  await expect(affiliate.page.getByText('You have already applied.')).toBeVisible();
  await expect(affiliate.page.getByRole('button', { name: 'Apply' })).toHaveCount(0);
  await affiliate.page.goto('/affiliate-pending');
  await expect(affiliate.page.getByTestId('affiliate-state')).toContainText(
    'Your application is approved.',
  );
  await affiliate.page.getByRole('link', { name: 'Open your affiliate dashboard' }).click();
  const code = String(record.referral_code);
  await expect(affiliate.page.getByTestId('referral-link')).toHaveText(`${url}/?ref=${code}`);
  await expect(affiliate.page.getByTestId('figure-clicks')).toHaveText('0');
  await expect(affiliate.page.getByText('No commission is set on this server yet')).toBeVisible();

  // 4. A second person: first visit through the link, consents, signs up, pays a fee.
  const visitor = await browserOf(browser, url, FIRST_VISIT, DESKTOP);
  await visitor.page.goto(`/?ref=${code}`);
  await visitor.page.getByTestId('consent-banner').getByRole('button', { name: 'Got It' }).click();
  await expect
    .poll(
      async () =>
        (
          await admin
            .collection('affiliate_clicks')
            .getFullList({ filter: `affiliate = "${record.id}"`, ...opts })
        ).length,
    )
    .toBe(1);
  const email = `referred-${stamp}@example.com`;
  await visitor.page.goto('/auth?mode=contractor');
  await visitor.page.getByRole('tab', { name: 'Sign Up' }).click();
  await submitSignUp(visitor.page, { name: 'Rita Referred', email: email, password: PASSWORD });
  await expect(
    visitor.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Sign Out' }),
  ).toBeVisible();
  const referred = await admin.collection('users').getFirstListItem(`email = "${email}"`, opts);
  expect(referred.referred_by).toBe(record.id);
  // Their listing's free month is over: the listing fee is owed.
  await admin.collection('users').update(referred.id, { verified: true }, opts);
  const roofer = await admin.collection('trades').getFirstListItem('value = "roofer"', opts);
  const listing = await admin.collection('contractors').create(
    {
      owner: referred.id,
      business_name: `Rita Roofing ${stamp}`,
      trades: [roofer.id],
      status: 'active',
    },
    opts,
  );
  await admin
    .collection('contractors')
    .update(listing.id, { listed_until: new Date(Date.now() - 86_400_000).toISOString() }, opts);
  await visitor.page.goto('/contractor-portal');
  const fee = visitor.page.getByTestId('listing-fee');
  await fee.getByRole('button', { name: 'Pay $1' }).click();
  await fillCard(visitor.page, '4242424242424242');
  await visitor.page.getByTestId('pay-dialog').getByRole('button', { name: 'Pay $1' }).click();
  await expect(visitor.page.getByTestId('payment-state')).toContainText('Payment received');
  await visitor.context.close();

  // 5. The dashboard counts the click, the sign-up and the paid conversion. (Reached from the
  // status page, so both pages' chunks are loaded for the offline step.)
  await affiliate.page.goto('/affiliate-pending');
  await affiliate.page.getByRole('link', { name: 'Open your affiliate dashboard' }).click();
  await expect(affiliate.page.getByTestId('figure-clicks')).toHaveText('1');
  await expect(affiliate.page.getByTestId('figure-signups')).toHaveText('1');
  await expect(affiliate.page.getByTestId('figure-conversions')).toHaveText('1');
  await expect(affiliate.page.getByText('Visits in the last 30 days: 1')).toBeVisible();
  await expect(affiliate.page.getByTestId('clicks-chart').locator('canvas')).toBeVisible();
  await expect(affiliate.page.getByText('No payouts yet.')).toBeVisible();
  await expectNoOverflow(affiliate.page);
  expect(await seriousViolations(affiliate.page)).toEqual([]);

  // 6. Offline: the last figures, with their date.
  await affiliate.context.setOffline(true);
  // Away and back inside the app (no reload: the service worker is off in this context), so
  // the dashboard mounts again without the network.
  await affiliate.page.evaluate(() => {
    window.history.pushState({}, '', '/affiliate-pending');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(affiliate.page.getByRole('heading', { level: 1 })).toHaveText(
    'Your Affiliate Application',
  );
  await affiliate.page.goBack();
  await expect(affiliate.page.getByRole('heading', { level: 1 })).toHaveText('Affiliate Dashboard');
  await expect(affiliate.page.getByTestId('affiliate-offline')).toContainText(
    'You are offline. These are the figures last synced on',
  );
  await expect(affiliate.page.getByTestId('figure-conversions')).toHaveText('1');
  await affiliate.context.setOffline(false);
  await affiliate.context.close();
});

test('without mail, the status page does not send the applicant to a link nobody mailed', async ({
  page,
  baseURL,
  signIn,
}) => {
  const url = baseURL ?? '';
  await page.setViewportSize(PHONE);
  await signIn(page, { name: 'Mo Mailless', user_type: 'client' });
  const contact = `mo-${Date.now()}@example.com`;
  await withoutMail(url, async () => {
    await page.goto('/affiliate-signup');
    await page.getByLabel('Contact email').fill(contact);
    await page.getByLabel('Website or audience').fill('https://mo.example/');
    await page.getByLabel('How you will promote TradesMarket').fill('A newsletter for builders.');
    await page.getByLabel('PayPal account email').fill(`paypal-${contact}`);
    await page.getByLabel('I have read and accept the affiliate programme terms').check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('affiliate-applied')).not.toContainText('We sent');
    await page.goto('/affiliate-pending');
    const state = page.getByTestId('affiliate-state');
    await expect(state).toContainText(
      `Your email address ${contact} is not confirmed yet. Email is not set up on this server now`,
    );
    await expect(state).not.toContainText('Open the link we mailed');
    await expect(page.getByTestId('affiliate-steps')).toContainText(
      'Staff review your application',
    );
    await expect(page.getByTestId('affiliate-steps')).not.toContainText('link we mailed');
    await expectNoOverflow(page);
  });
});

test('a visitor reads the terms in German and Arabic (right to left), is asked to sign in to apply, and a forged link is refused', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/affiliate-terms');
  await expect(page.getByTestId('programme-settings')).toContainText(
    'No commission is set at the moment.',
  );
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('combobox', { name: 'Language' })
    .selectOption('de');
  await expect(page.getByRole('heading', { name: 'Wie Empfehlungen zählen' })).toBeVisible();
  await expect(page.getByTestId('programme-settings')).toContainText(
    'Derzeit ist keine Provision festgelegt.',
  );
  await page
    .getByRole('navigation', { name: de.nav.label })
    .getByRole('combobox', { name: de.nav.languageLabel })
    .selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('heading', { name: arAffiliate.terms.attributionTitle }),
  ).toBeVisible();
  await expect(page.getByTestId('programme-settings')).toContainText(
    arAffiliate.terms.noCommission,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize(PHONE);
  await expectNoOverflow(page);

  // Signed out, the sign-up page sends the visitor to sign in first and the link comes back.
  // Back in English (by test id: in Arabic the picker's name is Arabic), then on the phone.
  await page.setViewportSize(DESKTOP);
  await page.getByTestId('language-picker').first().selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.setViewportSize(PHONE);
  await page.goto('/affiliate-signup');
  const prompt = page.getByTestId('affiliate-sign-in');
  await expect(prompt).toContainText('Your application is linked to a TradesMarket account.');
  await expect(prompt.getByRole('link', { name: 'Sign in or create an account' })).toHaveAttribute(
    'href',
    '/auth?tab=login&next=%2Faffiliate-signup',
  );
  await expectNoOverflow(page);

  // A forged or broken confirmation link is refused in words.
  await page.goto('/affiliate-verify?token=abcdefghijklmno.9999999999.deadbeef');
  await expect(page.getByTestId('affiliate-verify')).toContainText('This link is not valid.');
  await page.goto('/affiliate-verify');
  await expect(page.getByTestId('affiliate-verify')).toContainText('This link is not valid.');
});
