import arAuth from '../../src/i18n/locales/ar/auth.json' with { type: 'json' };
import arCommon from '../../src/i18n/locales/ar/common.json' with { type: 'json' };
import arPages from '../../src/i18n/locales/ar/pages.json' with { type: 'json' };
import arPortal from '../../src/i18n/locales/ar/portal.json' with { type: 'json' };
import { enableOAuth2, startOidcProvider } from '../support/oidc';
import { expect, superuserClient, test } from './fixtures';
import { expectNoOverflow } from './layout';

// Sign-up with an OpenID provider (a real one on loopback, enabled as PocketBase's generic
// `oidc` under the name "Local ID", as an operator enables Google in the dashboard), by the
// redirect flow an installed app uses, on a phone, in Arabic.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const PROVIDER = 'Local ID';
const withProvider = (text: string) => text.replace('{{provider}}', PROVIDER);
const toast = (page: import('@playwright/test').Page, text: string) =>
  page.locator('[data-sonner-toast]', { hasText: text });

test('a new user signs up with the OpenID provider in Arabic, picks contractor, and lists', async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const admin = await superuserClient(base);
  const oidc = await startOidcProvider([`${base}/auth/oauth-callback`]);
  const restore = await enableOAuth2(admin, [oidc.pocketBaseConfig(PROVIDER)]);
  try {
    const stamp = `${Date.now()}`;
    const email = `rana-${stamp}@example.com`;
    const business = `ورشة رنا ${stamp}`;

    // The visitor picks Arabic in the phone menu, then opens the sign-up page.
    await page.goto('/');
    await page
      .locator('button[aria-expanded]')
      .filter({ has: page.locator('svg.lucide-menu') })
      .click();
    await page.getByTestId('mobile-menu').getByRole('combobox').first().selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.keyboard.press('Escape');
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(arPages.auth.title);

    // Only the enabled provider is offered, by its name; it leaves for the provider's page.
    const buttons = page.getByTestId('oauth-buttons').getByRole('button');
    await expect(buttons).toHaveText([withProvider(arAuth.oauth.continueWith)]);
    await buttons.first().click();
    await page.waitForURL(`${oidc.issuer}/interaction/**`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Name').fill('Rana Haddad');
    await page.getByRole('button', { name: 'Sign in' }).click();

    // Back in the app: the account is new, so the one-time choice comes first.
    await page.waitForURL('**/auth/choose-role**');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(arPages.chooseUserType.title);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectNoOverflow(page);
    // Any other page waits until the choice is made.
    await page.goto('/contractor-portal');
    await page.waitForURL('**/auth/choose-role?next=%2Fcontractor-portal');
    await page.getByLabel(arAuth.fields.userType).selectOption('contractor');
    await page.getByRole('button', { name: arAuth.chooseType.submit, exact: true }).click();
    await page.waitForURL('**/contractor-portal');

    const user = await admin.collection('users').getFirstListItem(`email = '${email}'`);
    expect(user).toMatchObject({
      name: 'Rana Haddad',
      verified: true,
      user_type: 'contractor',
      user_type_pending: false,
      language_preference: 'Arabic',
    });

    // The new contractor lists the business.
    await page.getByLabel(arPortal.form.businessName).fill(business);
    await page.getByRole('checkbox', { name: arCommon.tradeNames.roofer }).check();
    await page.getByRole('button', { name: arPortal.form.save }).click();
    await expect(toast(page, arPortal.portal.saved)).toBeVisible();
    await expect
      .poll(async () => {
        const listing = await admin
          .collection('contractors')
          .getFirstListItem(`owner = '${user.id}'`)
          .catch(() => null);
        return listing?.['business_name'] as unknown;
      })
      .toBe(business);
  } finally {
    await restore();
    await oidc.stop();
  }
});
