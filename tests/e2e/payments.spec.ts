import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type PocketBase from 'pocketbase';
import { ROOT } from '../../scripts/pocketbase.mjs';
import { startTestPocketBase } from '../support/pocketbase';
import { fillCard } from './card';
import { expect as baseExpect, signInOn, superuserClient, test } from './fixtures';
import { IP_LOCATION_PATTERN, VISITOR_STATE_FILE } from './visitor-state';

// Paying the $1 fees in a browser, against the real PocketBase and the Stripe emulator that
// global-setup starts (E2E_STRIPE_URL; the build loads its Stripe.js stand-in through
// VITE_STRIPE_JS_URL). The stand-in's createPaymentMethod, an empty stub in localstripe, is
// completed by scripts/localstripe.mjs, as a person running `npm start -- --payments` gets it.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const opts = { requestKey: null };

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** A person's own browser, with the same visitor state as the fixtures. */
async function browserOf(
  browser: Browser,
  baseURL: string,
  options: { viewport?: { width: number; height: number }; timezoneId?: string } = {},
  place?: Record<string, string>,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    storageState: VISITOR_STATE_FILE,
    baseURL,
    serviceWorkers: 'block',
    ...options,
  });
  // Without a place, the IP-location stand-in's (California, US).
  if (place) await context.route(IP_LOCATION_PATTERN, (route) => route.fulfill({ json: place }));
  const page = await context.newPage();
  return { context, page };
}

/** Puts a real session for a new user of `type` into the page (the `signIn` fixture's way). */
function signInAs(
  page: Page,
  baseURL: string,
  type: 'client' | 'contractor',
  name: string,
): Promise<{ id: string }> {
  return signInOn(page, baseURL, { user_type: type, name });
}

async function roofer(admin: PocketBase): Promise<string> {
  return (await admin.collection('trades').getFirstListItem('value = "roofer"', opts)).id;
}

const dialog = (page: Page) => page.getByTestId('pay-dialog');

test('a listing whose free month ended leaves browse, its owner pays with 4242…, it returns', async ({
  browser,
  baseURL,
}) => {
  const url = baseURL ?? '';
  const admin = await superuserClient(url);
  const tradeId = await roofer(admin);
  const stamp = `${Date.now()}`;
  const fresh = `Fresh Roofing ${stamp}`;
  const lapsed = `Lapsed Roofing ${stamp}`;

  const pro = await browserOf(browser, url, { viewport: PHONE });
  const owner = await signInAs(pro.page, url, 'contractor', 'Pat Pro');
  const other = await admin.collection('users').create(
    {
      email: `other-${stamp}@example.com`,
      password: 'e2e-password-123',
      passwordConfirm: 'e2e-password-123',
      user_type: 'contractor',
      verified: true,
    },
    opts,
  );
  await admin
    .collection('contractors')
    .create({ owner: other.id, business_name: fresh, trades: [tradeId], status: 'active' }, opts);
  const listing = await admin
    .collection('contractors')
    .create({ owner: owner.id, business_name: lapsed, trades: [tradeId], status: 'active' }, opts);
  // The free month ended yesterday.
  await admin
    .collection('contractors')
    .update(listing.id, { listed_until: new Date(Date.now() - 86_400_000).toISOString() }, opts);

  const guest = await browserOf(browser, url, { viewport: DESKTOP });
  // Searched by the stamp both names carry: other specs add roofers to this server, and the
  // list is virtual.
  await guest.page.goto(`/browse?trade=roofer&q=${stamp}`);
  const cards = guest.page.getByTestId('listing-card');
  await expect(cards.filter({ hasText: fresh })).toBeVisible();
  await expect(cards.filter({ hasText: lapsed })).toHaveCount(0);

  await pro.page.goto('/contractor-portal');
  const fee = pro.page.getByTestId('listing-fee');
  await expect(fee).toContainText('Your free month has ended: pay $1 once to stay listed');
  await fee.getByRole('button', { name: 'Pay $1' }).click();
  await expect(dialog(pro.page)).toContainText('One-time listing fee');
  await fillCard(pro.page, '4242424242424242');
  await dialog(pro.page).getByRole('button', { name: 'Pay $1' }).click();

  await expect(pro.page).toHaveURL(/\/payment-success\?payment=[a-z0-9]{15}$/);
  await expect(pro.page.getByTestId('payment-state')).toContainText('Payment received');
  await expect(pro.page.getByTestId('payment-state')).toContainText('listing fee is paid');
  await pro.page.getByRole('link', { name: 'Back to your listing' }).click();
  await expect(pro.page.getByTestId('listing-fee')).toContainText('Listing fee paid on');

  await guest.page.reload();
  await expect(cards.filter({ hasText: lapsed })).toBeVisible();

  // The payment is in the owner's account settings.
  await pro.page.goto('/account-settings');
  const row = pro.page.getByTestId('payment-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Listing fee');
  await expect(row).toContainText('$1');
  await expect(row).toContainText('Paid');
  await pro.context.close();
  await guest.context.close();
});

/** A client past their free month with a hire the contractor accepted, fee unpaid. */
async function acceptedUnpaidHire(
  browser: Browser,
  url: string,
  viewport: typeof PHONE,
  clientBrowser: { timezoneId?: string; place?: Record<string, string> } = {},
) {
  const admin = await superuserClient(url);
  const tradeId = await roofer(admin);
  const business = `Paid Contacts Roofing ${Date.now()}`;
  const pro = await browserOf(browser, url, { viewport: DESKTOP });
  const owner = await signInAs(pro.page, url, 'contractor', 'Pat Pro');
  const listing = await admin.collection('contractors').create(
    {
      owner: owner.id,
      business_name: business,
      trades: [tradeId],
      status: 'active',
      phone: '+1 555 0142',
      email: `roofing-${owner.id}@example.com`,
    },
    opts,
  );
  const client = await browserOf(
    browser,
    url,
    { viewport, ...(clientBrowser.timezoneId && { timezoneId: clientBrowser.timezoneId }) },
    clientBrowser.place,
  );
  const me = await signInAs(client.page, url, 'client', 'Chris Client');
  const hire = await admin.collection('hires').create(
    {
      client: me.id,
      contractor: listing.id,
      trade: tradeId,
      description: 'Fix the flashing around the chimney, please.',
      status: 'requested',
      contact_preference: 'phone',
      client_phone: '+1 555 0199',
    },
    opts,
  );
  await admin
    .collection('hires')
    .update(hire.id, { status: 'accepted', fee_status: 'unpaid', fee_waiver: '' }, opts);
  return { pro, client, business, hireId: hire.id };
}

test('a client pays an accepted hire and both sides see the contacts (390 px)', async ({
  browser,
  baseURL,
}) => {
  const { pro, client, business } = await acceptedUnpaidHire(browser, baseURL ?? '', PHONE);

  await pro.page.goto('/dashboard');
  const request = pro.page.getByTestId('hire-request');
  await expect(request.getByTestId('hire-client-contact')).toContainText(
    'appear once they pay the hire fee',
  );
  await expect(request.getByTestId('complete-after-fee')).toBeVisible();
  await expect(request.getByRole('button', { name: 'Mark as done' })).toHaveCount(0);

  await client.page.goto('/client-dashboard');
  const fee = client.page.getByTestId('hire-fee');
  await expect(fee).toContainText(
    `Accepted: pay $1 to see \u2068${business}\u2069's contact details`,
  );
  await expect(client.page.getByTestId('contractor-contact')).toHaveCount(0);
  // Offline the debt stays in view and the button says why it cannot pay.
  await client.context.setOffline(true);
  await expect(fee.getByTestId('pay-button')).toHaveText('Paying needs a connection');
  await expect(fee.getByTestId('pay-button')).toBeDisabled();
  await expect(fee).toContainText(
    `Accepted: pay $1 to see \u2068${business}\u2069's contact details`,
  );
  await client.context.setOffline(false);
  await fee.getByRole('button', { name: 'Pay $1' }).click();
  await fillCard(client.page, '4242424242424242');
  await dialog(client.page).getByRole('button', { name: 'Pay $1' }).click();
  await expect(client.page.getByTestId('payment-state')).toContainText('Payment received');
  await client.page.getByRole('link', { name: 'Go to your hires' }).click();
  const contact = client.page.getByTestId('contractor-contact');
  await expect(contact.getByRole('link', { name: '+1 555 0142' })).toHaveAttribute(
    'href',
    'tel:+15550142',
  );
  await expect(contact.getByRole('link', { name: /^roofing-.*@example\.com$/ })).toHaveAttribute(
    'href',
    /^mailto:roofing-/,
  );
  // Nothing runs off a 390 px screen.
  expect(
    await client.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
  ).toBe(true);

  await pro.page.reload();
  await expect(request.getByTestId('hire-client-contact')).toContainText('+1 555 0199');
  await expect(request.getByRole('button', { name: 'Mark as done' })).toBeVisible();
  await pro.context.close();
  await client.context.close();
});

test('behind a VPN the dialog warns; a declined card is explained in the interface language; a 3-D Secure card then pays', async ({
  browser,
  baseURL,
}) => {
  // The browser's clock says Berlin; the IP-location answer says New York.
  const { pro, client } = await acceptedUnpaidHire(browser, baseURL ?? '', DESKTOP, {
    timezoneId: 'Europe/Berlin',
    place: { country_code: 'US', region: 'New York', timezone: 'America/New_York' },
  });
  await client.page.goto('/client-dashboard');
  await client.page.getByTestId('hire-fee').getByRole('button', { name: 'Pay $1' }).click();
  // It only warns, and is dismissed: paying still works (below).
  const warning = dialog(client.page).getByTestId('vpn-warning');
  await expect(warning).toContainText('through a VPN or proxy may be declined');
  await warning.getByRole('button', { name: 'Dismiss' }).click();
  await expect(warning).toHaveCount(0);
  await fillCard(client.page, '4000000000000341');
  await dialog(client.page).getByRole('button', { name: 'Pay $1' }).click();
  await expect(dialog(client.page).getByTestId('pay-error')).toContainText(
    'Your payment did not go through: Your card was declined.',
  );
  await expect(client.page).toHaveURL(/\/client-dashboard$/);

  // In German the reason is German too: the server answers a code, never Stripe's English.
  await dialog(client.page).getByRole('button', { name: 'Close' }).click();
  await client.page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('combobox', { name: 'Language' })
    .selectOption('de');
  const payGerman = /1\s?\$ bezahlen|\$1 bezahlen/;
  await client.page.getByTestId('hire-fee').getByRole('button', { name: payGerman }).click();
  await fillCard(client.page, '4000000000000341');
  await dialog(client.page).getByRole('button', { name: payGerman }).click();
  const germanError = dialog(client.page).getByTestId('pay-error');
  await expect(germanError).toContainText(
    'Ihre Zahlung ist nicht durchgegangen: Ihre Karte wurde abgelehnt.',
  );
  await expect(germanError).not.toContainText('declined');

  // Another card, whose bank asks for 3-D Secure: authenticated through Stripe.js, then paid.
  await fillCard(client.page, '4000002500003155');
  await dialog(client.page).getByRole('button', { name: payGerman }).click();
  await expect(dialog(client.page)).toContainText('Bestätigen Sie die Zahlung bei Ihrer Bank');
  // The emulator's Stripe.js shows its own 3-D Secure window, without the topmost z-index
  // Stripe's real one has: lift it above the app's dialog (a stand-in quirk, not the app's).
  const authenticate = client.page.getByRole('button', { name: 'Complete authentication' });
  await authenticate.evaluate((button) => {
    (button.parentElement as HTMLElement).style.zIndex = '2147483647';
  });
  await authenticate.click();
  await expect(client.page.getByTestId('payment-state')).toContainText('Zahlung erhalten');
  await pro.context.close();
  await client.context.close();
});

test('in Arabic at 390 px the debt, the dialog and the payment page read right to left and fit', async ({
  browser,
  baseURL,
}) => {
  const { pro, client, business } = await acceptedUnpaidHire(browser, baseURL ?? '', PHONE);
  await client.page.addInitScript(() => localStorage.setItem('preferredLanguage', 'ar'));
  await client.page.goto('/client-dashboard');
  await expect(client.page.locator('html')).toHaveAttribute('dir', 'rtl');
  const fee = client.page.getByTestId('hire-fee');
  await expect(fee).toContainText(`لترى بيانات التواصل مع \u2068${business}\u2069`);
  await fee.getByTestId('pay-button').click();
  await expect(dialog(client.page)).toContainText('رسوم التعاقد');
  await expect(client.page.getByTestId('card-element').getByPlaceholder('number')).toBeVisible();
  await client.page.screenshot({ path: test.info().outputPath('pay-dialog-ar-390.png') });
  const fits = await dialog(client.page).evaluate(
    (panel) =>
      panel.scrollWidth <= panel.clientWidth &&
      panel.getBoundingClientRect().right <= window.innerWidth &&
      panel.getBoundingClientRect().left >= 0,
  );
  expect(fits).toBe(true);

  await client.page.goto('/payment-success?payment=aaaaaaaaaaaaaaa');
  await expect(client.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(client.page.getByTestId('payment-state')).toContainText(
    'لم نتمكن من العثور على هذه الدفعة',
  );
  await pro.context.close();
  await client.context.close();
});

test('/payment-success asks a signed-out visitor to sign in, and never says success for an unknown id', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/payment-success?payment=aaaaaaaaaaaaaaa');
  await expect(page.getByText('Sign in to see this payment.')).toBeVisible();
  await expect(page.getByTestId('payment-state')).toHaveCount(0);

  await signIn(page, { user_type: 'client', name: 'Sam Someone' });
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    for (const id of ['aaaaaaaaaaaaaaa', 'not-an-id', '']) {
      await page.goto(`/payment-success?payment=${id}`);
      const state = page.getByTestId('payment-state');
      await expect(state).toContainText('We could not find this payment');
      await expect(page.getByText('Payment received')).toHaveCount(0);
    }
  }
});

test('a server that takes no payments: the listing and a hire are free with the reason, and no pay button', async ({
  browser,
}) => {
  // Its own PocketBase without Stripe keys, serving the same build.
  const server = await startTestPocketBase({
    publicDir: join(ROOT, 'dist'),
    relaxRouteLimits: true,
  });
  try {
    const admin = await superuserClient(server.url);
    const tradeId = await roofer(admin);
    const pro = await browserOf(browser, server.url, { viewport: PHONE });
    const owner = await signInAs(pro.page, server.url, 'contractor', 'Pat Pro');
    const listing = await admin
      .collection('contractors')
      .create(
        { owner: owner.id, business_name: 'Free Roofing', trades: [tradeId], status: 'active' },
        opts,
      );
    await pro.page.goto('/contractor-portal');
    const fee = pro.page.getByTestId('listing-fee');
    await expect(fee).toHaveText('Listing is free: this server takes no payments');
    await expect(pro.page.getByTestId('pay-button')).toHaveCount(0);
    await pro.context.close();
    // A visitor is not told that hiring costs money.
    const visitor = await browserOf(browser, server.url, { viewport: PHONE });
    await visitor.page.goto(`/profile/${listing.id}`);
    await expect(
      visitor.page.getByText(
        'This server takes no payments: hiring is free, with no commission on the job.',
      ),
    ).toBeVisible();
    await expect(visitor.page.getByText(/Hiring costs/)).toHaveCount(0);
    await visitor.context.close();
    // A client in their first month is told the same reason the profile gives, also for a
    // hire stored with `free_month` before the server put `payments_off` first.
    const hirer = await browserOf(browser, server.url, { viewport: PHONE });
    const client = await signInAs(hirer.page, server.url, 'client', 'Cora Client');
    const hire = await admin.collection('hires').create(
      {
        client: client.id,
        contractor: listing.id,
        status: 'requested',
        contact_preference: 'email',
      },
      opts,
    );
    expect(hire['fee_waiver']).toBe('payments_off');
    // As such a hire was stored before: the page must not say "your first month" for it.
    await admin.collection('hires').update(hire.id, { fee_waiver: 'free_month' }, opts);
    await hirer.page.goto('/client-dashboard');
    const hireFee = hirer.page.getByTestId('hire').getByTestId('hire-fee');
    await expect(hireFee).toHaveText('Fee: Free: this server takes no payments');
    await hirer.context.close();
  } finally {
    await server.stop();
  }
});
