import arAuth from '../../src/i18n/locales/ar/auth.json' with { type: 'json' };
import arCommon from '../../src/i18n/locales/ar/common.json' with { type: 'json' };
import arPages from '../../src/i18n/locales/ar/pages.json' with { type: 'json' };
import arPortal from '../../src/i18n/locales/ar/portal.json' with { type: 'json' };
import type PocketBase from 'pocketbase';
import { enableOAuth2, startOidcProvider, type OidcProvider } from '../support/oidc';
import { expect, superuserClient, test } from './fixtures';
import { expectNoOverflow } from './layout';

// Sign-up with an OpenID provider (a real one on loopback, enabled as PocketBase's generic
// `oidc` under the name "Local ID", as an operator enables Google in the dashboard), by the
// redirect flow an installed app uses, on a phone, in Arabic.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
// One provider for both tests, enabled on the shared server while they run, one after the other.
test.describe.configure({ mode: 'serial' });

const PROVIDER = 'Local ID';
const withProvider = (text: string) => text.replace('{{provider}}', PROVIDER);
const toast = (page: import('@playwright/test').Page, text: string) =>
  page.locator('[data-sonner-toast]', { hasText: text });

let admin: PocketBase;
let oidc: OidcProvider;
let restore: () => Promise<void>;

test.beforeAll(async ({ baseURL }) => {
  const base = baseURL ?? '';
  admin = await superuserClient(base);
  oidc = await startOidcProvider([`${base}/auth/oauth-callback`]);
  restore = await enableOAuth2(admin, [oidc.pocketBaseConfig(PROVIDER)]);
});

test.afterAll(async () => {
  await restore();
  await oidc.stop();
});

test('a new user signs up with the OpenID provider in Arabic, picks contractor, and lists', async ({
  page,
}) => {
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
});

test("an email that has an account: back from the provider without network it says so and tries again, then links the provider after that account's password", async ({
  page,
}) => {
  const email = `linked-${Date.now()}@example.com`;
  const password = 'existing-password-42';
  const owner = await admin
    .collection('users')
    .create(
      { email, password, passwordConfirm: password, user_type: 'client', verified: true },
      { requestKey: null },
    );
  // The first exchange finds no network, as on a phone that lost it on the way back.
  let cut = true;
  await page.route('**/api/collections/users/auth-with-oauth2', async (route) => {
    if (cut) {
      cut = false;
      await route.abort('internetdisconnected');
    } else await route.fallback();
  });

  await page.goto('/auth');
  await page.getByRole('button', { name: `Continue with ${PROVIDER}` }).click();
  await page.waitForURL(`${oidc.issuer}/interaction/**`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();

  const box = page.getByTestId('oauth-callback');
  await expect(box.getByRole('alert')).toHaveText(
    'You are offline, so the sign-in cannot finish. Connect to the internet and try again.',
  );
  // Once the app finds the server again, the same code is exchanged. Not joined to the
  // account by its email alone: its password first.
  const exists = box.getByRole('alert').filter({
    hasText: `An account with this email address already exists. Enter its email address and password once to sign in to it with ${PROVIDER} from now on.`,
  });
  await expect(async () => {
    if (!(await exists.isVisible()))
      await box.getByRole('button', { name: 'Try again' }).click({ timeout: 1000 });
    await expect(exists).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await box.getByLabel('Email address').fill(email);
  await box.getByLabel('Password').fill(password);
  await box.getByRole('button', { name: `Sign in and link ${PROVIDER}` }).click();

  // The provider knows the person already and sends them straight back, now linked.
  await page.waitForURL('**/client-dashboard');
  const links = await admin.collection('_externalAuths').getFullList({
    filter: admin.filter('recordRef = {:id}', { id: owner.id }),
    requestKey: null,
  });
  expect(links.map((link) => link['provider'] as unknown)).toEqual(['oidc']);
});
